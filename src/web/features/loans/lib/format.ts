import { formatNumber } from "@/core/format";
import { formatRate, rateFromDecimal } from "@/core/rate";

/** The API's "2" → "2,00 %", "3.875" → "3,875 %": rates keep the third decimal a bank may use. */
export function rateLabel(decimal: string | null | undefined): string {
  return formatRate(decimal === null || decimal === undefined ? null : rateFromDecimal(decimal));
}

/** A loan paid out later: '2027-04-01' → "ab 04.2027". */
export const fromMonthLabel = (date: string) => `ab ${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** 9.9 → "noch 9,9 Jahre", 1 → "noch 1 Jahr", 0 → "endet in diesem Monat". */
export function yearsLeftLabel(years: number | null | undefined): string {
  if (years === null || years === undefined) return "";
  if (years <= 0) return "endet in diesem Monat";
  const text = formatNumber(years, Number.isInteger(years) ? 0 : 1);
  return `noch ${text} ${years === 1 ? "Jahr" : "Jahre"}`;
}
