// The names of the report files (PDF, XLSX, CSV, ZIP and the entries inside a ZIP), in one
// place: a property's name becomes part of a file name on the landlord's and the advisor's
// machines, so it must unpack and save the same on Linux, macOS and Windows.

import type { ProfitLossDto } from "@/shared/report-types";

/** The scope of a portfolio-wide file. */
export const PORTFOLIO_SCOPE = "Alle Objekte";

/**
 * One path segment that saves and unpacks the same everywhere: no separators or characters
 * Windows refuses (→ "_"), no control, format (bidi, zero-width) or lone surrogate characters,
 * no "..", no leading dot (hidden file), no trailing dot or space (Windows drops them).
 * Umlauts stay: names travel as UTF-8 (filename*, the ZIP's UTF-8 flag).
 */
export function safeFileSegment(raw: string): string {
  return raw
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, "")
    .replace(/[/\\:*?"<>|]/g, "_")
    .replace(/\.{2,}/g, ".")
    .trim()
    .replace(/^[.\s]+/, "")
    .replace(/[.\s]+$/, "");
}

/**
 * "EÜR-2025-Lindenstraße 5.pdf", "Belege-2025-Alle Objekte.zip", "EÜR-2025-01-bis-2025-03-…";
 * the period is a year or {@link profitLossPeriod}, the scope a property's name or {@link PORTFOLIO_SCOPE}.
 */
export function reportFileName(kind: string, period: number | string, scope: string, extension: string): string {
  return `${kind}-${period}-${safeFileSegment(scope).slice(0, 120) || "Objekt"}.${extension}`;
}

/** A P&L's period in a file name: "2025" for the year, "2025-01-bis-2025-03" for months. */
export function profitLossPeriod(data: ProfitLossDto): string {
  return data.from === `${data.year}-01` && data.to === `${data.year}-12` ? String(data.year) : `${data.from}-bis-${data.to}`;
}

/** "Alle Objekte", or the one property's (or unit's) name. */
export function profitLossScope(data: ProfitLossDto): string {
  if (data.propertyId === null) return PORTFOLIO_SCOPE;
  return data.columns.find((c) => c.propertyId === data.propertyId)?.name ?? data.columns[0]?.name ?? PORTFOLIO_SCOPE;
}
