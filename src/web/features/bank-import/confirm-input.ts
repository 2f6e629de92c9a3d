import type { BankRuleDto, BankTransactionConfirmInput, BankTransactionDto } from "@/shared/bank-import-types";
import { bookingCreateInput, type BookingCreateInput } from "@/shared/schemas/bookings";
import { categoryChoice, type BookingPrefill } from "@/web/features/bookings";

// The bodies of POST /bank-transactions/:id/confirm, each with the version of the transaction
// as listed (a 409 `stale` tells the list is outdated), and what the booking dialog starts with
// when the user books a transaction by hand. The bank's facts (date, amount, counterparty)
// are the transaction's: the server refuses a booking that changes them.

type Tx = Pick<BankTransactionDto, "version" | "bookingDate" | "amountCents" | "counterpartyName" | "purpose">;

/** Field bounds of a booking (shared schema): a longer purpose is cut, not refused. */
const MAX_TEXT = 500;
const MAX_COUNTERPARTY = 200;

/** A rent payment of `contractId`; `rentMonth` null: the oldest open month first (§366(2) BGB). */
export const rentConfirmInput = (tx: Tx, contractId: string, rentMonth: string | null): BankTransactionConfirmInput => ({ kind: "rent", contractId, rentMonth, version: tx.version });

export const bookingConfirmInput = (tx: Tx, booking: BookingCreateInput, saveRule: { name: string; automatic: boolean } | null): BankTransactionConfirmInput => ({
  kind: "booking",
  booking,
  saveRule,
  version: tx.version,
});

/**
 * The booking a rule's proposal makes of a transaction: its date, amount, counterparty and
 * purpose, one line as the rule says. Null when the shared booking schema refuses it (a rule
 * whose line no longer makes a valid booking): the user then books it in the dialog.
 */
export function ruleBooking(tx: Tx, rule: Pick<BankRuleDto, "propertyId" | "unitId" | "category" | "subcategoryId" | "betrkvType">): BookingCreateInput | null {
  const result = bookingCreateInput.safeParse({
    paymentDate: tx.bookingDate,
    documentDate: tx.bookingDate,
    amountCents: tx.amountCents,
    counterpartyName: (tx.counterpartyName ?? "").slice(0, MAX_COUNTERPARTY),
    text: tx.purpose.slice(0, MAX_TEXT),
    lines: [{ propertyId: rule.propertyId, unitId: rule.unitId, category: rule.category, subcategoryId: rule.subcategoryId, betrkvType: rule.betrkvType, amountCents: tx.amountCents }],
  });
  return result.success ? result.data : null;
}

/** Where a rule books: a stored rule, or only what its proposal names when the rule is gone. */
export type BookingPlace = Pick<BankRuleDto, "propertyId" | "category"> & Partial<Pick<BankRuleDto, "unitId" | "subcategoryId">>;

/**
 * What the booking dialog starts with for a transaction: its facts, and the rule's place and
 * category when a rule proposed it; else the account's property when it has exactly one.
 */
export function transactionPrefill(tx: Tx, rule: BookingPlace | null, accountPropertyIds: readonly string[] = []): BookingPrefill {
  return {
    amountCents: tx.amountCents,
    paymentDate: tx.bookingDate,
    counterpartyName: (tx.counterpartyName ?? "").slice(0, MAX_COUNTERPARTY),
    text: tx.purpose.slice(0, MAX_TEXT),
    propertyId: rule?.propertyId ?? (accountPropertyIds.length === 1 ? accountPropertyIds[0] : undefined),
    unitId: rule?.unitId ?? undefined,
    category: rule ? categoryChoice(rule.category, rule.subcategoryId ?? null) : undefined,
  };
}

/** "Immer so buchen": the rule's name unless the user gives one, the counterparty or the start of the purpose. */
export function defaultRuleName(tx: Pick<BankTransactionDto, "counterpartyName" | "purpose">): string {
  const name = tx.counterpartyName?.trim() || tx.purpose.trim().slice(0, 40).trim();
  return name || "Neue Regel";
}
