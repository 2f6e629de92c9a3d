import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FinancingOverviewDto } from "@/shared/loan-types";
import { apiFetch } from "@/web/lib/api";
import { loanKeys } from "./query-keys";

export const getFinancingOverview = () => apiFetch<FinancingOverviewDto>("/financing/overview");

// staleTime 0: deleting a property elsewhere removes its loans, and the
// portfolio screens do not invalidate the loan family.
export const financingOverviewQuery = () =>
  queryOptions({ queryKey: loanKeys.overview(), queryFn: getFinancingOverview, staleTime: 0 });

export const useFinancingOverview = () => useQuery(financingOverviewQuery());
