/**
 * Calendar dates are 'yyyy-MM-dd' strings everywhere (DB `date`, API, domain). They have
 * no time zone and no time, so date maths here never goes through local-time `Date`
 * objects, whose DST and time-zone rules shift days. "Today" comes from a replaceable
 * clock so tests can freeze it.
 */
import { fail, ok, type ParseResult } from "./result";

/** A calendar date as 'yyyy-MM-dd'. */
export type IsoDate = string;

export interface DateParts {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
}

export const DATE_MESSAGES = {
  required: "Bitte ein Datum eingeben",
  invalid: "Bitte ein gültiges Datum eingeben (TT.MM.JJJJ)",
} as const;

export const GERMAN_MONTHS = [
  "Januar", "Februar", "März", "April", "Mai", "Juni",
  "Juli", "August", "September", "Oktober", "November", "Dezember",
] as const;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function validParts(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) && year >= 1 && year <= 9999 &&
    Number.isInteger(month) && month >= 1 && month <= 12 &&
    Number.isInteger(day) && day >= 1 && day <= daysInMonth(year, month)
  );
}

/** True for a real calendar date in 'yyyy-MM-dd' form ('2023-02-29' is false). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== "string") return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match !== null && validParts(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Splits an IsoDate; throws on malformed input because that is a programming error. */
export function parseIsoDate(date: IsoDate): DateParts {
  if (!isIsoDate(date)) throw new RangeError(`Kein Datum im Format yyyy-MM-dd: ${date}`);
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

export function toIsoDate(year: number, month: number, day: number): IsoDate {
  if (!validParts(year, month, day)) throw new RangeError(`Ungültiges Datum: ${year}-${month}-${day}`);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Negative, zero or positive like a comparator; ISO strings compare lexically. */
export function compareDates(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function isBefore(a: IsoDate, b: IsoDate): boolean {
  return a < b;
}

export function isAfter(a: IsoDate, b: IsoDate): boolean {
  return a > b;
}

/** Inclusive on both ends. */
export function isWithin(date: IsoDate, from: IsoDate, to: IsoDate): boolean {
  return date >= from && date <= to;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  if (!Number.isInteger(days)) throw new RangeError(`Tage müssen ganzzahlig sein: ${days}`);
  // UTC has no DST, so whole days in milliseconds are exact. setUTCFullYear instead of
  // Date.UTC because the latter maps years 0..99 to 19xx.
  const base = new Date(0);
  base.setUTCFullYear(year, month - 1, day);
  const shifted = new Date(base.getTime() + days * 86_400_000);
  return toIsoDate(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** Whole days from `from` to `to` (negative when `to` is earlier): 2024-01-01 → 2024-01-31 is 30. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const utc = (d: IsoDate) => {
    const { year, month, day } = parseIsoDate(d);
    const base = new Date(0);
    base.setUTCFullYear(year, month - 1, day);
    return base.getTime();
  };
  // UTC midnights: the difference is an exact multiple of a day.
  return (utc(to) - utc(from)) / 86_400_000;
}

/** ISO weekday: 1 = Monday … 6 = Saturday, 7 = Sunday. */
export function isoWeekday(date: IsoDate): number {
  const { year, month, day } = parseIsoDate(date);
  const base = new Date(0);
  base.setUTCFullYear(year, month - 1, day);
  return base.getUTCDay() === 0 ? 7 : base.getUTCDay();
}

/**
 * Calendar months later (or earlier for negative `months`); the day is clamped to the
 * month's end: 2024-01-31 + 1 month = 2024-02-29. Always add to a fixed anchor rather
 * than chaining, otherwise 31 → 29 → 29 drifts.
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  if (!Number.isInteger(months)) throw new RangeError(`Monate müssen ganzzahlig sein: ${months}`);
  const { year, month, day } = parseIsoDate(date);
  const index = year * 12 + (month - 1) + months;
  const newYear = Math.floor(index / 12);
  const newMonth = index - newYear * 12 + 1;
  return toIsoDate(newYear, newMonth, Math.min(day, daysInMonth(newYear, newMonth)));
}

export function addYears(date: IsoDate, years: number): IsoDate {
  return addMonths(date, years * 12);
}

/**
 * Whole calendar months from `from` to `to`: the largest n with addMonths(from, n) <= to
 * (negative when `to` is earlier). 2024-01-15 → 2024-03-14 is 1, → 2024-03-15 is 2.
 */
export function monthsBetween(from: IsoDate, to: IsoDate): number {
  if (to < from) return -monthsBetween(to, from);
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  let months = (b.year - a.year) * 12 + (b.month - a.month);
  if (addMonths(from, months) > to) months -= 1;
  return months;
}

export function startOfMonth(date: IsoDate): IsoDate {
  return `${date.slice(0, 8)}01`;
}

export function endOfMonth(date: IsoDate): IsoDate {
  const { year, month } = parseIsoDate(date);
  return toIsoDate(year, month, daysInMonth(year, month));
}

export function endOfYear(year: number): IsoDate {
  return toIsoDate(year, 12, 31);
}

/** '2031-03-05' → '05.03.2031' (TT.MM.JJJJ). */
export function formatDate(date: IsoDate | null | undefined): string {
  if (!date) return "–";
  const { year, month, day } = parseIsoDate(date);
  return `${String(day).padStart(2, "0")}.${String(month).padStart(2, "0")}.${String(year).padStart(4, "0")}`;
}

/**
 * '2031-03-05' → 'März 2031'. A fixed month list instead of Intl: the result must be
 * identical in every browser and in Node builds with reduced ICU data.
 */
export function formatMonthYear(date: IsoDate | null | undefined): string {
  if (!date) return "–";
  const { year, month } = parseIsoDate(date);
  return `${GERMAN_MONTHS[month - 1]} ${year}`;
}

/**
 * User date text → IsoDate. Accepts 'TT.MM.JJJJ' with optional leading zeros
 * ('5.3.2031') and 'yyyy-MM-dd' (what `<input type="date">` delivers).
 */
export function parseGermanDate(input: string): ParseResult<IsoDate> {
  const text = input.trim();
  if (text === "") return fail(DATE_MESSAGES.required);
  if (isIsoDate(text)) return ok(text);
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (!match) return fail(DATE_MESSAGES.invalid);
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return validParts(year, month, day) ? ok(toIsoDate(year, month, day)) : fail(DATE_MESSAGES.invalid);
}

// ---------------------------------------------------------------------------------------
// Today
// ---------------------------------------------------------------------------------------

/** The product is for German landlords: "today" is the calendar day in Berlin. */
export const APP_TIME_ZONE = "Europe/Berlin";

let clock: () => Date = () => new Date();
let berlinFormat: Intl.DateTimeFormat | null | undefined;

function dateInAppTimeZone(instant: Date): IsoDate {
  if (berlinFormat === undefined) {
    try {
      // en-CA formats as yyyy-MM-dd.
      berlinFormat = new Intl.DateTimeFormat("en-CA", {
        timeZone: APP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit",
      });
    } catch {
      berlinFormat = null; // runtime without time-zone data: fall back to local time
    }
  }
  if (berlinFormat) {
    const parts = berlinFormat.formatToParts(instant);
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return toIsoDate(get("year"), get("month"), get("day"));
  }
  return toIsoDate(instant.getFullYear(), instant.getMonth() + 1, instant.getDate());
}

/** Today's date in Berlin according to the current clock. */
export function today(): IsoDate {
  return dateInAppTimeZone(clock());
}

/** Replaces the clock (tests, or a server that wants a request-scoped time). */
export function setClock(now: () => Date): void {
  clock = now;
}

/** Freezes today() at a calendar date, for tests. */
export function setToday(date: IsoDate): void {
  parseIsoDate(date);
  // Noon UTC is the same calendar day in Berlin all year round.
  const instant = new Date(`${date}T12:00:00Z`);
  clock = () => instant;
}

export function resetClock(): void {
  clock = () => new Date();
}
