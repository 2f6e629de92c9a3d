import { and, eq } from "drizzle-orm";
import type { MeterReadingInput, MeterReadingUpdateInput } from "@/shared/schemas/meters";
import type { MeterReadingDto } from "@/shared/meter-types";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { meterReadings } from "@/server/db/schema";
import { deleteOwned, updateVersioned } from "@/server/db/versioned";
import { notFound } from "@/server/http/errors";
import { readingPhotos, toReadingDto } from "./meter-dto";
import { checkReading } from "./meter-reading-rules";
import { lockOwnedMeter } from "./meters.service";

type Ctx = { db: Db; actor: Actor };

export const METER_READING = "Die Ablesung";

/** POST /meters/:id/readings */
export async function createReading({ db, actor, meterId, input }: Ctx & { meterId: string; input: MeterReadingInput }): Promise<MeterReadingDto> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  return db.transaction(async (tx) => {
    const meter = await lockOwnedMeter(tx, ws, meterId);
    await checkReading(tx, ws, meter, input, null);
    const [row] = await tx
      .insert(meterReadings)
      .values({ workspaceId: ws, meterId, readingDate: input.readingDate, value: input.value, kind: input.kind, note: input.note })
      .returning();
    return toReadingDto(row!, null);
  });
}

/** PATCH /meter-readings/:id with the version the client read. */
export async function updateReading({ db, actor, id, input }: Ctx & { id: string; input: MeterReadingUpdateInput }): Promise<MeterReadingDto> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  const { version, ...fields } = input;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ meterId: meterReadings.meterId })
      .from(meterReadings)
      .where(and(eq(meterReadings.id, id), eq(meterReadings.workspaceId, ws)));
    if (!current) throw notFound(METER_READING);
    const meter = await lockOwnedMeter(tx, ws, current.meterId);
    await checkReading(tx, ws, meter, fields, id);
    const updated = await updateVersioned(tx, meterReadings, { id, workspaceId: ws, version }, fields, METER_READING);
    return toReadingDto(updated, (await readingPhotos(tx, ws, [id])).get(id) ?? null);
  });
}

/** DELETE /meter-readings/:id */
export async function deleteReading({ db, actor, id }: Ctx & { id: string }): Promise<void> {
  authorize(actor, "write");
  await deleteOwned(db, meterReadings, { id, workspaceId: actor.workspaceId }, METER_READING);
}
