import type { LoanDto } from "@/shared/loan-types";
import { rateToInputValue } from "@/core/rate";
import { rateOf, type LoanFormValues } from "@/shared/schemas/loans";
import { euroInput } from "@/web/lib/form-values";

/** The API's "2" → "2,00", "3.875" → "3,875". */
export const rateText = (decimal: string) => rateToInputValue(rateOf(decimal));

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
