import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PropertyAfaDto } from "@/shared/afa-types";
import { apiFetch } from "@/web/lib/api";
import { reportKeys } from "./query-keys";

export const getAfa = (propertyId: string, year: number) => apiFetch<PropertyAfaDto>(`/properties/${encodeURIComponent(propertyId)}/afa?year=${year}`);

/** staleTime 0: a dialog's reload after a 409 must read the stored state, not the cache. */
export const afaQuery = (propertyId: string, year: number) => queryOptions({ queryKey: reportKeys.afa(propertyId, year), queryFn: () => getAfa(propertyId, year), staleTime: 0 });

export const useAfa = (propertyId: string, year: number) => useQuery(afaQuery(propertyId, year));
