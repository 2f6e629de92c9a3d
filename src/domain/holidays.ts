// Public holidays that count against "Werktage" for the rent due date (§556b BGB).
// Only the nationwide ones: a landlord's tenants live under one state's calendar, and
// state holidays (e.g. Heilige Drei Könige in Bayern) only ever move a due date later,
// never earlier — see docs/decisions/0006-rent-roll-conventions.md.
import { addDays, toIsoDate, type IsoDate } from "@/core/dates";

/** Easter Sunday (Gregorian; anonymous algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return toIsoDate(year, month, day);
}

/** The holidays of each year asked for: the rent roll looks up several days per month and contract. */
const holidaysByYear = new Map<number, ReadonlySet<IsoDate>>();

/** The nationwide public holidays of a year in Germany (computed once per year, read-only). */
export function nationwideHolidays(year: number): ReadonlySet<IsoDate> {
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    holidays = computeNationwideHolidays(year);
    holidaysByYear.set(year, holidays);
  }
  return holidays;
}

function computeNationwideHolidays(year: number): ReadonlySet<IsoDate> {
  const easter = easterSunday(year);
  const days = [
    toIsoDate(year, 1, 1), // Neujahr
    addDays(easter, -2), // Karfreitag
    addDays(easter, 1), // Ostermontag
    toIsoDate(year, 5, 1), // Tag der Arbeit
    addDays(easter, 39), // Christi Himmelfahrt
    addDays(easter, 50), // Pfingstmontag
    toIsoDate(year, 10, 3), // Tag der Deutschen Einheit
    toIsoDate(year, 12, 25),
    toIsoDate(year, 12, 26),
  ];
  if (year === 2017) days.push("2017-10-31"); // 500 Jahre Reformation, once nationwide
  return new Set(days);
}
