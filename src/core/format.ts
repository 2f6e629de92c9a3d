/**
 * de-DE display formats for non-money figures (SPEC §9, DOMAIN "Money, dates, formats").
 * Units are separated by a non-breaking space so "72,5 m²" or "5,3 %" never wrap.
 * Every formatter rounds half away from zero itself before Intl sees the number, so the
 * shown digit never depends on binary float noise (1.005 → "1,01").
 * Missing values (null/undefined) render as "–".
 */
import { EMPTY_VALUE, NBSP, formatEuro, roundHalfAwayFromZero, type Cents } from "./money";
import { parseDecimal } from "./number";


const numberFormats = new Map<number, Intl.NumberFormat>();

function numberFormat(decimals: number): Intl.NumberFormat {
  let format = numberFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat("de-DE", {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    });
    numberFormats.set(decimals, format);
  }
  return format;
}

/** 1234.5 → "1.234,5" with exactly `decimals` places (default 0), rounded half away from zero. */
export function formatNumber(value: number | null | undefined, decimals = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY_VALUE;
  const factor = 10 ** decimals;
  const rounded = roundHalfAwayFromZero(value * factor) / factor;
  // Avoid "-0,0" for tiny negatives that round to zero.
  return numberFormat(decimals).format(rounded === 0 ? 0 : rounded);
}

/** A value already in percent: 5.25 → "5,3 %" (1 decimal, default) or "5,25 %" (2). */
export function formatPercent(value: number | null | undefined, decimals: 1 | 2 = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY_VALUE;
  return `${formatNumber(value, decimals)}${NBSP}%`;
}

/**
 * Area in m²: 72.5 → "72,5 m²". Accepts the unit's `size_sqm` as number or string
 * ("72.5" from the database, "72,5" from a form); unreadable text shows "–".
 */
export function formatArea(sqm: number | string | null | undefined, decimals = 1): string {
  const value = toSquareMetres(sqm);
  return value === null ? EMPTY_VALUE : `${formatNumber(value, decimals)}${NBSP}m²`;
}

/** Price per square metre in cents → "12,40 €/m²". */
export function formatPricePerSqm(centsPerSqm: Cents | null | undefined): string {
  if (centsPerSqm === null || centsPerSqm === undefined) return EMPTY_VALUE;
  return `${formatEuro(centsPerSqm, { decimals: 2 })}/m²`;
}

/** `size_sqm` is "string or number" (SPEC §3); this is the one place that reads both. */
export function toSquareMetres(sqm: number | string | null | undefined): number | null {
  if (sqm === null || sqm === undefined) return null;
  if (typeof sqm === "number") return Number.isFinite(sqm) ? sqm : null;
  const parsed = parseDecimal(sqm);
  return parsed.ok ? parsed.value : null;
}
