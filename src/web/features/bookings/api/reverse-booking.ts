import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookingDto } from "@/shared/booking-types";
import { apiFetch } from "@/web/lib/api";
import { invalidateBookings } from "./query-keys";

export type ReverseBookingInput = { paymentDate: string; text?: string };

/** Storno: a counter-booking in an open year (docs/decisions/0010-ledger.md). Answers the new booking. */
export const reverseBooking = ({ id, input }: { id: string; input: ReverseBookingInput }) =>
  apiFetch<BookingDto>(`/bookings/${encodeURIComponent(id)}/reverse`, { method: "POST", json: input });

export function useReverseBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reverseBooking, onSuccess: () => invalidateBookings(queryClient) });
}
