import { useEffect, useId, useState } from "react";
import { bookingCategories, bookingCategoryInfo, type BookingCategory } from "@/domain/booking-categories";
import { GERMAN_MONTHS, parseIsoDate, today } from "@/core/dates";
import { Select } from "@/web/components/ui/select";
import { SearchInput } from "@/web/components/ui/search-input";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { PropertyOptions } from "@/web/features/properties";
import { UnitOptions } from "@/web/features/units";
import { withFilter, type BookingFilters } from "@/web/features/bookings/booking-filters";

const label = "mb-1 block text-xs font-medium text-muted-foreground";

/** The years to pick: next year back ten years, plus a linked year outside that range. */
function yearOptions(selected: number | undefined): number[] {
  const current = parseIsoDate(today()).year;
  const years = Array.from({ length: 11 }, (_, i) => current + 1 - i);
  return selected !== undefined && !years.includes(selected) ? [...years, selected].sort((a, b) => b - a) : years;
}

/** Filters of the booking list: property, unit, year, month, category, direction and a text search. */
export function BookingFilterBar({ filters, onChange, fixedPropertyId }: { filters: BookingFilters; onChange: (filters: BookingFilters) => void; fixedPropertyId?: string | undefined }) {
  const id = useId();
  const set = (patch: Partial<BookingFilters>) => onChange(withFilter(filters, patch));
  const propertyId = fixedPropertyId ?? filters.propertyId;

  // The search box answers every key; the list (and the URL) follow once typing pauses.
  const [search, setSearch] = useState(filters.q ?? "");
  const debounced = useDebouncedValue(search.trim(), 300);
  useEffect(() => {
    if (debounced !== (filters.q ?? "")) onChange(withFilter(filters, { q: debounced || undefined }));
  }, [debounced, filters, onChange]);

  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:flex lg:flex-wrap lg:items-end" role="search" aria-label="Buchungen filtern">
      {fixedPropertyId ? null : (
        <div className="col-span-2 sm:col-span-1 lg:w-48">
          <label htmlFor={`${id}-property`} className={label}>
            Immobilie
          </label>
          <Select id={`${id}-property`} value={filters.propertyId ?? ""} onChange={(e) => set({ propertyId: e.target.value || undefined })}>
            <PropertyOptions allLabel="Alle Immobilien" />
          </Select>
        </div>
      )}
      {/* lg widths: the longest choice ("Alle Einheiten", "Alle Jahre") fits beside the chevron. */}
      <div className="lg:w-44">
        <label htmlFor={`${id}-unit`} className={label}>
          Einheit
        </label>
        <Select id={`${id}-unit`} value={filters.unitId ?? ""} onChange={(e) => set({ unitId: e.target.value || undefined })} disabled={!propertyId}>
          <UnitOptions propertyId={propertyId} allLabel="Alle Einheiten" />
        </Select>
      </div>
      <div className="lg:w-32">
        <label htmlFor={`${id}-year`} className={label}>
          Jahr
        </label>
        <Select id={`${id}-year`} value={filters.year === undefined ? "" : String(filters.year)} onChange={(e) => set({ year: e.target.value ? Number(e.target.value) : undefined })}>
          <option value="">Alle Jahre</option>
          {yearOptions(filters.year).map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </Select>
      </div>
      <div className="lg:w-36">
        <label htmlFor={`${id}-month`} className={label}>
          Monat
        </label>
        <Select
          id={`${id}-month`}
          value={filters.month === undefined ? "" : String(filters.month)}
          onChange={(e) => set({ month: e.target.value ? Number(e.target.value) : undefined })}
          disabled={filters.year === undefined}
        >
          <option value="">Alle Monate</option>
          {GERMAN_MONTHS.map((name, i) => (
            <option key={name} value={String(i + 1)}>
              {name}
            </option>
          ))}
        </Select>
      </div>
      {/* Richtung before Kategorie: on phones it shares Monat's row and the category gets the full width. */}
      <div className="lg:w-36">
        <label htmlFor={`${id}-direction`} className={label}>
          Richtung
        </label>
        <Select id={`${id}-direction`} value={filters.direction ?? ""} onChange={(e) => set({ direction: (e.target.value || undefined) as BookingFilters["direction"] })}>
          <option value="">Alle</option>
          <option value="in">Einnahmen</option>
          <option value="out">Ausgaben</option>
        </Select>
      </div>
      <div className="col-span-2 sm:col-span-1 lg:w-56">
        <label htmlFor={`${id}-category`} className={label}>
          Kategorie
        </label>
        <Select id={`${id}-category`} value={filters.category ?? ""} onChange={(e) => set({ category: (e.target.value || undefined) as BookingCategory | undefined })}>
          <option value="">Alle Kategorien</option>
          {(["in", "out"] as const).map((direction) => (
            <optgroup key={direction} label={direction === "in" ? "Einnahmen" : "Ausgaben"}>
              {bookingCategories
                .filter((c) => bookingCategoryInfo[c].direction === direction)
                .map((c) => (
                  <option key={c} value={c}>
                    {bookingCategoryInfo[c].label}
                  </option>
                ))}
            </optgroup>
          ))}
        </Select>
      </div>
      <SearchInput className="col-span-2 sm:col-span-3 lg:w-80" label="Buchungen durchsuchen" placeholder="Text, Gegenpartei, Beleg-Nr. …" value={search} onSearch={setSearch} />
    </div>
  );
}
