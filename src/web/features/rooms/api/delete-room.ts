import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api";
import { invalidatePortfolio } from "@/web/lib/query-keys";

export const deleteRoom = (id: string) => apiFetch<void>(`/rooms/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useDeleteRoom() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRoom, onSuccess: () => invalidatePortfolio(queryClient) });
}
