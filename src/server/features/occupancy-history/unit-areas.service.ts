import { and, asc, eq } from "drizzle-orm";
import { messages } from "@/shared/messages";
import type { UnitAreaDto } from "@/shared/occupancy-history-types";
import type { UnitAreaInput, UnitAreaUpdateInput } from "@/shared/schemas/occupancy-history";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { unitAreas } from "@/server/db/schema";
import { deleteOwned, updateVersioned } from "@/server/db/versioned";
import { AppError } from "@/server/http/errors";
import { findOwnedUnit } from "@/server/features/units";
import { toUnitAreaDto } from "./history-dto";

// Wohnfläche and Nutzfläche of a unit over time: one row per date from which they hold.

type Ctx = { db: Db; actor: Actor };

export const UNIT_AREA = "Der Flächeneintrag";

/** A second row of the same unit and day is refused by the unique index (also when two saves race). */
const takenDate = (err: unknown, validFrom: string) => {
  if (!isUniqueViolation(err, "unit_areas_unit_from_unique")) return err;
  const message = messages.unitAreaDateTaken(validFrom);
  return new AppError("conflict", message, { fields: [{ field: "validFrom", message }] });
};

const values = (input: UnitAreaInput) => ({ validFrom: input.validFrom, livingAreaSqm: input.livingAreaSqm, usableAreaSqm: input.usableAreaSqm });

/** GET /units/:id/areas, oldest first. */
export async function listUnitAreas({ db, actor, unitId }: Ctx & { unitId: string }): Promise<UnitAreaDto[]> {
  authorize(actor, "read");
  await findOwnedUnit(db, actor.workspaceId, unitId);
  const rows = await db
    .select()
    .from(unitAreas)
    .where(and(eq(unitAreas.workspaceId, actor.workspaceId), eq(unitAreas.unitId, unitId)))
    .orderBy(asc(unitAreas.validFrom));
  return rows.map(toUnitAreaDto);
}

/** POST /units/:id/areas */
export async function createUnitArea({ db, actor, unitId, input }: Ctx & { unitId: string; input: UnitAreaInput }): Promise<UnitAreaDto> {
  authorize(actor, "write");
  await findOwnedUnit(db, actor.workspaceId, unitId);
  try {
    const [row] = await db
      .insert(unitAreas)
      .values({ workspaceId: actor.workspaceId, unitId, ...values(input) })
      .returning();
    return toUnitAreaDto(row!);
  } catch (err) {
    throw takenDate(err, input.validFrom);
  }
}

/** PATCH /unit-areas/:id with the version the client read. */
export async function updateUnitArea({ db, actor, id, input }: Ctx & { id: string; input: UnitAreaUpdateInput }): Promise<UnitAreaDto> {
  authorize(actor, "write");
  try {
    return toUnitAreaDto(await updateVersioned(db, unitAreas, { id, workspaceId: actor.workspaceId, version: input.version }, values(input), UNIT_AREA));
  } catch (err) {
    throw takenDate(err, input.validFrom);
  }
}

/** DELETE /unit-areas/:id */
export async function deleteUnitArea({ db, actor, id }: Ctx & { id: string }): Promise<void> {
  authorize(actor, "write");
  await deleteOwned(db, unitAreas, { id, workspaceId: actor.workspaceId }, UNIT_AREA);
}
