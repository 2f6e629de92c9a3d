import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RecurringBookingDto } from "@/shared/recurring-booking-types";
import type { RecurringCreateInput } from "@/shared/schemas/recurring-bookings";
import { apiFetch } from "@/web/lib/api";
import { invalidateRecurring } from "./query-keys";

/** The whole template; `version` is the one the form was loaded with. */
export const updateRecurringBooking = ({ id, version, input }: { id: string; version: number; input: RecurringCreateInput }) =>
  apiFetch<RecurringBookingDto>(`/recurring-bookings/${encodeURIComponent(id)}`, { method: "PATCH", json: { ...input, version } });

export function useUpdateRecurringBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRecurringBooking, onSuccess: () => invalidateRecurring(queryClient) });
}
