import { describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { areaProblem, contractOccupantInput, contractOccupantUpdateInput, unitAreaInput, unitAreaUpdateInput } from "./occupancy-history";

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];

describe("unit area input", () => {
  it("keeps areas as canonical decimal text and defaults the Nutzfläche to null", () => {
    expect(unitAreaInput.parse({ validFrom: "2025-07-01", livingAreaSqm: " 064.50 " })).toEqual({ validFrom: "2025-07-01", livingAreaSqm: "64.5", usableAreaSqm: null });
    expect(unitAreaInput.parse({ validFrom: "2025-07-01", livingAreaSqm: "0", usableAreaSqm: "1000000.00" })).toMatchObject({ livingAreaSqm: "0", usableAreaSqm: "1000000" });
    expect(unitAreaUpdateInput.parse({ validFrom: "2025-07-01", livingAreaSqm: "12.3", version: 4 })).toMatchObject({ livingAreaSqm: "12.3", version: 4 });
  });

  it("refuses what is no area with one German message per field", () => {
    expect(areaProblem("1.5")).toBeNull();
    expect(areaProblem("")).toBe(messages.areaInvalid);
    expect(areaProblem("", messages.livingAreaRequired)).toBe(messages.livingAreaRequired);
    expect(areaProblem("-0.5")).toBe(messages.areaNegative);
    expect(areaProblem("1.005")).toBe(messages.areaDecimals);
    expect(areaProblem("1.500")).toBeNull();
    expect(areaProblem("1000000.01")).toBe(messages.areaTooLarge);
    expect(areaProblem("00001000000")).toBeNull();
    expect(areaProblem("1,5")).toBe(messages.areaInvalid);
    expect(issues(unitAreaInput.safeParse({ validFrom: "2025-13-01", livingAreaSqm: 64.5, usableAreaSqm: "x" }))).toEqual([
      ["validFrom", messages.historyValidFromRequired],
      ["livingAreaSqm", messages.livingAreaRequired],
      ["usableAreaSqm", messages.areaInvalid],
    ]);
  });
});

describe("contract occupant input", () => {
  it("takes whole persons from 0 to 99", () => {
    expect(contractOccupantInput.parse({ validFrom: "2025-07-01", persons: 0 })).toEqual({ validFrom: "2025-07-01", persons: 0 });
    expect(contractOccupantUpdateInput.parse({ validFrom: "2025-07-01", persons: 99, version: 1 })).toMatchObject({ persons: 99 });
    for (const persons of [100, -1, 2.5, 1e308]) expect(issues(contractOccupantInput.safeParse({ validFrom: "2025-07-01", persons })), String(persons)).toEqual([["persons", messages.occupantPersonsInvalid]]);
    expect(issues(contractOccupantInput.safeParse({ validFrom: "2025-07-01", persons: "2" }))).toEqual([["persons", messages.occupantPersonsRequired]]);
  });
});
