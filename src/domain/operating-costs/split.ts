/**
 * The statement's one rounding rule for splitting a line (issue 19, "Conventions"):
 * everyone gets the floor of the exact share, the missing cents go to the largest
 * remainders; ties go to the larger exact share, then by unit code, room code and
 * occupancy start, ascending. So the shares of tenants and landlord always add up to the
 * line's amount exactly, and the same input always gives the same cents.
 */
import { compare, fraction, floor, sub, sum, isZero, type Fraction } from "@/core/fraction";
import { cents, type Cents } from "@/core/money";

export interface Claim {
  id: string;
  /** Non-negative: m² × days, person-days, consumption … */
  weight: Fraction;
  unitCode: string;
  roomCode: string;
  start: string;
}

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** `amount` split in proportion to the claims' weights; a negative amount (a refund) splits symmetrically. */
export function splitByLargestRemainder(amount: Cents, claims: readonly Claim[]): Map<string, Cents> {
  const total = sum(claims.map((c) => c.weight));
  if (claims.some((c) => c.weight.n < 0n)) throw new RangeError("Gewichte dürfen nicht negativ sein");
  const result = new Map<string, Cents>(claims.map((c) => [c.id, cents(0)]));
  if (amount === 0 || isZero(total)) {
    if (amount !== 0) throw new RangeError("Niemand trägt diesen Betrag: Summe der Gewichte ist null");
    return result;
  }
  const sign = amount < 0 ? -1n : 1n;
  const absolute = BigInt(amount) * sign;
  const parts = claims.map((claim) => {
    const exact = fraction(absolute * claim.weight.n * total.d, claim.weight.d * total.n);
    const whole = floor(exact);
    return { claim, exact, whole, rest: sub(exact, fraction(whole)) };
  });
  let missing = absolute - parts.reduce((s, p) => s + p.whole, 0n);
  const order = [...parts].sort(
    (a, b) =>
      compare(b.rest, a.rest) ||
      compare(b.exact, a.exact) ||
      byCode(a.claim.unitCode, b.claim.unitCode) ||
      byCode(a.claim.roomCode, b.claim.roomCode) ||
      byCode(a.claim.start, b.claim.start),
  );
  for (const part of order) {
    if (missing <= 0n) break;
    part.whole += 1n;
    missing -= 1n;
  }
  for (const part of parts) result.set(part.claim.id, cents(Number(part.whole * sign)));
  return result;
}
