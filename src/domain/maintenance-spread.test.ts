import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { cents, euros } from "@/core/money";
import { maintenanceDeductionInYear, spreadShares, SPREAD_MESSAGES, type MaintenanceItem } from "./maintenance-spread";

describe("spreadShares (§82b EStDV)", () => {
  it("3.000,00 € over 3 years: 1.000,00 € each", () => {
    expect(spreadShares(euros("3000"), 3)).toEqual([euros("1000"), euros("1000"), euros("1000")]);
  });

  it("1.000,00 € over 3 years: the leftover cent goes to the first year", () => {
    expect(spreadShares(euros("1000"), 3)).toEqual([euros("333.34"), euros("333.33"), euros("333.33")]);
  });

  it("leftover cents go to the first years, one each", () => {
    // 10,03 € / 4 = 2,5075 €: 250 ct each and 3 ct left → 251, 251, 251, 250
    expect(spreadShares(euros("10.03"), 4)).toEqual([cents(251), cents(251), cents(251), cents(250)]);
    // 0,02 € over 5 years
    expect(spreadShares(cents(2), 5)).toEqual([cents(1), cents(1), cents(0), cents(0), cents(0)]);
  });

  it("a refund (negative amount) is split symmetrically", () => {
    expect(spreadShares(euros("-1000"), 3)).toEqual([euros("-333.34"), euros("-333.33"), euros("-333.33")]);
    expect(spreadShares(euros("-3000"), 3)).toEqual([euros("-1000"), euros("-1000"), euros("-1000")]);
  });

  it("1 year is the whole amount at once; 0 stays 0", () => {
    expect(spreadShares(euros("1234.56"), 1)).toEqual([euros("1234.56")]);
    expect(spreadShares(cents(0), 2)).toEqual([cents(0), cents(0)]);
  });

  it.each([0, 6, -1, 2.5, Number.NaN])("refuses %s years with a German message", (years) => {
    expect(() => spreadShares(euros("1000"), years)).toThrow(new RangeError(SPREAD_MESSAGES.years));
  });

  it("shares always sum to the amount, differ by at most a cent and never grow", () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), fc.integer({ min: 1, max: 5 }), (amount, years) => {
        const shares = spreadShares(cents(amount), years);
        expect(shares).toHaveLength(years);
        expect(shares.reduce((s, x) => s + x, 0)).toBe(amount);
        const magnitudes = shares.map(Math.abs);
        expect(Math.max(...magnitudes) - Math.min(...magnitudes)).toBeLessThanOrEqual(1);
        for (let i = 1; i < magnitudes.length; i++) expect(magnitudes[i]).toBeLessThanOrEqual(magnitudes[i - 1] ?? 0);
        for (const s of shares) expect(Math.sign(s) === Math.sign(amount) || s === 0).toBe(true);
      }),
    );
  });
});

describe("maintenanceDeductionInYear", () => {
  const roof: MaintenanceItem = { taxYear: 2024, amountCents: euros("3000"), spreadYears: 3 };
  const windows: MaintenanceItem = { taxYear: 2023, amountCents: euros("1000"), spreadYears: 3 };
  const tap: MaintenanceItem = { taxYear: 2024, amountCents: euros("250.50"), spreadYears: 1 };
  const zero = cents(0);

  it("the first share counts in the year of payment, the rest in the following years", () => {
    expect(maintenanceDeductionInYear([roof], 2023)).toEqual({ immediate: zero, spreadFromEarlierYears: zero, spreadThisYearsShare: zero, total: zero });
    expect(maintenanceDeductionInYear([roof], 2024)).toEqual({ immediate: zero, spreadFromEarlierYears: zero, spreadThisYearsShare: euros("1000"), total: euros("1000") });
    expect(maintenanceDeductionInYear([roof], 2025)).toEqual({ immediate: zero, spreadFromEarlierYears: euros("1000"), spreadThisYearsShare: zero, total: euros("1000") });
    expect(maintenanceDeductionInYear([roof], 2026)).toEqual({ immediate: zero, spreadFromEarlierYears: euros("1000"), spreadThisYearsShare: zero, total: euros("1000") });
    expect(maintenanceDeductionInYear([roof], 2027)).toEqual({ immediate: zero, spreadFromEarlierYears: zero, spreadThisYearsShare: zero, total: zero });
  });

  it("immediate, this year's first share and earlier years' shares are kept apart", () => {
    // 2024: tap 250,50 at once; roof 1.000,00 (1st of 3); windows 333,33 (2nd of 3, 2023: 333,34)
    expect(maintenanceDeductionInYear([roof, windows, tap], 2024)).toEqual({
      immediate: euros("250.50"),
      spreadFromEarlierYears: euros("333.33"),
      spreadThisYearsShare: euros("1000"),
      total: euros("1583.83"),
    });
    expect(maintenanceDeductionInYear([roof, windows, tap], 2023)).toEqual({
      immediate: zero,
      spreadFromEarlierYears: zero,
      spreadThisYearsShare: euros("333.34"),
      total: euros("333.34"),
    });
  });

  it("over all years the deductions sum to the amounts", () => {
    const items = [roof, windows, tap, { taxYear: 2022, amountCents: euros("777.77"), spreadYears: 5 }];
    let total = 0;
    for (let year = 2020; year <= 2030; year++) total += maintenanceDeductionInYear(items, year).total;
    expect(total).toBe(euros("3000") + euros("1000") + euros("250.50") + euros("777.77"));
  });

  it("a refund reduces the deduction symmetrically", () => {
    const refund: MaintenanceItem = { taxYear: 2024, amountCents: euros("-1000"), spreadYears: 3 };
    expect(maintenanceDeductionInYear([refund], 2024).spreadThisYearsShare).toBe(euros("-333.34"));
    expect(maintenanceDeductionInYear([refund], 2026).spreadFromEarlierYears).toBe(euros("-333.33"));
    expect(maintenanceDeductionInYear([roof, refund], 2024).total).toBe(euros("666.66"));
  });

  it("no items, no deduction", () => {
    expect(maintenanceDeductionInYear([], 2024).total).toBe(0);
  });

  it("refuses an invalid spread or year", () => {
    expect(() => maintenanceDeductionInYear([{ ...roof, spreadYears: 6 }], 2024)).toThrow(SPREAD_MESSAGES.years);
    expect(() => maintenanceDeductionInYear([roof], 2024.5)).toThrow(SPREAD_MESSAGES.taxYear);
    expect(() => maintenanceDeductionInYear([{ ...roof, taxYear: 2024.5 }], 2024)).toThrow(SPREAD_MESSAGES.taxYear);
  });
});
