/**
 * Money is integer cents everywhere: database, API and domain. This module is the only
 * place that turns user text into cents and cents into display text (de-DE).
 *
 * Why a branded type: a plain `number` can silently be euros, cents or a float result
 * such as `0.1 + 0.2`. `Cents` can only be produced by the constructors and helpers below,
 * which all guarantee a safe integer, so "floating money" is a type error, not a review
 * finding.
 *
 * Rounding is "kaufmännisch": half away from zero (0,5 ct → 1 ct, −0,5 ct → −1 ct), the
 * rule German banks and tax forms use. Every helper that can produce a fraction of a cent
 * rounds exactly once, at its end, and does so with integer arithmetic (see
 * {@link centsScaler}), so no binary-float artefact can move a cent.
 */
import { fail, ok, type ParseResult } from "./result";

export type Cents = number & { readonly __brand: "Cents" };

/** Non-breaking space: de-DE puts it between amount and unit so "€" never wraps alone. */
export const NBSP = "\u00A0";
/** Shown by the formatters for a missing value. */
export const EMPTY_VALUE = "–";

/** Asserts that `value` is a safe integer and brands it as cents. */
export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Kein ganzzahliger Centbetrag: ${value}`);
  }
  // Normalise −0 so that formatting never shows "-0 €".
  return (value === 0 ? 0 : value) as Cents;
}

export function isCents(value: unknown): value is Cents {
  return typeof value === "number" && Number.isSafeInteger(value);
}

export const ZERO_CENTS: Cents = cents(0);

/**
 * Euro literal → cents, exactly: `euros(833.33)` is 83333, `euros("1234.5")` is 123450.
 * Works on the shortest decimal representation of the number, so binary float noise
 * (833.33 × 100 = 83332.99999999999) cannot leak in. More than two decimals throw,
 * because a literal with fractions of a cent is a bug at the call site.
 */
export function euros(amount: number | string): Cents {
  const text = typeof amount === "number" ? numberToPlainString(amount) : amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`Kein Eurobetrag mit höchstens 2 Nachkommastellen: ${amount}`);
  const [, sign, whole = "0", fraction = ""] = match;
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return cents(sign === "-" ? -value : value);
}

/** `cents` for a value that may be missing: null and undefined stay null. */
export function centsOrNull(value: number | null | undefined): Cents | null {
  return value === null || value === undefined ? null : cents(value);
}

/**
 * Cents → euros as a plain number, for a chart's data points and axis scale only (Recharts
 * plots numbers and should pick "nice" euro ticks). Never for a figure a user reads:
 * tooltips, labels and tick texts go through {@link formatEuro} / {@link formatEuroCompact},
 * via {@link chartValueToCents} for a tick. Never compute with the result.
 */
export function centsToChartValue(amount: Cents): number {
  return amount / 100;
}

/** The inverse of {@link centsToChartValue} for an axis tick, to the nearest cent. */
export function chartValueToCents(value: number): Cents {
  return cents(roundHalfAwayFromZero(value * 100));
}

// ---------------------------------------------------------------------------------------
// Rounding and arithmetic
// ---------------------------------------------------------------------------------------

/**
 * Rounds a float to an integer, halves away from zero — for rates and ratios, not money
 * (money goes through {@link scaleCents}, which is exact). Results like 1.005 × 100 carry
 * binary noise in the 16th/17th significant digit (100.49999999999999 instead of 100.5);
 * cutting to 15 significant digits first removes that noise without touching real digits.
 */
export function roundHalfAwayFromZero(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Nicht endlicher Wert: ${value}`);
  if (Number.isInteger(value)) return value === 0 ? 0 : value;
  const magnitude = Number(Math.abs(value).toPrecision(15));
  const rounded = Math.floor(magnitude + 0.5);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Rounds a rate or ratio (not money) to `decimals` places, halves away from zero. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return roundHalfAwayFromZero(value * factor) / factor;
}

export function addCents(...values: Cents[]): Cents {
  return sumCents(values);
}

export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const value of values) total += value;
  return cents(total);
}

export function subCents(a: Cents, b: Cents): Cents {
  return cents(a - b);
}

export function negateCents(a: Cents): Cents {
  return cents(-a);
}

export function minCents(a: Cents, b: Cents): Cents {
  return a <= b ? a : b;
}

export function maxCents(a: Cents, b: Cents): Cents {
  return a >= b ? a : b;
}

