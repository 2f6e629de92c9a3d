import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BookingCategoryDto } from "@/shared/booking-types";
import { apiFetch } from "@/web/lib/api";
import { bookingKeys } from "./query-keys";

/** The fixed catalogue with the workspace's subcategories. */
export const listBookingCategories = () => apiFetch<BookingCategoryDto[]>("/booking-categories");

export const bookingCategoriesQuery = () => queryOptions({ queryKey: bookingKeys.categories(), queryFn: listBookingCategories });

export const useBookingCategories = () => useQuery(bookingCategoriesQuery());
