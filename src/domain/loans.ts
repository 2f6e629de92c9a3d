/**
 * Annuity loans (Annuitätendarlehen), DOMAIN "Annuity loans".
 *
 * The schedule is iterated month by month with cent rounding, like a bank's statement;
 * the closed-form annuity formula drifts from what the bank books. Conventions:
 * - interest per month = balance × Sollzins / 12 (30/360), rounded half away from zero;
 * - principal = payment − interest; the last payment is capped so the balance hits 0;
 * - Sondertilgungen are booked with the regular payment on or after their date and never
 *   change the monthly payment (they shorten the term);
 * - the Sollzins stays the same after the end of the Zinsbindung: the follow-up rate is
 *   unknown, and the balance at that date is what matters for the follow-up financing.
 */
import { addMonths, monthsBetween, parseIsoDate, today, type IsoDate } from "@/core/dates";
import { cents, centsScaler, roundHalfAwayFromZero, roundTo, scaleCents, ZERO_CENTS, type Cents } from "@/core/money";
import { addRates, monthlyInterestOfAll, weightedAverageRate, type RateMilli } from "@/core/rate";

/** Percent per year → per month in cents: balance × rate[milli] / (12 × 100 × 1000). */
const MONTHLY_RATE_DENOMINATOR = 1_200_000;
/** Rates above 50 % are refused (SPEC §5), in thousandths of a percent. */
const MAX_RATE: RateMilli = 50_000 as RateMilli;

export type RepaymentTerms =
  /** Payment = amount × (Sollzins + anfängliche Tilgung) / 12. */
  | { kind: "initialRate"; initialRepayment: RateMilli }
  /** A monthly payment (Rate) agreed directly. */
  | { kind: "monthlyPayment"; monthlyPayment: Cents };

export interface SpecialRepayment {
  date: IsoDate;
  amount: Cents;
}

export interface AnnuityLoan {
  /** Darlehensbetrag, fully disbursed on `startDate`. */
  amount: Cents;
  /** Sollzins p.a., in thousandths of a percent. */
  interestRate: RateMilli;
  repayment: RepaymentTerms;
  /** Auszahlung. */
  startDate: IsoDate;
  /**
   * Default: one month after `startDate`. Payments fall on this day of month, clamped to
   * the month's end.
   */
  firstPaymentDate?: IsoDate;
  /** Ende der Zinsbindung. */
  fixationEndDate?: IsoDate | null;
  specialRepayments?: readonly SpecialRepayment[];
}

export interface ScheduleRow {
  /** 1-based month number. */
  month: number;
  date: IsoDate;
  openingBalance: Cents;
  interest: Cents;
  principal: Cents;
  /** interest + principal; Sondertilgung excluded. */
  payment: Cents;
  specialRepayment: Cents;
  closingBalance: Cents;
}

export interface AnnuitySchedule {
  monthlyPayment: Cents;
  rows: ScheduleRow[];
  totalInterest: Cents;
  /** Regular principal only. */
  totalPrincipal: Cents;
  totalSpecialRepayments: Cents;
  /** Balance after the last row (0 when paid off). */
  finalBalance: Cents;
  paidOff: boolean;
  /** Date of the payment that brought the balance to 0. */
  payoffDate: IsoDate | null;
}

export interface ScheduleOptions {
  /** Stop after this many months (default 1200 = 100 years, a guard for tiny payments). */
  maxMonths?: number;
  /** Stop after the last payment on or before this date. */
  until?: IsoDate;
}

export const DEFAULT_MAX_MONTHS = 1200;

/**
 * What is wrong with loan terms that cannot produce a schedule. The domain names the
 * problem; the German text for it lives in the message catalogue (shared/messages/loans.ts),
 * since the domain sits below shared and cannot import it.
 */
export const loanTermsProblems = ["amount", "rate", "repayment", "payment", "paymentTooLow", "dates"] as const;
export type LoanTermsProblem = (typeof loanTermsProblems)[number];

/** Thrown for loan terms that cannot produce a schedule; `problem` names what is wrong. */
export class LoanTermsError extends Error {
  override name = "LoanTermsError";
  constructor(readonly problem: LoanTermsProblem) {
    super(`Loan terms cannot produce a schedule: ${problem}`);
  }
}

