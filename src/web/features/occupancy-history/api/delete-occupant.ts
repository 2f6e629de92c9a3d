import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api";
import { historyKeys } from "./query-keys";

export const deleteOccupant = (id: string) => apiFetch<void>(`/contract-occupants/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useDeleteOccupant() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteOccupant, onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKeys.all() }) });
}
