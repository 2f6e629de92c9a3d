import { useCallback } from "react";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { Landmark, Repeat } from "lucide-react";
import { PageHeader } from "@/web/components/PageHeader";
import { buttonClass } from "@/web/components/ui/button";
import { BookingList } from "./components/BookingList";
import { parseBookingSearch, type BookingFilters } from "./booking-filters";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** /dashboard/bookings: every booking of the workspace; the filters are the URL's search params, so a view can be linked. */
export function BookingsPage() {
  useDocumentTitle("Buchungen");
  const filters = parseBookingSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  // replace: filtering and paging refine one view; Back leaves the page instead of undoing each keystroke.
  const onFiltersChange = useCallback((next: BookingFilters) => void navigate({ to: "/dashboard/bookings", search: next, replace: true }), [navigate]);
  return (
    <>
      <PageHeader
        title="Buchungen"
        description="Einnahmen und Ausgaben mit Belegen, aufgeteilt auf Immobilien, Einheiten und Kategorien."
        actions={
          <>
            <Link to="/dashboard/bookings/bank" className={buttonClass("outline")}>
              <Landmark aria-hidden className="size-4" />
              Bankumsätze
            </Link>
            <Link to="/dashboard/bookings/recurring" className={buttonClass("outline")}>
              <Repeat aria-hidden className="size-4" />
              Wiederkehrende Buchungen
            </Link>
          </>
        }
      />
      <BookingList filters={filters} onFiltersChange={onFiltersChange} />
    </>
  );
}
