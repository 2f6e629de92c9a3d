import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addMonths, endOfMonth, isIsoDate } from "@/core/dates";
import { nextRecurrenceDate, recurrenceDates, type RecurrenceTemplate } from "./recurrence";

const template = (overrides: Partial<RecurrenceTemplate> = {}): RecurrenceTemplate => ({
  interval: "monthly",
  dayOfMonth: 1,
  startDate: "2025-01-01",
  endDate: null,
  ...overrides,
});

describe("recurrenceDates", () => {
  it("books the 31st on the last day of shorter months (28th, 29th in a leap year, 30th)", () => {
    const t = template({ dayOfMonth: 31, startDate: "2024-01-01" });
    expect(recurrenceDates(t, "2024-01-01", "2024-05-31")).toEqual(["2024-01-31", "2024-02-29", "2024-03-31", "2024-04-30", "2024-05-31"]);
    expect(recurrenceDates(t, "2025-02-01", "2025-03-31")).toEqual(["2025-02-28", "2025-03-31"]);
  });

  it("quarterly from 15.02.: 15.05., 15.08., 15.11., 15.02. of the next year", () => {
    const t = template({ interval: "quarterly", dayOfMonth: 15, startDate: "2025-02-15" });
    expect(recurrenceDates(t, "2025-01-01", "2026-02-15")).toEqual(["2025-02-15", "2025-05-15", "2025-08-15", "2025-11-15", "2026-02-15"]);
  });

  it("yearly on the start's month and the day of month", () => {
    const t = template({ interval: "yearly", dayOfMonth: 29, startDate: "2024-02-01" });
    expect(recurrenceDates(t, "2024-01-01", "2028-12-31")).toEqual(["2024-02-29", "2025-02-28", "2026-02-28", "2027-02-28", "2028-02-29"]);
  });

  it("skips a day before the start in the start's month", () => {
    const t = template({ dayOfMonth: 10, startDate: "2025-03-20" });
    expect(recurrenceDates(t, "2025-01-01", "2025-05-31")).toEqual(["2025-04-10", "2025-05-10"]);
  });

  it("includes the start, the end date and `until`", () => {
    const t = template({ dayOfMonth: 15, startDate: "2025-01-15", endDate: "2025-03-15" });
    expect(recurrenceDates(t, "2025-01-15", "2025-12-31")).toEqual(["2025-01-15", "2025-02-15", "2025-03-15"]);
    expect(recurrenceDates(t, "2025-01-01", "2025-02-15")).toEqual(["2025-01-15", "2025-02-15"]);
    expect(recurrenceDates(template({ dayOfMonth: 15, startDate: "2025-01-15", endDate: "2025-03-14" }), "2025-01-01", "2025-12-31")).toEqual(["2025-01-15", "2025-02-15"]);
  });

  it("returns nothing before the start, after the end, or for an empty range", () => {
    const t = template({ startDate: "2025-06-01", endDate: "2025-12-31" });
    expect(recurrenceDates(t, "2025-01-01", "2025-05-31")).toEqual([]);
    expect(recurrenceDates(t, "2026-01-01", "2026-12-31")).toEqual([]);
    expect(recurrenceDates(t, "2025-08-01", "2025-07-01")).toEqual([]);
  });

  it("starts the list at `from` within the intervals counted from the start", () => {
    const t = template({ interval: "quarterly", dayOfMonth: 15, startDate: "2025-02-15" });
    expect(recurrenceDates(t, "2027-06-01", "2027-12-31")).toEqual(["2027-08-15", "2027-11-15"]);
    expect(recurrenceDates(t, "2027-08-15", "2027-08-15")).toEqual(["2027-08-15"]);
  });

  it("property: dates are ordered, in range, one per period, on the day or the month's end", () => {
    const day = fc.integer({ min: 1, max: 31 });
    const date = fc.date({ min: new Date("1990-01-01"), max: new Date("2060-12-31"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.constantFrom("monthly", "quarterly", "yearly" as const), day, date, date, fc.integer({ min: 0, max: 60 }), (interval, dayOfMonth, start, from, span) => {
        const until = addMonths(from, span);
        const t = template({ interval, dayOfMonth, startDate: start });
        const dates = recurrenceDates(t, from, until);
        const step = { monthly: 1, quarterly: 3, yearly: 12 }[interval];
        dates.forEach((d, i) => {
          expect(isIsoDate(d)).toBe(true);
          expect(d >= from && d >= start && d <= until).toBe(true);
          const dd = Number(d.slice(8, 10));
          expect(dd === dayOfMonth || (dd < dayOfMonth && d === endOfMonth(d))).toBe(true);
          if (i > 0) {
            const prev = dates[i - 1]!;
            const months = (Number(d.slice(0, 4)) - Number(prev.slice(0, 4))) * 12 + Number(d.slice(5, 7)) - Number(prev.slice(5, 7));
            expect(months).toBe(step);
          }
        });
      }),
    );
  });
});

describe("nextRecurrenceDate", () => {
  it("is the first due date on or after the day, or null once ended", () => {
    const t = template({ interval: "quarterly", dayOfMonth: 31, startDate: "2025-02-01", endDate: "2025-12-31" });
    expect(nextRecurrenceDate(t, "2025-01-10")).toBe("2025-02-28");
    expect(nextRecurrenceDate(t, "2025-03-01")).toBe("2025-05-31");
    expect(nextRecurrenceDate(t, "2025-05-31")).toBe("2025-05-31");
    expect(nextRecurrenceDate(t, "2025-11-01")).toBe("2025-11-30");
    expect(nextRecurrenceDate(t, "2025-12-01")).toBeNull();
  });
});
