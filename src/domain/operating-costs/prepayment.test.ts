import { describe, expect, it } from "vitest";
import { cents, euros } from "@/core/money";
import { claimableBalance, limitCorrectionAfterDeadline, PREPAYMENT_MESSAGES, proposeMonthlyPrepayment } from "./prepayment";

const fullYear = { occupiedDays: 365, yearDays: 365, contractEnded: false };

describe("proposeMonthlyPrepayment (§ 560 Abs. 4 BGB)", () => {
  it("whole year: 1.234,56 € / 12 = 102,88 € → 103,00 €", () => {
    expect(proposeMonthlyPrepayment({ ...fullYear, costsCents: euros("1234.56") })).toBe(euros("103"));
    expect(proposeMonthlyPrepayment({ costsCents: euros("1234.56"), occupiedDays: 366, yearDays: 366, contractEnded: false })).toBe(euros("103"));
  });

  it("an exact euro amount is not rounded up; one cent more is", () => {
    expect(proposeMonthlyPrepayment({ ...fullYear, costsCents: euros("1200") })).toBe(euros("100"));
    // 1.200,01 / 12 = 100,0008… → 101
    expect(proposeMonthlyPrepayment({ ...fullYear, costsCents: euros("1200.01") })).toBe(euros("101"));
    // 1.199,99 / 12 = 99,9991… → 100
    expect(proposeMonthlyPrepayment({ ...fullYear, costsCents: euros("1199.99") })).toBe(euros("100"));
  });

  it("part year (181 of 365 days) is scaled to a full year first", () => {
    // 123.456 × 365 / 181 / 12 = 45.061.440 / 2.172 ct: 2.172 × 20.746 = 45.060.312, rest 1.128 → 20.746,52 ct → 208 €
    expect(proposeMonthlyPrepayment({ costsCents: euros("1234.56"), occupiedDays: 181, yearDays: 365, contractEnded: false })).toBe(euros("208"));
    // 600,00 € unscaled would be 50 €; 60.000 × 365 / 181 = 120.994,47 ct / 12 = 10.082,87 ct → 101 €
    expect(proposeMonthlyPrepayment({ costsCents: euros("600"), occupiedDays: 181, yearDays: 365, contractEnded: false })).toBe(euros("101"));
  });

  it("more days than a year are taken as a whole year, not scaled down", () => {
    expect(proposeMonthlyPrepayment({ costsCents: euros("1200"), occupiedDays: 400, yearDays: 365, contractEnded: false })).toBe(euros("100"));
  });

  it("an ended contract gets no proposal", () => {
    expect(proposeMonthlyPrepayment({ ...fullYear, costsCents: euros("1234.56"), contractEnded: true })).toBeNull();
    expect(proposeMonthlyPrepayment({ ...fullYear, costsCents: euros("-50"), contractEnded: true })).toBeNull();
  });

  it("no or negative costs: 0", () => {
    expect(proposeMonthlyPrepayment({ ...fullYear, costsCents: cents(0) })).toBe(cents(0));
    expect(proposeMonthlyPrepayment({ ...fullYear, costsCents: euros("-120") })).toBe(cents(0));
    expect(proposeMonthlyPrepayment({ costsCents: cents(0), occupiedDays: 0, yearDays: 365, contractEnded: false })).toBe(cents(0));
  });

  it("a cent of costs still asks for a euro", () => {
    expect(proposeMonthlyPrepayment({ ...fullYear, costsCents: cents(1) })).toBe(euros("1"));
  });

  it("refuses impossible day counts when there are costs", () => {
    const error = new RangeError(PREPAYMENT_MESSAGES.days);
    expect(() => proposeMonthlyPrepayment({ costsCents: euros("100"), occupiedDays: 0, yearDays: 365, contractEnded: false })).toThrow(error);
    expect(() => proposeMonthlyPrepayment({ costsCents: euros("100"), occupiedDays: 10.5, yearDays: 365, contractEnded: false })).toThrow(error);
    expect(() => proposeMonthlyPrepayment({ costsCents: euros("100"), occupiedDays: 10, yearDays: 0, contractEnded: false })).toThrow(error);
  });
});

describe("limitCorrectionAfterDeadline (BGH VIII ZR 190/06)", () => {
  it("a higher back-payment is capped at the previous one", () => {
    expect(limitCorrectionAfterDeadline(euros("100"), euros("150"))).toBe(euros("100"));
  });

  it("a lower back-payment or a credit instead stands", () => {
    expect(limitCorrectionAfterDeadline(euros("100"), euros("50"))).toBe(euros("50"));
    expect(limitCorrectionAfterDeadline(euros("50"), euros("-20"))).toBe(euros("-20"));
  });

  it("a credit may not shrink or turn into a back-payment", () => {
    expect(limitCorrectionAfterDeadline(euros("-50"), euros("-30"))).toBe(euros("-50"));
    expect(limitCorrectionAfterDeadline(euros("-50"), euros("10"))).toBe(euros("-50"));
    expect(limitCorrectionAfterDeadline(euros("-50"), euros("-80"))).toBe(euros("-80"));
  });
});

describe("claimableBalance (§ 556 Abs. 3 S. 3 BGB)", () => {
  it("after the deadline a back-payment is lost, a credit is still paid", () => {
    expect(claimableBalance(euros("50"), true)).toBe(cents(0));
    expect(claimableBalance(euros("-50"), true)).toBe(euros("-50"));
    expect(claimableBalance(cents(0), true)).toBe(cents(0));
  });

  it("before the deadline the balance stands", () => {
    expect(claimableBalance(euros("50"), false)).toBe(euros("50"));
    expect(claimableBalance(euros("-50"), false)).toBe(euros("-50"));
  });
});
