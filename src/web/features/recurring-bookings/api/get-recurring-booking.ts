import { queryOptions } from "@tanstack/react-query";
import type { RecurringBookingDto } from "@/shared/recurring-booking-types";
import { apiFetch } from "@/web/lib/api";
import { recurringKeys } from "./query-keys";

export const getRecurringBooking = (id: string) => apiFetch<RecurringBookingDto>(`/recurring-bookings/${encodeURIComponent(id)}`);

// staleTime 0: the edit dialog reads it after a 409 `stale` to load the version someone else saved.
export const recurringQuery = (id: string) => queryOptions({ queryKey: recurringKeys.detail(id), queryFn: () => getRecurringBooking(id), staleTime: 0 });
