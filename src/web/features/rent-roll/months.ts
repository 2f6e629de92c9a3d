import { formatMonthYear, today } from "@/core/dates";

// Months of the rent roll are "yyyy-MM" (the API's form). One short and one long way to
// show them, so the matrix, the account and the dialogs read the same everywhere.

const SHORT_MONTHS = ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."] as const;

const partsOf = (month: string): [number, number] => month.split("-").map(Number) as [number, number];

/** "2026-01" → "Jan. 2026": column heads and tables. */
export function formatMonth(month: string): string {
  const [year, m] = partsOf(month);
  return `${SHORT_MONTHS[m - 1]} ${year}`;
}

/** "2026-01" → "Januar 2026": labels read aloud and selects. */
export const formatMonthLong = (month: string): string => formatMonthYear(`${month}-01`);

export const currentMonth = (): string => today().slice(0, 7);

export function addMonthsTo(month: string, n: number): string {
  const [year, m] = partsOf(month);
  const index = year * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

export type MonthRange = { from: string; to: string };

/** The last twelve months up to the current one. */
export function lastTwelveMonths(to: string = currentMonth()): MonthRange {
  return { from: addMonthsTo(to, -11), to };
}

/** The range a year earlier (-1) or later (+1). */
export const shiftRange = (range: MonthRange, years: number): MonthRange => ({ from: addMonthsTo(range.from, 12 * years), to: addMonthsTo(range.to, 12 * years) });
