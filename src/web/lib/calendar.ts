import {
  addDays,
  addMonths,
  daysInMonth,
  formatDate,
  GERMAN_MONTHS,
  GERMAN_WEEKDAYS,
  isIsoDate,
  isoWeekday,
  parseGermanDate,
  parseIsoDate,
  startOfMonth,
  type IsoDate,
} from "@/core/dates";
import { MAX_DATE, MIN_DATE } from "@/shared/limits";

// The pure part of the date input and its calendar: what the text field shows and
// hands to the form, the month grid, and where a key moves the focused day (WAI-ARIA
// date picker dialog pattern).

/**
 * The form value of a date field: 'yyyy-MM-dd' when the text is a date, '' when empty,
 * and the text itself when it is not a date. Unreadable text is handed on instead of
 * being dropped, so the form refuses it with a German message (`optionalDate` in
 * web/lib/form-values) rather than silently saving no date.
 */
export function dateFieldValue(text: string): string {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  const parsed = parseGermanDate(trimmed);
  return parsed.ok ? parsed.value : trimmed;
}

/** What the text field shows for a form value: TT.MM.JJJJ for a date, anything else as is. */
export function dateFieldText(value: string): string {
  return isIsoDate(value) ? formatDate(value) : value;
}

export function clampDate(date: IsoDate, min: IsoDate = MIN_DATE, max: IsoDate = MAX_DATE): IsoDate {
  return date < min ? min : date > max ? max : date;
}

/** The weeks of a month, Monday first; days of the neighbouring months are null. */
export function monthWeeks(anyDayOfMonth: IsoDate): Array<Array<IsoDate | null>> {
  const first = startOfMonth(anyDayOfMonth);
  const { year, month } = parseIsoDate(first);
  const lead = isoWeekday(first) - 1;
  const cells: Array<IsoDate | null> = Array.from({ length: lead }, () => null);
  for (let day = 0; day < daysInMonth(year, month); day++) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<IsoDate | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/**
 * The day a key moves the focus to, or null for keys the grid does not handle.
 * Arrows: a day / a week; Home/End: Monday/Sunday of the week; PageUp/PageDown: a month,
 * with Shift a year (the day clamped to the month's end). Never outside min…max.
 */
export function dayAfterKey(date: IsoDate, key: string, shiftKey: boolean, min: IsoDate = MIN_DATE, max: IsoDate = MAX_DATE): IsoDate | null {
  const months = shiftKey ? 12 : 1;
  const next = ((): IsoDate | null => {
    switch (key) {
      case "ArrowLeft":
        return addDays(date, -1);
      case "ArrowRight":
        return addDays(date, 1);
      case "ArrowUp":
        return addDays(date, -7);
      case "ArrowDown":
        return addDays(date, 7);
      case "Home":
        return addDays(date, 1 - isoWeekday(date));
      case "End":
        return addDays(date, 7 - isoWeekday(date));
      case "PageUp":
        return addMonths(date, -months);
      case "PageDown":
        return addMonths(date, months);
      default:
        return null;
    }
  })();
  return next === null ? null : clampDate(next, min, max);
}

/** '2026-04-01' → 'Mittwoch, 1. April 2026': the day's accessible name. */
export function spokenDate(date: IsoDate): string {
  const { year, month, day } = parseIsoDate(date);
  return `${GERMAN_WEEKDAYS[isoWeekday(date) - 1]}, ${day}. ${GERMAN_MONTHS[month - 1]} ${year}`;
}
