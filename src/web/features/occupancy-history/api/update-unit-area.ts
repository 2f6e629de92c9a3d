import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UnitAreaDto } from "@/shared/occupancy-history-types";
import type { UnitAreaInput } from "@/shared/schemas/occupancy-history";
import { apiFetch } from "@/web/lib/api";
import { historyKeys } from "./query-keys";

export const updateUnitArea = ({ id, version, input }: { id: string; version: number; input: UnitAreaInput }) =>
  apiFetch<UnitAreaDto>(`/unit-areas/${encodeURIComponent(id)}`, { method: "PATCH", json: { ...input, version } });

export function useUpdateUnitArea() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUnitArea, onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKeys.all() }) });
}
