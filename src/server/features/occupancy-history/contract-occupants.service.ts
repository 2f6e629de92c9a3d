import { and, asc, eq } from "drizzle-orm";
import { messages } from "@/shared/messages";
import type { ContractOccupantDto } from "@/shared/occupancy-history-types";
import type { ContractOccupantInput, ContractOccupantUpdateInput } from "@/shared/schemas/occupancy-history";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { contractOccupants, rentalContracts } from "@/server/db/schema";
import { deleteOwned, updateVersioned } from "@/server/db/versioned";
import { AppError, notFound } from "@/server/http/errors";
import { CONTRACT } from "@/server/features/contracts";
import { toOccupantDto } from "./history-dto";

// Persons living under a contract over time (the person key of the statement). Without a
// row the statement counts one person.

type Ctx = { db: Db; actor: Actor };

export const CONTRACT_OCCUPANT = "Der Eintrag zur Personenzahl";

async function ensureOwnedContract(db: Db, workspaceId: string, id: string): Promise<void> {
  const [row] = await db
    .select({ id: rentalContracts.id })
    .from(rentalContracts)
    .where(and(eq(rentalContracts.id, id), eq(rentalContracts.workspaceId, workspaceId)));
  if (!row) throw notFound(CONTRACT);
}

/** A second row of the same contract and day is refused by the unique index (also when two saves race). */
const takenDate = (err: unknown, validFrom: string) => {
  if (!isUniqueViolation(err, "contract_occupants_contract_from_unique")) return err;
  const message = messages.occupantDateTaken(validFrom);
  return new AppError("conflict", message, { fields: [{ field: "validFrom", message }] });
};

/** GET /contracts/:id/occupants, oldest first. */
export async function listContractOccupants({ db, actor, contractId }: Ctx & { contractId: string }): Promise<ContractOccupantDto[]> {
  authorize(actor, "read");
  await ensureOwnedContract(db, actor.workspaceId, contractId);
  const rows = await db
    .select()
    .from(contractOccupants)
    .where(and(eq(contractOccupants.workspaceId, actor.workspaceId), eq(contractOccupants.contractId, contractId)))
    .orderBy(asc(contractOccupants.validFrom));
  return rows.map(toOccupantDto);
}

/** POST /contracts/:id/occupants */
export async function createContractOccupant({ db, actor, contractId, input }: Ctx & { contractId: string; input: ContractOccupantInput }): Promise<ContractOccupantDto> {
  authorize(actor, "write");
  await ensureOwnedContract(db, actor.workspaceId, contractId);
  try {
    const [row] = await db
      .insert(contractOccupants)
      .values({ workspaceId: actor.workspaceId, contractId, validFrom: input.validFrom, persons: input.persons })
      .returning();
    return toOccupantDto(row!);
  } catch (err) {
    throw takenDate(err, input.validFrom);
  }
}

/** PATCH /contract-occupants/:id with the version the client read. */
export async function updateContractOccupant({ db, actor, id, input }: Ctx & { id: string; input: ContractOccupantUpdateInput }): Promise<ContractOccupantDto> {
  authorize(actor, "write");
  const key = { id, workspaceId: actor.workspaceId, version: input.version };
  try {
    return toOccupantDto(await updateVersioned(db, contractOccupants, key, { validFrom: input.validFrom, persons: input.persons }, CONTRACT_OCCUPANT));
  } catch (err) {
    throw takenDate(err, input.validFrom);
  }
}

/** DELETE /contract-occupants/:id */
export async function deleteContractOccupant({ db, actor, id }: Ctx & { id: string }): Promise<void> {
  authorize(actor, "write");
  await deleteOwned(db, contractOccupants, { id, workspaceId: actor.workspaceId }, CONTRACT_OCCUPANT);
}
