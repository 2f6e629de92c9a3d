import { parseIsoDate, today } from "@/core/dates";
import type { AfaGap } from "@/shared/report-types";
import { profitLossQueryFields } from "@/shared/schemas/reports";

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

/** The reports' period within the tax year: the whole year, a quarter, or months chosen. */
export const reportPeriods = ["year", "q1", "q2", "q3", "q4", "months"] as const;
export type ReportPeriod = (typeof reportPeriods)[number];
export const reportPeriodLabels: Record<ReportPeriod, string> = {
  year: "Ganzes Jahr",
  q1: "1. Quartal",
  q2: "2. Quartal",
  q3: "3. Quartal",
  q4: "4. Quartal",
  months: "Monate wählen …",
};

const isMonth = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 12;

/** The months "yyyy-MM" a period of `year` spans; chosen months are put in order. */
export function reportRange(year: number, period: ReportPeriod, months: { fromMonth?: number | undefined; toMonth?: number | undefined } = {}): { from: string; to: string } {
  const month = (m: number) => `${year}-${String(m).padStart(2, "0")}`;
  if (period === "months") {
    const first = months.fromMonth ?? 1;
    const last = months.toMonth ?? 12;
    return { from: month(Math.min(first, last)), to: month(Math.max(first, last)) };
  }
  if (period === "year") return { from: month(1), to: month(12) };
  const q = Number(period.slice(1));
  return { from: month(q * 3 - 2), to: month(q * 3) };
}

export type ReportSearch = {
  year?: number | undefined;
  propertyId?: string | undefined;
  unitId?: string | undefined;
  period?: ReportPeriod | undefined;
  fromMonth?: number | undefined;
  toMonth?: number | undefined;
};

const fields = profitLossQueryFields.shape;

/** The route's validateSearch: through the API's own fields, a year, property and unit it accepts; anything else dropped. */
export function parseReportSearch(search: Record<string, unknown>): ReportSearch {
  const year = fields.year.safeParse(search.year);
  const propertyId = fields.propertyId.safeParse(search.propertyId);
  const unitId = fields.unitId.safeParse(search.unitId);
  const out: ReportSearch = {};
  if (year.success && year.data !== undefined) out.year = year.data;
  if (propertyId.success && propertyId.data !== undefined) out.propertyId = propertyId.data;
  // A unit is chosen within its property.
  if (out.propertyId && unitId.success && unitId.data !== undefined) out.unitId = unitId.data;
  if ((reportPeriods as readonly unknown[]).includes(search.period) && search.period !== "year") out.period = search.period as ReportPeriod;
  if (out.period === "months") {
    const from = Number(search.fromMonth);
    const to = Number(search.toMonth);
    if (isMonth(from)) out.fromMonth = from;
    if (isMonth(to)) out.toMonth = to;
  }
  return out;
}
