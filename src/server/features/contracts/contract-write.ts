import type { ContractCreateInput, ContractEditInput, ContractUpdateInput } from "@/shared/schemas/contracts";
import type { Db } from "@/server/db/client";
import { rentalContracts } from "@/server/db/schema";

// The insert of a contract, apart from the service so that other features (the spreadsheet
// import) can use it without the service's imports (units import contracts' SQL helpers).

/** The columns a contract payload writes; the room is decided with the unit (contractRoom). */
export function contractColumns(input: ContractCreateInput | ContractEditInput | ContractUpdateInput) {
  return {
    tenantId: input.tenantId,
    startDate: input.startDate,
    endDate: input.endDate,
    isLimitedTerm: input.isLimitedTerm,
    coldRentCents: input.coldRentCents,
    serviceChargeCents: input.serviceChargeCents,
    depositCents: input.depositCents,
    status: input.status,
  };
}

/**
 * Inserts parsed contracts (units and tenants of the workspace, the room decided with the
 * unit) in the caller's transaction; an id given is kept (the spreadsheet import names its
 * records before writing them). The one insert of POST /units/:unitId/contracts and of the
 * import. Overlapping periods are refused by rental_contracts_no_overlap (see withoutOverlap).
 */
export async function insertContracts(
  db: Db,
  workspaceId: string,
  items: ReadonlyArray<{ id?: string; unitId: string; roomId: string | null; input: ContractCreateInput | ContractEditInput }>,
): Promise<string[]> {
  if (items.length === 0) return [];
  const rows = await db
    .insert(rentalContracts)
    .values(items.map(({ id, unitId, roomId, input }) => ({ ...contractColumns(input), ...(id ? { id } : {}), workspaceId, unitId, roomId })))
    .returning({ id: rentalContracts.id });
  return rows.map((r) => r.id);
}
