import { describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { areaFormDefaults, areaResolver, formatAreaValue, formatSqm, occupantFormDefaults, occupantResolver, parseAreaInput } from "./history-form";

type ResolverResult = { values: unknown; errors: Record<string, { message?: string } | undefined> };
// The resolvers ignore react-hook-form's context and options.
const run = async <T>(resolver: (values: T, context: unknown, options: never) => unknown, values: T) => (await resolver(values, undefined, {} as never)) as ResolverResult;
const messagesOf = (r: ResolverResult) => Object.fromEntries(Object.entries(r.errors).map(([k, v]) => [k, v?.message]));

describe("area text", () => {
  it("reads German input into exact decimal text", () => {
    const cases: Array<[string, string]> = [
      ["64,50", "64.5"],
      ["64,5", "64.5"],
      ["1.234,56", "1234.56"],
      ["1.234", "1234"],
      ["64.50", "64.5"],
      [",5", "0.5"],
      ["  72 m²", "72"],
      ["0,1qm", "0.1"],
      ["1 234,5", "1234.5"],
    ];
    for (const [input, expected] of cases) expect(parseAreaInput(input), input).toEqual({ ok: true, value: expected });
  });

  it("refuses unreadable, negative, too precise and too large areas", () => {
    expect(parseAreaInput("-5")).toEqual({ ok: false, message: messages.areaNegative });
    expect(parseAreaInput("64,555")).toEqual({ ok: false, message: messages.areaDecimals });
    expect(parseAreaInput("1.0000.000")).toEqual({ ok: false, message: messages.areaInvalid });
    expect(parseAreaInput("1,2,3")).toEqual({ ok: false, message: messages.areaInvalid });
    expect(parseAreaInput("1.000.001")).toEqual({ ok: false, message: messages.areaTooLarge });
    expect(parseAreaInput("abc")).toEqual({ ok: false, message: messages.areaInvalid });
  });

  it("shows stored areas in German with two decimals, digit for digit", () => {
    expect(formatAreaValue("64.5")).toBe("64,50");
    expect(formatAreaValue("1234567.89")).toBe("1.234.567,89");
    expect(formatAreaValue("0")).toBe("0,00");
    expect(formatSqm("72")).toBe("72,00\u00A0m²");
    expect(formatSqm(null)).toBe("–");
    // Prefilled text parses back to the stored value.
    for (const stored of ["64.5", "1234.56", "0.05"]) expect(parseAreaInput(formatAreaValue(stored))).toEqual({ ok: true, value: stored });
  });
});

describe("area form", () => {
  it("prefills an entry and sends its payload", async () => {
    const entry = { id: "a", version: 3, unitId: "u", validFrom: "2025-07-01", livingAreaSqm: "1234.5", usableAreaSqm: null };
    expect(areaFormDefaults(entry)).toEqual({ validFrom: "2025-07-01", livingArea: "1.234,50", usableArea: "" });
    expect(areaFormDefaults(null)).toEqual({ validFrom: "", livingArea: "", usableArea: "" });
    const ok = await run(areaResolver(), { validFrom: "2025-07-01", livingArea: "64,50", usableArea: "10" });
    expect(ok).toEqual({ values: { validFrom: "2025-07-01", livingAreaSqm: "64.5", usableAreaSqm: "10" }, errors: {} });
  });

  it("puts each message at its field", async () => {
    const bad = await run(areaResolver(), { validFrom: "", livingArea: "", usableArea: "-1" });
    expect(messagesOf(bad)).toEqual({ validFrom: messages.historyValidFromRequired, livingArea: messages.livingAreaRequired, usableArea: messages.areaNegative });
  });
});

describe("persons form", () => {
  it("suggests the contract's start for a new entry and sends a whole number", async () => {
    expect(occupantFormDefaults(null, "2024-01-01")).toEqual({ validFrom: "2024-01-01", persons: "" });
    expect(occupantFormDefaults({ id: "o", version: 1, contractId: "c", validFrom: "2025-07-01", persons: 2 })).toEqual({ validFrom: "2025-07-01", persons: "2" });
    expect(await run(occupantResolver(), { validFrom: "2025-07-01", persons: " 3 " })).toEqual({ values: { validFrom: "2025-07-01", persons: 3 }, errors: {} });
  });

  it("refuses what is no whole number from 0 to 99", async () => {
    for (const persons of ["100", "1,5", "-1", "zwei"]) expect(messagesOf(await run(occupantResolver(), { validFrom: "2025-07-01", persons })), persons).toEqual({ persons: messages.occupantPersonsInvalid });
    expect(messagesOf(await run(occupantResolver(), { validFrom: "2025-07-01", persons: "" }))).toEqual({ persons: messages.occupantPersonsRequired });
  });
});
