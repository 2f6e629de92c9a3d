import { describe, expect, it } from "vitest";
import { MAX_CENTS, MAX_DATE, MAX_INT, MIN_DATE } from "@/shared/limits";
import { messages } from "@/shared/messages";
import { centsAmount, isoDate, versionField } from "./fields";
import { loanInput } from "./loans";

const issues = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues.map((i) => i.message) ?? [];

describe("bounded fields (issue 12)", () => {
  it("dates: MIN_DATE … MAX_DATE, with a German message outside", () => {
    const date = isoDate();
    expect(date.safeParse(MIN_DATE).success).toBe(true);
    expect(date.safeParse(MAX_DATE).success).toBe(true);
    expect(issues(date.safeParse("1899-12-31"))).toEqual([messages.dateOutOfRange]);
    expect(issues(date.safeParse("2200-01-01"))).toEqual([messages.dateOutOfRange]);
    expect(issues(date.safeParse("9999-12-31"))).toEqual([messages.dateOutOfRange]);
    expect(issues(date.safeParse("2023-02-29"))).toEqual([messages.invalidDate]);
    expect(messages.dateOutOfRange).toBe("Bitte ein Datum zwischen dem 01.01.1900 und dem 31.12.2199 angeben.");
  });

  it("money: whole cents from 0 to 999.999.999,99 €", () => {
    const amount = centsAmount("Kaufpreis");
    expect(MAX_CENTS).toBe(99_999_999_999);
    expect(amount.safeParse(MAX_CENTS).success).toBe(true);
    expect(issues(amount.safeParse(MAX_CENTS + 1))).toEqual(["Kaufpreis darf höchstens 999.999.999,99\u00a0€ betragen."]);
    for (const huge of [9007199254740992, 1e20, 1e308]) expect(amount.safeParse(huge).success).toBe(false);
  });

  it("version: up to PostgreSQL's integer", () => {
    expect(versionField().safeParse(MAX_INT).success).toBe(true);
    expect(versionField().safeParse(MAX_INT + 1).success).toBe(false);
  });

  it("a loan with huge numbers is refused, never throws", () => {
    const valid = { lender: "x", amountCents: 20_000_000, disbursementDate: "2025-01-01", interestRatePercent: 2, repaymentKind: "initial_rate", initialRepaymentPercent: 3 };
    for (const huge of [9007199254740992, 1e20, 1e308, -1e308]) {
      for (const field of ["amountCents", "interestRatePercent", "initialRepaymentPercent"]) {
        expect(() => loanInput.safeParse({ ...valid, [field]: huge })).not.toThrow();
        expect(loanInput.safeParse({ ...valid, [field]: huge }).success).toBe(false);
      }
      const monthly = { ...valid, repaymentKind: "monthly_payment", monthlyPaymentCents: huge };
      expect(() => loanInput.safeParse(monthly)).not.toThrow();
      expect(loanInput.safeParse({ ...valid, specialRepayments: [{ date: "2026-01-01", amountCents: huge }] }).success).toBe(false);
    }
    expect(loanInput.safeParse(valid).success).toBe(true);
  });
});
