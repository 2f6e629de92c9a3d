/**
 * Exact rational numbers on BigInt, for the figures that must add up to the cent however
 * they are split: a Nebenkosten line shared by area × days between tenants, meter values
 * interpolated by days. A float weight such as 65,5 m² × 181 days / 23.441,7 would make
 * two equal remainders compare unequal; a fraction cannot.
 *
 * Always reduced, denominator positive, so equal values have equal fields.
 */
import { groupThousands } from "./decimal-text";

export interface Fraction {
  readonly n: bigint;
  readonly d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(numerator: bigint | number, denominator: bigint | number = 1n): Fraction {
  let n = BigInt(numerator);
  let d = BigInt(denominator);
  if (d === 0n) throw new RangeError("Division durch null");
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const divisor = gcd(n, d);
  return divisor > 1n ? { n: n / divisor, d: d / divisor } : { n, d };
}

export const ZERO: Fraction = fraction(0);
export const ONE: Fraction = fraction(1);

/**
 * A decimal as written ("65.5", "65,5", 12.25) → its exact fraction. Numbers are read from
 * their shortest representation, so 0.1 is 1/10, not the nearest binary double.
 */
export function decimal(value: string | number): Fraction {
  const text = typeof value === "number" ? numberText(value) : value.trim().replace(",", ".");
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === "" && (match[3] ?? "") === "")) throw new RangeError(`Keine Dezimalzahl: ${value}`);
  const [, sign, whole = "", part = ""] = match;
  const digits = BigInt((whole || "0") + part);
  return fraction(sign === "-" ? -digits : digits, 10n ** BigInt(part.length));
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Nicht endlicher Wert: ${value}`);
  // Exponent notation only appears far outside any area or meter value; expand it exactly.
  return /e/i.test(String(value)) ? value.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 }) : String(value);
}

export const add = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.n, a.d * b.d);
export const div = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.d, a.d * b.n);
export const neg = (a: Fraction): Fraction => ({ n: -a.n, d: a.d });

export function sum(values: Iterable<Fraction>): Fraction {
  let total = ZERO;
  for (const value of values) total = add(total, value);
  return total;
}

/** Negative, zero or positive as a < b, a = b, a > b. */
export function compare(a: Fraction, b: Fraction): number {
  const left = a.n * b.d;
  const right = b.n * a.d;
  return left < right ? -1 : left > right ? 1 : 0;
}

export const isZero = (a: Fraction): boolean => a.n === 0n;
export const isNegative = (a: Fraction): boolean => a.n < 0n;

/** The largest integer ≤ a. */
export function floor(a: Fraction): bigint {
  const q = a.n / a.d;
  return a.n < 0n && q * a.d !== a.n ? q - 1n : q;
}

/** The smallest integer ≥ a. */
export function ceil(a: Fraction): bigint {
  return -floor(neg(a));
}

/** Rounded to an integer, halves away from zero ("kaufmännisch"). */
export function roundHalfAwayFromZero(a: Fraction): bigint {
  const absolute = a.n < 0n ? -a.n : a.n;
  const rounded = (2n * absolute + a.d) / (2n * a.d);
  return a.n < 0n ? -rounded : rounded;
}

/**
 * For display only (a share of 1/3 shown as 0,3333): never feed the result back into a
 * figure. `digits` decimals, halves away from zero.
 */
export function toDecimalText(a: Fraction, digits: number): string {
  const scale = 10n ** BigInt(digits);
  const scaled = roundHalfAwayFromZero(fraction(a.n * scale, a.d));
  const negative = scaled < 0n;
  const text = (negative ? -scaled : scaled).toString().padStart(digits + 1, "0");
  const whole = text.slice(0, text.length - digits);
  const part = digits > 0 ? `.${text.slice(text.length - digits)}` : "";
  return `${negative ? "-" : ""}${whole}${part}`;
}

/**
 * German display of an exact value: at most `maxDecimals` places (halves away from zero),
 * trailing zeros dropped, thousands grouped: 36500 → "36.500", 1/3 → "0,3333", 64.5 → "64,5".
 */
export function formatFraction(a: Fraction, maxDecimals = 4): string {
  const [whole = "", part = ""] = toDecimalText(a, maxDecimals).split(".");
  const negative = whole.startsWith("-");
  const digits = negative ? whole.slice(1) : whole;
  const grouped = groupThousands(digits);
  const decimals = part.replace(/0+$/, "");
  const text = decimals ? `${grouped},${decimals}` : grouped;
  return negative && text !== "0" ? `-${text}` : text;
}
