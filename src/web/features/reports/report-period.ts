import { parseIsoDate, today } from "@/core/dates";
import type { AfaGap } from "@/shared/report-types";

/** Tax years to choose from: this year and the nine before, newest first. */
export function selectableYears(): number[] {
  const current = parseIsoDate(today()).year;
  return Array.from({ length: 10 }, (_, i) => current - i);
}

/** The year a landlord files for: the one before this. */
export const defaultReportYear = () => parseIsoDate(today()).year - 1;

export const afaGapLabels: Record<AfaGap, string> = {
  purchase_price: "Kaufpreis",
  purchase_date: "Kaufdatum",
  building_share: "Gebäudeanteil",
};

/** "Kaufpreis und Kaufdatum", "Kaufpreis, Kaufdatum und Gebäudeanteil". */
export function listGaps(gaps: readonly AfaGap[]): string {
  const names = gaps.map((g) => afaGapLabels[g]);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} und ${names[names.length - 1]}`;
}

export type ReportSearch = { year?: number | undefined; propertyId?: string | undefined };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The route's validateSearch: a year the API accepts and a property id, anything else dropped. */
export function parseReportSearch(search: Record<string, unknown>): ReportSearch {
  const year = Number(search.year);
  const out: ReportSearch = {};
  if (Number.isInteger(year) && year >= 2000 && year <= 2100) out.year = year;
  if (typeof search.propertyId === "string" && UUID.test(search.propertyId)) out.propertyId = search.propertyId;
  return out;
}
