import { describe, expect, it } from "vitest";
import { euros } from "@/core/money";
import { percent } from "@/core/rate";
import { buildAnnuitySchedule, type AnnuityLoan } from "./loans";
import { loanBookingPlan } from "./loan-bookings";

/** DOMAIN.md check loan: 200.000 €, 2 % Sollzins, 3 % anfängliche Tilgung. */
const checkLoan: AnnuityLoan = {
  amount: euros(200000),
  interestRate: percent(2),
  repayment: { kind: "initialRate", initialRepayment: percent(3) },
  startDate: "2025-01-01",
};

describe("loanBookingPlan", () => {
  it("one instalment per schedule month with the schedule's split", () => {
    const plan = loanBookingPlan(checkLoan);
    const schedule = buildAnnuitySchedule(checkLoan);
    expect(plan.instalments).toHaveLength(schedule.rows.length);
    expect(plan.instalments[0]).toEqual({ date: "2025-02-01", month: "2025-02", interest: euros(333.33), principal: euros(500), payment: euros(833.33) });
    expect(plan.instalments.map((i) => i.payment)).toEqual(schedule.rows.map((r) => r.payment));
    expect(plan.specials).toEqual([]);
  });

  it("books each Sondertilgung on its own date; those of one day are one", () => {
    const plan = loanBookingPlan({
      ...checkLoan,
      specialRepayments: [
        { date: "2025-03-10", amount: euros(1000) },
        { date: "2025-03-10", amount: euros(500) },
        { date: "2025-03-20", amount: euros(2000) },
      ],
    });
    expect(plan.specials).toEqual([
      { date: "2025-03-10", amount: euros(1500) },
      { date: "2025-03-20", amount: euros(2000) },
    ]);
  });

  it("caps Sondertilgungen at the balance and drops those after the payoff", () => {
    const small: AnnuityLoan = { ...checkLoan, amount: euros(1000), specialRepayments: [{ date: "2025-02-15", amount: euros(900) }, { date: "2025-02-20", amount: euros(900) }, { date: "2030-01-01", amount: euros(10) }] };
    const plan = loanBookingPlan(small);
    const schedule = buildAnnuitySchedule(small);
    const special = schedule.rows.reduce((s, r) => s + r.specialRepayment, 0);
    expect(plan.specials.reduce((s, r) => s + r.amount, 0)).toBe(special);
    expect(plan.specials[0]).toEqual({ date: "2025-02-15", amount: euros(900) });
    expect(plan.specials.map((s) => s.date)).not.toContain("2030-01-01");
  });

  it("a zero-interest loan has instalments without interest", () => {
    const plan = loanBookingPlan({ ...checkLoan, interestRate: percent(0) });
    expect(plan.instalments[0]).toMatchObject({ interest: 0, principal: euros(500), payment: euros(500) });
  });
});
