/** Rent figures. Warm rent is derived, never stored (SPEC §3 "Rental contract"). */
import { addCents, ZERO_CENTS, type Cents } from "@/core/money";

/** Warmmiete = Kaltmiete + Nebenkosten(-vorauszahlung); a missing service charge counts as 0. */
export function warmRent(coldRent: Cents, serviceCharge?: Cents | null): Cents {
  return addCents(coldRent, serviceCharge ?? ZERO_CENTS);
}
