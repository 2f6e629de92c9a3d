import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AnlageVDto } from "@/shared/report-types";
import { apiFetch } from "@/web/lib/api";
import { reportKeys } from "./query-keys";

export const getAnlageV = (propertyId: string, year: number) => apiFetch<AnlageVDto>(`/properties/${propertyId}/anlage-v?year=${year}`);

export const useAnlageV = (propertyId: string, year: number) => useQuery(queryOptions({ queryKey: reportKeys.anlageV(propertyId, year), queryFn: () => getAnlageV(propertyId, year) }));
