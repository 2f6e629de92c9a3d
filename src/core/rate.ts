/**
 * Interest and repayment rates are integer thousandths of a percent everywhere below the
 * API (docs/decisions/0007-exact-rates.md): 7,612 % is 7612, 2 % is 2000. Like money in
 * cents, a rate is never a binary float, so 7,612 % + 9,95 % is exactly 17,562 % and a
 * payment that ends in half a cent rounds up as it should.
 *
 * On the wire (API, JSON) a rate is its decimal text with a period: "7.612", "2".
 */
import { cents, EMPTY_VALUE, NBSP, type Cents } from "./money";
import { NUMBER_MESSAGES } from "./number";
import { fail, ok, type ParseResult } from "./result";

export type RateMilli = number & { readonly __brand: "RateMilli" };

/** Thousandths of a percent per percent. */
export const MILLI_PER_PERCENT = 1000;

export const RATE_MESSAGES = {
  required: NUMBER_MESSAGES.required,
  invalid: NUMBER_MESSAGES.decimalInvalid,
  tooManyDecimals: "Bitte höchstens drei Nachkommastellen angeben.",
} as const;

/** Asserts that `value` is a safe integer and brands it as thousandths of a percent. */
export function rateMilli(value: number): RateMilli {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Kein ganzzahliger Zinssatz in Tausendstel Prozent: ${value}`);
  return (value === 0 ? 0 : value) as RateMilli;
}

/** A whole or decimal percent literal, exactly: `percent("7.612")` is 7612. For tests and constants. */
export function percent(value: number | string): RateMilli {
  const r = rateFromDecimal(typeof value === "number" ? String(value) : value);
  if (r === null) throw new RangeError(`Kein Zinssatz mit höchstens 3 Nachkommastellen: ${value}`);
  return r;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Machine decimal text ("7.612", "2", "-0.5") → rate; null when it is not such a text or
 * has more than three decimals. A JSON number is read through `String(n)`, its shortest
 * decimal text, which is the decimal that was written for anything with ≤ 15 digits.
 */
export function rateFromDecimal(text: string): RateMilli | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = "0", fraction = ""] = match;
  if (fraction.length > 3) return null;
  const value = Number(whole) * MILLI_PER_PERCENT + Number(fraction.padEnd(3, "0"));
  if (!Number.isSafeInteger(value)) return null;
  return rateMilli(sign === "-" ? -value : value);
}

/** Like {@link rateFromDecimal}, but says why: `"decimals"` for a fourth decimal. */
export function readRateDecimal(value: string | number): RateMilli | "invalid" | "decimals" {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value;
  const rate = rateFromDecimal(text);
  if (rate !== null) return rate;
  return DECIMAL.test(text.trim()) ? "decimals" : "invalid";
}

/** Rate → the API's decimal text: 7612 → "7.612", 2150 → "2.15", 2000 → "2". */
export function rateToDecimal(rate: RateMilli): string {
  const absolute = Math.abs(rate);
  const whole = Math.floor(absolute / MILLI_PER_PERCENT);
  const fraction = String(absolute % MILLI_PER_PERCENT).padStart(3, "0").replace(/0+$/, "");
  return `${rate < 0 ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

/**
 * German rate text as typed → rate: "7,612", "7.612", "2", ",5", "2,15 %". One comma or
 * one period is the decimal separator (a rate has no thousands), at most three decimals.
 */
export function parseRate(input: string): ParseResult<RateMilli> {
  const text = input.replace("%", "").trim();
  if (text === "") return fail(RATE_MESSAGES.required);
  const match = /^(-?)(\d*)(?:[.,](\d+))?$/.exec(text);
  if (!match || (match[2] === "" && match[3] === undefined)) return fail(RATE_MESSAGES.invalid);
  const [, sign = "", whole = "", fraction = ""] = match;
  if (fraction.length > 3) return fail(RATE_MESSAGES.tooManyDecimals);
  const rate = rateFromDecimal(`${sign}${whole || "0"}${fraction ? `.${fraction}` : ""}`);
  return rate === null ? fail(RATE_MESSAGES.invalid) : ok(rate);
}

/** Digits of a rate with a comma and at least two decimals: 2000 → "2,00", 7612 → "7,612". */
function germanDigits(rate: RateMilli): string {
  const absolute = Math.abs(rate);
  const whole = Math.floor(absolute / MILLI_PER_PERCENT);
  let fraction = String(absolute % MILLI_PER_PERCENT).padStart(3, "0");
  if (fraction.endsWith("0")) fraction = fraction.slice(0, 2);
  return `${rate < 0 ? "-" : ""}${whole},${fraction}`;
}

/** Rate for display: 2000 → "2,00 %", 7612 → "7,612 %" (the third decimal a bank may use). */
export function formatRate(rate: RateMilli | null | undefined): string {
  if (rate === null || rate === undefined) return EMPTY_VALUE;
  return `${germanDigits(rate)}${NBSP}%`;
}

/** Rate → the text an input is prefilled with: "2,00", "7,612". */
export function rateToInputValue(rate: RateMilli): string {
  return germanDigits(rate);
}

export function addRates(a: RateMilli, b: RateMilli): RateMilli {
  return rateMilli(a + b);
}

/** Integer division, halves away from zero; `d` > 0. */
function divRound(n: bigint, d: bigint): bigint {
  const absolute = n < 0n ? -n : n;
  let q = absolute / d;
  if ((absolute % d) * 2n >= d) q += 1n;
  return n < 0n ? -q : q;
}

export interface WeightedRate {
  weight: Cents;
  rate: RateMilli;
}

/** Σ weight × rate, exactly (BigInt: 10^11 cents × 50.000 milli exceeds 2^53). */
function weightedSum(parts: readonly WeightedRate[]): { sum: bigint; weights: bigint } {
  let sum = 0n;
  let weights = 0n;
  for (const p of parts) {
    sum += BigInt(p.weight) * BigInt(p.rate);
    weights += BigInt(p.weight);
  }
  return { sum, weights };
}

/**
 * Average rate weighted by `weight`, rounded once to a multiple of `step` thousandths
 * (10 = two decimals), halves away from zero; null when the weights add up to 0 or less.
 */
export function weightedAverageRate(parts: readonly WeightedRate[], step = 1): RateMilli | null {
  const { sum, weights } = weightedSum(parts);
  if (weights <= 0n) return null;
  return rateMilli(Number(divRound(sum, weights * BigInt(step))) * step);
}

/**
 * One month's interest of several balances at their own rates, Σ balance × rate / 12,
 * rounded once: the same as the total balance × the exact weighted average rate / 12,
 * without rounding the average first.
 */
export function monthlyInterestOfAll(parts: readonly WeightedRate[]): Cents {
  const { sum } = weightedSum(parts);
  return cents(Number(divRound(sum, BigInt(12 * 100 * MILLI_PER_PERCENT))));
}
