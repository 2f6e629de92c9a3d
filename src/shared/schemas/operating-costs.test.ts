import { describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { statementSettings } from "./operating-costs";

const UNIT = "5a1e0c6b-0000-4000-8000-0000000000a1";
const withPre = (pre: Record<string, unknown>) => statementSettings.safeParse({ types: { "8": { preDeductions: [{ unitId: UNIT, reason: "Gewerbemüll", ...pre }] } } });
const errorOf = (pre: Record<string, unknown>) => {
  const r = withPre(pre);
  return r.success ? null : r.error.issues.map((i) => [i.path.slice(-1)[0], i.message]);
};

describe("Vorwegabzug in the settings", () => {
  it("takes a fixed amount or a share from 0 to 1, never both or neither", () => {
    expect(withPre({ cents: 12_000 }).success).toBe(true);
    expect(withPre({ share: "0.2" }).success).toBe(true);
    expect(withPre({ share: "1" }).success).toBe(true);
    expect(errorOf({ cents: 12_000, share: "0.2" })).toEqual([["cents", messages.statementPreDeductionKind]]);
    expect(errorOf({})).toEqual([["cents", messages.statementPreDeductionKind]]);
    expect(errorOf({ share: "1.5" })).toEqual([["share", messages.statementPreDeductionShare]]);
    expect(errorOf({ share: "20" })).toEqual([["share", messages.statementPreDeductionShare]]);
  });

  it("needs the unit and the reason the statement prints", () => {
    expect(errorOf({ cents: 100, unitId: "" })).toEqual([["unitId", messages.statementPreDeductionUnit]]);
    expect(errorOf({ cents: 100, reason: " " })).toEqual([["reason", messages.statementReasonRequired]]);
  });
});
