import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContractDto, ContractPayload } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { invalidatePortfolio } from "@/web/lib/query-keys";

export const updateContract = ({ id, version, payload }: { id: string; version: number; payload: ContractPayload }) =>
  apiFetch<ContractDto>(`/contracts/${encodeURIComponent(id)}`, { method: "PATCH", json: { ...payload, version } });

export function useUpdateContract() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateContract, onSuccess: () => invalidatePortfolio(queryClient) });
}
