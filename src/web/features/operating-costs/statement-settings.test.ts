import { describe, expect, it } from "vitest";
import { statementSettings } from "@/shared/schemas/operating-costs";
import { lineChoice, typeChoice, withCustomShare, withExtraLine, withKey, withLine, withoutExtraLine, withUnit, withUnitTakingPart } from "./statement-settings";

const A = "5a1e0c6b-0000-4000-8000-0000000000b1";
const B = "5a1e0c6b-0000-4000-8000-0000000000b2";
const C = "5a1e0c6b-0000-4000-8000-0000000000b3";
const LINE = "5a1e0c6b-0000-4000-8000-0000000000d1";
const empty = statementSettings.parse({});

describe("settings changes", () => {
  it("keeps a line's choice and drops it again when only defaults are left", () => {
    const excluded = withLine(LINE, { excludedReason: "Rechne ich nicht ab" })(empty);
    expect(excluded.lines[LINE]).toMatchObject({ excludedReason: "Rechne ich nicht ab", overrideReason: null, labourKind: "household" });
    expect(statementSettings.parse(excluded)).toEqual(excluded);
    const back = withLine(LINE, { excludedReason: null })(excluded);
    expect(back.lines).toEqual({});
    expect(lineChoice(back, LINE).excludedReason).toBeNull();
  });

  it("merges a patch into the line's other choices", () => {
    const both = withLine(LINE, { labourCents: 12_000, labourKind: "craftsman" })(withLine(LINE, { correctedCents: 50_000, correctionReason: "Gutschrift" })(empty));
    expect(both.lines[LINE]).toMatchObject({ correctedCents: 50_000, correctionReason: "Gutschrift", labourCents: 12_000, labourKind: "craftsman" });
  });

  it("sets a type's key without touching the other types", () => {
    const s = withKey(8, "units")(withKey(1, "persons")(empty));
    expect(s.types).toEqual({ "1": expect.objectContaining({ key: "persons" }), "8": expect.objectContaining({ key: "units", unitIds: null }) });
  });

  it("leaves units out of a type and goes back to 'all' (null) when every unit takes part again", () => {
    const all = [A, B, C];
    const withoutB = withUnitTakingPart(7, all, B, false)(empty);
    expect(typeChoice(withoutB, 7).unitIds).toEqual([A, C]);
    const withoutAB = withUnitTakingPart(7, all, A, false)(withoutB);
    expect(typeChoice(withoutAB, 7).unitIds).toEqual([C]);
    const back = withUnitTakingPart(7, all, B, true)(withUnitTakingPart(7, all, A, true)(withoutAB));
    expect(typeChoice(back, 7).unitIds).toBeNull();
    expect(back.types).toEqual({});
  });

  it("sets and removes a fixed share", () => {
    const s = withCustomShare(7, B, "2.5")(withCustomShare(7, A, "1")(empty));
    expect(typeChoice(s, 7).customShares).toEqual({ [A]: "1", [B]: "2.5" });
    expect(typeChoice(withCustomShare(7, A, null)(s), 7).customShares).toEqual({ [B]: "2.5" });
  });

  it("keeps a unit's own use and share", () => {
    const s = withUnit(A, { ownershipShare: "125" })(withUnit(A, { ownerOccupied: true, ownerPersons: 2 })(empty));
    expect(s.units[A]).toEqual({ ownerOccupied: true, ownerPersons: 2, ownershipShare: "125" });
    expect(withUnit(A, { ownerOccupied: false, ownerPersons: null, ownershipShare: null })(s).units).toEqual({});
  });

  it("adds, replaces and removes a line by hand, with its choices", () => {
    const line = { id: LINE, betrkvType: 12 as const, label: "Schornsteinfeger", amountCents: 8_000, reason: "Privat bezahlt" };
    const added = withExtraLine(line)(empty);
    const replaced = withExtraLine({ ...line, amountCents: 9_000 })(added);
    expect(replaced.extraLines).toEqual([{ ...line, amountCents: 9_000 }]);
    const removed = withoutExtraLine(LINE)(withLine(LINE, { labourCents: 3_000 })(replaced));
    expect(removed.extraLines).toEqual([]);
    expect(removed.lines).toEqual({});
  });
});
