import { describe, expect, it } from "vitest";
import { cents } from "@/core/money";
import { addYearFigures, buildProfitLoss, profitLossTotals, type YearFigures } from "./profit-loss";

const year: YearFigures = {
  categoryTotals: {
    rent: cents(560_000),
    service_charge_prepayment: cents(105_000),
    property_tax: cents(-30_000),
    loan_interest: cents(-500_000),
    // Neutral: never a row.
    loan_repayment: cents(-240_000),
    deposit: cents(150_000),
    // Comes in through `maintenance` only.
    maintenance: cents(-300_000),
  },
  afaCents: cents(384_000),
  movableAfaCents: cents(84_000),
  maintenance: { immediate: cents(0), spread: cents(100_000) },
};

describe("buildProfitLoss", () => {
  it("income and expenses by category, maintenance and AfA, the result to the cent", () => {
    const pl = buildProfitLoss(year);
    const row = (key: string) => pl.rows.find((r) => r.key === key);
    expect(row("rent")).toMatchObject({ label: "Kaltmiete", section: "income", amountCents: 560_000 });
    expect(row("loan_interest")).toMatchObject({ label: "Schuldzinsen", section: "expense", amountCents: -500_000 });
    expect(row("maintenance_spread")?.amountCents).toBe(-100_000);
    expect(row("afa")).toMatchObject({ label: "AfA Gebäude", amountCents: -384_000 });
    expect(row("afa_movable")).toMatchObject({ label: "AfA bewegliche Wirtschaftsgüter", section: "expense", amountCents: -84_000 });
    // Right after the building's AfA.
    expect(pl.rows.findIndex((r) => r.key === "afa_movable")).toBe(pl.rows.findIndex((r) => r.key === "afa") + 1);
    expect(row("loan_repayment")).toBeUndefined();
    expect(row("deposit")).toBeUndefined();
    expect(row("maintenance")).toBeUndefined();
    expect(pl.incomeCents).toBe(665_000);
    expect(pl.expensesCents).toBe(-1_098_000);
    expect(pl.resultCents).toBe(-433_000);
  });

  it("lists income rows before expense rows, every row also at 0, so columns line up", () => {
    const empty = buildProfitLoss({ categoryTotals: {}, afaCents: cents(0), movableAfaCents: cents(0), maintenance: { immediate: cents(0), spread: cents(0) } });
    const filled = buildProfitLoss(year);
    expect(empty.rows.map((r) => r.key)).toEqual(filled.rows.map((r) => r.key));
    const firstExpense = filled.rows.findIndex((r) => r.section === "expense");
    expect(filled.rows.slice(firstExpense).every((r) => r.section === "expense")).toBe(true);
    expect(empty.resultCents).toBe(0);
  });

  it("a refund of costs makes an expense row positive and raises the result", () => {
    const pl = buildProfitLoss({ ...year, categoryTotals: { insurance: cents(12_345) } });
    expect(pl.rows.find((r) => r.key === "insurance")?.amountCents).toBe(12_345);
    expect(pl.resultCents).toBe(12_345 - 100_000 - 384_000 - 84_000);
  });

  it("profitLossTotals: the same sums without the rows", () => {
    for (const figures of [year, { ...year, categoryTotals: { insurance: cents(12_345), rent: cents(-7) } }]) {
      const { rows: _rows, ...sums } = buildProfitLoss(figures);
      expect(profitLossTotals(figures)).toEqual(sums);
    }
    expect(profitLossTotals(year)).toEqual({ incomeCents: 665_000, expensesCents: -1_098_000, resultCents: -433_000 });
  });
});

describe("addYearFigures", () => {
  it("adds properties into the portfolio column", () => {
    const sum = addYearFigures([year, { categoryTotals: { rent: cents(1) }, afaCents: cents(2), movableAfaCents: cents(5), maintenance: { immediate: cents(3), spread: cents(4) } }]);
    expect(sum.categoryTotals.rent).toBe(560_001);
    expect(sum.afaCents).toBe(384_002);
    expect(sum.movableAfaCents).toBe(84_005);
    expect(sum.maintenance).toEqual({ immediate: 3, spread: 100_004 });
    expect(buildProfitLoss(sum).resultCents).toBe(-433_000 + 1 - 2 - 3 - 4 - 5);
  });
});
