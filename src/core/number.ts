/**
 * Parsing of non-money numbers typed by German users (SPEC §5 "Parsing"): integers
 * (counts, years, areas in whole m²), decimals (areas, rates) and rate-like percent inputs.
 * Money has its own parser in `money.ts` because it must end in exact cents.
 */
import { roundHalfAwayFromZero } from "./money";
import { fail, ok, type ParseResult } from "./result";

export const NUMBER_MESSAGES = {
  required: "Bitte eine Zahl eingeben",
  integerInvalid: "Bitte eine ganze Zahl eingeben, z. B. 1.250",
  integerComma: "Bitte eine ganze Zahl ohne Komma eingeben",
  decimalInvalid: "Bitte eine gültige Zahl eingeben, z. B. 72,5",
  tooLarge: "Die Zahl ist zu groß",
  rateRange: "Bitte einen Wert zwischen 0 und 50 eingeben",
} as const;

/** Rate-like percent inputs (interest, repayment) are accepted in this range, inclusive. */
export const RATE_INPUT_MIN = 0;
export const RATE_INPUT_MAX = 50;

// Browsers and Intl output use NBSP (U+00A0) or narrow NBSP (U+202F) as group separator.
const SPACE_VARIANTS = /[\u00A0\u202F]/g;

/**
 * Whole number with optional thousands separators: "1250", "1.250", "1 250", "-3".
 * Separators must split groups of three so "1.5" (probably meant as 1,5) is rejected
 * rather than read as 15. A comma is always rejected with a specific message.
 */
export function parseInteger(input: string): ParseResult<number> {
  const text = input.replace(SPACE_VARIANTS, " ").trim();
  if (text === "") return fail(NUMBER_MESSAGES.required);
  if (text.includes(",")) return fail(NUMBER_MESSAGES.integerComma);
  if (!/^-?(?:\d+|\d{1,3}(?:\.\d{3})+|\d{1,3}(?: \d{3})+)$/.test(text)) {
    return fail(NUMBER_MESSAGES.integerInvalid);
  }
  const value = Number(text.replace(/[. ]/g, ""));
  if (!Number.isSafeInteger(value)) return fail(NUMBER_MESSAGES.tooLarge);
  return ok(value === 0 ? 0 : value);
}

/**
 * Decimal number with one comma or one period as decimal separator: "72,5", "72.5", "3",
 * ",5". No thousands separators, because with a single separator allowed either way
 * "1.234" can only mean 1,234.
 */
export function parseDecimal(input: string): ParseResult<number> {
  const text = input.trim();
  if (text === "") return fail(NUMBER_MESSAGES.required);
  if (!/^-?(?:\d+|\d*[.,]\d+)$/.test(text)) return fail(NUMBER_MESSAGES.decimalInvalid);
  const value = Number(text.replace(",", "."));
  if (!Number.isFinite(value)) return fail(NUMBER_MESSAGES.tooLarge);
  return ok(value === 0 ? 0 : value);
}

/** Interest-rate-like percent input for the loan/repayment forms: a decimal in [0, 50]. */
export function parseRateInput(input: string): ParseResult<number> {
  const parsed = parseDecimal(input);
  if (!parsed.ok) return parsed;
  return isValidRate(parsed.value) ? parsed : fail(NUMBER_MESSAGES.rateRange);
}

export function isValidRate(percent: number): boolean {
  return Number.isFinite(percent) && percent >= RATE_INPUT_MIN && percent <= RATE_INPUT_MAX;
}

/**
 * Number → text for prefilling an input: fixed decimals, comma, no grouping ("3,25").
 * Rounds half away from zero like everything else in the app.
 */
export function toDecimalInput(value: number, decimals = 2): string {
  const scaled = roundHalfAwayFromZero(value * 10 ** decimals);
  const absolute = Math.abs(scaled);
  const digits = String(absolute).padStart(decimals + 1, "0");
  const whole = decimals > 0 ? digits.slice(0, -decimals) : digits;
  const text = decimals > 0 ? `${whole},${digits.slice(-decimals)}` : whole;
  return scaled < 0 ? `-${text}` : text;
}
