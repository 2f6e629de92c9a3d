import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api";
import { invalidatePortfolio } from "@/web/lib/query-keys";

export const deleteContract = (id: string) => apiFetch<void>(`/contracts/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useDeleteContract() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteContract, onSuccess: () => invalidatePortfolio(queryClient) });
}
