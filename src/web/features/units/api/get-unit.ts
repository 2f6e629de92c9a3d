import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UnitDetail } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { portfolioKeys } from "@/web/lib/query-keys";

export type UnitWithProperty = UnitDetail;

export const getUnit = (id: string) => apiFetch<UnitWithProperty>(`/units/${encodeURIComponent(id)}`);

export const unitQuery = (id: string) => queryOptions({ queryKey: portfolioKeys.unit(id), queryFn: () => getUnit(id) });

export const useUnit = (id: string) => useQuery(unitQuery(id));
