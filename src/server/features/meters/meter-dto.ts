import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { today } from "@/core/dates";
import type { MeterDto, MeterReadingDto, MeterReadingPhotoDto } from "@/shared/meter-types";
import { canonicalMeterValue } from "@/shared/schemas/meters";
import type { Db } from "@/server/db/client";
import { meterReadings, meters, receipts } from "@/server/db/schema";
import { lastYearConsumption, type MeterHistory } from "./meter-consumption";

type MeterRow = typeof meters.$inferSelect;
type ReadingRow = typeof meterReadings.$inferSelect;

export const toReadingDto = (row: ReadingRow, photo: MeterReadingPhotoDto | null): MeterReadingDto => ({
  id: row.id,
  version: row.version,
  meterId: row.meterId,
  readingDate: row.readingDate,
  value: canonicalMeterValue(row.value),
  kind: row.kind,
  note: row.note,
  photo,
});

/** The photos of these readings (a receipts row each, meter_reading_id set), by reading id. */
export async function readingPhotos(db: Db, workspaceId: string, readingIds: string[]): Promise<Map<string, MeterReadingPhotoDto>> {
  if (readingIds.length === 0) return new Map();
  const rows = await db
    .select({ id: receipts.id, readingId: receipts.meterReadingId, fileName: receipts.fileName, mediaType: receipts.mediaType })
    .from(receipts)
    .where(and(eq(receipts.workspaceId, workspaceId), inArray(receipts.meterReadingId, readingIds)));
  return new Map(rows.map((r) => [r.readingId!, { id: r.id, fileName: r.fileName, mediaType: r.mediaType }]));
}

/** The meter and its predecessors, oldest first; a broken or cyclic link ends the chain. */
function chainOf(meter: MeterRow, byId: ReadonlyMap<string, MeterRow>): MeterRow[] {
  const chain = [meter];
  const seen = new Set([meter.id]);
  let current = meter;
  while (current.replacesMeterId && !seen.has(current.replacesMeterId)) {
    const previous = byId.get(current.replacesMeterId);
    if (!previous) break;
    chain.unshift(previous);
    seen.add(previous.id);
    current = previous;
  }
  return chain;
}

/**
 * The workspace's meters matching `where` with their readings and last year's consumption:
 * those in place first, then by kind and number. A replaced meter shows no consumption of
 * its own; its successor's covers both devices. Three queries, whatever the number of meters.
 */
export async function loadMeters(db: Db, workspaceId: string, where: SQL): Promise<MeterDto[]> {
  const rows = await db
    .select()
    .from(meters)
    .where(and(eq(meters.workspaceId, workspaceId), where))
    .orderBy(sql`${meters.removedOn} is not null`, asc(meters.kind), asc(meters.serialNumber), asc(meters.installedOn), asc(meters.id));
  if (rows.length === 0) return [];
  const readings = await db
    .select()
    .from(meterReadings)
    .where(and(eq(meterReadings.workspaceId, workspaceId), inArray(meterReadings.meterId, rows.map((r) => r.id))))
    .orderBy(asc(meterReadings.readingDate));
  const photos = await readingPhotos(db, workspaceId, readings.map((r) => r.id));
  const readingsOf = new Map<string, ReadingRow[]>();
  for (const reading of readings) {
    const list = readingsOf.get(reading.meterId);
    if (list) list.push(reading);
    else readingsOf.set(reading.meterId, [reading]);
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  const successorOf = new Map(rows.filter((r) => r.replacesMeterId).map((r) => [r.replacesMeterId!, r.id]));
  const history = (m: MeterRow): MeterHistory => ({ serialNumber: m.serialNumber, installedOn: m.installedOn, removedOn: m.removedOn, readings: readingsOf.get(m.id) ?? [] });
  const day = today();
  return rows.map((m) => {
    const replacedByMeterId = successorOf.get(m.id) ?? null;
    return {
      id: m.id,
      version: m.version,
      propertyId: m.propertyId,
      unitId: m.unitId,
      kind: m.kind,
      serialNumber: m.serialNumber,
      installedOn: m.installedOn,
      removedOn: m.removedOn,
      replacesMeterId: m.replacesMeterId,
      replacedByMeterId,
      note: m.note,
      readings: (readingsOf.get(m.id) ?? []).map((r) => toReadingDto(r, photos.get(r.id) ?? null)),
      consumption: replacedByMeterId ? null : lastYearConsumption(chainOf(m, byId).map(history), day),
    };
  });
}
