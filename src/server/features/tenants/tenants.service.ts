import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { messages } from "@/shared/messages";
import type { TenantInput } from "@/shared/schemas/portfolio";
import type { ImportedTenantInput } from "@/shared/schemas/spreadsheet-import";
import type { TenantDto, TenantListItem } from "@/shared/portfolio-types";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { properties, rentalContracts, rooms, tenants, units } from "@/server/db/schema";
import { AppError, notFound } from "@/server/http/errors";
import { isForeignKeyViolation } from "@/server/db/errors";
import { updateVersioned } from "@/server/db/versioned";
import { today } from "@/core/dates";
import { inForceSql } from "@/server/features/contracts";
import { toTenantDto, type TenantRow } from "./tenant-dto";

type Ctx = { db: Db; actor: Actor };

export const TENANT = "Der Mieter";

/** Tenants with the contracts they hold (unit code, property name, room code). */
export async function withContracts(db: Db, workspaceId: string, rows: TenantRow[]): Promise<TenantListItem[]> {
  if (rows.length === 0) return [];
  const contracts = await db
    .select({
      tenantId: rentalContracts.tenantId,
      id: rentalContracts.id,
      unitId: units.id,
      unitCode: units.code,
      propertyId: properties.id,
      propertyName: properties.name,
      roomCode: rooms.code,
      status: rentalContracts.status,
      startDate: rentalContracts.startDate,
      endDate: rentalContracts.endDate,
    })
    .from(rentalContracts)
    .innerJoin(units, eq(units.id, rentalContracts.unitId))
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .leftJoin(rooms, eq(rooms.id, rentalContracts.roomId))
    .where(and(eq(rentalContracts.workspaceId, workspaceId), inArray(rentalContracts.tenantId, rows.map((r) => r.id))))
    .orderBy(sql`${inForceSql("rental_contracts", today())} desc`, asc(properties.name), asc(units.code));
  return rows.map((row) => ({
    ...toTenantDto(row),
    contracts: contracts.filter((c) => c.tenantId === row.id).map(({ tenantId: _, ...c }) => c),
  }));
}

async function findOwnedTenant(db: Db, workspaceId: string, id: string): Promise<TenantRow> {
  const [row] = await db
    .select()
    .from(tenants)
    .where(and(eq(tenants.id, id), eq(tenants.workspaceId, workspaceId)));
  if (!row) throw notFound(TENANT);
  return row;
}

export async function getTenant({ db, actor, id }: Ctx & { id: string }): Promise<TenantListItem> {
  authorize(actor, "read");
  const row = await findOwnedTenant(db, actor.workspaceId, id);
  const [item] = await withContracts(db, actor.workspaceId, [row]);
  return item!;
}

/**
 * Inserts parsed tenants into the workspace, in the caller's transaction; an id given is kept
 * (the spreadsheet import names its records before writing them). The one insert of
 * POST /tenants and of the import, whose single-word names have an empty first name as the
 * unit form's do.
 */
export async function insertTenants(db: Db, workspaceId: string, items: ReadonlyArray<{ id?: string; input: TenantInput | ImportedTenantInput }>): Promise<TenantRow[]> {
  if (items.length === 0) return [];
  return db
    .insert(tenants)
    .values(items.map(({ id, input }) => ({ ...input, ...(id ? { id } : {}), workspaceId })))
    .returning();
}

export async function createTenant({ db, actor, input }: Ctx & { input: TenantInput }): Promise<TenantDto> {
  authorize(actor, "write");
  const [row] = await insertTenants(db, actor.workspaceId, [{ input }]);
  return toTenantDto(row!);
}

export async function updateTenant({ db, actor, id, input }: Ctx & { id: string; input: TenantInput & { version: number } }): Promise<TenantDto> {
  authorize(actor, "write");
  const { version, ...values } = input;
  return toTenantDto(await updateVersioned(db, tenants, { id, workspaceId: actor.workspaceId, version }, values, TENANT));
}

const stillHasContracts = (n: number) => new AppError("conflict", messages.tenantStillHasContracts(n), { contractCount: n });

/** A tenant with contracts stays (the foreign key restricts too, for the race). */
export async function deleteTenant({ db, actor, id }: Ctx & { id: string }): Promise<void> {
  authorize(actor, "write");
  await findOwnedTenant(db, actor.workspaceId, id);
  const [c] = await db.select({ n: count() }).from(rentalContracts).where(eq(rentalContracts.tenantId, id));
  if ((c?.n ?? 0) > 0) throw stillHasContracts(c!.n);
  try {
    await db.delete(tenants).where(and(eq(tenants.id, id), eq(tenants.workspaceId, actor.workspaceId)));
  } catch (err) {
    if (isForeignKeyViolation(err)) {
      const [again] = await db.select({ n: count() }).from(rentalContracts).where(eq(rentalContracts.tenantId, id));
      throw stillHasContracts(again?.n ?? 1);
    }
    throw err;
  }
}
