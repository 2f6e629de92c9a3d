import type { UnitCreateInput } from "@/shared/schemas/portfolio";
import { today } from "@/core/dates";
import type { Db } from "@/server/db/client";
import { rentalContracts, tenants } from "@/server/db/schema";

type Rental = NonNullable<UnitCreateInput["rental"]>;

/**
 * The unit form has one free-text tenant name. "Vorname Nachname" splits at the
 * last space, so "Anna Maria Schmidt" is first name "Anna Maria", last name
 * "Schmidt" (double first names are far more common than spaced surnames).
 * A single word ("Schmidt", "Hausverwaltung") becomes the last name with an empty
 * first name: lists sort by last name and the label then reads just "Schmidt".
 */
export function splitTenantName(name: string): { firstName: string; lastName: string } {
  const clean = name.trim().replace(/\s+/g, " ");
  const cut = clean.lastIndexOf(" ");
  if (cut === -1) return { firstName: "", lastName: clean };
  return { firstName: clean.slice(0, cut), lastName: clean.slice(cut + 1) };
}

/** True when the 'Vermietung' section asks for a contract (SPEC §5: any of name, cold rent, service charge). */
export function wantsRental(rental: UnitCreateInput["rental"]): rental is Rental {
  return rental !== null && (rental.tenantName !== "" || rental.coldRentCents !== null || rental.serviceChargeCents !== null);
}

/** Creates the tenant and an active, unlimited contract; called inside the unit's transaction. */
export async function createRentalForUnit(tx: Db, workspaceId: string, unitId: string, rental: Rental): Promise<void> {
  const [tenant] = await tx
    .insert(tenants)
    .values({ workspaceId, ...splitTenantName(rental.tenantName) })
    .returning({ id: tenants.id });
  await tx.insert(rentalContracts).values({
    workspaceId,
    tenantId: tenant!.id,
    unitId,
    roomId: null,
    startDate: rental.startDate ?? today(),
    endDate: null,
    isLimitedTerm: false,
    // Checked by unitCreateInput's refinement: present and positive when a rental is wanted.
    coldRentCents: rental.coldRentCents!,
    serviceChargeCents: rental.serviceChargeCents,
    depositCents: rental.depositCents,
    status: "active",
  });
}
