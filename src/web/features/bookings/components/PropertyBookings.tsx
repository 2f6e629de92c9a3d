import { useState } from "react";
import { BookingList } from "./BookingList";
import type { BookingFilters } from "@/web/features/bookings/booking-filters";

/** The bookings of one property on its page: the same list with the property fixed; new bookings start with it. */
export function PropertyBookings({ propertyId }: { propertyId: string }) {
  const [filters, setFilters] = useState<BookingFilters>({});
  return (
    <section aria-labelledby="bookings-title" className="space-y-3">
      <h2 id="bookings-title" className="text-lg font-semibold">
        Buchungen
      </h2>
      <BookingList filters={filters} onFiltersChange={setFilters} fixedPropertyId={propertyId} />
    </section>
  );
}
