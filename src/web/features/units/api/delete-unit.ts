import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api";
import { invalidatePortfolio, portfolioKeys } from "@/web/lib/query-keys";

export const deleteUnit = (id: string) => apiFetch<void>(`/units/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useDeleteUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUnit,
    onSuccess: (_data, id) => invalidatePortfolio(queryClient, portfolioKeys.unit(id)),
  });
}
