import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { LoanBalancesDto } from "@/shared/report-types";
import { apiFetch } from "@/web/lib/api";
import { reportKeys } from "./query-keys";

export const getLoanBalances = (propertyId: string | null) =>
  apiFetch<LoanBalancesDto>(propertyId ? `/reports/loan-balances?${new URLSearchParams({ propertyId })}` : "/reports/loan-balances");

// staleTime 0: a loan write invalidates only the "loans" family, so the report reloads whenever it mounts.
export const useLoanBalances = (propertyId: string | null) =>
  useQuery(queryOptions({ queryKey: reportKeys.loanBalances(propertyId), queryFn: () => getLoanBalances(propertyId), placeholderData: keepPreviousData, staleTime: 0 }));
