import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FinancialMetricsDto } from "@/shared/loan-types";
import { apiFetch } from "@/web/lib/api";
import { loanKeys } from "./query-keys";

export const getFinancingMetrics = (propertyId: string) =>
  apiFetch<FinancialMetricsDto>(`/properties/${encodeURIComponent(propertyId)}/financing-metrics`);

export const financingMetricsQuery = (propertyId: string) =>
  queryOptions({ queryKey: loanKeys.metrics(propertyId), queryFn: () => getFinancingMetrics(propertyId) });

export const useFinancingMetrics = (propertyId: string) => useQuery(financingMetricsQuery(propertyId));
