/**
 * The tax year a payment counts in (§11 EStG, DOMAIN "Anlage V").
 *
 * Cash basis: income counts in the year it is received (§11(1) S. 1), an expense in the year
 * it is paid (§11(2) S. 1). Exception for regularly recurring payments (§11(1) S. 2, (2) S. 2):
 * one received or paid "kurze Zeit" (10 days, H 11 EStH) around the end of the year it belongs
 * to counts in that year. The product reads "belongs to" as the year of the due date and, like
 * the BFH (11.11.2014, VIII R 34/12), requires the payment to fall due within the short period
 * too. So a recurring payment both due and paid within 22.12.–10.01. (both days inclusive, the
 * window around one year end) counts in the due date's year, every other payment in the
 * payment date's year.
 */
import { parseIsoDate, type IsoDate } from "@/core/dates";
import type { BookingCategory } from "./booking-categories";

/** First day of the window in December and last day in January ("kurze Zeit" = 10 days). */
export const YEAR_END_WINDOW = { decemberFrom: 22, januaryUntil: 10 } as const;

/**
 * The year whose end the 10-day window around `date` belongs to: 22.–31.12.Y and 01.–10.01.Y+1
 * give Y; any other day null.
 */
export function yearEndWindow(date: IsoDate): number | null {
  const { year, month, day } = parseIsoDate(date);
  if (month === 12 && day >= YEAR_END_WINDOW.decemberFrom) return year;
  if (month === 1 && day <= YEAR_END_WINDOW.januaryUntil) return year - 1;
  return null;
}

export function taxYearOfPayment(p: { paymentDate: IsoDate; dueDate: IsoDate | null; regularlyRecurring: boolean }): number {
  const paymentYear = parseIsoDate(p.paymentDate).year;
  if (!p.regularlyRecurring || p.dueDate === null) return paymentYear;
  const window = yearEndWindow(p.paymentDate);
  // Both in the window around the same year end; a payment a whole year late is no exception.
  if (window === null || yearEndWindow(p.dueDate) !== window) return paymentYear;
  return parseIsoDate(p.dueDate).year;
}

/**
 * Whether payments of a category are regularly recurring (§11(1) S. 2 EStG) by default. Recurring
 * means: owed at fixed intervals of at most a year under a continuing legal relationship, the
 * amount need not be the same each time (H 11 EStH). A wrong "yes" moves a
 * one-off invoice paid around New Year into its due date's year, a wrong "no" leaves a recurring
 * payment in the payment year; so only categories whose payments are periodic by nature say yes.
 * A booking from a recurring template (recurrence.ts) is recurring whatever its category and
 * passes `regularlyRecurring: true` itself.
 */
const regularlyRecurring: Record<BookingCategory, boolean> = {
  // Rent is due monthly in advance (§556b(1) BGB); NK prepayments with it (§556(2) BGB).
  rent: true,
  service_charge_prepayment: true,
  parking_rent: true,
  // The annual statement's back-payment or refund: its amount and due date come from the
  // statement, once; not a periodic obligation.
  service_charge_settlement: false,
  deposit_retained: false,
  other_income: false,
  // Not income; its timing never matters for the tax year.
  deposit: false,
  // Repairs are one-off invoices (their spreading is §82b EStDV, maintenance-spread.ts).
  maintenance: false,
  // Mixed: utility advances are monthly, but a caretaker or chimney-sweep invoice is one-off.
  operating_costs: false,
  // Grundsteuer is due in fixed quarterly (or annual) instalments (§28 GrStG).
  property_tax: true,
  // Premiums are due per insurance period (monthly … yearly), often on 01.01.
  insurance: true,
  // Mixed: a manager's monthly fee, but also one-off invoices (legal advice, advertising).
  administration: false,
  // Interest and principal of an annuity instalment are due on the same fixed dates; both are
  // recurring so the two halves of one instalment land in the same year.
  loan_interest: true,
  loan_repayment: true,
  // Disagio, arrangement and notary fees: once per loan.
  financing_costs: false,
  other_expenses: false,
  acquisition_costs: false,
  non_deductible: false,
};

export function isRegularlyRecurringCategory(category: BookingCategory): boolean {
  return regularlyRecurring[category];
}

/**
 * The month "YYYY-MM" a payment counts in when a report covers months instead of a year: its
 * payment month, unless the 10-day rule gives it another year — then the month of that year
 * next to the year end it crossed (January's rent paid on 28.12. counts in January, a December
 * instalment debited on 02.01. in December). So the twelve months of a year add up to the
 * year exactly (decision 0019).
 */
export function taxMonthOfPayment(p: { paymentDate: IsoDate; dueDate: IsoDate | null; regularlyRecurring: boolean }): string {
  const { year, month } = parseIsoDate(p.paymentDate);
  const taxYear = taxYearOfPayment(p);
  if (taxYear > year) return `${taxYear}-01`;
  if (taxYear < year) return `${taxYear}-12`;
  return `${year}-${String(month).padStart(2, "0")}`;
}
