import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContractDto } from "@/shared/portfolio-types";
import type { ContractCreateInput } from "@/shared/schemas/contracts";
import { apiFetch } from "@/web/lib/api";
import { invalidatePortfolio } from "@/web/lib/query-keys";

export const createContract = ({ unitId, input }: { unitId: string; input: ContractCreateInput }) =>
  apiFetch<ContractDto>(`/units/${encodeURIComponent(unitId)}/contracts`, { method: "POST", json: input });

export function useCreateContract() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createContract, onSuccess: () => invalidatePortfolio(queryClient) });
}
