import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { BankTransactionDto } from "@/shared/bank-import-types";
import { apiFetch } from "@/web/lib/api";
import { bankImportKeys, type BankTransactionParams } from "./query-keys";

export const listBankTransactions = (p: BankTransactionParams) => {
  const query = new URLSearchParams({ status: p.status });
  if (p.bankAccountId) query.set("bankAccountId", p.bankAccountId);
  return apiFetch<BankTransactionDto[]>(`/bank-transactions?${query}`);
};

// The previous tab stays on screen while the next one loads.
export const bankTransactionsQuery = (p: BankTransactionParams) =>
  queryOptions({ queryKey: bankImportKeys.transactions(p), queryFn: () => listBankTransactions(p), placeholderData: keepPreviousData });

export const useBankTransactions = (p: BankTransactionParams) => useQuery(bankTransactionsQuery(p));
