import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api";
import { invalidateRecurring, recurringKeys } from "./query-keys";

export const deleteRecurringBooking = (id: string) => apiFetch<void>(`/recurring-bookings/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useDeleteRecurringBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecurringBooking,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: recurringKeys.detail(id) });
      return invalidateRecurring(queryClient);
    },
  });
}
