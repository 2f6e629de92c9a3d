import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api";
import { invalidateRentRoll } from "./query-keys";

export const deleteRentChange = (id: string) => apiFetch<void>(`/rent-changes/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useDeleteRentChange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRentChange, onSuccess: () => invalidateRentRoll(queryClient) });
}
