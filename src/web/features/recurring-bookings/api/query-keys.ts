import type { QueryClient } from "@tanstack/react-query";

/** Query keys of the recurring booking templates. A write or a run changes the list (next dates). */
export const recurringKeys = {
  all: () => ["recurring-bookings"] as const,
  list: () => ["recurring-bookings", "list"] as const,
  detail: (id: string) => ["recurring-bookings", "detail", id] as const,
};

export const invalidateRecurring = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: recurringKeys.all() });
