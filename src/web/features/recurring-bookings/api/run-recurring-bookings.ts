import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RecurringRunDto } from "@/shared/recurring-booking-types";
import { apiFetch } from "@/web/lib/api";
import { invalidateRecurring } from "./query-keys";

/** "Jetzt buchen": books every template's dates due up to today (the server's default), each once. */
export const runRecurringBookings = () => apiFetch<RecurringRunDto>("/recurring-bookings/run", { method: "POST", json: {} });

export function useRunRecurringBookings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runRecurringBookings,
    // The ledger's screens (bookings feature, keys under "bookings") show the new bookings.
    onSuccess: () => Promise.all([invalidateRecurring(queryClient), queryClient.invalidateQueries({ queryKey: ["bookings"] })]),
  });
}
