import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api";
import { bookingKeys, invalidateBookings } from "./query-keys";

export const deleteBooking = (id: string) => apiFetch<void>(`/bookings/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBooking, onSuccess: (_data, id) => invalidateBookings(queryClient, bookingKeys.detail(id)) });
}