/** `amount × percent / 100`, rounded to the cent. E.g. 5 % of 1.000,00 € = 50,00 €. */
export function mulRate(amount: Cents, percent: number): Cents {
  return scaleCents(amount, percent, 100);
}

/** `amount × factor`, rounded to the cent. */
export function mulFactor(amount: Cents, factor: number): Cents {
  return scaleCents(amount, factor, 1);
}

/**
 * `amount × numerator / denominator` with a single rounding at the end, e.g. monthly
 * interest `balance × rate / 1200` — dividing the rate by 12 first would add a second,
 * avoidable rounding error.
 */
export function scaleCents(amount: Cents, numerator: number, denominator: number): Cents {
  return centsScaler(numerator, denominator)(amount);
}

/**
 * Precomputed {@link scaleCents} for a fixed ratio, for loops (a loan schedule applies the
 * same monthly rate hundreds of times).
 *
 * Exact, not float: a rate such as 2.15 is taken as the decimal the user typed (215/100,
 * from the number's shortest representation), the ratio is reduced to integers, and the
 * product is divided with integer arithmetic — in doubles while everything stays below
 * 2^53, in BigInt beyond. So 0,5 ct is always a true half and rounds away from zero.
 */
export function centsScaler(numerator: number, denominator: number): (amount: Cents) => Cents {
  // Reports scale thousands of amounts by the same few ratios (an AfA rate, months of a
  // year): reducing a ratio to integers costs a regex and BigInt arithmetic, so each one is
  // reduced once. Bounded, so arbitrary inputs cannot grow it without end.
  const key = `${numerator}/${denominator}`;
  const known = scalers.get(key);
  if (known) return known;
  const scaler = newCentsScaler(numerator, denominator);
  if (scalers.size >= MAX_SCALERS) scalers.clear();
  scalers.set(key, scaler);
  return scaler;
}

const MAX_SCALERS = 1_000;
const scalers = new Map<string, (amount: Cents) => Cents>();

function newCentsScaler(numerator: number, denominator: number): (amount: Cents) => Cents {
  const [a, b] = toFraction(numerator);
  const [c, d] = toFraction(denominator);
  if (c === 0n) throw new RangeError("Division durch null");
  let num = a * d;
  let den = b * c;
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  const divisor = gcd(num < 0n ? -num : num, den);
  if (divisor > 1n) {
    num /= divisor;
    den /= divisor;
  }
  const max = BigInt(Number.MAX_SAFE_INTEGER);
  const fitsNumber = (num < 0n ? -num : num) <= max && den <= max;
  const numNumber = Number(num);
  const denNumber = Number(den);
  return (amount) => {
    if (fitsNumber) {
      const product = amount * numNumber;
      if (Number.isSafeInteger(product)) return cents(divRoundNumber(product, denNumber));
    }
    return cents(Number(divRoundBig(BigInt(amount) * num, den)));
  };
}

/** Integer division of safe integers, halves away from zero; `d` > 0. */
function divRoundNumber(n: number, d: number): number {
  const absolute = n < 0 ? -n : n;
  let q = Math.floor(absolute / d);
  // The float quotient can be off by one for large operands; the remainder corrects it.
  let r = absolute - q * d;
  if (r < 0) {
    q -= 1;
    r += d;
  } else if (r >= d) {
    q += 1;
    r -= d;
  }
  if (r * 2 >= d) q += 1;
  return n < 0 && q !== 0 ? -q : q;
}

function divRoundBig(n: bigint, d: bigint): bigint {
  const absolute = n < 0n ? -n : n;
  let q = absolute / d;
  if ((absolute % d) * 2n >= d) q += 1n;
  return n < 0n ? -q : q;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 0n ? 1n : a;
}

/** A finite number as the exact fraction of its shortest decimal representation. */
function toFraction(value: number): [bigint, bigint] {
  if (!Number.isFinite(value)) throw new RangeError(`Nicht endlicher Wert: ${value}`);
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(String(value));
  if (!match) throw new RangeError(`Unerwartete Zahl: ${value}`);
  const [, sign, whole = "0", fraction = "", exponent = "0"] = match;
  const digits = BigInt(whole + fraction) * (sign === "-" ? -1n : 1n);
  const shift = Number(exponent) - fraction.length;
  return shift >= 0 ? [digits * 10n ** BigInt(shift), 1n] : [digits, 10n ** BigInt(-shift)];
}

