import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RecurringBookingDto } from "@/shared/recurring-booking-types";
import type { RecurringCreateInput } from "@/shared/schemas/recurring-bookings";
import { apiFetch } from "@/web/lib/api";
import { invalidateRecurring } from "./query-keys";

export const createRecurringBooking = (input: RecurringCreateInput) => apiFetch<RecurringBookingDto>("/recurring-bookings", { method: "POST", json: input });

export function useCreateRecurringBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRecurringBooking, onSuccess: () => invalidateRecurring(queryClient) });
}
