/**
 * The part of a yearly amount that falls on some months of its year: the AfA and the §82b
 * shares of Erhaltungsaufwand are yearly figures, a report over months (a quarter, January to
 * May) shows the share of its months (decision 0019). The amount runs evenly over the months
 * from `startMonth` (the month of purchase in the AfA's first year) to December; the share is
 * rounded cumulatively, so the months of a year always add up to the amount to the cent.
 */
import { scaleCents, subCents, ZERO_CENTS, type Cents } from "@/core/money";

export function shareOfYear(amount: Cents, months: { first: number; last: number }, startMonth = 1): Cents {
  const runningMonths = 13 - startMonth;
  if (runningMonths <= 0 || months.last < months.first) return ZERO_CENTS;
  // The whole year is the amount (the common case: a tax year's report).
  if (months.first <= 1 && months.last >= 12) return amount;
  // Months of the amount's run up to the end of month m.
  const upTo = (m: number) => Math.min(Math.max(m - startMonth + 1, 0), runningMonths);
  const cumulative = (m: number) => (upTo(m) === 0 ? ZERO_CENTS : scaleCents(amount, upTo(m), runningMonths));
  return subCents(cumulative(months.last), cumulative(months.first - 1));
}
