import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContractDto, ContractPayload } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { invalidatePortfolio } from "@/web/lib/query-keys";

export const createContract = ({ unitId, payload }: { unitId: string; payload: ContractPayload }) =>
  apiFetch<ContractDto>(`/units/${encodeURIComponent(unitId)}/contracts`, { method: "POST", json: payload });

export function useCreateContract() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createContract, onSuccess: () => invalidatePortfolio(queryClient) });
}
