import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api";
import { invalidateBankImport } from "./query-keys";

export const deleteBankRule = (id: string) => apiFetch<void>(`/bank-rules/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useDeleteBankRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBankRule, onSuccess: () => invalidateBankImport(queryClient) });
}
