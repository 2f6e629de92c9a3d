import { formatMonthRange } from "@/core/dates";
import { subCents, ZERO_CENTS, type Cents } from "@/core/money";
import type { ProfitLossRow } from "@/domain/profit-loss";
import type { ProfitLossColumnDto, ProfitLossDto } from "./report-types";

// The columns of the Einnahmen-Überschuss-Rechnung as the screen, the PDF and the XLSX show
// it: a column per property where they fit, the year's total, the year before and the change.
// One place, so the three never disagree about a title or a difference.

export interface ProfitLossColumn {
  /** The property's id, or "total", "previous", "change". */
  key: string;
  title: string;
  amount: (key: ProfitLossRow["key"]) => Cents;
  income: Cents;
  expenses: Cents;
  result: Cents;
  /** The difference column: shown muted. */
  isChange: boolean;
}

function columnOf(c: ProfitLossColumnDto, key: string, title: string): ProfitLossColumn {
  const byKey = new Map(c.rows.map((r) => [r.key, r.amountCents]));
  // Every column has every row (buildProfitLoss); 0 only guards the type.
  return { key, title, amount: (k) => byKey.get(k) ?? ZERO_CENTS, income: c.incomeCents, expenses: c.expensesCents, result: c.resultCents, isChange: false };
}

/**
 * The most properties whose columns carry their rows (the XLSX's limit, the widest of the
 * three); beyond it the API answers each property's sums only (ProfitLossDto.columns).
 */
export const PROFIT_LOSS_MAX_ROW_COLUMNS = 50;

/** Whether a portfolio's properties get a column each: more than one, and no more than fit. */
export const showsPropertyColumns = (data: ProfitLossDto, maxPropertyColumns: number): boolean =>
  data.propertyId === null && data.columns.length > 1 && data.columns.length <= maxPropertyColumns;

export function profitLossColumns(data: ProfitLossDto, maxPropertyColumns: number): ProfitLossColumn[] {
  const period = formatMonthRange(data.from, data.to);
  const total = columnOf(data.total, "total", data.propertyId === null ? `Gesamt ${period}` : period);
  const previous = columnOf(data.previous, "previous", formatMonthRange(data.previousFrom, data.previousTo));
  const change: ProfitLossColumn = {
    key: "change",
    title: "Veränderung",
    amount: (k) => subCents(total.amount(k), previous.amount(k)),
    income: subCents(total.income, previous.income),
    expenses: subCents(total.expenses, previous.expenses),
    result: subCents(total.result, previous.result),
    isChange: true,
  };
  const properties = showsPropertyColumns(data, maxPropertyColumns) ? data.columns.map((c) => columnOf(c, c.propertyId ?? c.name, c.name)) : [];
  return [...properties, total, previous, change];
}

/** The rows worth a line: those not 0 in every column (the sums still cover every row). */
export const visibleProfitLossRows = (data: ProfitLossDto, columns: readonly ProfitLossColumn[]): ProfitLossRow[] =>
  data.total.rows.filter((r) => columns.some((c) => c.amount(r.key) !== 0));
