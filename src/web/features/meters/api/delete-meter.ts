import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api";
import { meterKeys } from "./query-keys";

export const deleteMeter = (id: string) => apiFetch<void>(`/meters/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useDeleteMeter() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMeter, onSuccess: () => queryClient.invalidateQueries({ queryKey: meterKeys.all() }) });
}
