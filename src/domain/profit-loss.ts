/**
 * Einnahmen-Überschuss-Rechnung of letting (§2(2) Nr. 2, §§8, 9 EStG): what a property
 * earned in a tax year. Income by category, expenses (Werbungskosten) by category, the
 * Erhaltungsaufwand of the year (deducted at once, and §82b shares), the AfA, and the result.
 * Income is positive, expenses negative; every row adds up to the result.
 *
 * The input is the same as the Anlage V's (anlage-v.ts): signed category totals of the lines
 * that count in the tax year (after the 10-day rule, tax-year.ts), the AfA and the
 * maintenance deduction. Neutral tax classes (Kaution, Anschaffungskosten, Tilgung, nicht
 * abziehbar) are no income and no expense and do not appear.
 */
import { cents, negateCents, sumCents, ZERO_CENTS, type Cents } from "@/core/money";
import { bookingCategories, bookingCategoryInfo, taxClassInfo, type BookingCategory } from "./booking-categories";

export interface YearFigures {
  /** Signed sums per category of the lines counting in the year: income > 0, expense < 0. */
  categoryTotals: Partial<Record<BookingCategory, Cents>>;
  /** AfA of the building in the year, positive (linear, or degressive §7(5a)). */
  afaCents: Cents;
  /** AfA of the movable assets (fitted kitchen …) and the GWG written off in the year, positive. */
  movableAfaCents: Cents;
  /** Erhaltungsaufwand deducted in the year, positive: at once, and the §82b shares. */
  maintenance: { immediate: Cents; spread: Cents };
}

export type ProfitLossRowKey = BookingCategory | "maintenance_immediate" | "maintenance_spread" | "afa" | "afa_movable";
export type ProfitLossSection = "income" | "expense";

export interface ProfitLossRow {
  key: ProfitLossRowKey;
  label: string;
  section: ProfitLossSection;
  /** Income > 0, expense < 0 (a refund of costs makes an expense row positive). */
  amountCents: Cents;
}

export interface ProfitLoss {
  rows: ProfitLossRow[];
  incomeCents: Cents;
  /** Negative (or 0). */
  expensesCents: Cents;
  resultCents: Cents;
}

/** Categories whose tax class is income or expense, in catalogue order; maintenance comes in through its own rows. */
const countedCategories = bookingCategories.filter((c) => c !== "maintenance" && taxClassInfo[bookingCategoryInfo[c].taxClass].effect !== "neutral");

/** Each counted category's section, once. */
const sectionOf = Object.fromEntries(
  countedCategories.map((c) => [c, taxClassInfo[bookingCategoryInfo[c].taxClass].effect === "income" ? "income" : "expense"]),
) as Record<BookingCategory, ProfitLossSection>;

export const PROFIT_LOSS_LABELS = {
  maintenance_immediate: "Erhaltungsaufwand (sofort abziehbar)",
  maintenance_spread: "Erhaltungsaufwand (verteilt, §82b EStDV)",
  afa: "AfA Gebäude",
  afa_movable: "AfA bewegliche Wirtschaftsgüter",
} as const;

/** Each row's key, section and amount, in catalogue order: what a column shows and adds up. */
function rowAmounts(input: YearFigures): Array<Omit<ProfitLossRow, "label">> {
  const expense = (key: keyof typeof PROFIT_LOSS_LABELS, amount: Cents) => ({ key, section: "expense" as const, amountCents: negateCents(amount) });
  return [
    ...countedCategories.map((category) => ({ key: category, section: sectionOf[category], amountCents: input.categoryTotals[category] ?? ZERO_CENTS })),
    expense("maintenance_immediate", input.maintenance.immediate),
    expense("maintenance_spread", input.maintenance.spread),
    expense("afa", input.afaCents),
    expense("afa_movable", input.movableAfaCents),
  ];
}

const labelOf = (key: ProfitLossRowKey): string => (key in PROFIT_LOSS_LABELS ? PROFIT_LOSS_LABELS[key as keyof typeof PROFIT_LOSS_LABELS] : bookingCategoryInfo[key as BookingCategory].label);

/** Income, expenses and result of a column's rows. */
function profitLossSums(rows: readonly Omit<ProfitLossRow, "label">[]): Omit<ProfitLoss, "rows"> {
  const incomeCents = sumCents(rows.filter((r) => r.section === "income").map((r) => r.amountCents));
  const expensesCents = sumCents(rows.filter((r) => r.section === "expense").map((r) => r.amountCents));
  return { incomeCents, expensesCents, resultCents: cents(incomeCents + expensesCents) };
}

/** The rows of one column (a property, or the portfolio's figures added up). Every row is there, also at 0, so columns line up. */
export function buildProfitLoss(input: YearFigures): ProfitLoss {
  const rows: ProfitLossRow[] = rowAmounts(input).map((r) => ({ key: r.key, label: labelOf(r.key), section: r.section, amountCents: r.amountCents }));
  // Income rows first, then expenses, each in catalogue order.
  rows.sort((a, b) => (a.section === b.section ? 0 : a.section === "income" ? -1 : 1));
  return { rows, ...profitLossSums(rows) };
}

/** The sums of `buildProfitLoss` without its rows, for a column shown as sums only (thousands of properties). */
export function profitLossTotals(input: YearFigures): Omit<ProfitLoss, "rows"> {
  return profitLossSums(rowAmounts(input));
}

/** Several properties' figures as one (the portfolio column). */
export function addYearFigures(all: readonly YearFigures[]): YearFigures {
  const categoryTotals: Partial<Record<BookingCategory, Cents>> = {};
  for (const f of all) {
    for (const [category, amount] of Object.entries(f.categoryTotals) as Array<[BookingCategory, Cents]>) {
      categoryTotals[category] = cents((categoryTotals[category] ?? 0) + amount);
    }
  }
  return {
    categoryTotals,
    afaCents: sumCents(all.map((f) => f.afaCents)),
    movableAfaCents: sumCents(all.map((f) => f.movableAfaCents)),
    maintenance: { immediate: sumCents(all.map((f) => f.maintenance.immediate)), spread: sumCents(all.map((f) => f.maintenance.spread)) },
  };
}