/**
 * Monthly annuity from the initial repayment rate, to the cent, with integer arithmetic
 * only: 200.000 € × (2 % + 3 %) / 12 = 833,33 €; 51.000 € × (0,57 % + 1 %) / 12 = 66,725 €
 * → 66,73 €.
 */
export function monthlyAnnuity(amount: Cents, interestRate: RateMilli, initialRepayment: RateMilli): Cents {
  return scaleCents(amount, addRates(interestRate, initialRepayment), MONTHLY_RATE_DENOMINATOR);
}

/** Interest for one month on `balance`, to the cent. */
export function monthlyInterest(balance: Cents, interestRate: RateMilli): Cents {
  return scaleCents(balance, interestRate, MONTHLY_RATE_DENOMINATOR);
}

export function loanMonthlyPayment(loan: AnnuityLoan): Cents {
  return loan.repayment.kind === "initialRate"
    ? monthlyAnnuity(loan.amount, loan.interestRate, loan.repayment.initialRepayment)
    : loan.repayment.monthlyPayment;
}

/** First problem with the terms, or null when a schedule can be built. */
export function validateLoan(loan: AnnuityLoan): LoanTermsProblem | null {
  if (!Number.isSafeInteger(loan.amount) || loan.amount <= 0) return "amount";
  const rate = loan.interestRate;
  if (!Number.isSafeInteger(rate) || rate < 0 || rate > MAX_RATE) return "rate";
  if (loan.repayment.kind === "initialRate") {
    const t = loan.repayment.initialRepayment;
    if (!Number.isSafeInteger(t) || t <= 0 || t > MAX_RATE) return "repayment";
  } else if (!Number.isSafeInteger(loan.repayment.monthlyPayment) || loan.repayment.monthlyPayment <= 0) {
    return "payment";
  }
  if (loan.firstPaymentDate !== undefined && loan.firstPaymentDate <= loan.startDate) return "dates";
  // Special repayments only ever lower the balance, so if month 1 repays something,
  // every later month does too and the loan ends.
  if (loanMonthlyPayment(loan) <= monthlyInterest(loan.amount, rate)) return "paymentTooLow";
  return null;
}

/**
 * The month-by-month schedule. Invariant (tested for all inputs): sum of principal +
 * sum of Sondertilgungen + final balance = loan amount.
 */
export function buildAnnuitySchedule(loan: AnnuityLoan, options: ScheduleOptions = {}): AnnuitySchedule {
  const problem = validateLoan(loan);
  if (problem) throw new LoanTermsError(problem);

  const maxMonths = options.maxMonths ?? DEFAULT_MAX_MONTHS;
  const payment = loanMonthlyPayment(loan);
  const interestOf = centsScaler(loan.interestRate, MONTHLY_RATE_DENOMINATOR);
  const specials = [...(loan.specialRepayments ?? [])]
    .filter((s) => s.amount > 0)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  // Without an explicit first payment, payments follow the payout's day of month
  // (31.01. → 29.02. → 31.03.), so the anchor is the payout itself, shifted by one month.
  const dates = loan.firstPaymentDate ? paymentDates(loan.firstPaymentDate, 0) : paymentDates(loan.startDate, 1);

  const rows: ScheduleRow[] = [];
  let balance = loan.amount as number;
  let totalInterest = 0;
  let totalPrincipal = 0;
  let totalSpecial = 0;
  let nextSpecial = 0;
  let payoffDate: IsoDate | null = null;

  for (let month = 1; month <= maxMonths && balance > 0; month++) {
    const date = dates(month - 1);
    if (options.until !== undefined && date > options.until) break;
    const opening = balance;
    const interest = interestOf(opening as Cents);
    const principal = Math.min(payment - interest, opening);
    balance = opening - principal;
    // All special repayments dated up to this payment date are booked now.
    let special = 0;
    while (nextSpecial < specials.length && (specials[nextSpecial] as SpecialRepayment).date <= date) {
      special += (specials[nextSpecial] as SpecialRepayment).amount;
      nextSpecial++;
    }
    special = Math.min(special, balance);
    balance -= special;
    totalInterest += interest;
    totalPrincipal += principal;
    totalSpecial += special;
    rows.push({
      month,
      date,
      openingBalance: opening as Cents,
      interest,
      principal: principal as Cents,
      payment: (interest + principal) as Cents,
      specialRepayment: special as Cents,
      closingBalance: balance as Cents,
    });
    if (balance === 0) payoffDate = date;
  }

  return {
    monthlyPayment: payment,
    rows,
    totalInterest: cents(totalInterest),
    totalPrincipal: cents(totalPrincipal),
    totalSpecialRepayments: cents(totalSpecial),
    finalBalance: cents(balance),
    paidOff: balance === 0,
    payoffDate,
  };
}

