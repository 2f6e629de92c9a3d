import { describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import type { MeterReadingDto } from "@/shared/meter-types";
import {
  formatMeterValue,
  meterCreateResolver,
  parseMeterValue,
  readingFormDefaults,
  readingResolver,
  replaceResolver,
  type MeterFormValues,
  type ReadingFormValues,
} from "./meter-form";

const resolve = async <T extends object>(resolver: (values: T, context: unknown, options: never) => unknown, values: T) =>
  (await resolver(values, undefined, {} as never)) as { values: Record<string, unknown>; errors: Record<string, { message: string }> };

describe("parseMeterValue", () => {
  it.each([
    ["1.234,567", "1234.567"],
    ["1234,567", "1234.567"],
    ["1.234", "1234"],
    ["1.234.567", "1234567"],
    ["12.5", "12.5"],
    ["12,50", "12.5"],
    [",5", "0.5"],
    ["0,000", "0"],
    ["007", "7"],
    ["1 234,5", "1234.5"],
    ["1\u00A0234,5", "1234.5"],
    ["12,", "12"],
    ["999.999.999.999,999", "999999999999.999"],
  ])("%s → %s", (input, expected) => {
    expect(parseMeterValue(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ["", messages.meterValueRequired],
    ["   ", messages.meterValueRequired],
    ["-5", messages.meterValueNegative],
    ["-1.234,5", messages.meterValueNegative],
    ["-x", messages.meterValueInvalid],
    ["abc", messages.meterValueInvalid],
    ["1,2,3", messages.meterValueInvalid],
    ["12.34,5", messages.meterValueInvalid],
    ["1.2.3", messages.meterValueInvalid],
    ["1e3", messages.meterValueInvalid],
    [",", messages.meterValueInvalid],
    ["1,2345", messages.meterValueDecimals],
    ["1.2345", messages.meterValueDecimals],
    ["1.000.000.000.000", messages.meterValueTooLarge],
  ])("%s is refused: %s", (input, message) => {
    expect(parseMeterValue(input)).toEqual({ ok: false, message });
  });

  it("keeps digits a float would lose", () => {
    // 2^53 + 1 has no double; as text it stays exact.
    expect(parseMeterValue("9.007.199.254,993")).toEqual({ ok: true, value: "9007199254.993" });
    expect(parseMeterValue("900.719.925.474.099,3")).toEqual({ ok: false, message: messages.meterValueTooLarge });
  });
});

describe("formatMeterValue", () => {
  it.each([
    ["0", "0"],
    ["12", "12"],
    ["123", "123"],
    ["1234", "1.234"],
    ["1234.567", "1.234,567"],
    ["1234567.5", "1.234.567,5"],
    ["999999999999.999", "999.999.999.999,999"],
    ["0.05", "0,05"],
  ])("%s → %s", (value, text) => {
    expect(formatMeterValue(value)).toBe(text);
  });

  it("reads back what it wrote", () => {
    expect(parseMeterValue(formatMeterValue("1234567.891"))).toEqual({ ok: true, value: "1234567.891" });
  });
});

describe("reading form", () => {
  const values = (over: Partial<ReadingFormValues> = {}): ReadingFormValues => ({ readingDate: "2025-12-31", value: "1.234,5", kind: "regular", note: "", ...over });

  it("sends the value as exact decimal text", async () => {
    const result = await resolve(readingResolver(), values());
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ readingDate: "2025-12-31", value: "1234.5", kind: "regular", note: "" });
  });

  it("names the field of a value it cannot read, and of a missing one", async () => {
    expect((await resolve(readingResolver(), values({ value: "12,3456" }))).errors.value?.message).toBe(messages.meterValueDecimals);
    expect((await resolve(readingResolver(), values({ value: "" }))).errors.value?.message).toBe(messages.meterValueRequired);
    expect((await resolve(readingResolver(), values({ readingDate: "" }))).errors.readingDate?.message).toBe(messages.meterReadingDateRequired);
  });

  it("prefills an edit in German", () => {
    const reading: MeterReadingDto = { id: "r", version: 2, meterId: "m", readingDate: "2024-12-31", value: "81234.05", kind: "interim", note: "Auszug", photo: null };
    expect(readingFormDefaults(reading)).toEqual({ readingDate: "2024-12-31", value: "81.234,05", kind: "interim", note: "Auszug" });
  });
});

describe("meter form", () => {
  const values = (over: Partial<MeterFormValues> = {}): MeterFormValues => ({
    kind: "cold_water",
    serialNumber: " KW-1 ",
    installedOn: "2024-03-01",
    removedOn: "",
    installationValue: "",
    note: "",
    ...over,
  });

  it("creates without an installation reading when none is typed, with one when it is", async () => {
    expect((await resolve(meterCreateResolver(), values())).values).toEqual({
      kind: "cold_water",
      serialNumber: "KW-1",
      installedOn: "2024-03-01",
      removedOn: null,
      note: "",
      installationValue: null,
    });
    expect((await resolve(meterCreateResolver(), values({ installationValue: "0,5" }))).values).toMatchObject({ installationValue: "0.5" });
  });

  it("refuses a missing kind, number, and a removal before the installation", async () => {
    const { errors } = await resolve(meterCreateResolver(), values({ kind: "", serialNumber: "  " }));
    expect(errors.kind?.message).toBe(messages.meterKindRequired);
    expect(errors.serialNumber?.message).toBe(messages.meterSerialRequired);
    // The period is judged once the fields themselves are valid.
    const period = await resolve(meterCreateResolver(), values({ removedOn: "2024-02-29" }));
    expect(period.errors.removedOn?.message).toBe(messages.meterRemovedBeforeInstalled);
    expect((await resolve(meterCreateResolver(), values({ removedOn: "2024-03-01" }))).errors).toEqual({});
  });
});

describe("replace form", () => {
  it("parses both values and refuses a negative one at its field", async () => {
    const ok = await resolve(replaceResolver(), { date: "2025-06-30", removalValue: "1.500,25", serialNumber: "KW-2", installationValue: "0", note: "" });
    expect(ok.values).toEqual({ date: "2025-06-30", removalValue: "1500.25", serialNumber: "KW-2", installationValue: "0", note: "" });
    const bad = await resolve(replaceResolver(), { date: "2025-06-30", removalValue: "-1", serialNumber: "KW-2", installationValue: "", note: "" });
    expect(bad.errors.removalValue?.message).toBe(messages.meterValueNegative);
    expect(bad.errors.installationValue?.message).toBe(messages.meterValueRequired);
  });
});
