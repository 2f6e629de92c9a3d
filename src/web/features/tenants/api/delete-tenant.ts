import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api";
import { invalidatePortfolio } from "@/web/lib/query-keys";

/** Answers 409 with a German message while the tenant still has contracts. */
export const deleteTenant = (id: string) => apiFetch<void>(`/tenants/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useDeleteTenant() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTenant, onSuccess: () => invalidatePortfolio(queryClient) });
}
