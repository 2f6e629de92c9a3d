import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { BookingListDto } from "@/shared/booking-types";
import { apiFetch } from "@/web/lib/api";
import { bookingListSearch, type BookingListParams } from "@/web/features/bookings/booking-filters";
import { bookingKeys } from "./query-keys";

export const listBookings = (params: BookingListParams) => apiFetch<BookingListDto>(`/bookings?${bookingListSearch(params)}`);

export const bookingListQuery = (params: BookingListParams) =>
  queryOptions({ queryKey: bookingKeys.list(params), queryFn: () => listBookings(params), placeholderData: keepPreviousData });

export const useBookingList = (params: BookingListParams) => useQuery(bookingListQuery(params));
