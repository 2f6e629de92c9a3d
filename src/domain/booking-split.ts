import { cents, type Cents } from "@/core/money";

// Splitting one booking amount evenly over its lines ("Gleichmäßig aufteilen" in the
// booking dialog, issue 14). Cents never get lost: the parts add up to the total exactly.

/**
 * `total` over `count` parts, as even as whole cents allow. The leftover cents go to the
 * first parts, one each, so the same split always gives the same lines:
 * 100,00 € over 3 → 33,34 / 33,33 / 33,33; −100,00 € → −33,34 / −33,33 / −33,33;
 * 0,01 € over 3 → 0,01 / 0 / 0.
 */
export function splitEvenly(total: Cents, count: number): Cents[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`Anzahl der Teile muss mindestens 1 sein: ${count}`);
  const sign = total < 0 ? -1 : 1;
  const absolute = Math.abs(total);
  const base = Math.floor(absolute / count);
  const extra = absolute - base * count;
  return Array.from({ length: count }, (_, i) => cents(sign * (base + (i < extra ? 1 : 0))));
}
