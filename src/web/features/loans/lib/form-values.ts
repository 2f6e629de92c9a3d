import type { LoanDto } from "@/shared/loan-types";
import { roundTo } from "@/core/money";
import type { LoanFormValues } from "@/shared/schemas/loans";
import { toDecimalInput } from "@/core/number";
import { euroInput } from "@/web/lib/form-values";

/** 2 → "2,00", 3.875 → "3,875". */
export const rateText = (value: number) => toDecimalInput(value, roundTo(value, 2) === value ? 2 : 3);

export function emptyLoanForm(): LoanFormValues {
  return {
    lender: "",
    amountCents: "",
    disbursementDate: "",
    interestRatePercent: "",
    repaymentKind: "initial_rate",
    initialRepaymentPercent: "",
    monthlyPaymentCents: "",
    fixationEndDate: "",
    notes: "",
    specialRepayments: [],
  };
}

export function loanToForm(loan: LoanDto): LoanFormValues {
  return {
    lender: loan.lender,
    amountCents: euroInput(loan.amountCents),
    disbursementDate: loan.disbursementDate,
    interestRatePercent: rateText(loan.interestRatePercent),
    repaymentKind: loan.repaymentKind,
    initialRepaymentPercent: loan.initialRepaymentPercent === null ? "" : rateText(loan.initialRepaymentPercent),
    monthlyPaymentCents: loan.monthlyPaymentCents === null ? "" : euroInput(loan.monthlyPaymentCents),
    fixationEndDate: loan.fixationEndDate ?? "",
    notes: loan.notes,
    specialRepayments: loan.specialRepayments.map((s) => ({ date: s.date, amountCents: euroInput(s.amountCents) })),
  };
}
