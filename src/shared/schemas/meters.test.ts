import { describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { canonicalMeterValue, meterCreateInput, meterReadingUpdateInput, meterReplaceInput, meterValueProblem } from "./meters";

describe("meter values", () => {
  it.each([
    ["007.500", "7.5"],
    ["0.000", "0"],
    ["0", "0"],
    ["100", "100"],
    ["1234.560", "1234.56"],
    ["000", "0"],
  ])("%s is written %s", (text, canonical) => {
    expect(canonicalMeterValue(text)).toBe(canonical);
  });

  it.each([
    ["", messages.meterValueRequired],
    ["-0.5", messages.meterValueNegative],
    ["-3", messages.meterValueNegative],
    ["1,5", messages.meterValueInvalid],
    [".5", messages.meterValueInvalid],
    ["1.", messages.meterValueInvalid],
    ["1 000", messages.meterValueInvalid],
    ["1.2345", messages.meterValueDecimals],
    ["1000000000000", messages.meterValueTooLarge],
  ])("%s: %s", (text, problem) => {
    expect(meterValueProblem(text)).toBe(problem);
  });

  it("takes trailing zeros beyond three decimals and leading zeros beyond twelve digits", () => {
    expect(meterValueProblem("1.23400")).toBeNull();
    expect(meterValueProblem("000999999999999.999")).toBeNull();
  });
});

describe("meter schemas", () => {
  it("trims, defaults and writes the installation value canonically", () => {
    expect(meterCreateInput.parse({ kind: "gas", serialNumber: " G-1 ", installedOn: "2024-02-29", installationValue: "0010.50" })).toEqual({
      kind: "gas",
      serialNumber: "G-1",
      installedOn: "2024-02-29",
      removedOn: null,
      note: "",
      installationValue: "10.5",
    });
  });

  it("refuses a number for a value: it could not be exact", () => {
    const result = meterReadingUpdateInput.safeParse({ readingDate: "2025-12-31", value: 0.1, version: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["value", messages.meterValueRequired]]);
  });

  it("needs the old meter's version to swap it", () => {
    const result = meterReplaceInput.safeParse({ date: "2025-06-30", removalValue: "1", serialNumber: "N", installationValue: "0" });
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["version"]);
  });
});
