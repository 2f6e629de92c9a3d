import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UnitAreaDto } from "@/shared/occupancy-history-types";
import { apiFetch } from "@/web/lib/api";
import { historyKeys } from "./query-keys";

/** A unit's Wohnfläche/Nutzfläche entries, oldest first. */
export const listUnitAreas = (unitId: string) => apiFetch<UnitAreaDto[]>(`/units/${encodeURIComponent(unitId)}/areas`);

export const unitAreasQuery = (unitId: string) => queryOptions({ queryKey: historyKeys.unitAreas(unitId), queryFn: () => listUnitAreas(unitId) });

export const useUnitAreas = (unitId: string) => useQuery(unitAreasQuery(unitId));
