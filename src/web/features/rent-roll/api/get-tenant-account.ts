import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TenantAccountDto } from "@/shared/rent-roll-types";
import { apiFetch } from "@/web/lib/api";
import { rentRollKeys } from "./query-keys";

export const getTenantAccount = (contractId: string) => apiFetch<TenantAccountDto>(`/contracts/${encodeURIComponent(contractId)}/account`);

// staleTime 0: the rent change and opening balance dialogs read it after a 409 `stale` for the stored version.
export const tenantAccountQuery = (contractId: string) =>
  queryOptions({ queryKey: rentRollKeys.account(contractId), queryFn: () => getTenantAccount(contractId), staleTime: 0 });

export const useTenantAccount = (contractId: string) => useQuery(tenantAccountQuery(contractId));
