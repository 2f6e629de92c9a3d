import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { YieldReportDto } from "@/shared/report-types";
import { apiFetch } from "@/web/lib/api";
import { reportKeys } from "./query-keys";

export const getYieldReport = (year: number, propertyId: string | null) => {
  const query = new URLSearchParams({ year: String(year) });
  if (propertyId) query.set("propertyId", propertyId);
  return apiFetch<YieldReportDto>(`/reports/yield?${query}`);
};

export const useYieldReport = (year: number, propertyId: string | null) =>
  useQuery(queryOptions({ queryKey: reportKeys.yield(year, propertyId), queryFn: () => getYieldReport(year, propertyId), placeholderData: keepPreviousData }));
