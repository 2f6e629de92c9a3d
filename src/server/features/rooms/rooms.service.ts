import { and, asc, count, eq, sql } from "drizzle-orm";
import type { RoomInput } from "@/shared/schemas/portfolio";
import type { RoomDto } from "@/shared/portfolio-types";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { rentalContracts, rooms } from "@/server/db/schema";
import { AppError, notFound } from "@/server/http/errors";
import { isUniqueViolation } from "@/server/db/errors";
import { fieldError } from "@/server/http/request";
import { updateVersioned } from "@/server/db/versioned";
import { today } from "@/core/dates";
import { inForceSql } from "@/server/features/contracts";
import { findOwnedUnit } from "@/server/features/units";
import { messages } from "@/shared/messages";

type Ctx = { db: Db; actor: Actor };

export const ROOM = "Das Zimmer";

type RoomRow = typeof rooms.$inferSelect;

const toRoomDto = (row: RoomRow, isRented: boolean): RoomDto => ({
  id: row.id,
  version: row.version,
  unitId: row.unitId,
  code: row.code,
  sizeSqm: row.sizeSqm === null ? null : Number(row.sizeSqm),
  isRented,
});

const roomValues = (input: RoomInput) => ({ code: input.code, sizeSqm: input.sizeSqm === null ? null : String(input.sizeSqm) });

/** SPEC §3: a room counts as rented while a contract for it is in force today (src/domain/contracts.ts). */
const isRentedSql = (ws: string) =>
  sql<boolean>`exists (select 1 from rental_contracts c where c.workspace_id = ${ws} and c.room_id = rooms.id and ${inForceSql("c", today())})`;

async function withDuplicateRoomCheck<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, "rooms_unit_code_unique")) {
      throw new AppError("conflict", messages.duplicateRoomCode(code), { fields: [{ field: "code", message: messages.duplicateRoomCode(code) }] });
    }
    throw err;
  }
}

export async function listRooms({ db, actor, unitId }: Ctx & { unitId: string }): Promise<RoomDto[]> {
  authorize(actor, "read");
  await findOwnedUnit(db, actor.workspaceId, unitId);
  const rows = await db
    .select({ room: rooms, isRented: isRentedSql(actor.workspaceId) })
    .from(rooms)
    .where(and(eq(rooms.workspaceId, actor.workspaceId), eq(rooms.unitId, unitId)))
    .orderBy(sql`lower(${rooms.code})`, asc(rooms.id));
  return rows.map((r) => toRoomDto(r.room, r.isRented));
}

export async function createRoom({ db, actor, unitId, input }: Ctx & { unitId: string; input: RoomInput }): Promise<RoomDto> {
  authorize(actor, "write");
  const unit = await findOwnedUnit(db, actor.workspaceId, unitId);
  if (unit.usage !== "shared_housing") throw fieldError("unitId", messages.roomsOnlyInWg);
  const row = await withDuplicateRoomCheck(input.code, async () => {
    const [created] = await db
      .insert(rooms)
      .values({ ...roomValues(input), workspaceId: actor.workspaceId, unitId })
      .returning();
    return created!;
  });
  return toRoomDto(row, false);
}

export async function updateRoom({ db, actor, id, input }: Ctx & { id: string; input: RoomInput & { version: number } }): Promise<RoomDto> {
  authorize(actor, "write");
  const { version, ...fields } = input;
  const row = await withDuplicateRoomCheck(fields.code, () =>
    updateVersioned(db, rooms, { id, workspaceId: actor.workspaceId, version }, roomValues(fields), ROOM),
  );
  const [rented] = await db.select({ isRented: isRentedSql(actor.workspaceId) }).from(rooms).where(eq(rooms.id, id));
  return toRoomDto(row, rented?.isRented ?? false);
}

/**
 * Deleting a room would cascade to its contracts, which are records a landlord must
 * keep; so a room with contracts is refused, like a tenant with contracts.
 */
export async function deleteRoom({ db, actor, id }: Ctx & { id: string }): Promise<void> {
  authorize(actor, "write");
  await db.transaction(async (tx) => {
    const [room] = await tx
      .select({ id: rooms.id, unitId: rooms.unitId })
      .from(rooms)
      .where(and(eq(rooms.id, id), eq(rooms.workspaceId, actor.workspaceId)))
      .for("update");
    if (!room) throw notFound(ROOM);
    const [c] = await tx
      .select({ n: count() })
      .from(rentalContracts)
      // workspace + unit first: that is the indexed path to a room's contracts
      .where(and(eq(rentalContracts.workspaceId, actor.workspaceId), eq(rentalContracts.unitId, room.unitId), eq(rentalContracts.roomId, id)));
    const n = c?.n ?? 0;
    if (n > 0) {
      throw new AppError("conflict", messages.roomStillHasContracts(n));
    }
    await tx.delete(rooms).where(eq(rooms.id, id));
  });
}
