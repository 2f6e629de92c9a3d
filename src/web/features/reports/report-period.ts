import { parseIsoDate, today } from "@/core/dates";
import type { AfaGap } from "@/shared/report-types";
import { profitLossQuery } from "@/shared/schemas/reports";

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

/** The cash flow's period within the year: the whole year, or a quarter. */
export const cashFlowPeriods = ["year", "q1", "q2", "q3", "q4"] as const;
export type CashFlowPeriod = (typeof cashFlowPeriods)[number];
export const cashFlowPeriodLabels: Record<CashFlowPeriod, string> = { year: "Ganzes Jahr", q1: "1. Quartal", q2: "2. Quartal", q3: "3. Quartal", q4: "4. Quartal" };

/** The months "yyyy-MM" a period of `year` spans. */
export function cashFlowRange(year: number, period: CashFlowPeriod): { from: string; to: string } {
  const month = (m: number) => `${year}-${String(m).padStart(2, "0")}`;
  if (period === "year") return { from: month(1), to: month(12) };
  const q = Number(period.slice(1));
  return { from: month(q * 3 - 2), to: month(q * 3) };
}

export type ReportSearch = { year?: number | undefined; propertyId?: string | undefined; period?: CashFlowPeriod | undefined };

const fields = profitLossQuery.shape;

/** The route's validateSearch: through the API's own fields, a year and a property it accepts; anything else dropped. */
export function parseReportSearch(search: Record<string, unknown>): ReportSearch {
  const year = fields.year.safeParse(search.year);
  const propertyId = fields.propertyId.safeParse(search.propertyId);
  const out: ReportSearch = {};
  if (year.success) out.year = year.data;
  if (propertyId.success && propertyId.data !== undefined) out.propertyId = propertyId.data;
  if ((cashFlowPeriods as readonly unknown[]).includes(search.period) && search.period !== "year") out.period = search.period as CashFlowPeriod;
  return out;
}
