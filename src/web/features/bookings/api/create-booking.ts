import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookingDto } from "@/shared/booking-types";
import type { BookingCreateInput } from "@/shared/schemas/bookings";
import { apiFetch } from "@/web/lib/api";
import { invalidateBookings } from "./query-keys";

export const createBooking = (input: BookingCreateInput) => apiFetch<BookingDto>("/bookings", { method: "POST", json: input });

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBooking, onSuccess: () => invalidateBookings(queryClient) });
}
