import type { QueryClient } from "@tanstack/react-query";
import type { BankTransactionStatus } from "@/shared/bank-import-types";
import { invalidateLedger } from "@/web/lib/query-keys";

export type BankTransactionParams = { status: BankTransactionStatus; bankAccountId: string | null };

/**
 * Query keys of the bank import. Accounts, transactions and rules feed each other's figures
 * (an import or a confirmation changes an account's open count and last date; a rule saved
 * with "Immer so buchen" counts its uses), so every key sits under "bank-import" and every
 * write invalidates the family.
 */
export const bankImportKeys = {
  all: () => ["bank-import"] as const,
  accounts: () => ["bank-import", "accounts"] as const,
  account: (id: string) => ["bank-import", "accounts", id] as const,
  transactions: (params: BankTransactionParams) => ["bank-import", "transactions", params] as const,
  rules: () => ["bank-import", "rules"] as const,
};

export const invalidateBankImport = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: bankImportKeys.all() });

/**
 * A transaction booked (confirmed, imported and booked by an automatic rule): a new booking
 * and perhaps a rent payment, so the ledger's screens (bookings, rent roll, reports) are stale too.
 */
export const invalidateBankBooking = (queryClient: QueryClient) => Promise.all([invalidateBankImport(queryClient), invalidateLedger(queryClient)]);
