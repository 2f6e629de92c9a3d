import { and, desc, eq, isNull, max, min } from "drizzle-orm";
import type { MeterCreateInput, MeterReplaceInput, MeterUpdateInput } from "@/shared/schemas/meters";
import type { MeterDto } from "@/shared/meter-types";
import { messages } from "@/shared/messages";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { meterReadings, meters } from "@/server/db/schema";
import { deleteOwned, updateVersioned } from "@/server/db/versioned";
import { AppError, notFound } from "@/server/http/errors";
import { fieldError } from "@/server/http/request";
import { findOwnedProperty } from "@/server/features/properties";
import { findOwnedUnit } from "@/server/features/units";
import { loadMeters } from "./meter-dto";
import { isBelow } from "./meter-reading-rules";

type Ctx = { db: Db; actor: Actor };

export const METER = "Der Zähler";

/** Where a meter hangs: a unit of the workspace, or (building meter) a property of it. */
export type MeterOwner = { unitId: string } | { propertyId: string };

export type MeterRow = typeof meters.$inferSelect;

/** The meter of the workspace, locked for the rest of the transaction (readings of one meter are checked one write at a time). */
export async function lockOwnedMeter(tx: Db, workspaceId: string, id: string): Promise<MeterRow> {
  const [row] = await tx
    .select()
    .from(meters)
    .where(and(eq(meters.id, id), eq(meters.workspaceId, workspaceId)))
    .for("update");
  if (!row) throw notFound(METER);
  return row;
}

async function resolveOwner(db: Db, workspaceId: string, owner: MeterOwner): Promise<{ propertyId: string; unitId: string | null }> {
  if ("unitId" in owner) {
    const unit = await findOwnedUnit(db, workspaceId, owner.unitId);
    return { propertyId: unit.propertyId, unitId: unit.id };
  }
  const property = await findOwnedProperty(db, workspaceId, owner.propertyId);
  return { propertyId: property.id, unitId: null };
}

const ownerWhere = (owner: { propertyId: string; unitId: string | null }) =>
  owner.unitId ? eq(meters.unitId, owner.unitId) : and(eq(meters.propertyId, owner.propertyId), isNull(meters.unitId))!;

/** One meter as the lists show it (its predecessors are loaded with it for the consumption). */
export async function readMeter(db: Db, workspaceId: string, id: string): Promise<MeterDto> {
  const [row] = await db
    .select({ propertyId: meters.propertyId, unitId: meters.unitId })
    .from(meters)
    .where(and(eq(meters.id, id), eq(meters.workspaceId, workspaceId)));
  if (!row) throw notFound(METER);
  const dto = (await loadMeters(db, workspaceId, ownerWhere(row))).find((m) => m.id === id);
  if (!dto) throw notFound(METER);
  return dto;
}

/** GET /units/:id/meters (the unit's) and GET /properties/:id/meters (the building's, without a unit). */
export async function listMeters({ db, actor, owner }: Ctx & { owner: MeterOwner }): Promise<MeterDto[]> {
  authorize(actor, "read");
  const resolved = await resolveOwner(db, actor.workspaceId, owner);
  return loadMeters(db, actor.workspaceId, ownerWhere(resolved));
}

/** POST /units/:id/meters, POST /properties/:id/meters: the meter and, when given, its installation reading together. */
export async function createMeter({ db, actor, owner, input }: Ctx & { owner: MeterOwner; input: MeterCreateInput }): Promise<MeterDto> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  const id = await db.transaction(async (tx) => {
    const resolved = await resolveOwner(tx, ws, owner);
    const [created] = await tx
      .insert(meters)
      .values({ ...resolved, workspaceId: ws, kind: input.kind, serialNumber: input.serialNumber, installedOn: input.installedOn, removedOn: input.removedOn, note: input.note })
      .returning({ id: meters.id });
    const meterId = created!.id;
    if (input.installationValue !== null) {
      await tx.insert(meterReadings).values({ workspaceId: ws, meterId, readingDate: input.installedOn, value: input.installationValue, kind: "installation" });
    }
    return meterId;
  });
  return readMeter(db, ws, id);
}

/**
 * PATCH /meters/:id. The readings stay inside the new period, and a swap stays consistent:
 * the predecessor's removal no later than this installation, this removal no later than the
 * successor's installation.
 */
