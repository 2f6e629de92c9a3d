import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api";
import { historyKeys } from "./query-keys";

export const deleteUnitArea = (id: string) => apiFetch<void>(`/unit-areas/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useDeleteUnitArea() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUnitArea, onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKeys.all() }) });
}
