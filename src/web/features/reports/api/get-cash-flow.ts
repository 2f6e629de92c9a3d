import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { CashFlowDto } from "@/shared/report-types";
import { apiFetch } from "@/web/lib/api";
import { scopedMonths } from "./get-profit-loss";
import { reportKeys, type ReportScope } from "./query-keys";

export const getCashFlow = (from: string, to: string, scope: ReportScope) => apiFetch<CashFlowDto>(`/reports/cash-flow?${scopedMonths(from, to, scope)}`);

// The previous period's figures stay on screen while the next one loads.
export const useCashFlow = (from: string, to: string, scope: ReportScope) =>
  useQuery(queryOptions({ queryKey: reportKeys.cashFlow(from, to, scope), queryFn: () => getCashFlow(from, to, scope), placeholderData: keepPreviousData }));
