import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api";
import { meterKeys } from "./query-keys";

export const deleteReading = (id: string) => apiFetch<void>(`/meter-readings/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useDeleteReading() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteReading, onSuccess: () => queryClient.invalidateQueries({ queryKey: meterKeys.all() }) });
}
