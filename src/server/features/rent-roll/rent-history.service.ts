import { and, eq } from "drizzle-orm";
import { messages } from "@/shared/messages";
import type { RentStepDto } from "@/shared/rent-roll-types";
import type { OpeningBalanceInput, RentChangeInput, RentChangeUpdateInput } from "@/shared/schemas/rent-roll";
import { CONTRACT } from "@/server/features/contracts";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { contractRentChanges, rentalContracts } from "@/server/db/schema";
import { deleteOwned, updateVersioned } from "@/server/db/versioned";
import { AppError, notFound } from "@/server/http/errors";
import { fieldError } from "@/server/http/request";

// The rent history of a contract (Staffel, Index, §558, …) and its opening balance.

type Ctx = { db: Db; actor: Actor };
export const RENT_CHANGE = "Die Mietänderung";

async function ownedContract(db: Db, workspaceId: string, id: string) {
  const [c] = await db
    .select({ id: rentalContracts.id, startDate: rentalContracts.startDate, endDate: rentalContracts.endDate })
    .from(rentalContracts)
    .where(and(eq(rentalContracts.id, id), eq(rentalContracts.workspaceId, workspaceId)));
  if (!c) throw notFound(CONTRACT);
  return c;
}

function checkChangeDate(contract: { startDate: string; endDate: string | null }, validFrom: string) {
  if (validFrom <= contract.startDate) throw fieldError("validFrom", messages.rentChangeNotAfterStart);
  if (contract.endDate && validFrom > contract.endDate) throw fieldError("validFrom", messages.rentChangeAfterEnd);
}

const takenDate = (err: unknown) =>
  isUniqueViolation(err, "contract_rent_changes_contract_date_unique") ? new AppError("conflict", messages.rentChangeDateTaken, { fields: [{ field: "validFrom", message: messages.rentChangeDateTaken }] }) : err;

const dto = (r: typeof contractRentChanges.$inferSelect): RentStepDto => ({
  id: r.id,
  version: r.version,
  validFrom: r.validFrom,
  coldRentCents: r.coldRentCents as RentStepDto["coldRentCents"],
  serviceChargeCents: r.serviceChargeCents as RentStepDto["serviceChargeCents"],
  reason: r.reason,
  note: r.note,
});

/** GET /contracts/:id/rent-changes: the changes after the contract's own rent, oldest first. */
export async function listRentChanges({ db, actor, contractId }: Ctx & { contractId: string }): Promise<RentStepDto[]> {
  authorize(actor, "read");
  await ownedContract(db, actor.workspaceId, contractId);
  const rows = await db
    .select()
    .from(contractRentChanges)
    .where(and(eq(contractRentChanges.workspaceId, actor.workspaceId), eq(contractRentChanges.contractId, contractId)))
    .orderBy(contractRentChanges.validFrom);
  return rows.map(dto);
}

/** POST /contracts/:id/rent-changes */
export async function createRentChange({ db, actor, contractId, input }: Ctx & { contractId: string; input: RentChangeInput }): Promise<RentStepDto> {
  authorize(actor, "write");
  const contract = await ownedContract(db, actor.workspaceId, contractId);
  checkChangeDate(contract, input.validFrom);
  try {
    const [row] = await db
      .insert(contractRentChanges)
      .values({ workspaceId: actor.workspaceId, contractId, ...input })
      .returning();
    return dto(row!);
  } catch (err) {
    throw takenDate(err);
  }
}

/** PATCH /rent-changes/:id */
export async function updateRentChange({ db, actor, id, input }: Ctx & { id: string; input: RentChangeUpdateInput }): Promise<RentStepDto> {
  authorize(actor, "write");
  const [current] = await db
    .select({ contractId: contractRentChanges.contractId })
    .from(contractRentChanges)
    .where(and(eq(contractRentChanges.id, id), eq(contractRentChanges.workspaceId, actor.workspaceId)));
  if (!current) throw notFound(RENT_CHANGE);
  checkChangeDate(await ownedContract(db, actor.workspaceId, current.contractId), input.validFrom);
  const { version, ...values } = input;
  try {
    return dto(await updateVersioned(db, contractRentChanges, { id, workspaceId: actor.workspaceId, version }, values, RENT_CHANGE));
  } catch (err) {
    throw takenDate(err);
  }
}

/** DELETE /rent-changes/:id */
export async function deleteRentChange({ db, actor, id }: Ctx & { id: string }): Promise<void> {
  authorize(actor, "write");
  await deleteOwned(db, contractRentChanges, { id, workspaceId: actor.workspaceId }, RENT_CHANGE);
}

/** PATCH /contracts/:id/opening-balance: sets or (both null) removes the Anfangssaldo. */
export async function setOpeningBalance({ db, actor, contractId, input }: Ctx & { contractId: string; input: OpeningBalanceInput }): Promise<void> {
  authorize(actor, "write");
  const contract = await ownedContract(db, actor.workspaceId, contractId);
  if (input.month !== null && input.month < contract.startDate.slice(0, 7)) throw fieldError("month", messages.openingBalanceBeforeStart);
  await updateVersioned(
    db,
    rentalContracts,
    { id: contractId, workspaceId: actor.workspaceId, version: input.version },
    { openingBalanceMonth: input.month === null ? null : `${input.month}-01`, openingBalanceCents: input.cents },
    CONTRACT,
  );
}
