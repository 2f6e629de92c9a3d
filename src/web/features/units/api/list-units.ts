import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UnitListItem } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { portfolioKeys } from "@/web/lib/query-keys";

export const listUnits = (propertyId: string) => apiFetch<UnitListItem[]>(`/properties/${encodeURIComponent(propertyId)}/units`);

export const unitListQuery = (propertyId: string) =>
  queryOptions({ queryKey: portfolioKeys.propertyUnits(propertyId), queryFn: () => listUnits(propertyId) });

export const useUnitList = (propertyId: string) => useQuery(unitListQuery(propertyId));