/**
 * Splits `total` in proportion to `weights` so that the parts add up to `total` exactly
 * (largest-remainder method). Used e.g. to attribute a purchase price to units by area.
 */
export function allocateCents(total: Cents, weights: readonly number[]): Cents[] {
  const weightSum = weights.reduce((sum, w) => sum + w, 0);
  if (weights.some((w) => !(w >= 0)) || !(weightSum > 0)) {
    throw new RangeError("Gewichte müssen nicht negativ sein und eine positive Summe haben");
  }
  const sign = total < 0 ? -1 : 1;
  const absolute = Math.abs(total);
  const exact = weights.map((w) => (absolute * w) / weightSum);
  const parts = exact.map((x) => Math.floor(x));
  let rest = absolute - parts.reduce((sum, p) => sum + p, 0);
  // Hand out the remaining cents to the largest fractional parts; ties go to the first.
  const order = exact
    .map((x, index) => ({ index, fraction: x - Math.floor(x) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (rest <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    rest -= 1;
  }
  return parts.map((p) => cents(sign * p));
}

// ---------------------------------------------------------------------------------------
// Parsing (input → cents)
// ---------------------------------------------------------------------------------------

export const MONEY_MESSAGES = {
  required: "Bitte einen Betrag eingeben",
  invalid: "Bitte einen gültigen Betrag eingeben, z. B. 1.234,56",
  tooManyDecimals: "Bitte höchstens zwei Nachkommastellen angeben",
  negative: "Der Betrag darf nicht negativ sein",
  tooLarge: "Der Betrag ist zu groß",
} as const;

// U+2212 MINUS SIGN, as typographic text and some keyboards write it ("−12,50").
const TYPOGRAPHIC_MINUS = /\u2212/g;

/**
 * What a money input keeps while typing: digits, comma, period and minus (SPEC §5).
 * Full-width digits and the typographic minus are read as what they look like (NFKC),
 * so "−12,50" stays negative instead of silently becoming 12,50 €.
 */
export function sanitizeMoneyInput(raw: string): string {
  return raw.normalize("NFKC").replace(TYPOGRAPHIC_MINUS, "-").replace(/[^0-9,.-]/g, "");
}

export interface ParseEuroOptions {
  /** Default true. Forms with "minimum 0" pass false to get a German message. */
  allowNegative?: boolean;
  /**
   * Default false. When true, a single period followed by 1–2 digits and no comma is
   * read as the decimal separator ("12.5" → 12,50 €), for values that come from
   * `<input type="number">` or other machine sources. "1.234" stays 1.234 € (German
   * thousands separator) either way.
   */
  allowDecimalPoint?: boolean;
}

/**
 * German euro text → cents. Accepts "1234", "1.234", "1.234,5", "1.234,56", "-12,30",
 * and anything that becomes one of those after {@link sanitizeMoneyInput} (so "1.234,56 €"
 * from {@link formatEuro} parses back). Thousands dots must sit between groups of three,
 * so "12.34" is rejected instead of being misread as 1.234 €.
 */
export function parseEuroToCents(input: string, options: ParseEuroOptions = {}): ParseResult<Cents> {
  if (input.trim() === "") return fail(MONEY_MESSAGES.required);
  const text = sanitizeMoneyInput(input);
  // Something was entered, but nothing of it is a number ("NaN", "Infinity", "abc").
  if (text === "") return fail(MONEY_MESSAGES.invalid);

  const negative = text.startsWith("-");
  const body = negative ? text.slice(1) : text;

  let whole: string;
  let fraction = "";
  // The whole part may be empty only before a comma (",5" = 0,50 €).
  const german = /^(\d{1,3}(?:\.\d{3})+|\d+)?(?:,(\d*))?$/.exec(body);
  const pointDecimal = options.allowDecimalPoint ? /^(\d+)\.(\d{1,2})$/.exec(body) : null;
  if (german && (german[1] !== undefined || german[2] !== undefined)) {
    whole = german[1] ?? "0";
    if (german[2] !== undefined) {
      fraction = german[2];
      if (fraction.length === 0) return fail(MONEY_MESSAGES.invalid);
      if (fraction.length > 2) return fail(MONEY_MESSAGES.tooManyDecimals);
    }
  } else if (pointDecimal) {
    whole = pointDecimal[1] ?? "";
    fraction = pointDecimal[2] ?? "";
  } else {
    return fail(MONEY_MESSAGES.invalid);
  }

  const value = Number(whole.replaceAll(".", "")) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(value)) return fail(MONEY_MESSAGES.tooLarge);
  if (negative && value !== 0 && options.allowNegative === false) return fail(MONEY_MESSAGES.negative);
  return ok(cents(negative ? -value : value));
}

// ---------------------------------------------------------------------------------------
// Formatting (cents → de-DE text)
// ---------------------------------------------------------------------------------------

// Intl does the de-DE digit grouping; we only ever hand it integers, which it formats
// exactly. Fractions are appended by hand so even 90 Billionen € keep their last cent.
const INTEGER_FORMAT = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0, useGrouping: true });

