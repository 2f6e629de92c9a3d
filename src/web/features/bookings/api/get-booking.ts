import { queryOptions } from "@tanstack/react-query";
import type { BookingDto } from "@/shared/booking-types";
import { apiFetch } from "@/web/lib/api";
import { bookingKeys } from "./query-keys";

export const getBooking = (id: string) => apiFetch<BookingDto>(`/bookings/${encodeURIComponent(id)}`);

// staleTime 0: the dialog reads the full booking (receipts) on opening and again after a 409 `stale`.
export const bookingQuery = (id: string) => queryOptions({ queryKey: bookingKeys.detail(id), queryFn: () => getBooking(id), staleTime: 0 });
