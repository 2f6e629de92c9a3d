import { betrkvTypeLabels, betrkvTypes } from "@/domain/booking-categories";
import type { BookingCategoryDto } from "@/shared/booking-types";
import type { Direction } from "@/web/features/bookings/booking-form";

/** Income first: the order of a booking of money in; a booking of money out reverses it. */
const DIRECTION_GROUPS: ReadonlyArray<{ direction: Direction; label: string }> = [
  { direction: "in", label: "Einnahmen" },
  { direction: "out", label: "Ausgaben" },
];

/**
 * The options of a category select: a placeholder, then the categories grouped into Einnahmen
 * and Ausgaben (`first` comes first), each followed by its subcategories as "category:id".
 */
export function CategoryOptions({ categories, first }: { categories: readonly BookingCategoryDto[] | undefined; first: Direction }) {
  const groups = first === "in" ? DIRECTION_GROUPS : [...DIRECTION_GROUPS].reverse();
  return (
    <>
      <option value="">{categories ? "Kategorie auswählen …" : "Kategorien werden geladen …"}</option>
      {groups.map((group) => (
        <optgroup key={group.direction} label={group.label}>
          {(categories ?? [])
            .filter((c) => c.direction === group.direction)
            .flatMap((c) => [
              <option key={c.key} value={c.key}>
                {c.label}
              </option>,
              ...c.subcategories.map((s) => (
                <option key={s.id} value={`${c.key}:${s.id}`}>
                  {`${c.label} › ${s.name}`}
                </option>
              )),
            ])}
        </optgroup>
      ))}
    </>
  );
}

/** The options of a Betriebskostenart select: a placeholder, then the §2 BetrKV types except 1 (Grundsteuer has its own category). */
export function BetrkvTypeOptions() {
  return (
    <>
      <option value="">Art nach § 2 BetrKV wählen …</option>
      {betrkvTypes
        .filter((t) => t !== 1)
        .map((t) => (
          <option key={t} value={String(t)}>
            {`${t} – ${betrkvTypeLabels[t]}`}
          </option>
        ))}
    </>
  );
}
