import type { LoanDto } from "@/shared/loan-types";
import { formatEuro, roundTo, type Cents } from "@/core/money";
import type { LoanFormValues } from "@/shared/schemas/loans";
import { toDecimalInput } from "@/core/number";

/** Cents → "200.000,00" for a money input (parses back with parseEuroToCents). */
export const moneyText = (value: Cents) => formatEuro(value, { decimals: 2 }).replace(/\s*€$/, "");

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
    amountCents: moneyText(loan.amountCents),
    disbursementDate: loan.disbursementDate,
    interestRatePercent: rateText(loan.interestRatePercent),
    repaymentKind: loan.repaymentKind,
    initialRepaymentPercent: loan.initialRepaymentPercent === null ? "" : rateText(loan.initialRepaymentPercent),
    monthlyPaymentCents: loan.monthlyPaymentCents === null ? "" : moneyText(loan.monthlyPaymentCents),
    fixationEndDate: loan.fixationEndDate ?? "",
    notes: loan.notes,
    specialRepayments: loan.specialRepayments.map((s) => ({ date: s.date, amountCents: moneyText(s.amountCents) })),
  };
}