/**
 * Payment date of month `index` (0-based) = anchor + shift + index months, with the day
 * clamped to the month's end. Computed from parts instead of parsing a string per month,
 * because schedules are built in bulk.
 */
function paymentDates(anchor: IsoDate, shift: number): (index: number) => IsoDate {
  const { year, month, day } = parseIsoDate(anchor);
  if (day <= 28) {
    const dd = anchor.slice(8, 10);
    return (index) => {
      const monthIndex = year * 12 + month - 1 + shift + index;
      const y = Math.floor(monthIndex / 12);
      const m = monthIndex - y * 12 + 1;
      return `${String(y).padStart(4, "0")}-${m < 10 ? "0" : ""}${m}-${dd}`;
    };
  }
  return (index) => addMonths(anchor, shift + index);
}

/** Above this term the loan dialog warns (SPEC: 30 years is usual; 40 is clearly unusual). */
export const LONG_TERM_MONTHS = 480;

export interface LoanNotices {
  /** Months until the loan is repaid, or null when it is not repaid within 100 years. */
  termMonths: number | null;
  /** The term is over {@link LONG_TERM_MONTHS} or endless: the rate barely beats the interest. */
  longTerm: boolean;
  /** Sondertilgungen entered and what the schedule could book (less when they exceed the balance). */
  specialRequested: Cents;
  specialBooked: Cents;
}

/**
 * What the loan dialog should point out about terms that are valid but probably not meant:
 * a rate just above the first month's interest (a plan of decades) and Sondertilgungen above
 * the balance, which the schedule cuts down.
 */
export function loanNotices(loan: AnnuityLoan): LoanNotices {
  const schedule = buildAnnuitySchedule(loan);
  const termMonths = schedule.paidOff ? schedule.rows.length : null;
  let requested = 0;
  for (const s of loan.specialRepayments ?? []) if (s.amount > 0) requested += s.amount;
  return {
    termMonths,
    longTerm: termMonths === null || termMonths > LONG_TERM_MONTHS,
    specialRequested: cents(requested),
    specialBooked: schedule.totalSpecialRepayments,
  };
}

/** A loan counts in today's figures (debt, payment) only from its payout on. */
export function isDisbursed(loan: Pick<AnnuityLoan, "startDate">, asOf: IsoDate = today()): boolean {
  return loan.startDate <= asOf;
}

/**
 * Remaining debt after all payments (and Sondertilgungen) on or before `date`;
 * the full amount before the first payment.
 */
export function balanceAt(loan: AnnuityLoan, date: IsoDate): Cents {
  const schedule = buildAnnuitySchedule(loan, { until: date });
  return schedule.rows.length === 0 ? loan.amount : schedule.finalBalance;
}

/** Restschuld at the end of the Zinsbindung: what the follow-up financing must cover. */
export function balanceAtFixationEnd(loan: AnnuityLoan): Cents | null {
  return loan.fixationEndDate ? balanceAt(loan, loan.fixationEndDate) : null;
}

/**
 * A Zinsbindung ending within this many months needs the follow-up financing
 * (Anschlussfinanzierung) arranged now: the loan overview warns about it.
 */
export const FOLLOW_UP_WARNING_MONTHS = 24;

/**
 * The Zinsbindung ends between `asOf` and {@link FOLLOW_UP_WARNING_MONTHS} months later while
 * debt is left then: a follow-up financing is due soon. An ended Zinsbindung or a loan
 * repaid by then needs none.
 */
export function followUpDueSoon(
  fixationEnd: IsoDate | null | undefined,
  balanceAtEnd: Cents | null,
  asOf: IsoDate = today(),
): boolean {
  if (!fixationEnd || balanceAtEnd === null || balanceAtEnd <= 0) return false;
  return fixationEnd >= asOf && fixationEnd <= addMonths(asOf, FOLLOW_UP_WARNING_MONTHS);
}

