import { formatEuro, NBSP, parseEuroToCents, type Cents } from "@/core/money";
import { parseGermanDate } from "@/core/dates";
import { parseDecimal, parseInteger, toDecimalInput } from "@/core/number";
import type { ParseResult } from "@/core/result";

// Form fields are text; the API wants cents, numbers and nulls. A bad entry
// is reported as a German message for its field instead of throwing.

export type Report = (message: string) => void;

function readOptional<T>(value: string, parse: (text: string) => ParseResult<T>, report: Report): T | null {
  if (value.trim() === "") return null;
  const result = parse(value);
  if (!result.ok) {
    report(result.message);
    return null;
  }
  return result.value;
}

/** Money text (already stripped by MoneyInput) → cents; empty → null; negative refused. */
export const optionalEuro = (value: string, report: Report): Cents | null =>
  readOptional(value, (t) => parseEuroToCents(t, { allowNegative: false }), report);

export const optionalDecimal = (value: string, report: Report): number | null => readOptional(value, parseDecimal, report);

export const optionalInteger = (value: string, report: Report): number | null => readOptional(value, parseInteger, report);

/**
 * A DateInput's value ('yyyy-MM-dd', '' or text that is not a date) → the date; empty →
 * null; unreadable text is reported with DATE_MESSAGES.invalid instead of being dropped.
 */
export const optionalDate = (value: string, report: Report): string | null => readOptional(value, parseGermanDate, report);

/** Cents → what a MoneyInput is prefilled with, German-formatted: 123456 → "1.234,56"; parses back exactly. */
export const euroInput = (value: Cents | null | undefined): string =>
  value === null || value === undefined ? "" : formatEuro(value, { decimals: 2 }).replace(`${NBSP}€`, "");

/** 72.5 → "72,5", 100 → "100": what a decimal input is prefilled with. */
export const decimalInput = (value: number | string | null | undefined, decimals = 2): string => {
  if (value === null || value === undefined || value === "") return "";
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(n)) return "";
  return toDecimalInput(n, decimals).replace(/,?0+$/, "");
};
