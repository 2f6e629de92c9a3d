import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookingDto } from "@/shared/booking-types";
import type { BookingEditInput } from "@/shared/schemas/bookings";
import { apiFetch } from "@/web/lib/api";
import { invalidateBookings } from "./query-keys";

/** `version` is the one the dialog read (useVersionedSave); an outdated one answers 409 `stale`. */
export const updateBooking = ({ id, version, input }: { id: string; version: number; input: BookingEditInput }) =>
  apiFetch<BookingDto>(`/bookings/${encodeURIComponent(id)}`, { method: "PATCH", json: { ...input, version } });

export function useUpdateBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateBooking, onSuccess: () => invalidateBookings(queryClient) });
}
