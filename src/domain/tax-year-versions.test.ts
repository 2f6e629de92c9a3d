import { describe, expect, it } from "vitest";
import { cents, ZERO_CENTS } from "@/core/money";
import { buildAnlageV } from "./anlage-v";
import { buildProfitLoss, type YearFigures } from "./profit-loss";
import { canonicalJson, compareTaxYearFigures, type TaxYearFigureSet } from "./tax-year-versions";

const totals2025 = { rent: cents(560_000), service_charge_prepayment: cents(105_000), property_tax: cents(-30_000), loan_interest: cents(-500_000) };

/** A property's 2025 figures the way the reports build them (the tax scenario's: result −3.490,00 €). */
function figureSet(input: Partial<YearFigures> = {}): TaxYearFigureSet {
  const figures: YearFigures = {
    categoryTotals: totals2025,
    afaCents: cents(384_000),
    movableAfaCents: ZERO_CENTS,
    maintenance: { immediate: ZERO_CENTS, spread: cents(100_000) },
    ...input,
  };
  return { profitLoss: buildProfitLoss(figures), anlageV: buildAnlageV({ year: 2025, ...figures }) };
}

describe("compareTaxYearFigures", () => {
  it("equal figures: no change", () => {
    expect(compareTaxYearFigures(figureSet(), figureSet())).toEqual([]);
  });

  it("a booking more: the P&L row, its result, and the Anlage V line with its totals, old → new", () => {
    const before = figureSet();
    const after = figureSet({ categoryTotals: { ...totals2025, other_expenses: cents(-5_000) } });
    expect(compareTaxYearFigures(before, after)).toEqual([
      { report: "profit_loss", key: "other_expenses", label: "Sonstige Werbungskosten", line: null, oldCents: 0, newCents: -5_000 },
      { report: "profit_loss", key: "result", label: "Überschuss / Verlust", line: null, oldCents: -349_000, newCents: -354_000 },
      { report: "anlage_v", key: "other_expenses", label: "Sonstige Werbungskosten", line: "80–82", oldCents: 0, newCents: 5_000 },
      { report: "anlage_v", key: "expenses_total", label: "Summe der Werbungskosten", line: "83", oldCents: 1_014_000, newCents: 1_019_000 },
      { report: "anlage_v", key: "result", label: "Überschuss (Einnahmen − Werbungskosten)", line: "85", oldCents: -349_000, newCents: -354_000 },
    ]);
  });

  it("the AfA changed (a purchase cost added later): its row and line", () => {
    const changes = compareTaxYearFigures(figureSet(), figureSet({ afaCents: cents(390_000) }));
    expect(changes.map((c) => [c.report, c.key, c.oldCents, c.newCents])).toEqual([
      ["profit_loss", "afa", -384_000, -390_000],
      ["profit_loss", "result", -349_000, -355_000],
      ["anlage_v", "afa_building", 384_000, 390_000],
      ["anlage_v", "expenses_total", 1_014_000, 1_020_000],
      ["anlage_v", "result", -349_000, -355_000],
    ]);
  });

  it("a version frozen before the movable assets' AfA (no such row or line) compares cleanly with today's", () => {
    const today = figureSet();
    const frozenBefore: TaxYearFigureSet = {
      profitLoss: { ...today.profitLoss, rows: today.profitLoss.rows.filter((r) => r.key !== "afa_movable") },
      anlageV: { lines: today.anlageV.lines.filter((l) => l.key !== "afa_movable") },
    };
    expect(today.profitLoss.rows.some((r) => r.key === "afa_movable")).toBe(true);
    expect(today.anlageV.lines.some((l) => l.key === "afa_movable")).toBe(true);
    // At 0 today: no difference, so no new version is needed.
    expect(compareTaxYearFigures(frozenBefore, today)).toEqual([]);
    // A kitchen added since: its row and line, old 0 → new, with the sums.
    const withKitchen = figureSet({ movableAfaCents: cents(63_000) });
    expect(compareTaxYearFigures(frozenBefore, withKitchen).map((c) => [c.report, c.key, c.line, c.oldCents, c.newCents])).toEqual([
      ["profit_loss", "afa_movable", null, 0, -63_000],
      ["profit_loss", "result", null, -349_000, -412_000],
      ["anlage_v", "afa_movable", "42–45", 0, 63_000],
      ["anlage_v", "expenses_total", "83", 1_014_000, 1_077_000],
      ["anlage_v", "result", "85", -349_000, -412_000],
    ]);
  });

  it("labels and line numbers are not compared, only amounts", () => {
    const before = figureSet();
    const relabelled: TaxYearFigureSet = {
      profitLoss: { ...before.profitLoss, rows: before.profitLoss.rows.map((r) => ({ ...r, label: `${r.label} (neu)` })) },
      anlageV: { lines: before.anlageV.lines.map((l) => ({ ...l, line: `${l.line}a` })) },
    };
    expect(compareTaxYearFigures(before, relabelled)).toEqual([]);
  });

  it("a row only one side has counts as 0 on the other: new at 0 is no change, gone with an amount is", () => {
    const before = figureSet();
    const rows = before.profitLoss.rows;
    const withNewRow: TaxYearFigureSet = { ...before, profitLoss: { ...before.profitLoss, rows: [...rows, { key: "new_category", label: "Neu", amountCents: ZERO_CENTS }] } };
    expect(compareTaxYearFigures(before, withNewRow)).toEqual([]);
    const withoutRent: TaxYearFigureSet = { ...before, profitLoss: { ...before.profitLoss, rows: rows.filter((r) => r.key !== "rent") } };
    expect(compareTaxYearFigures(before, withoutRent)).toEqual([{ report: "profit_loss", key: "rent", label: "Kaltmiete", line: null, oldCents: 560_000, newCents: 0 }]);
  });
});

describe("canonicalJson", () => {
  it("sorts keys at every depth, keeps array order, drops undefined properties", () => {
    expect(canonicalJson({ b: 1, a: [{ z: null, y: "x" }, 2], c: undefined })).toBe('{"a":[{"y":"x","z":null},2],"b":1}');
  });

  it("is the same text for the same figures in another key order (as jsonb returns them)", () => {
    const f = figureSet();
    const reordered = JSON.parse(JSON.stringify(f, (_, v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v)));
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(f));
    expect(canonicalJson(reordered)).toBe(canonicalJson(f));
  });
});
