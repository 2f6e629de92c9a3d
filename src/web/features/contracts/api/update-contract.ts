import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContractDto } from "@/shared/portfolio-types";
import type { ContractEditInput } from "@/shared/schemas/contracts";
import { apiFetch } from "@/web/lib/api";
import { invalidatePortfolio } from "@/web/lib/query-keys";

/** `version` is the one the dialog read (useVersionedSave); an outdated one answers 409 `stale`. */
export const updateContract = ({ id, version, input }: { id: string; version: number; input: ContractEditInput }) =>
  apiFetch<ContractDto>(`/contracts/${encodeURIComponent(id)}`, { method: "PATCH", json: { ...input, version } });

export function useUpdateContract() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateContract, onSuccess: () => invalidatePortfolio(queryClient) });
}
