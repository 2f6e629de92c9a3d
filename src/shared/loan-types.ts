// API answers of the loan endpoints (issue 6). Money is integer cents, rates are
// percent as exact decimal text ("7.612", "2"; docs/decisions/0007-exact-rates.md), dates 'yyyy-MM-dd'. Figures "today" use the server's today().
import type { Cents } from "@/core/money";
import type { RepaymentKind } from "./enums";

export type SpecialRepaymentDto = { id: string; date: string; amountCents: Cents };

/** What the schedule says about a loan today. */
export type LoanSummary = {
  /** False before the payout: the loan then counts neither as debt nor as payment today. */
  disbursed: boolean;
  /** The agreed monthly payment (Rate), Sondertilgungen excluded. */
  monthlyPaymentCents: Cents;
  /** The payment still due per month today: 0 once the loan is repaid. */
  currentMonthlyPaymentCents: Cents;
  remainingDebtCents: Cents;
  /** Restschuld at the end of the Zinsbindung; null without a fixation end. */
  balanceAtFixationEndCents: Cents | null;
  /** Whole months to the fixation end / 12, one decimal; null without or after it. */
  fixationYearsLeft: number | null;
  totalInterestCents: Cents;
  payoffDate: string | null;
  termMonths: number;
};

export type LoanDto = {
  id: string;
  version: number;
  propertyId: string;
  lender: string;
  amountCents: Cents;
  disbursementDate: string;
  /** Percent as decimal text: "7.612". */
  interestRatePercent: string;
  repaymentKind: RepaymentKind;
  initialRepaymentPercent: string | null;
  /** Only for repaymentKind 'monthly_payment'; the effective payment is in `summary`. */
  monthlyPaymentCents: Cents | null;
  fixationEndDate: string | null;
  notes: string;
  specialRepayments: SpecialRepaymentDto[];
  summary: LoanSummary;
  createdAt: string;
  updatedAt: string;
};

/** GET /properties/:id/loans */
export type PropertyLoansDto = {
  property: { id: string; name: string };
  items: LoanDto[];
};

export type ScheduleRowDto = {
  /** 1-based. */
  month: number;
  date: string;
  openingBalanceCents: Cents;
  interestCents: Cents;
  principalCents: Cents;
  /** interest + principal; Sondertilgung excluded. */
  paymentCents: Cents;
  specialRepaymentCents: Cents;
  closingBalanceCents: Cents;
};

/** GET /loans/:id/schedule */
export type LoanScheduleDto = {
  loanId: string;
  lender: string;
  amountCents: Cents;
  monthlyPaymentCents: Cents;
  fixationEndDate: string | null;
  balanceAtFixationEndCents: Cents | null;
  totalInterestCents: Cents;
  totalPrincipalCents: Cents;
  totalSpecialRepaymentsCents: Cents;
  paidOff: boolean;
  payoffDate: string | null;
  rows: ScheduleRowDto[];
};

/** SPEC §3 "Financial metrics (financing card)", at today's date. */
export type FinancialMetricsDto = {
  hasFinancingData: boolean;
  totalMonthlyPayment: Cents;
  totalRemainingDebt: Cents;
  totalOriginalLoanAmount: Cents;
  /** Percent as decimal text ("2.67"), weighted by remaining debt, 2 decimals; null without loans. */
  averageInterestRate: string | null;
  /** Earliest end of a Zinsbindung today or later. */
  nextRenewalDate: string | null;
  nextRenewalYears: number | null;
  /** SPEC §9: remaining debt × average rate / 12, floored at 0. */
  estimatedMonthlyInterest: Cents;
  /** SPEC §9: payment − estimated interest, floored at 0. */
  estimatedMonthlyPrincipal: Cents;
  loanCount: number;
  /** The date the figures were computed for. */
  asOf: string;
};

/** GET /financing/overview: the whole portfolio. */
export type FinancingOverviewDto = FinancialMetricsDto & {
  propertyCount: number;
  nextRenewal: { date: string; propertyId: string; propertyName: string; lender: string } | null;
};

/** POST /loans/:id/bookings: what the run did. */
export type LoanBookingsRunDto = {
  created: number;
  /** Due, but booked already (or in a closed year). */
  skipped: number;
  /** Future, unedited instalments that no longer matched the loan and were booked anew (or dropped). */
  removed: number;
};

/** One loan of GET /loans, the portfolio's loan overview (issue 10 item 7). */
export type LoanOverviewItemDto = {
  id: string;
  property: { id: string; name: string };
  lender: string;
  amountCents: Cents;
  disbursementDate: string;
  /** False before the payout: shown as "ab MM.JJJJ", not in today's totals. */
  disbursed: boolean;
  /** 0 before the payout and once repaid. */
  remainingDebtCents: Cents;
  /** Percent as decimal text: "7.612". */
  interestRatePercent: string;
  /** The agreed monthly payment (Rate). */
  monthlyPaymentCents: Cents;
  /** What is due per month today: 0 before the payout and once repaid. */
  currentMonthlyPaymentCents: Cents;
  fixationEndDate: string | null;
  balanceAtFixationEndCents: Cents | null;
  /** The Zinsbindung ends within 24 months with debt left: Anschlussfinanzierung due. */
  followUpDueSoon: boolean;
};

/** Totals of the loan overview over every loan of the workspace (not only the page). */
export type LoanOverviewTotalsDto = {
  loanCount: number;
  /** Loans paid out by today: what the money totals cover. */
  disbursedCount: number;
  totalRemainingDebtCents: Cents;
  totalMonthlyPaymentCents: Cents;
  /** Percent as decimal text ("2.67"), weighted by remaining debt, 2 decimals; null without debt. */
  averageInterestRate: string | null;
  /** Loans whose Zinsbindung ends within 24 months with debt left. */
  followUpDueSoonCount: number;
  /** The date the figures were computed for. */
  asOf: string;
};

/** GET /loans?page=&pageSize=: sorted by fixation end (none last), then lender. */
export type LoanOverviewDto = {
  items: LoanOverviewItemDto[];
  total: number;
  page: number;
  pageSize: number;
  totals: LoanOverviewTotalsDto;
};
