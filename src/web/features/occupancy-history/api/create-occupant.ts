import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContractOccupantDto } from "@/shared/occupancy-history-types";
import type { ContractOccupantInput } from "@/shared/schemas/occupancy-history";
import { apiFetch } from "@/web/lib/api";
import { historyKeys } from "./query-keys";

export const createOccupant = ({ contractId, input }: { contractId: string; input: ContractOccupantInput }) =>
  apiFetch<ContractOccupantDto>(`/contracts/${encodeURIComponent(contractId)}/occupants`, { method: "POST", json: input });

export function useCreateOccupant() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createOccupant, onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKeys.all() }) });
}
