import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { CashFlowDto } from "@/shared/report-types";
import { apiFetch } from "@/web/lib/api";
import { reportKeys } from "./query-keys";

export const getCashFlow = (from: string, to: string, propertyId: string | null) => {
  const query = new URLSearchParams({ from, to });
  if (propertyId) query.set("propertyId", propertyId);
  return apiFetch<CashFlowDto>(`/reports/cash-flow?${query}`);
};

// The previous period's figures stay on screen while the next one loads.
export const useCashFlow = (from: string, to: string, propertyId: string | null) =>
  useQuery(queryOptions({ queryKey: reportKeys.cashFlow(from, to, propertyId), queryFn: () => getCashFlow(from, to, propertyId), placeholderData: keepPreviousData }));
