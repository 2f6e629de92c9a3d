import { describe, expect, it } from "vitest";
import { cents } from "@/core/money";
import { messages } from "@/shared/messages";
import { heatingRowTexts, heatingTargets, readHeatingRows } from "./heating-service-form";
import { shareRows } from "./preview-rows";
import { CONTRACT_A, statementFixture, UNIT_1, UNIT_2 } from "./test-fixtures";

const statement = statementFixture();

describe("preview rows", () => {
  it("one row per line with key, units German, days and share", () => {
    const [tax, waste] = shareRows(statement.result.tenants[0]!.lines, statement.result.positions);
    expect(tax).toMatchObject({ label: "Grundsteuer / öffentliche Lasten", part: null, amountCents: 100_000, keyLabel: "Wohnfläche", totalUnits: "36.500", units: "21.900", days: 365, cents: 60_000 });
    expect(waste).toMatchObject({ label: "Straßenreinigung und Müllbeseitigung", cents: 21_900 });
  });

  it("a split in parts gets a row per part, the label on the first", () => {
    const share = {
      lineId: "4",
      occupancyId: CONTRACT_A,
      days: 365,
      cents: cents(70_000),
      estimated: true,
      parts: [
        { kind: "heating_consumption" as const, key: "heating" as const, amountCents: cents(70_000), units: "0.3333", totalUnits: "1", cents: cents(23_331) },
        { kind: "heating_area" as const, key: "heating" as const, amountCents: cents(30_000), units: "21900", totalUnits: "36500", cents: cents(18_000) },
      ],
    };
    const rows = shareRows([share], [{ id: "4", betrkvType: 4, label: "Heizung", amountCents: cents(100_000), key: "heating", unitIds: null, keyExplanation: null, consumptionPercent: 70 }]);
    expect(rows.map((r) => [r.label, r.part, r.units, r.cents, r.estimated])).toEqual([
      ["Heizung", "Verbrauchsanteil", "0,3333", 23_331, true],
      [null, "Grundkosten nach Fläche", "21.900", 18_000, true],
    ]);
  });
});

describe("measuring service results", () => {
  it("a row per contract, then per unit with vacancy", () => {
    expect(heatingTargets(statement)).toEqual([
      { key: CONTRACT_A, unitId: UNIT_1, contractId: CONTRACT_A, label: "Anna Ahorn (WE 1)" },
      { key: `unit:${UNIT_2}`, unitId: UNIT_2, contractId: null, label: "WE 2: Leerstand" },
    ]);
  });

  it("reads the amounts into the settings' rows and back", () => {
    const targets = heatingTargets(statement);
    const texts = { [CONTRACT_A]: { cents: "812,40", co2: "" }, [`unit:${UNIT_2}`]: { cents: "187,60", co2: "12" } };
    const read = readHeatingRows(targets, texts);
    expect(read).toEqual({
      rows: [
        { unitId: UNIT_1, contractId: CONTRACT_A, cents: 81_240, co2Cents: null },
        { unitId: UNIT_2, contractId: null, cents: 18_760, co2Cents: 1_200 },
      ],
      errors: {},
    });
    expect(heatingRowTexts(targets, read.rows)).toEqual({ [CONTRACT_A]: { cents: "812,40", co2: "" }, [`unit:${UNIT_2}`]: { cents: "187,60", co2: "12,00" } });
  });

  it("asks for every user's heating costs", () => {
    const read = readHeatingRows(heatingTargets(statement), { [CONTRACT_A]: { cents: "", co2: "" } });
    expect(read.errors).toEqual({ [CONTRACT_A]: { cents: messages.amountRequired("Heizkosten") }, [`unit:${UNIT_2}`]: { cents: messages.amountRequired("Heizkosten") } });
  });
});
