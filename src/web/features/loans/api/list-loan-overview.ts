import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { LoanOverviewDto } from "@/shared/loan-types";
import { apiFetch } from "@/web/lib/api";
import { loanKeys } from "./query-keys";

export type LoanOverviewParams = { page: number; pageSize: number };

export const listLoanOverview = (p: LoanOverviewParams) =>
  apiFetch<LoanOverviewDto>(`/loans?${new URLSearchParams({ page: String(p.page), pageSize: String(p.pageSize) })}`);

// staleTime 0 like the financing overview: deleting a property elsewhere removes its loans.
export const loanOverviewQuery = (p: LoanOverviewParams) =>
  queryOptions({ queryKey: loanKeys.overviewList(p), queryFn: () => listLoanOverview(p), placeholderData: keepPreviousData, staleTime: 0 });

export const useLoanOverview = (p: LoanOverviewParams) => useQuery(loanOverviewQuery(p));
