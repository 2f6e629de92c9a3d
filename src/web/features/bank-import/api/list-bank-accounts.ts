import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BankAccountDto } from "@/shared/bank-import-types";
import { apiFetch } from "@/web/lib/api";
import { bankImportKeys } from "./query-keys";

export const listBankAccounts = () => apiFetch<BankAccountDto[]>("/bank-accounts");

export const bankAccountsQuery = () => queryOptions({ queryKey: bankImportKeys.accounts(), queryFn: listBankAccounts });

export const useBankAccounts = () => useQuery(bankAccountsQuery());
