import { describe, expect, it } from "vitest";
import { cents, euros } from "@/core/money";
import {
  cutToPeriod,
  daysOf,
  deadlineWarningFrom,
  fullYearEnd,
  overlap,
  overlapDays,
  PERIOD_MESSAGES,
  periodProblems,
  statementDeadline,
  yearDaysFrom,
} from "./period";

const year2025 = { start: "2025-01-01", end: "2025-12-31" };
const insurance = { start: "2024-07-01", end: "2025-06-30" };

describe("daysOf", () => {
  it("counts both ends", () => {
    expect(daysOf(year2025)).toBe(365);
    expect(daysOf({ start: "2024-01-01", end: "2024-12-31" })).toBe(366);
    expect(daysOf({ start: "2025-03-15", end: "2025-03-15" })).toBe(1);
    // Jul–Dec 2024: 31+31+30+31+30+31 = 184, Jan–Jun 2025: 31+28+31+30+31+30 = 181
    expect(daysOf(insurance)).toBe(365);
  });

  it("a range ending before its start has no days", () => {
    expect(daysOf({ start: "2025-02-01", end: "2025-01-31" })).toBe(0);
  });
});

describe("overlap / overlapDays", () => {
  it("the shared days of an invoice and the period", () => {
    expect(overlap(insurance, year2025)).toEqual({ start: "2025-01-01", end: "2025-06-30" });
    expect(overlapDays(insurance, year2025)).toBe(181);
    expect(overlapDays(year2025, insurance)).toBe(181);
  });

  it("a range inside the other is the overlap", () => {
    const march = { start: "2025-03-01", end: "2025-03-31" };
    expect(overlap(year2025, march)).toEqual(march);
    expect(overlapDays(march, year2025)).toBe(31);
  });

  it("ranges touching in one day share that day", () => {
    expect(overlap({ start: "2024-06-01", end: "2025-01-01" }, year2025)).toEqual({ start: "2025-01-01", end: "2025-01-01" });
    expect(overlapDays({ start: "2025-12-31", end: "2026-03-31" }, year2025)).toBe(1);
  });

  it("disjoint ranges share nothing", () => {
    expect(overlap({ start: "2024-01-01", end: "2024-12-31" }, year2025)).toBeNull();
    expect(overlapDays({ start: "2026-01-01", end: "2026-01-31" }, year2025)).toBe(0);
  });
});

describe("cutToPeriod", () => {
  it("insurance 01.07.2024–30.06.2025, 1.234,56 €: 181 of 365 days fall in 2025", () => {
    // 123456 × 181 = 22.345.536; / 365: 365 × 61.220 = 22.345.300, rest 236 → 61.220,6466 → 61.221 ct
    expect(cutToPeriod(euros("1234.56"), insurance, year2025)).toBe(euros("612.21"));
    // The other 184 days, to 2024: 123456 × 184 = 22.715.904; 365 × 62.235 = 22.715.775, rest 129 → 62.235,353 → 62.235 ct
    expect(cutToPeriod(euros("1234.56"), insurance, { start: "2024-01-01", end: "2024-12-31" })).toBe(euros("622.35"));
  });

  it("a refund is cut symmetrically", () => {
    expect(cutToPeriod(euros("-1234.56"), insurance, year2025)).toBe(euros("-612.21"));
  });

  it("rounds once, halves away from zero", () => {
    // 2 service days, 1 in 2025
    const turnOfYear = { start: "2025-12-31", end: "2026-01-01" };
    expect(cutToPeriod(cents(3), turnOfYear, year2025)).toBe(cents(2)); // 1,5 → 2
    expect(cutToPeriod(cents(-3), turnOfYear, year2025)).toBe(cents(-2)); // −1,5 → −2
    expect(cutToPeriod(cents(1), turnOfYear, year2025)).toBe(cents(1)); // 0,5 → 1
    expect(cutToPeriod(cents(-1), turnOfYear, year2025)).toBe(cents(-1));
    // 3 service days, 1 resp. 2 in 2025: 100/3 = 33,33 → 33; 200/3 = 66,67 → 67
    expect(cutToPeriod(cents(100), { start: "2025-12-31", end: "2026-01-02" }, year2025)).toBe(cents(33));
    expect(cutToPeriod(cents(100), { start: "2025-12-30", end: "2026-01-01" }, year2025)).toBe(cents(67));
  });

  it("no service period: the whole amount; inside the period: the whole amount", () => {
    expect(cutToPeriod(euros("99.99"), null, year2025)).toBe(euros("99.99"));
    expect(cutToPeriod(euros("99.99"), { start: "2025-04-01", end: "2025-06-30" }, year2025)).toBe(euros("99.99"));
  });

  it("no overlap: nothing", () => {
    expect(cutToPeriod(euros("500"), { start: "2024-01-01", end: "2024-12-31" }, year2025)).toBe(cents(0));
    expect(cutToPeriod(euros("-500"), { start: "2026-01-01", end: "2026-12-31" }, year2025)).toBe(cents(0));
  });

  it("refuses a service period that ends before it starts", () => {
    expect(() => cutToPeriod(euros("500"), { start: "2025-06-30", end: "2025-01-01" }, year2025)).toThrow(
      new RangeError(PERIOD_MESSAGES.serviceOrder),
    );
  });
});

