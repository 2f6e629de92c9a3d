import { describe, expect, it } from "vitest";
import { euros } from "@/core/money";
import { percent } from "@/core/rate";
import { monthlyInterest, type AnnuityLoan } from "@/domain/loans";
import { loanNoticeTexts } from "./lib/notices";
import { fromMonthLabel } from "./lib/format";

const base: AnnuityLoan = {
  amount: euros(200000),
  interestRate: percent(2),
  repayment: { kind: "initialRate", initialRepayment: percent(3) },
  startDate: "2025-01-01",
};

describe("loan dialog notices (issue 10 item 8)", () => {
  it("says nothing about ordinary terms", () => {
    expect(loanNoticeTexts(base)).toEqual([]);
  });

  it("warns with the term a rate just above the interest implies", () => {
    const interest = monthlyInterest(base.amount, base.interestRate);
    const texts = loanNoticeTexts({ ...base, repayment: { kind: "monthlyPayment", monthlyPayment: euros(400) } });
    expect(texts).toEqual(["Mit dieser Rate dauert die Tilgung 90 Jahre."]);
    // One cent above the first month's interest: not repaid within the 100-year guard.
    const oneCent = loanNoticeTexts({ ...base, repayment: { kind: "monthlyPayment", monthlyPayment: (interest + 1) as typeof interest } });
    expect(oneCent).toEqual(["Mit dieser Rate ist das Darlehen auch nach 100 Jahren nicht getilgt."]);
  });

  it("says when Sondertilgungen exceed the balance and are cut", () => {
    // Booked with the payment of 01.03.2025, after two regular payments (500,00 € + 500,83 €).
    const texts = loanNoticeTexts({ ...base, specialRepayments: [{ date: "2025-03-01", amount: euros(250000) }] });
    expect(texts).toEqual(["Die Sondertilgungen übersteigen die Restschuld: gebucht werden nur 198.999,17\u00A0€ statt 250.000,00\u00A0€."]);
  });

  it("labels a loan paid out later by month", () => {
    expect(fromMonthLabel("2027-04-01")).toBe("ab 04.2027");
  });
});
