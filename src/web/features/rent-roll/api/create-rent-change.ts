import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RentStepDto } from "@/shared/rent-roll-types";
import type { RentChangeInput } from "@/shared/schemas/rent-roll";
import { apiFetch } from "@/web/lib/api";
import { invalidateRentRoll } from "./query-keys";

export const createRentChange = ({ contractId, input }: { contractId: string; input: RentChangeInput }) =>
  apiFetch<RentStepDto>(`/contracts/${encodeURIComponent(contractId)}/rent-changes`, { method: "POST", json: input });

export function useCreateRentChange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRentChange, onSuccess: () => invalidateRentRoll(queryClient) });
}
