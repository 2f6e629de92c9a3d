import { queryOptions } from "@tanstack/react-query";
import type { BankAccountDto } from "@/shared/bank-import-types";
import { apiFetch } from "@/web/lib/api";
import { bankImportKeys } from "./query-keys";

export const getBankAccount = (id: string) => apiFetch<BankAccountDto>(`/bank-accounts/${encodeURIComponent(id)}`);

// staleTime 0: the edit dialog reads it after a 409 `stale` to load the version someone else saved.
export const bankAccountQuery = (id: string) => queryOptions({ queryKey: bankImportKeys.account(id), queryFn: () => getBankAccount(id), staleTime: 0 });
