import { and, eq } from "drizzle-orm";
import type { ContractCreateInput, ContractUpdateInput } from "@/shared/schemas/contracts";
import type { ContractDto } from "@/shared/portfolio-types";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { rentalContracts, rooms, tenants } from "@/server/db/schema";
import { AppError, notFound } from "@/server/http/errors";
import { fieldError } from "@/server/http/request";
import { deleteOwned, updateVersioned } from "@/server/db/versioned";
import { findOwnedUnit } from "@/server/features/units";
import { loadContracts } from "./contract-dto";
import { CONTRACT, contractRoom, roomNotInUnit, tenantNotFound } from "./contract-rules";
import { withoutOverlap, type AttemptedPeriod } from "./contract-overlap";
import { contractColumns, insertContracts } from "./contract-write";

type Ctx = { db: Db; actor: Actor };


async function requireTenant(db: Db, workspaceId: string, tenantId: string): Promise<void> {
  const [t] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), eq(tenants.workspaceId, workspaceId)));
  if (!t) throw new AppError("not_found", tenantNotFound, { fields: [{ field: "tenantId", message: tenantNotFound }] });
}

async function requireRoomOfUnit(db: Db, workspaceId: string, unitId: string, roomId: string): Promise<void> {
  const [r] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.id, roomId), eq(rooms.unitId, unitId), eq(rooms.workspaceId, workspaceId)));
  if (!r) throw fieldError("roomId", roomNotInUnit);
}

async function readContract(db: Db, workspaceId: string, id: string): Promise<ContractDto> {
  const [dto] = await loadContracts(db, workspaceId, eq(rentalContracts.id, id));
  if (!dto) throw notFound(CONTRACT);
  return dto;
}

/** GET /contracts/:id: one contract of the workspace (404 for a foreign or unknown id). */
export async function getContract({ db, actor, id }: Ctx & { id: string }): Promise<ContractDto> {
  authorize(actor, "read");
  return readContract(db, actor.workspaceId, id);
}

/** GET /units/:unitId/contracts */
export async function listContracts({ db, actor, unitId }: Ctx & { unitId: string }): Promise<ContractDto[]> {
  authorize(actor, "read");
  await findOwnedUnit(db, actor.workspaceId, unitId);
  return loadContracts(db, actor.workspaceId, eq(rentalContracts.unitId, unitId));
}

/** POST /units/:unitId/contracts; the schema has already made it active (SPEC §4). */
export async function createContract({ db, actor, unitId, input }: Ctx & { unitId: string; input: ContractCreateInput }): Promise<ContractDto> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  let attempted: AttemptedPeriod | null = null;
  const id = await withoutOverlap(db, ws, () => attempted, () =>
    db.transaction(async (tx) => {
      const unit = await findOwnedUnit(tx, ws, unitId);
      const roomId = contractRoom(unit, input.roomId, null, "create");
      if (roomId) await requireRoomOfUnit(tx, ws, unitId, roomId);
      await requireTenant(tx, ws, input.tenantId);
      attempted = { id: null, unitId, roomId, startDate: input.startDate, endDate: input.endDate };
      const [contractId] = await insertContracts(tx, ws, [{ unitId, roomId, input }]);
      return contractId!;
    }),
  );
  return readContract(db, ws, id);
}

/** PATCH /contracts/:id with the version the client read (409 `stale` when outdated). */
export async function updateContract({ db, actor, id, input }: Ctx & { id: string; input: ContractUpdateInput }): Promise<ContractDto> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  let attempted: AttemptedPeriod | null = null;
  await withoutOverlap(db, ws, () => attempted, () =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(rentalContracts)
        .where(and(eq(rentalContracts.id, id), eq(rentalContracts.workspaceId, ws)));
      if (!current) throw notFound(CONTRACT);
      const unit = await findOwnedUnit(tx, ws, current.unitId);
      const roomId = contractRoom(unit, input.roomId, current.roomId, "update");
      if (roomId && roomId !== current.roomId) await requireRoomOfUnit(tx, ws, unit.id, roomId);
      await requireTenant(tx, ws, input.tenantId);
      attempted = { id, unitId: unit.id, roomId, startDate: input.startDate, endDate: input.endDate };
      await updateVersioned(tx, rentalContracts, { id, workspaceId: ws, version: input.version }, { ...contractColumns(input), roomId }, CONTRACT);
    }),
  );
  return readContract(db, ws, id);
}

/** DELETE /contracts/:id; SPEC §4: deleting is permanent. */
export async function deleteContract({ db, actor, id }: Ctx & { id: string }): Promise<void> {
  authorize(actor, "write");
  await deleteOwned(db, rentalContracts, { id, workspaceId: actor.workspaceId }, CONTRACT);
}
