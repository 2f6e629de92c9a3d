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

/** ISO weekday order (Monday first), as German calendars show it. */
export const GERMAN_WEEKDAYS = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"] as const;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function validParts(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) && year >= 1 && year <= 9999 &&
    Number.isInteger(month) && month >= 1 && month <= 12 &&
    Number.isInteger(day) && day >= 1 && day <= daysInMonth(year, month)
  );
}

/** Value of two ASCII digits at `i`, or -1 when one of them is no digit. */
function twoDigits(text: string, i: number): number {
  const a = text.charCodeAt(i) - 48;
  const b = text.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/**
 * Days since 1970-01-01 of 'yyyy-MM-dd' text, or NaN when it is no real calendar date. Reads
 * the characters directly, without a regex or an object: the rent roll reads dates a million
 * times a request.
 */
function dayNumberOfText(value: string): number {
  if (value.length !== 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return NaN; // 45 = "-"
  const century = twoDigits(value, 0);
  const yearOfCentury = twoDigits(value, 2);
  const month = twoDigits(value, 5);
  const day = twoDigits(value, 8);
  if (century < 0 || yearOfCentury < 0 || month < 0 || day < 0) return NaN;
  const year = century * 100 + yearOfCentury;
  return validParts(year, month, day) ? daysFromCivil(year, month, day) : NaN;
}

/** True for a real calendar date in 'yyyy-MM-dd' form ('2023-02-29' is false). */
export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === "string" && !Number.isNaN(dayNumberOfText(value));
}

/** Splits an IsoDate; throws on malformed input because that is a programming error. */
export function parseIsoDate(date: IsoDate): DateParts {
  dayNumber(date);
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

// Day numbers: days since 1970-01-01 in the proleptic Gregorian calendar (what `Date` uses),
// computed on integers (H. Hinnant, "chrono-compatible low-level date algorithms"). No
// `Date` object, so no time zone, no DST and no years 0..99 mapped to 19xx.

function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1; // from 1 March
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** Days since 1970-01-01 (negative before); throws on malformed input like {@link parseIsoDate}. */
export function dayNumber(date: IsoDate): number {
  const days = typeof date === "string" ? dayNumberOfText(date) : NaN;
  if (Number.isNaN(days)) throw new RangeError(`Kein Datum im Format yyyy-MM-dd: ${date}`);
  return days;
}

/** The date of a day number; throws outside the years 1..9999 like {@link toIsoDate}. */
export function dateOfDayNumber(days: number): IsoDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153); // 0 = March
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  return toIsoDate(yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const start = dayNumber(date);
  if (!Number.isInteger(days)) throw new RangeError(`Tage müssen ganzzahlig sein: ${days}`);
  return dateOfDayNumber(start + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier): 2024-01-01 → 2024-01-31 is 30. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const start = dayNumber(from);
  return dayNumber(to) - start;
}

/** ISO weekday: 1 = Monday … 6 = Saturday, 7 = Sunday. */
export function isoWeekday(date: IsoDate): number {
  // Day 0, 1970-01-01, was a Thursday (4).
  const days = dayNumber(date);
  return ((((days + 3) % 7) + 7) % 7) + 1;
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

/** How many months "yyyy-MM" from `from` to `to` span, both included (0 or less: `to` lies before `from`). */
export function monthSpan(from: string, to: string): number {
  const [fy, fm] = from.split("-").map(Number) as [number, number];
  const [ty, tm] = to.split("-").map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
}

/** The months "yyyy-MM" from `from` to `to`, both included. */
export function monthKeysBetween(from: string, to: string): string[] {
  const [fy, fm] = from.split("-").map(Number) as [number, number];
  return Array.from({ length: Math.max(0, monthSpan(from, to)) }, (_, i) => {
    const index = fy * 12 + fm - 1 + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  });
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

/** The first day of the month "yyyy-MM". */
export const firstDayOfMonth = (month: string): IsoDate => `${month}-01`;

/** The first day after the month "yyyy-MM": the exclusive end of a range of months. */
export function dayAfterMonth(month: string): IsoDate {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? toIsoDate(year + 1, 1, 1) : toIsoDate(year, m + 1, 1);
}

/**
 * A report's months "yyyy-MM" as a title: '2025-01'–'2025-12' → '2025', '2025-03' alone →
 * 'März 2025', '2025-01'–'2025-03' → 'Januar–März 2025', across a year end 'November
 * 2024–Februar 2025'.
 */
export function formatMonthRange(from: string, to: string): string {
  const [fy, fm] = from.split("-").map(Number) as [number, number];
  const [ty, tm] = to.split("-").map(Number) as [number, number];
  if (fy === ty && fm === 1 && tm === 12) return String(fy);
  if (from === to) return `${GERMAN_MONTHS[fm - 1]} ${fy}`;
  if (fy === ty) return `${GERMAN_MONTHS[fm - 1]}–${GERMAN_MONTHS[tm - 1]} ${fy}`;
  return `${GERMAN_MONTHS[fm - 1]} ${fy}–${GERMAN_MONTHS[tm - 1]} ${ty}`;
}

/**
 * Two-digit years: 00–69 are 2000–2069, 70–99 are 1970–1999. The dates typed in this app
 * are contract periods, loan disbursements and fixation ends (up to some 40 years ahead)
 * and purchase dates (decades back), so a short year means this century up to 2069 and
 * the last one from 1970. A fixed pivot instead of one that slides with today: the same
 * text always means the same date. Years outside the window are typed with four digits.
 */
export const SHORT_YEAR_PIVOT = 70;

export function expandShortYear(shortYear: number): number {
  return shortYear < SHORT_YEAR_PIVOT ? 2000 + shortYear : 1900 + shortYear;
}

/**
 * User date text → IsoDate. Accepts 'TT.MM.JJJJ' with optional leading zeros
 * ('5.3.2031'), a two-digit year ('1.4.26' = 01.04.2026, see {@link SHORT_YEAR_PIVOT})
 * and 'yyyy-MM-dd' (what `<input type="date">` and the API deliver).
 */
export function parseGermanDate(input: string): ParseResult<IsoDate> {
  const text = input.trim();
  if (text === "") return fail(DATE_MESSAGES.required);
  if (isIsoDate(text)) return ok(text);
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/.exec(text);
  if (!match) return fail(DATE_MESSAGES.invalid);
  const [day, month, typedYear] = [Number(match[1]), Number(match[2]), match[3] ?? ""];
  const year = typedYear.length === 2 ? expandShortYear(Number(typedYear)) : Number(typedYear);
  return validParts(year, month, day) ? ok(toIsoDate(year, month, day)) : fail(DATE_MESSAGES.invalid);
}

// ---------------------------------------------------------------------------------------
// Today
// ---------------------------------------------------------------------------------------

/** The product is for German landlords: "today" is the calendar day in Berlin. */
export const APP_TIME_ZONE = "Europe/Berlin";

let clock: () => Date = () => new Date();
let berlinFormat: Intl.DateTimeFormat | null | undefined;

/** The calendar day in Berlin at `instant` (a server timestamp is UTC). */
export function dateInAppTimeZone(instant: Date): IsoDate {
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

/** A server timestamp (ISO instant, UTC) as the Berlin calendar day it fell on: '2026-11-24T23:30:00Z' → '25.11.2026'. */
export function formatInstantDate(instant: string): string {
  return formatDate(dateInAppTimeZone(new Date(instant)));
}

/** The current instant according to the clock (a test's frozen day at noon). */
export function now(): Date {
  return clock();
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
