import { and, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import { cents } from "@/core/money";
import type { BankProposal, BankTransactionDto, BankTransactionStatus } from "@/shared/bank-import-types";
import type { Db } from "@/server/db/client";
import { bankAccounts, bankTransactions } from "@/server/db/schema";

export type BankTransactionRow = typeof bankTransactions.$inferSelect;
export type ListedTransaction = BankTransactionRow & { bankAccountName: string };

/** Derived, never stored: a booking makes it booked (deleting the booking reopens it), else ignored or open. */
export const statusOf = (row: Pick<BankTransactionRow, "bookingId" | "ignored">): BankTransactionStatus =>
  row.bookingId !== null ? "booked" : row.ignored ? "ignored" : "open";

/** The condition of a status (the open one as the partial index of open transactions is written). */
export function statusWhere(status: BankTransactionStatus): SQL {
  switch (status) {
    case "open":
      return and(isNull(bankTransactions.bookingId), eq(bankTransactions.ignored, false))!;
    case "ignored":
      return eq(bankTransactions.ignored, true);
    case "booked":
      return isNotNull(bankTransactions.bookingId);
  }
}

/** The workspace's transactions matching `where`, newest first, with their account's name. */
export async function loadTransactions(db: Db, workspaceId: string, where: SQL | undefined, limit?: number): Promise<ListedTransaction[]> {
  const query = db
    .select({ t: bankTransactions, bankAccountName: bankAccounts.name })
    .from(bankTransactions)
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankTransactions.bankAccountId))
    .where(and(eq(bankTransactions.workspaceId, workspaceId), where))
    .orderBy(desc(bankTransactions.bookingDate), desc(bankTransactions.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((r) => ({ ...r.t, bankAccountName: r.bankAccountName }));
}

export function transactionDto(row: ListedTransaction, proposal: BankProposal | null): BankTransactionDto {
  const status = statusOf(row);
  return {
    id: row.id,
    bankAccountId: row.bankAccountId,
    bankAccountName: row.bankAccountName,
    bookingDate: row.bookingDate,
    valueDate: row.valueDate,
    amountCents: cents(row.amountCents),
    counterpartyName: row.counterpartyName,
    counterpartyIban: row.counterpartyIban,
    purpose: row.purpose,
    status,
    bookingId: row.bookingId,
    proposal: status === "open" ? proposal : null,
    version: row.version,
  };
}
