import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ProfitLossDto } from "@/shared/report-types";
import { apiFetch } from "@/web/lib/api";
import { reportKeys } from "./query-keys";

export const getProfitLoss = (year: number, propertyId: string | null) => {
  const query = new URLSearchParams({ year: String(year) });
  if (propertyId) query.set("propertyId", propertyId);
  return apiFetch<ProfitLossDto>(`/reports/profit-loss?${query}`);
};

// The previous year's figures stay on screen while the next one loads.
export const useProfitLoss = (year: number, propertyId: string | null) =>
  useQuery(queryOptions({ queryKey: reportKeys.profitLoss(year, propertyId), queryFn: () => getProfitLoss(year, propertyId), placeholderData: keepPreviousData }));