/** de-DE grouping of a non-negative integer: 1234567 → "1.234.567". */
export function groupDigits(value: number): string {
  return INTEGER_FORMAT.format(value);
}

export interface FormatEuroOptions {
  /**
   * 0 (default, rounded figures such as sums of many amounts), 2 (e.g. '0,00 €' in the
   * rental contract dialog) or "exact": cents only when the amount has any — an amount
   * the user entered ("8.500,50 €", "480.000 €") is never shown rounded (issue 10).
   */
  decimals?: 0 | 2 | "exact";
}

/** `1234,56 €` as cents → "1.235 €" (default) or "1.234,56 €" with `{ decimals: 2 }`. */
export function formatEuro(amount: Cents | null | undefined, options: FormatEuroOptions = {}): string {
  if (amount === null || amount === undefined) return EMPTY_VALUE;
  const absolute = Math.abs(amount);
  let number: string;
  if (options.decimals === 2 || (options.decimals === "exact" && absolute % 100 !== 0)) {
    const fraction = String(absolute % 100).padStart(2, "0");
    number = `${groupDigits(Math.floor(absolute / 100))},${fraction}`;
  } else {
    const wholeEuros = divRoundNumber(absolute, 100);
    number = groupDigits(wholeEuros);
    if (wholeEuros === 0) return `0${NBSP}€`;
  }
  const sign = amount < 0 && absolute !== 0 ? "-" : "";
  return `${sign}${number}${NBSP}€`;
}

/**
 * Compact euro for tight spaces. Below 1.000 € (after rounding to whole euros) the normal
 * {@link formatEuro} ("999 €"); then thousands with at most one decimal ("1k €", "3,2k €",
 * "999,9k €"); from 1.000k on millions ("1 Mio. €", "1,2 Mio. €"). Each step is chosen on
 * the rounded value, so 999,50 € reads "1k €", never "1.000 €", and 999.950 € "1 Mio. €".
 */
export function formatEuroCompact(amount: Cents | null | undefined): string {
  if (amount === null || amount === undefined) return EMPTY_VALUE;
  const absolute = Math.abs(amount);
  const sign = amount < 0 ? "-" : "";
  if (divRoundNumber(absolute, 100) < 1_000) return formatEuro(amount);
  const tenthsOfThousand = divRoundNumber(absolute, 10_000);
  if (tenthsOfThousand < 10_000) return `${sign}${oneDecimal(tenthsOfThousand)}k${NBSP}€`;
  const tenthsOfMillion = divRoundNumber(absolute, 10_000_000);
  return `${sign}${oneDecimal(tenthsOfMillion)}${NBSP}Mio.${NBSP}€`;
}

/** 32 tenths → "3,2"; 10 tenths → "1" (no ",0"). */
function oneDecimal(tenths: number): string {
  const whole = Math.floor(tenths / 10);
  const tenth = tenths % 10;
  return tenth === 0 ? groupDigits(whole) : `${groupDigits(whole)},${tenth}`;
}

/** Cents → the text a money input field should be prefilled with: "1234,56" (no grouping). */
export function centsToInputValue(amount: Cents): string {
  const absolute = Math.abs(amount);
  const text = `${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, "0")}`;
  return amount < 0 ? `-${text}` : text;
}

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Nicht endlicher Wert: ${value}`);
  // String() uses exponent notation from 1e21 and below 1e-6; neither is a cent amount.
  const text = String(value);
  if (/e/i.test(text)) throw new RangeError(`Kein Eurobetrag: ${value}`);
  return text;
}
