import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RecurringBookingDto } from "@/shared/recurring-booking-types";
import { apiFetch } from "@/web/lib/api";
import { recurringKeys } from "./query-keys";

export const listRecurringBookings = () => apiFetch<RecurringBookingDto[]>("/recurring-bookings");

export const recurringListQuery = () => queryOptions({ queryKey: recurringKeys.list(), queryFn: listRecurringBookings });

export const useRecurringBookings = () => useQuery(recurringListQuery());