describe("statementDeadline (§ 556 Abs. 3 BGB)", () => {
  it.each([
    ["2024-12-31", "2025-12-31"],
    ["2025-06-30", "2026-06-30"],
    ["2024-02-29", "2025-02-28"], // last day of February stays the last day
    ["2023-02-28", "2024-02-29"], // … also into a leap year
    ["2025-03-15", "2026-03-15"], // mid-month: same day number (§ 188 Abs. 2 BGB)
    ["2024-01-30", "2025-01-30"],
    ["2025-04-30", "2026-04-30"],
  ])("period ending %s → %s", (end, deadline) => {
    expect(statementDeadline({ start: "2000-01-01", end })).toBe(deadline);
  });
});

describe("deadlineWarningFrom", () => {
  it.each([
    ["2024-12-31", "2025-09-30"],
    ["2025-04-30", "2026-01-31"], // month end → month end, not the 30th
    ["2024-05-31", "2025-02-28"],
    ["2025-05-30", "2026-02-28"], // mid-month day 30 clamped to February's end (§ 188 Abs. 3 BGB)
    ["2025-03-15", "2025-12-15"],
    ["2025-06-30", "2026-03-31"],
  ])("period ending %s → warn from %s", (end, from) => {
    expect(deadlineWarningFrom({ start: "2000-01-01", end })).toBe(from);
  });
});

describe("fullYearEnd / yearDaysFrom", () => {
  it.each([
    ["2025-01-01", "2025-12-31", 365],
    ["2024-01-01", "2024-12-31", 366],
    ["2025-02-15", "2026-02-14", 365],
    ["2025-07-01", "2026-06-30", 365],
    ["2023-07-01", "2024-06-30", 366], // contains 29.02.2024
    ["2023-03-01", "2024-02-29", 366], // the day before 01.03.2024
    ["2024-03-01", "2025-02-28", 365], // the leap day lies before the start
    ["2024-02-29", "2025-02-28", 366], // starts on the leap day: ends the day before the "29th"
  ])("12 months from %s end on %s (%i days)", (start, end, days) => {
    expect(fullYearEnd(start)).toBe(end);
    expect(yearDaysFrom(start)).toBe(days);
  });
});

describe("periodProblems", () => {
  it("exactly 12 months is fine", () => {
    expect(periodProblems(year2025, null)).toEqual([]);
    expect(periodProblems({ start: "2025-02-15", end: "2026-02-14" }, null)).toEqual([]);
    expect(periodProblems({ start: "2024-02-29", end: "2025-02-28" }, null)).toEqual([]);
    expect(periodProblems({ start: "2023-03-01", end: "2024-02-29" }, null)).toEqual([]);
  });

  it("one day more is too long, whatever the reason", () => {
    const tooLong = [{ code: "period_too_long", message: "Der Abrechnungszeitraum ist länger als 12 Monate (§ 556 Abs. 3 BGB)." }];
    expect(periodProblems({ start: "2025-01-01", end: "2026-01-01" }, null)).toEqual(tooLong);
    expect(periodProblems({ start: "2025-02-15", end: "2026-02-15" }, "Umstellung")).toEqual(tooLong);
    expect(periodProblems({ start: "2024-02-29", end: "2025-03-01" }, null)).toEqual(tooLong);
  });

  it("a shorter period needs a reason", () => {
    const short = [
      { code: "period_short_without_reason", message: "Ein Abrechnungszeitraum unter 12 Monaten braucht einen Grund, z. B. erstes Jahr oder Verkauf." },
    ];
    const firstHalf = { start: "2025-01-01", end: "2025-06-30" };
    expect(periodProblems(firstHalf, null)).toEqual(short);
    expect(periodProblems(firstHalf, "")).toEqual(short);
    expect(periodProblems(firstHalf, "   ")).toEqual(short);
    expect(periodProblems({ start: "2025-01-01", end: "2025-12-30" }, null)).toEqual(short);
    expect(periodProblems(firstHalf, "Verkauf zum 30.06.2025")).toEqual([]);
  });

  it("an end before the start is the only problem reported", () => {
    expect(periodProblems({ start: "2025-12-31", end: "2025-01-01" }, null)).toEqual([
      { code: "period_order", message: PERIOD_MESSAGES.order },
    ]);
  });
});
