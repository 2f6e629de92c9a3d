import { describe, expect, it } from "vitest";
import { reportLines, summarize, summarySentence } from "./import-summary";
import { report, rows } from "./test-fixtures";

describe("summarize", () => {
  it("counts each record once however many rows name it, only rows taken and without errors", () => {
    const counts = summarize(rows(), new Set());
    expect(counts.property).toEqual({ create: 1, exists: 0 });
    expect(counts.unit).toEqual({ create: 1, exists: 1 }); // W02 has errors: not counted
    expect(counts.tenant).toEqual({ create: 1, exists: 0 });
    expect(counts.loan).toEqual({ create: 0, exists: 0 });
  });

  it("follows the exclusions", () => {
    const counts = summarize(rows(), new Set([2]));
    expect(counts.unit).toEqual({ create: 0, exists: 1 });
    expect(counts.tenant).toEqual({ create: 0, exists: 0 });
    expect(counts.property).toEqual({ create: 1, exists: 0 });
  });

  it("counts a record as new when one row creates it and another finds it", () => {
    const [first] = rows();
    const again = { ...first!, rowNumber: 9, actions: [{ entity: "property" as const, action: "exists" as const, label: "Lindenstraße 5", key: "property:Lindenstraße 5" }] };
    expect(summarize([again, first!], new Set()).property).toEqual({ create: 1, exists: 0 });
  });

  it("tells apart records of the same label by their key (contracts of the same label in two houses)", () => {
    const row = (rowNumber: number, house: string) => ({
      rowNumber,
      values: {},
      errors: [],
      actions: [
        { entity: "property" as const, action: "create" as const, label: house, key: `property:${house}` },
        { entity: "unit" as const, action: "create" as const, label: `EG (${house})`, key: `unit:${house}/EG` },
        { entity: "contract" as const, action: "create" as const, label: "EG ab 01.01.2020", key: `contract:${house}/EG/2020` },
      ],
    });
    const counts = summarize([row(2, "Lindenstraße 5"), row(3, "Am Markt 1"), row(4, "Am Markt 1")], new Set());
    expect(counts.property.create).toBe(2);
    expect(counts.unit.create).toBe(2);
    expect(counts.contract.create).toBe(2);
  });
});

describe("summarySentence", () => {
  it("names what is new and what exists, singular and plural", () => {
    expect(summarySentence(summarize(rows(), new Set()))).toBe("Neu: 1 Immobilie, 1 Einheit, 1 Mieter, 1 Mietvertrag · vorhanden: 1 Einheit");
    const many = summarize(
      Array.from({ length: 12 }, (_, i) => ({
        rowNumber: i + 2,
        values: {},
        errors: [],
        actions: [
          { entity: "unit" as const, action: "create" as const, label: `W${i}`, key: `unit:W${i}` },
          { entity: "contract" as const, action: "create" as const, label: `W${i} ab 2024`, key: `contract:W${i}` },
        ],
      })),
      new Set(),
    );
    expect(summarySentence(many)).toBe("Neu: 12 Einheiten, 12 Mietverträge");
  });

  it("says so when nothing is new", () => {
    const found = rows().map((r) => ({ ...r, actions: r.actions.map((a) => ({ ...a, action: "exists" as const })) }));
    expect(summarySentence(summarize(found, new Set([2, 3])))).toBe("Nichts Neues anzulegen · vorhanden: 1 Immobilie, 1 Einheit");
    expect(summarySentence(summarize(rows(), new Set([2, 3, 4])))).toBe("Nichts Neues anzulegen");
  });
});

describe("reportLines", () => {
  it("lists the entities created or found, in the app's order", () => {
    expect(reportLines(report())).toEqual([
      { entity: "property", created: 1, existing: 0 },
      { entity: "unit", created: 1, existing: 1 },
      { entity: "tenant", created: 1, existing: 0 },
      { entity: "contract", created: 1, existing: 0 },
    ]);
  });
});
