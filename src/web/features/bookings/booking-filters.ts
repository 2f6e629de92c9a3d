import { bookingListQuery } from "@/shared/schemas/bookings";
import type { BookingCategory } from "@/domain/booking-categories";

// The booking list's filters. On /dashboard/bookings they live in the URL's search
// params, so a filtered view can be linked and survives a reload.

export type BookingFilters = {
  propertyId?: string | undefined;
  unitId?: string | undefined;
  category?: BookingCategory | undefined;
  direction?: "in" | "out" | undefined;
  year?: number | undefined;
  month?: number | undefined;
  q?: string | undefined;
  page?: number | undefined;
};

export type BookingListParams = BookingFilters & { pageSize: number };

const fields = bookingListQuery.shape;

/** One search param through its field of the shared list schema; anything it refuses is dropped. */
function pick<T>(schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } }, value: unknown): T | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const result = schema.safeParse(typeof value === "number" ? String(value) : value);
  return result.success ? result.data : undefined;
}

/** The route's validateSearch: the URL's params → filters (a bad or foreign value is ignored, never an error page). */
export function parseBookingSearch(search: Record<string, unknown>): BookingFilters {
  const year = pick(fields.year, search.year);
  const page = pick(fields.page, search.page);
  const filters: BookingFilters = {
    propertyId: pick(fields.propertyId, search.propertyId),
    unitId: pick(fields.unitId, search.unitId),
    category: pick(fields.category, search.category),
    direction: pick(fields.direction, search.direction),
    year,
    // A month only means something within a year.
    month: year === undefined ? undefined : pick(fields.month, search.month),
    q: pick(fields.q, search.q) || undefined,
    page: page === 1 ? undefined : page,
  };
  // A unit only with its property.
  if (!filters.propertyId) filters.unitId = undefined;
  return withoutEmpty(filters);
}

/** Drops unset keys, so the URL and the query key only carry what is filtered. */
export function withoutEmpty<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== "")) as T;
}

/** A filter change starts on page 1; a new property clears the unit, no year clears the month. */
export function withFilter(filters: BookingFilters, patch: Partial<BookingFilters>): BookingFilters {
  const next = { ...filters, ...patch, page: undefined };
  if ("propertyId" in patch && patch.propertyId !== filters.propertyId) next.unitId = undefined;
  if (next.year === undefined) next.month = undefined;
  return withoutEmpty(next);
}

/** GET /bookings?… */
export function bookingListSearch(params: BookingListParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(withoutEmpty(params))) query.set(key, String(value));
  if (!query.has("page")) query.set("page", "1");
  return query.toString();
}

export const hasFilters = (filters: BookingFilters) => Object.keys(withoutEmpty({ ...filters, page: undefined })).length > 0;