/** End of the Zinsbindung from its length in years, counted from the payout. */
export function fixationEndDate(startDate: IsoDate, fixationYears: number): IsoDate {
  return addMonths(startDate, roundHalfAwayFromZero(fixationYears * 12));
}

/**
 * Years from `from` (default today) until `date`, in whole months / 12, rounded to one
 * decimal and never negative ("Zinsbindung endet in 3,4 Jahren").
 */
export function yearsUntil(date: IsoDate, from: IsoDate = today()): number {
  const months = monthsBetween(from, date);
  return months <= 0 ? 0 : roundTo(months / 12, 1);
}

// ---------------------------------------------------------------------------------------
// Financing card (SPEC §3 "Financial metrics", §9 "Financing estimate")
// ---------------------------------------------------------------------------------------

/**
 * Estimated split of this month's payment when only totals are known:
 * interest = remaining debt × average rate / 12, principal = payment − interest,
 * both floored at zero (a debt-free loan has no interest, an underpaid one no principal).
 */
export function estimateMonthlySplit(input: {
  remainingDebt: Cents;
  averageInterestRate: RateMilli;
  monthlyPayment: Cents;
}): { interest: Cents; principal: Cents } {
  return splitPayment(monthlyInterest(input.remainingDebt, input.averageInterestRate), input.monthlyPayment);
}

function splitPayment(rawInterest: Cents, monthlyPayment: Cents): { interest: Cents; principal: Cents } {
  const interest = rawInterest > 0 ? rawInterest : ZERO_CENTS;
  const principal = monthlyPayment - interest;
  return { interest, principal: principal > 0 ? cents(principal) : ZERO_CENTS };
}

export interface FinancingInput {
  originalAmount: Cents;
  remainingDebt: Cents;
  monthlyPayment: Cents;
  interestRate: RateMilli;
  fixationEndDate?: IsoDate | null;
}

export interface FinancialMetrics {
  hasFinancingData: boolean;
  totalMonthlyPayment: Cents;
  totalRemainingDebt: Cents;
  totalOriginalLoanAmount: Cents;
  /**
   * Weighted by remaining debt (by original amount once everything is repaid), rounded
   * once to 2 decimals (a multiple of 10 thousandths).
   */
  averageInterestRate: RateMilli | null;
  /** Earliest end of a Zinsbindung today or later. */
  nextRenewalDate: IsoDate | null;
  nextRenewalYears: number | null;
  estimatedMonthlyInterest: Cents;
  estimatedMonthlyPrincipal: Cents;
}

/** The figures of the financing card for a set of loans. */
export function summarizeFinancing(loans: readonly FinancingInput[], asOf: IsoDate = today()): FinancialMetrics {
  let payment = 0;
  let debt = 0;
  let original = 0;
  let nextRenewalDate: IsoDate | null = null;
  for (const loan of loans) {
    payment += loan.monthlyPayment;
    debt += loan.remainingDebt;
    original += loan.originalAmount;
    const end = loan.fixationEndDate;
    if (end && end >= asOf && (nextRenewalDate === null || end < nextRenewalDate)) nextRenewalDate = end;
  }
  const byDebt = loans.map((l) => ({ weight: l.remainingDebt, rate: l.interestRate }));
  const byOriginal = loans.map((l) => ({ weight: l.originalAmount, rate: l.interestRate }));
  // Two decimals: the average is shown, never computed with (SPEC §3).
  const averageInterestRate = debt > 0 ? weightedAverageRate(byDebt, 10) : original > 0 ? weightedAverageRate(byOriginal, 10) : null;
  // SPEC §9: debt × exact average rate / 12 = Σ debt × rate / 12, rounded once (not with
  // the rounded average, and not with a float average that misses half-cent ties).
  const split = splitPayment(debt > 0 ? monthlyInterestOfAll(byDebt) : ZERO_CENTS, cents(payment));
  return {
    hasFinancingData: loans.length > 0,
    totalMonthlyPayment: cents(payment),
    totalRemainingDebt: cents(debt),
    totalOriginalLoanAmount: cents(original),
    averageInterestRate,
    nextRenewalDate,
    nextRenewalYears: nextRenewalDate ? yearsUntil(nextRenewalDate, asOf) : null,
    estimatedMonthlyInterest: split.interest,
    estimatedMonthlyPrincipal: split.principal,
  };
}
