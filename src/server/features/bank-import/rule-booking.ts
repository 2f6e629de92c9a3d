import { and, eq, inArray, sql } from "drizzle-orm";
import { bookingLineInput, type BookingCreateInput } from "@/shared/schemas/bookings";
import type { Db } from "@/server/db/client";
import { bankRules, bankTransactions, closedTaxYears } from "@/server/db/schema";
import { insertBooking } from "@/server/features/bookings";
import type { BankRuleRow } from "./bank-rule-dto";
import type { BankTransactionRow } from "./bank-transaction-dto";

// Booking a transaction the way a rule says: one line on the rule's property and category,
// the bank's date, amount and counterparty as they are. Used by automatic rules at import.

/** The idempotency key of the booking made from a transaction: one booking per transaction. */
export const bankSourceKey = (transactionId: string) => `bank:${transactionId}`;

/** The booking a transaction makes under a rule, or null when it cannot be one (an amount of 0). */
export function ruleBooking(transaction: BankTransactionRow, rule: BankRuleRow): BookingCreateInput | null {
  if (transaction.amountCents === 0) return null;
  const line = bookingLineInput.safeParse({
    propertyId: rule.propertyId,
    unitId: rule.unitId,
    category: rule.category,
    subcategoryId: rule.subcategoryId,
    betrkvType: rule.betrkvType,
    amountCents: transaction.amountCents,
  });
  if (!line.success) return null;
  return {
    number: null,
    paymentDate: transaction.bookingDate,
    documentDate: transaction.bookingDate,
    dueDate: null,
    servicePeriodStart: null,
    servicePeriodEnd: null,
    amountCents: transaction.amountCents,
    vatCents: null,
    tenantId: null,
    counterpartyName: (transaction.counterpartyName ?? "").slice(0, 200),
    text: (transaction.purpose.trim() || rule.name).slice(0, 500),
    receiptIds: [],
    lines: [line.data],
  };
}

/** Links a transaction to the booking made from it (booked; never ignored then). */
export async function linkBooking(tx: Db, workspaceId: string, transactionId: string, bookingId: string): Promise<void> {
  await tx
    .update(bankTransactions)
    .set({ bookingId, ignored: false, version: sql`${bankTransactions.version} + 1`, updatedAt: new Date() })
    .where(and(eq(bankTransactions.id, transactionId), eq(bankTransactions.workspaceId, workspaceId)));
}

/** Counts uses of rules: +n each. */
export async function countRuleUses(tx: Db, workspaceId: string, uses: ReadonlyMap<string, number>): Promise<void> {
  for (const [ruleId, n] of uses) {
    await tx
      .update(bankRules)
      .set({ uses: sql`${bankRules.uses} + ${n}` })
      .where(and(eq(bankRules.id, ruleId), eq(bankRules.workspaceId, workspaceId)));
  }
}

/** The closed tax years among the years of `dates`: a booking there would be refused, so automatic rules leave those open. */
export async function closedYearsOf(tx: Db, workspaceId: string, dates: readonly string[]): Promise<Set<number>> {
  const years = [...new Set(dates.map((d) => Number(d.slice(0, 4))))];
  if (years.length === 0) return new Set();
  const rows = await tx
    .select({ year: closedTaxYears.year })
    .from(closedTaxYears)
    .where(and(eq(closedTaxYears.workspaceId, workspaceId), inArray(closedTaxYears.year, years)));
  return new Set(rows.map((r) => r.year));
}

/**
 * Books `transaction` under `rule` in the caller's transaction and links it; false when it
 * cannot be booked that way (an amount of 0). The caller leaves out closed years
 * ({@link closedYearsOf}): insertBooking refuses them, and that would refuse the whole import.
 */
export async function bookByRule(tx: Db, args: { workspaceId: string; userId: string | null; transaction: BankTransactionRow; rule: BankRuleRow }): Promise<boolean> {
  const input = ruleBooking(args.transaction, args.rule);
  if (!input) return false;
  const bookingId = await insertBooking(tx, { workspaceId: args.workspaceId, userId: args.userId, input, origin: "bank", sourceKey: bankSourceKey(args.transaction.id) });
  if (!bookingId) return false;
  await linkBooking(tx, args.workspaceId, args.transaction.id, bookingId);
  return true;
}
