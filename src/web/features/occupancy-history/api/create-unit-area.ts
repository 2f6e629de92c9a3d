import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UnitAreaDto } from "@/shared/occupancy-history-types";
import type { UnitAreaInput } from "@/shared/schemas/occupancy-history";
import { apiFetch } from "@/web/lib/api";
import { historyKeys } from "./query-keys";

export const createUnitArea = ({ unitId, input }: { unitId: string; input: UnitAreaInput }) =>
  apiFetch<UnitAreaDto>(`/units/${encodeURIComponent(unitId)}/areas`, { method: "POST", json: input });

export function useCreateUnitArea() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUnitArea, onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKeys.all() }) });
}
