import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContractOccupantDto } from "@/shared/occupancy-history-types";
import type { ContractOccupantInput } from "@/shared/schemas/occupancy-history";
import { apiFetch } from "@/web/lib/api";
import { historyKeys } from "./query-keys";

export const updateOccupant = ({ id, version, input }: { id: string; version: number; input: ContractOccupantInput }) =>
  apiFetch<ContractOccupantDto>(`/contract-occupants/${encodeURIComponent(id)}`, { method: "PATCH", json: { ...input, version } });

export function useUpdateOccupant() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOccupant, onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKeys.all() }) });
}
