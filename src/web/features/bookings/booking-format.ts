import { formatEuro, type Cents } from "@/core/money";
import { bookingCategoryInfo } from "@/domain/booking-categories";
import type { BookingLineDto } from "@/shared/booking-types";

// How the booking screens write amounts and categories.

const MINUS = "\u2212";

/** Signed euros with cents and a typographic minus: "−1.234,56 €", "850,00 €". */
export const formatSignedEuro = (amount: Cents): string => formatEuro(amount, { decimals: 2 }).replace(/^-/, MINUS);

/** The category of a booking's lines: the one category (with its subcategory), or "Aufgeteilt (n)". */
export function categorySummary(lines: readonly Pick<BookingLineDto, "category" | "subcategoryName">[]): string {
  const kinds = new Set(lines.map((l) => `${l.category}:${l.subcategoryName ?? ""}`));
  if (lines.length > 1 && kinds.size > 1) return `Aufgeteilt (${lines.length})`;
  const first = lines[0];
  if (!first) return "–";
  const label = bookingCategoryInfo[first.category].label;
  return first.subcategoryName ? `${label} · ${first.subcategoryName}` : label;
}

/** Where a booking's lines go: "Lindenstraße 5 · W01", or "Aufgeteilt (n)" over several places. */
export function placeSummary(lines: readonly Pick<BookingLineDto, "propertyName" | "unitCode">[]): string {
  const places = [...new Set(lines.map((l) => (l.unitCode ? `${l.propertyName} · ${l.unitCode}` : l.propertyName)))];
  if (places.length === 0) return "–";
  if (places.length === 1) return places[0]!;
  const properties = new Set(lines.map((l) => l.propertyName));
  return properties.size === 1 ? `${[...properties][0]} · ${places.length} Einheiten` : `${properties.size} Immobilien`;
}
