/**
 * Recurring bookings (issue 14): the dates a template is due on. A template names an
 * interval, a day of month and a first and optional last day; the due dates are that day in
 * every 1st, 3rd or 12th month counted from the start's month, clamped to the month's last
 * day (the 31st is the 28th/29th in February, the 30th in April). The start and end date
 * bound the dates, both included.
 */
import { daysInMonth, parseIsoDate, toIsoDate, type IsoDate } from "@/core/dates";

export type RecurrenceInterval = "monthly" | "quarterly" | "yearly";

export interface RecurrenceTemplate {
  interval: RecurrenceInterval;
  /** 1–31; clamped to each month's last day. */
  dayOfMonth: number;
  startDate: IsoDate;
  /** Last possible day, included; null: no end. */
  endDate: IsoDate | null;
}

export const intervalMonths: Record<RecurrenceInterval, number> = { monthly: 1, quarterly: 3, yearly: 12 };

const monthIndexOf = (date: IsoDate) => {
  const { year, month } = parseIsoDate(date);
  return year * 12 + month - 1;
};

/** The template's due date in the month with this index (year × 12 + month − 1). */
function dueDateIn(monthIndex: number, dayOfMonth: number): IsoDate {
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  return toIsoDate(year, month, Math.min(dayOfMonth, daysInMonth(year, month)));
}

/**
 * Every due date of the template from `from` to `until`, both included, in order. Dates
 * before the template's start or after its end are not due.
 */
export function recurrenceDates(template: RecurrenceTemplate, from: IsoDate, until: IsoDate): IsoDate[] {
  const first = from > template.startDate ? from : template.startDate;
  const last = template.endDate !== null && template.endDate < until ? template.endDate : until;
  if (last < first) return [];
  const step = intervalMonths[template.interval];
  const anchor = monthIndexOf(template.startDate);
  // The first period whose month can hold a date ≥ `first`; the filter below drops the one
  // date of that period that may still lie before it.
  let k = Math.max(0, Math.floor((monthIndexOf(first) - anchor) / step));
  const dates: IsoDate[] = [];
  for (;;) {
    const date = dueDateIn(anchor + k * step, template.dayOfMonth);
    if (date > last) return dates;
    if (date >= first) dates.push(date);
    k++;
  }
}

/** The first due date on or after `from`, or null when the template has ended by then. */
export function nextRecurrenceDate(template: RecurrenceTemplate, from: IsoDate): IsoDate | null {
  const first = from > template.startDate ? from : template.startDate;
  // Within one interval after `first` there is always a due date unless the template ended.
  const horizon = dueDateIn(monthIndexOf(first) + intervalMonths[template.interval], 31);
  return recurrenceDates(template, first, horizon)[0] ?? null;
}
