import crypto from "node:crypto";
import { formatDate } from "@/core/dates";
import { formatEuro } from "@/core/money";
import { rateToDecimal } from "@/core/rate";
import { messages } from "@/shared/messages";
import { bookingCreateInput } from "@/shared/schemas/bookings";
import { loanInput } from "@/shared/schemas/loans";
import { categoryOfText } from "./booking-category";
import { bookingKey, loanKey, type PlanRegistry, type PropertyRef, type UnitRef } from "./plan-registry";
import type { RowWork } from "./row-work";

// The loan or booking of a row: found by its natural key or checked like a new one with the
// schemas of the loan dialog and the booking form, plus what their services check against the
// database (a booking's year is open).

const newId = () => crypto.randomUUID();

/** The row's loan on the property: by lender, payout date and amount; else a new one (schedule from its terms, as the loan dialog saves it). */
export function loanOfRow(work: RowWork, registry: PlanRegistry, property: PropertyRef): void {
  const v = work.values;
  if (!v.lender || !v.disbursementDate || v.loanAmount === undefined) return; // each "… fehlt" is the row's problem already
  const label = `${v.lender}, ${formatEuro(v.loanAmount, { decimals: 2 })} (${property.name})`;
  const key = loanKey(property.id, v.lender, v.disbursementDate, v.loanAmount);
  const found = registry.loan(key);
  if (found) {
    work.act("loan", found, label);
    return;
  }
  const parsed = loanInput.safeParse({
    lender: v.lender,
    amountCents: v.loanAmount,
    disbursementDate: v.disbursementDate,
    interestRatePercent: v.interestRate === undefined ? null : rateToDecimal(v.interestRate),
    repaymentKind: v.initialRepayment !== undefined ? "initial_rate" : "monthly_payment",
    initialRepaymentPercent: v.initialRepayment === undefined ? null : rateToDecimal(v.initialRepayment),
    monthlyPaymentCents: v.monthlyPayment ?? null,
    fixationEndDate: v.fixationEnd ?? null,
  });
  if (!parsed.success) {
    work.refused(parsed.error.issues);
    return;
  }
  const ref = { id: newId(), label, isNew: true };
  work.act("loan", ref, label);
  work.adds(() => registry.addLoan(ref, key, property.id, parsed.data));
}

/**
 * The row's booking on the property (and unit): by date, amount, text and property; else a new
 * one with one line of the category its text names. Two rows of one file with the same key
 * are one booking twice: the later one is a problem, so no payment is silently merged.
 */
export function bookingOfRow(work: RowWork, registry: PlanRegistry, property: PropertyRef, unit: UnitRef | null): void {
  const v = work.values;
  if (!v.paymentDate || v.bookingAmount === undefined) return;
  const text = v.bookingText ?? "";
  const label = `${formatDate(v.paymentDate)}, ${formatEuro(v.bookingAmount, { decimals: 2 })}${text ? ` ${text}` : ""}`;
  const key = bookingKey(property.id, v.paymentDate, v.bookingAmount, text);
  const found = registry.booking(key);
  if (found?.rowNumber != null) {
    work.fail(messages.importBookingTwice(found.rowNumber));
    return;
  }
  if (found) {
    work.act("booking", found, label);
    return;
  }
  if (!v.category) {
    work.fail(messages.rowValueMissing("Kategorie"));
    return;
  }
  const category = categoryOfText(v.category, v.bookingAmount);
  if (!category.ok) {
    work.fail(category.message);
    return;
  }
  const year = Number(v.paymentDate.slice(0, 4));
  if (registry.closedYears.has(year)) {
    work.fail(messages.yearClosed(year));
    return;
  }
  const parsed = bookingCreateInput.safeParse({
    paymentDate: v.paymentDate,
    documentDate: v.paymentDate,
    amountCents: v.bookingAmount,
    counterpartyName: v.counterparty ?? "",
    text,
    lines: [{ propertyId: property.id, unitId: unit?.id ?? null, ...category.value, amountCents: v.bookingAmount }],
  });
  if (!parsed.success) {
    work.refused(parsed.error.issues);
    return;
  }
  const ref = { id: newId(), label, isNew: true, rowNumber: work.rowNumber };
  work.act("booking", ref, label);
  work.adds(() => registry.addBooking(ref, key, parsed.data));
}
