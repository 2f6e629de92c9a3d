import { afterEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  addDays,
  addMonths,
  addYears,
  compareDates,
  DATE_MESSAGES,
  daysBetween,
  daysInMonth,
  isoWeekday,
  endOfMonth,
  endOfYear,
  formatDate,
  formatInstantDate,
  formatMonthYear,
  isAfter,
  isBefore,
  isIsoDate,
  isLeapYear,
  isWithin,
  monthKeysBetween,
  monthsBetween,
  monthSpan,
  parseGermanDate,
  parseIsoDate,
  resetClock,
  setClock,
  setToday,
  startOfMonth,
  toIsoDate,
  today,
} from "./dates";

const isoDate = fc
  .record({ year: fc.integer({ min: 1900, max: 2200 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .map(({ year, month, day }) => toIsoDate(year, month, Math.min(day, daysInMonth(year, month))));

describe("calendar basics", () => {
  it.each<[number, boolean]>([
    [2024, true],
    [2023, false],
    [2000, true],
    [1900, false],
  ])("isLeapYear(%i) = %s", (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
  });

  it.each<[number, number, number]>([
    [2024, 2, 29],
    [2023, 2, 28],
    [2023, 4, 30],
    [2023, 12, 31],
  ])("daysInMonth(%i, %i) = %i", (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });

  it.each<[unknown, boolean]>([
    ["2024-02-29", true],
    ["2023-02-29", false],
    ["2023-13-01", false],
    ["2023-00-10", false],
    ["2023-1-01", false],
    ["01.01.2023", false],
    ["2023-01-01T00:00", false],
    [20230101, false],
    [null, false],
  ])("isIsoDate(%j) = %s", (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it("parseIsoDate / toIsoDate", () => {
    expect(parseIsoDate("2031-03-05")).toEqual({ year: 2031, month: 3, day: 5 });
    expect(toIsoDate(2031, 3, 5)).toBe("2031-03-05");
    expect(toIsoDate(50, 1, 1)).toBe("0050-01-01");
    expect(() => parseIsoDate("2031-02-30")).toThrow(RangeError);
    expect(() => toIsoDate(2031, 2, 30)).toThrow(RangeError);
  });

  it("comparisons", () => {
    expect(compareDates("2024-01-01", "2024-01-02")).toBe(-1);
    expect(compareDates("2024-01-02", "2024-01-02")).toBe(0);
    expect(compareDates("2024-12-01", "2024-01-02")).toBe(1);
    expect(isBefore("2024-01-01", "2024-01-02")).toBe(true);
    expect(isAfter("2024-01-01", "2024-01-02")).toBe(false);
    expect(isWithin("2024-01-02", "2024-01-02", "2024-01-02")).toBe(true);
    expect(isWithin("2024-01-03", "2024-01-01", "2024-01-02")).toBe(false);
  });

  it("month and year boundaries", () => {
    expect(startOfMonth("2024-02-17")).toBe("2024-02-01");
    expect(endOfMonth("2024-02-17")).toBe("2024-02-29");
    expect(endOfMonth("2023-02-17")).toBe("2023-02-28");
    expect(endOfYear(2024)).toBe("2024-12-31");
  });
});

describe("addDays", () => {
  it.each<[string, number, string]>([
    ["2024-02-28", 1, "2024-02-29"],
    ["2023-02-28", 1, "2023-03-01"],
    ["2024-12-31", 1, "2025-01-01"],
    ["2025-01-01", -1, "2024-12-31"],
    ["2025-03-30", 1, "2025-03-31"], // DST change in Germany: irrelevant for calendar dates
    ["2025-10-26", 1, "2025-10-27"],
    ["2024-01-01", 366, "2025-01-01"],
    ["0050-01-01", 1, "0050-01-02"],
  ])("%s + %i = %s", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it("rejects fractional days", () => {
    expect(() => addDays("2024-01-01", 0.5)).toThrow(RangeError);
  });
});

describe("addMonths / addYears", () => {
  it.each<[string, number, string]>([
    ["2024-01-31", 1, "2024-02-29"],
    ["2023-01-31", 1, "2023-02-28"],
    ["2024-01-31", 2, "2024-03-31"],
    ["2024-03-31", -1, "2024-02-29"],
    ["2024-11-15", 2, "2025-01-15"],
    ["2025-01-15", -13, "2023-12-15"],
    ["2025-01-01", 120, "2035-01-01"],
    ["2024-05-05", 0, "2024-05-05"],
  ])("%s + %i months = %s", (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it("addYears clamps 29 February", () => {
    expect(addYears("2024-02-29", 1)).toBe("2025-02-28");
    expect(addYears("2024-02-29", 4)).toBe("2028-02-29");
  });

  it("rejects fractional months", () => {
    expect(() => addMonths("2024-01-01", 1.5)).toThrow(RangeError);
  });
});

describe("monthsBetween", () => {
  it.each<[string, string, number]>([
    ["2024-01-15", "2024-03-14", 1],
    ["2024-01-15", "2024-03-15", 2],
    ["2024-01-31", "2024-02-29", 1],
    ["2024-01-31", "2024-02-28", 0],
    ["2024-01-01", "2024-01-01", 0],
    ["2025-01-01", "2035-01-01", 120],
    ["2024-03-15", "2024-01-15", -2],
    ["2024-03-14", "2024-01-15", -1],
  ])("%s → %s = %i", (from, to, expected) => {
    expect(monthsBetween(from, to)).toBe(expected);
  });

  it("is the largest n with addMonths(from, n) <= to (property)", () => {
    fc.assert(
      fc.property(isoDate, isoDate, (a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const n = monthsBetween(from, to);
        expect(addMonths(from, n) <= to).toBe(true);
        expect(addMonths(from, n + 1) > to).toBe(true);
      }),
    );
  });
});

describe("month keys", () => {
  it("counts and lists the months of a span across year ends, both ends included", () => {
    expect(monthKeysBetween("2024-11", "2025-02")).toEqual(["2024-11", "2024-12", "2025-01", "2025-02"]);
    expect(monthKeysBetween("2025-05", "2025-05")).toEqual(["2025-05"]);
    expect(monthKeysBetween("2025-05", "2025-04")).toEqual([]);
    expect(monthSpan("2016-01", "2025-12")).toBe(120);
    expect(monthSpan("2025-12", "2025-01")).toBe(-10);
  });

  it("lists exactly monthSpan months, each one after the other (property)", () => {
    const month = fc.record({ y: fc.integer({ min: 1900, max: 2199 }), m: fc.integer({ min: 1, max: 12 }) }).map(({ y, m }) => `${y}-${String(m).padStart(2, "0")}`);
    fc.assert(
      fc.property(month, month, (a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const keys = monthKeysBetween(from, to);
        expect(keys).toHaveLength(monthSpan(from, to));
        expect(keys[0]).toBe(from);
        expect(keys.at(-1)).toBe(to);
        for (let i = 1; i < keys.length; i++) expect(keys[i]! > keys[i - 1]!).toBe(true);
      }),
    );
  });
});

describe("formatting and parsing dates", () => {
  it.each<[string, string]>([
    ["2031-03-05", "05.03.2031"],
    ["2024-12-31", "31.12.2024"],
  ])("formatDate(%s) = %s", (date, expected) => {
    expect(formatDate(date)).toBe(expected);
  });

  it.each([
    ["2026-11-24T23:30:00.000Z", "25.11.2026"],
    ["2026-06-30T21:59:59.000Z", "30.06.2026"],
    ["2026-06-30T22:00:00.000Z", "01.07.2026"],
  ])("formatInstantDate(%s) = %s (Berlin day)", (instant, expected) => {
    expect(formatInstantDate(instant)).toBe(expected);
  });

  it.each<[string, string]>([
    ["2031-03-05", "März 2031"],
    ["2031-01-31", "Januar 2031"],
    ["2030-05-01", "Mai 2030"],
    ["2030-12-01", "Dezember 2030"],
  ])("formatMonthYear(%s) = %s", (date, expected) => {
    expect(formatMonthYear(date)).toBe(expected);
  });

  it("shows a dash for missing dates", () => {
    expect(formatDate(null)).toBe("–");
    expect(formatMonthYear(undefined)).toBe("–");
  });

  it.each<[string, string]>([
    ["05.03.2031", "2031-03-05"],
    ["5.3.2031", "2031-03-05"],
    [" 29.02.2024 ", "2024-02-29"],
    ["2031-03-05", "2031-03-05"],
    ["1.4.26", "2026-04-01"],
    ["01.04.26", "2026-04-01"],
    ["1.4.2026", "2026-04-01"],
    ["01.04.2026", "2026-04-01"],
    ["1.1.00", "2000-01-01"],
    ["31.12.69", "2069-12-31"],
    ["1.1.70", "1970-01-01"],
    ["15.6.98", "1998-06-15"],
    ["29.2.24", "2024-02-29"],
  ])("parseGermanDate(%j) = %s", (input, expected) => {
    expect(parseGermanDate(input)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, string]>([
    ["", DATE_MESSAGES.required],
    ["29.02.2023", DATE_MESSAGES.invalid],
    ["32.01.2024", DATE_MESSAGES.invalid],
    ["01.13.2024", DATE_MESSAGES.invalid],
    ["29.2.23", DATE_MESSAGES.invalid],
    ["1.4.6", DATE_MESSAGES.invalid],
    ["1.4.026", DATE_MESSAGES.invalid],
    ["1.4.", DATE_MESSAGES.invalid],
    ["1.4", DATE_MESSAGES.invalid],
    ["04/01/2026", DATE_MESSAGES.invalid],
    ["April 1, 2026", DATE_MESSAGES.invalid],
    ["2024/01/01", DATE_MESSAGES.invalid],
  ])("parseGermanDate(%j) fails", (input, message) => {
    expect(parseGermanDate(input)).toEqual({ ok: false, message });
  });

  it("formatDate ∘ parseGermanDate = id (property)", () => {
    fc.assert(
      fc.property(isoDate, (date) => {
        expect(parseGermanDate(formatDate(date))).toEqual({ ok: true, value: date });
      }),
    );
  });
});

describe("today()", () => {
  afterEach(() => resetClock());

  it("can be frozen for tests", () => {
    setToday("2031-03-05");
    expect(today()).toBe("2031-03-05");
    expect(() => setToday("2031-02-30")).toThrow(RangeError);
  });

  it("is the calendar day in Berlin, not in UTC", () => {
    setClock(() => new Date("2025-06-30T22:30:00Z")); // 00:30 CEST
    expect(today()).toBe("2025-07-01");
    setClock(() => new Date("2025-12-31T22:59:59Z")); // 23:59:59 CET
    expect(today()).toBe("2025-12-31");
    setClock(() => new Date("2025-12-31T23:00:00Z"));
    expect(today()).toBe("2026-01-01");
  });

  it("follows the real clock after reset", () => {
    setToday("2000-01-01");
    resetClock();
    expect(isIsoDate(today())).toBe(true);
    expect(today()).not.toBe("2000-01-01");
  });
});

describe("daysBetween and isoWeekday", () => {
  it.each<[string, string, number]>([
    ["2024-01-01", "2024-01-31", 30],
    ["2024-02-28", "2024-03-01", 2], // leap year
    ["2023-02-28", "2023-03-01", 1],
    ["2026-03-28", "2026-03-30", 2], // across the change to summer time
    ["2024-01-31", "2024-01-01", -30],
  ])("%s → %s = %i days", (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it.each<[string, number]>([
    ["2025-03-01", 6], // Saturday
    ["2025-03-02", 7], // Sunday
    ["2025-03-03", 1], // Monday
    ["2026-11-23", 1],
  ])("%s is weekday %i", (date, weekday) => {
    expect(isoWeekday(date)).toBe(weekday);
  });
});

describe("day numbers (addDays, daysBetween, isoWeekday without Date)", () => {
  // The reference is what the functions did before they computed on integers: UTC `Date`s.
  const utcMidnight = (date: string) => {
    const base = new Date(0);
    base.setUTCFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
    return base;
  };
  const anyDate = fc
    .record({ year: fc.integer({ min: 1, max: 9999 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
    .map(({ year, month, day }) => toIsoDate(year, month, Math.min(day, daysInMonth(year, month))));

  it("agree with UTC dates over the years 1 to 9999 (property)", () => {
    fc.assert(
      fc.property(anyDate, anyDate, fc.integer({ min: -400_000, max: 400_000 }), (a, b, days) => {
        expect(daysBetween(a, b)).toBe((utcMidnight(b).getTime() - utcMidnight(a).getTime()) / 86_400_000);
        expect(isoWeekday(a)).toBe(utcMidnight(a).getUTCDay() || 7);
        const shifted = new Date(utcMidnight(a).getTime() + days * 86_400_000);
        const year = shifted.getUTCFullYear();
        if (year < 1 || year > 9999) expect(() => addDays(a, days)).toThrow(RangeError);
        else expect(addDays(a, days)).toBe(toIsoDate(year, shifted.getUTCMonth() + 1, shifted.getUTCDate()));
      }),
      { numRuns: 2_000 },
    );
  });

  it("round-trips at the ends of the range and before 1970", () => {
    expect(daysBetween("1970-01-01", "0001-01-01")).toBe(-719_162);
    expect(addDays("0001-01-01", 719_162)).toBe("1970-01-01");
    expect(addDays("9999-12-30", 1)).toBe("9999-12-31");
    expect(() => addDays("9999-12-31", 1)).toThrow(RangeError);
    expect(() => addDays("0001-01-01", -1)).toThrow(RangeError);
    expect(isoWeekday("1969-12-31")).toBe(3);
    expect(isoWeekday("0001-01-01")).toBe(1);
  });

  it.each(["2024-01-1 ", "+2024-01-01", "2024/01/01", "２０２４-01-01", "2024-01-01\n", " 2024-01-01", "2024-0a-01", "0000-01-01", ""])("rejects %j without a regex too", (text) => {
    expect(isIsoDate(text)).toBe(false);
    expect(() => parseIsoDate(text)).toThrow(RangeError);
  });
});