export async function updateMeter({ db, actor, id, input }: Ctx & { id: string; input: MeterUpdateInput }): Promise<MeterDto> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  const { version, ...fields } = input;
  await db.transaction(async (tx) => {
    const meter = await lockOwnedMeter(tx, ws, id);
    const [span] = await tx
      .select({ first: min(meterReadings.readingDate), last: max(meterReadings.readingDate) })
      .from(meterReadings)
      .where(and(eq(meterReadings.workspaceId, ws), eq(meterReadings.meterId, id)));
    if (span?.first && span.first < fields.installedOn) throw fieldError("installedOn", messages.meterReadingsOutsidePeriod(span.first));
    if (span?.last && fields.removedOn !== null && span.last > fields.removedOn) throw fieldError("removedOn", messages.meterReadingsOutsidePeriod(span.last));
    if (meter.replacesMeterId) {
      const [predecessor] = await tx.select({ removedOn: meters.removedOn }).from(meters).where(and(eq(meters.id, meter.replacesMeterId), eq(meters.workspaceId, ws)));
      if (predecessor?.removedOn && fields.installedOn < predecessor.removedOn) throw fieldError("installedOn", messages.meterInstalledBeforePredecessorRemoved(predecessor.removedOn));
    }
    const [successor] = await tx.select({ installedOn: meters.installedOn }).from(meters).where(and(eq(meters.workspaceId, ws), eq(meters.replacesMeterId, id)));
    if (successor && (fields.removedOn === null || fields.removedOn > successor.installedOn)) {
      throw fieldError("removedOn", messages.meterRemovalAfterSuccessor(successor.installedOn));
    }
    await updateVersioned(tx, meters, { id, workspaceId: ws, version }, fields, METER);
  });
  return readMeter(db, ws, id);
}

/** DELETE /meters/:id: its readings go with it; a successor stays, without predecessor. */
export async function deleteMeter({ db, actor, id }: Ctx & { id: string }): Promise<void> {
  authorize(actor, "write");
  await deleteOwned(db, meters, { id, workspaceId: actor.workspaceId }, METER);
}

/**
 * POST /meters/:id/replace (Zählertausch): on one day the old meter's removal reading, its
 * removal, the new meter of the same kind in the same place and its installation reading —
 * all or nothing. Answers the new meter.
 */
export async function replaceMeter({ db, actor, id, input }: Ctx & { id: string; input: MeterReplaceInput }): Promise<MeterDto> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  const newId = await db.transaction(async (tx) => {
    const old = await lockOwnedMeter(tx, ws, id);
    // Checked first: the rules below judge the meter as the client last saw it.
    if (old.version !== input.version) throw new AppError("stale", messages.staleRecord);
    if (old.removedOn !== null) throw new AppError("conflict", messages.meterAlreadyRemoved(old.removedOn));
    const [successor] = await tx.select({ id: meters.id }).from(meters).where(and(eq(meters.workspaceId, ws), eq(meters.replacesMeterId, id)));
    if (successor) throw new AppError("conflict", messages.meterAlreadyReplaced);
    if (input.date < old.installedOn) throw fieldError("date", messages.meterReadingBeforeInstallation(old.installedOn));
    const [latest] = await tx
      .select({ readingDate: meterReadings.readingDate, value: meterReadings.value })
      .from(meterReadings)
      .where(and(eq(meterReadings.workspaceId, ws), eq(meterReadings.meterId, id)))
      .orderBy(desc(meterReadings.readingDate))
      .limit(1);
    if (latest && latest.readingDate > input.date) throw fieldError("date", messages.meterReadingAfterSwap(latest.readingDate));
    if (latest?.readingDate === input.date) {
      throw new AppError("conflict", messages.meterReadingDuplicate(input.date), { fields: [{ field: "date", message: messages.meterReadingDuplicate(input.date) }] });
    }
    if (latest && isBelow(input.removalValue, latest.value)) throw fieldError("removalValue", messages.meterReadingBelowPrevious(latest.readingDate));
    await updateVersioned(tx, meters, { id, workspaceId: ws, version: input.version }, { removedOn: input.date }, METER);
    await tx.insert(meterReadings).values({ workspaceId: ws, meterId: id, readingDate: input.date, value: input.removalValue, kind: "removal" });
    const [created] = await tx
      .insert(meters)
      .values({
        workspaceId: ws,
        propertyId: old.propertyId,
        unitId: old.unitId,
        kind: old.kind,
        serialNumber: input.serialNumber,
        installedOn: input.date,
        replacesMeterId: id,
        note: input.note,
      })
      .returning({ id: meters.id });
    const meterId = created!.id;
    await tx.insert(meterReadings).values({ workspaceId: ws, meterId, readingDate: input.date, value: input.installationValue, kind: "installation" });
    return meterId;
  });
  return readMeter(db, ws, newId);
}
