import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ProfitLossDto } from "@/shared/report-types";
import { apiFetch } from "@/web/lib/api";
import { reportKeys, type ReportScope } from "./query-keys";

/** The months `from`–`to` ("yyyy-MM") of the portfolio, a property or a unit. */
export const getProfitLoss = (from: string, to: string, scope: ReportScope) => apiFetch<ProfitLossDto>(`/reports/profit-loss?${scopedMonths(from, to, scope)}`);

/** from, to, propertyId and unitId as the report endpoints read them. */
export function scopedMonths(from: string, to: string, scope: ReportScope): URLSearchParams {
  const query = new URLSearchParams({ from, to });
  if (scope.propertyId) query.set("propertyId", scope.propertyId);
  if (scope.unitId) query.set("unitId", scope.unitId);
  return query;
}

// The previous period's figures stay on screen while the next one loads.
export const useProfitLoss = (from: string, to: string, scope: ReportScope) =>
  useQuery(queryOptions({ queryKey: reportKeys.profitLoss(from, to, scope), queryFn: () => getProfitLoss(from, to, scope), placeholderData: keepPreviousData }));
