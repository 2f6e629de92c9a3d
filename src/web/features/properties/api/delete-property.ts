import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api";
import { invalidatePortfolio, portfolioKeys } from "@/web/lib/query-keys";

export const deleteProperty = (id: string) => apiFetch<void>(`/properties/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: (_data, id) => invalidatePortfolio(queryClient, portfolioKeys.property(id)),
  });
}
