import type { QueryClient } from "@tanstack/react-query";
import { invalidateLedger } from "@/web/lib/query-keys";

/**
 * Query keys of bookings. Lists sit under "bookings" with their filters, a single booking
 * under "bookings", "detail"; every booking write invalidates the whole family, and the
 * rent roll with it (a booking may be a rent payment: invalidateLedger).
 */
export const bookingKeys = {
  all: () => ["bookings"] as const,
  list: (params: object) => ["bookings", "list", params] as const,
  detail: (id: string) => ["bookings", "detail", id] as const,
  categories: () => ["booking-categories"] as const,
};

/** `skip`: the key of a booking just deleted, whose open dialog must not refetch into a 404. */
export const invalidateBookings = (queryClient: QueryClient, skip?: readonly unknown[]) => invalidateLedger(queryClient, skip);
