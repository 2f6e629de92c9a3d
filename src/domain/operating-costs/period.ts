/**
 * The Abrechnungszeitraum of a Nebenkostenabrechnung (NEBENKOSTEN.md, § 556 (3) BGB): day counts
 * of inclusive ranges, cutting an invoice to the period, the statement deadline and the checks
 * on the period's length.
 *
 * All ranges are inclusive on both ends (types.ts): 2025-01-01 … 2025-12-31 has 365 days.
 * Month arithmetic follows §§ 187, 188 BGB, not `Date`: a period that ends on a month's last
 * day keeps ending on the last day (2024-02-29 + 12 months → 2025-02-28, 2023-02-28 → 2024-02-29).
 */
import { fraction, mul, roundHalfAwayFromZero } from "@/core/fraction";
import { cents, type Cents } from "@/core/money";
import { addDays, addMonths, daysBetween, endOfMonth, parseIsoDate, toIsoDate, type IsoDate } from "@/core/dates";
import type { DateRange } from "@/domain/operating-costs/types";

export const PERIOD_MESSAGES = {
  order: "Das Ende des Abrechnungszeitraums liegt vor seinem Beginn. Bitte prüfe die beiden Daten.",
  tooLong: "Der Abrechnungszeitraum ist länger als 12 Monate (§ 556 Abs. 3 BGB).",
  shortWithoutReason: "Ein Abrechnungszeitraum unter 12 Monaten braucht einen Grund, z. B. erstes Jahr oder Verkauf.",
  serviceOrder: "Der Leistungszeitraum endet vor seinem Beginn",
} as const;

export type PeriodProblemCode = "period_order" | "period_too_long" | "period_short_without_reason";

export interface PeriodProblem {
  code: PeriodProblemCode;
  message: string;
}

/** Days of an inclusive range: 2025-01-01 … 2025-12-31 is 365. A range ending before its start has none. */
export function daysOf(range: DateRange): number {
  return Math.max(0, daysBetween(range.start, range.end) + 1);
}

/** The days two ranges share, or null when they share none. */
export function overlap(a: DateRange, b: DateRange): DateRange | null {
  // ISO strings compare lexically in date order.
  const start = a.start > b.start ? a.start : b.start;
  const end = a.end < b.end ? a.end : b.end;
  return start <= end ? { start, end } : null;
}

export function overlapDays(a: DateRange, b: DateRange): number {
  const shared = overlap(a, b);
  return shared ? daysOf(shared) : 0;
}

/**
 * A cost line's part of the period: `amount` × overlap days / service days, rounded once,
 * half away from zero, so a refund is cut exactly like a cost. Without a service period the
 * whole amount belongs to the period (a bill for it, or a fee with a due date only).
 */
export function cutToPeriod(amount: Cents, service: DateRange | null, period: DateRange): Cents {
  if (service === null) return cents(amount);
  const serviceDays = daysOf(service);
  // An inverted range would silently drop the whole amount; that is an input error, not a zero.
  if (serviceDays === 0) throw new RangeError(PERIOD_MESSAGES.serviceOrder);
  const share = fraction(overlapDays(service, period), serviceDays);
  return cents(Number(roundHalfAwayFromZero(mul(fraction(amount), share))));
}

/**
 * `months` calendar months after `end`, for a deadline that runs "until the end of the n-th month
 * after" a day: a month's last day maps to the last day of the target month (§ 188 (2) BGB), any
 * other day to the same day number, clamped to a shorter month (§ 188 (3)).
 */
function monthsAfterEnd(end: IsoDate, months: number): IsoDate {
  const later = addMonths(end, months);
  return end === endOfMonth(end) ? endOfMonth(later) : later;
}

/**
 * § 556 (3) S. 2 BGB: the statement must reach the tenant by the end of the 12th month after
 * the period: 2024-12-31 → 2025-12-31, 2024-02-29 → 2025-02-28, 2025-03-15 → 2026-03-15.
 */
export function statementDeadline(period: DateRange): IsoDate {
  return monthsAfterEnd(period.end, 12);
}

/** The dashboard warns about a missing statement from 9 months after the period's end, 3 months before the deadline. */
export function deadlineWarningFrom(period: DateRange): IsoDate {
  return monthsAfterEnd(period.end, 9);
}

/**
 * The last day of the 12 months starting at `start` (§§ 187 (2), 188 (2) BGB): the day before the
 * same day number a year later. 2025-01-01 → 2025-12-31, 2025-02-15 → 2026-02-14, 2024-02-29 →
 * 2025-02-28 (the day before the "29th", so the leap day's year has 366 days).
 */
export function fullYearEnd(start: IsoDate): IsoDate {
  const { year, month, day } = parseIsoDate(start);
  // day - 1 exists in the same month a year later: at most 28 for February.
  return day === 1 ? addDays(toIsoDate(year + 1, month, 1), -1) : toIsoDate(year + 1, month, day - 1);
}

/** Days of the 12 months starting at `start` (365 or 366): a full period's day count, to scale a part year to a year. */
export function yearDaysFrom(start: IsoDate): number {
  return daysOf({ start, end: fullYearEnd(start) });
}

/**
 * The period's formal problems: ends before it starts; longer than 12 months (§ 556 (3) S. 1 BGB);
 * shorter without a reason given (first year, sale, change of the period), which the statement must
 * be able to explain.
 */
export function periodProblems(period: DateRange, shortReason: string | null): PeriodProblem[] {
  if (period.end < period.start) return [{ code: "period_order", message: PERIOD_MESSAGES.order }];
  const yearEnd = fullYearEnd(period.start);
  if (period.end > yearEnd) return [{ code: "period_too_long", message: PERIOD_MESSAGES.tooLong }];
  if (period.end < yearEnd && (shortReason ?? "").trim() === "") {
    return [{ code: "period_short_without_reason", message: PERIOD_MESSAGES.shortWithoutReason }];
  }
  return [];
}
