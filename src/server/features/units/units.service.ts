import { and, count, eq, ne, sql } from "drizzle-orm";
import { messages } from "@/shared/messages";
import type { UnitCreateInput, UnitUpdateInput } from "@/shared/schemas/portfolio";
import type { UnitDetail, UnitDto } from "@/shared/portfolio-types";
import { centsOrNull } from "@/core/money";
import { today } from "@/core/dates";
import { coldRentPerSqm } from "@/domain/yield";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { properties, rooms, units } from "@/server/db/schema";
import { AppError, notFound } from "@/server/http/errors";
import { isUniqueViolation } from "@/server/db/errors";
import { fieldError } from "@/server/http/request";
import { deleteOwned, updateVersioned } from "@/server/db/versioned";
import { findOwnedProperty } from "@/server/features/properties";
import { toUnitDto, unitValues, type UnitFields, type UnitRow } from "./unit-dto";
import { coldRentInForceSql } from "./unit-rent.sql";
import { createRentalForUnit, wantsRental } from "./unit-rental";

type Ctx = { db: Db; actor: Actor };

export const UNIT = "Die Einheit";

export async function findOwnedUnit(db: Db, workspaceId: string, id: string): Promise<UnitRow> {
  const [row] = await db
    .select()
    .from(units)
    .where(and(eq(units.id, id), eq(units.workspaceId, workspaceId)));
  if (!row) throw notFound(UNIT);
  return row;
}

/** The unique index compares lower(btrim(code)); a lost race surfaces as its violation. */
async function withDuplicateCodeCheck<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, "units_property_code_unique")) {
      throw new AppError("conflict", messages.duplicateCode(code), { fields: [{ field: "code", message: messages.duplicateCode(code) }] });
    }
    throw err;
  }
}

/**
 * Inserts units of the workspace's properties, in the caller's transaction; an id given is
 * kept (the spreadsheet import names its records before writing them). The one insert of
 * POST /properties/:id/units and of the import. The unique code per property is the
 * database's (units_property_code_unique).
 */
export async function insertUnits(db: Db, workspaceId: string, items: ReadonlyArray<{ id?: string; propertyId: string; input: UnitFields }>): Promise<UnitRow[]> {
  if (items.length === 0) return [];
  return db
    .insert(units)
    .values(items.map(({ id, propertyId, input }) => ({ ...unitValues(input), ...(id ? { id } : {}), workspaceId, propertyId })))
    .returning();
}

/**
 * POST /properties/:id/units. With a filled 'Vermietung' section the tenant and an
 * active contract are created in the same transaction: either all three exist or none.
 */
export async function createUnit({ db, actor, propertyId, input }: Ctx & { propertyId: string; input: UnitCreateInput }): Promise<UnitDto> {
  authorize(actor, "write");
  await findOwnedProperty(db, actor.workspaceId, propertyId);
  const { rental, ...fields } = input;
  const withRental = wantsRental(rental);
  if (withRental && fields.usage === "shared_housing") {
    // A WG is let room by room (SPEC: room required for WG contracts); a new unit has no rooms yet.
    throw fieldError("rental", messages.wgRentedPerRoom);
  }
  // Rental data means the unit is let, whatever the default of the usage selector said.
  const usage = withRental && fields.usage === "vacant" ? "rented" : fields.usage;
  const row = await withDuplicateCodeCheck(fields.code, () =>
    db.transaction(async (tx) => {
      const [unit] = await insertUnits(tx, actor.workspaceId, [{ propertyId, input: { ...fields, usage } }]);
      if (withRental) await createRentalForUnit(tx, actor.workspaceId, unit!.id, rental);
      return unit!;
    }),
  );
  return toUnitDto(row);
}

export async function getUnit({ db, actor, id }: Ctx & { id: string }): Promise<UnitDetail> {
  authorize(actor, "read");
  const [row] = await db
    .select({ unit: units, propertyName: properties.name, coldRentCents: coldRentInForceSql(actor.workspaceId, today()) })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(and(eq(units.id, id), eq(units.workspaceId, actor.workspaceId)));
  if (!row) throw notFound(UNIT);
  const unit = toUnitDto(row.unit);
  const coldRentCents = centsOrNull(row.coldRentCents);
  return { ...unit, propertyName: row.propertyName, coldRentCents, coldRentPerSqmCents: coldRentPerSqm(coldRentCents, unit.sizeSqm) };
}

export async function updateUnit({ db, actor, id, input }: Ctx & { id: string; input: UnitUpdateInput }): Promise<UnitDto> {
  authorize(actor, "write");
  const { version, ...fields } = input;
  const row = await withDuplicateCodeCheck(fields.code, () =>
    db.transaction(async (tx) => {
      const current = await findOwnedUnit(tx, actor.workspaceId, id);
      if (current.usage === "shared_housing" && fields.usage !== "shared_housing") {
        // Rooms (and their contracts) only make sense in a WG; keep that invariant.
        const [rs] = await tx.select({ n: count() }).from(rooms).where(and(eq(rooms.unitId, id), eq(rooms.workspaceId, actor.workspaceId)));
        if ((rs?.n ?? 0) > 0) {
          throw new AppError("conflict", messages.wgStillHasRooms(rs!.n));
        }
      }
      return updateVersioned(tx, units, { id, workspaceId: actor.workspaceId, version }, unitValues(fields), UNIT);
    }),
  );
  return toUnitDto(row);
}

/** Deletes the unit; its rooms and contracts go with it (foreign keys cascade). */
export async function deleteUnit({ db, actor, id }: Ctx & { id: string }): Promise<void> {
  authorize(actor, "write");
  await deleteOwned(db, units, { id, workspaceId: actor.workspaceId }, UNIT);
}

/** SPEC §5 live check: trimmed, case-insensitive, the edited unit itself excluded. */
export async function checkUnitCode({
  db,
  actor,
  propertyId,
  code,
  excludeId,
}: Ctx & { propertyId: string; code: string; excludeId: string | null }): Promise<{ exists: boolean }> {
  authorize(actor, "read");
  await findOwnedProperty(db, actor.workspaceId, propertyId);
  const trimmed = code.trim();
  if (trimmed === "") return { exists: false };
  const [hit] = await db
    .select({ id: units.id })
    .from(units)
    .where(
      and(
        eq(units.workspaceId, actor.workspaceId),
        eq(units.propertyId, propertyId),
        sql`lower(btrim(${units.code})) = lower(${trimmed})`,
        excludeId ? ne(units.id, excludeId) : undefined,
      ),
    )
    .limit(1);
  return { exists: hit !== undefined };
}
