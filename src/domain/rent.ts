/** Rent figures. Warm rent is derived, never stored (SPEC §3 "Rental contract"). */
import type { IsoDate } from "@/core/dates";
import { addCents, ZERO_CENTS, type Cents } from "@/core/money";

/** Warmmiete = Kaltmiete + Nebenkosten(-vorauszahlung); a missing service charge counts as 0. */
export function warmRent(coldRent: Cents, serviceCharge?: Cents | null): Cents {
  return addCents(coldRent, serviceCharge ?? ZERO_CENTS);
}

/**
 * The rent in force on `day` among a contract's steps (its own rent from its start, then its
 * rent changes): the latest step with validFrom <= day, else the earliest one, the contract's
 * own rent. For an ended contract that is its last rent (no change lies after its end).
 * Its SQL form is the database function rent_in_force, which the figures use
 * (docs/decisions/0013-figures-follow-rent-history.md); tests/api/portfolio-rent-history.test.ts
 * holds the two equal.
 */
export function rentStepInForce<S extends { validFrom: IsoDate }>(steps: readonly S[], day: IsoDate): S {
  const sorted = [...steps].sort((a, b) => (a.validFrom < b.validFrom ? -1 : a.validFrom > b.validFrom ? 1 : 0));
  const own = sorted[0];
  if (!own) throw new RangeError("Ein Mietvertrag braucht mindestens einen Mietbetrag.");
  return sorted.filter((s) => s.validFrom <= day).pop() ?? own;
}
