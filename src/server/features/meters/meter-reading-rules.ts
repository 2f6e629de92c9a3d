import { and, asc, desc, eq, gt, lt, ne, type SQL } from "drizzle-orm";
import { compare, decimal } from "@/core/fraction";
import { messages } from "@/shared/messages";
import type { Db } from "@/server/db/client";
import { meterReadings } from "@/server/db/schema";
import { AppError } from "@/server/http/errors";
import { fieldError } from "@/server/http/request";

/** Exact comparison of two decimal texts (never as floats: 0.1 + 0.2 style errors would let a rollback through). */
export const isBelow = (value: string, than: string): boolean => compare(decimal(value), decimal(than)) < 0;

type MeterPeriod = { id: string; installedOn: string; removedOn: string | null };

/**
 * A reading must lie in the meter's period, be the only one of its day, and keep the series
 * rising: not below the reading before it, not above the one after it (equal is fine: no
 * consumption). `excludeId` is the reading being edited. The caller holds the meter's lock.
 */
export async function checkReading(
  tx: Db,
  workspaceId: string,
  meter: MeterPeriod,
  reading: { readingDate: string; value: string },
  excludeId: string | null,
): Promise<void> {
  const { readingDate, value } = reading;
  if (readingDate < meter.installedOn) throw fieldError("readingDate", messages.meterReadingBeforeInstallation(meter.installedOn));
  if (meter.removedOn !== null && readingDate > meter.removedOn) throw fieldError("readingDate", messages.meterReadingAfterRemoval(meter.removedOn));
  const others = (condition: SQL) =>
    and(eq(meterReadings.workspaceId, workspaceId), eq(meterReadings.meterId, meter.id), condition, excludeId ? ne(meterReadings.id, excludeId) : undefined);
  const columns = { readingDate: meterReadings.readingDate, value: meterReadings.value };
  const [sameDay] = await tx.select(columns).from(meterReadings).where(others(eq(meterReadings.readingDate, readingDate))).limit(1);
  if (sameDay) {
    const message = messages.meterReadingDuplicate(readingDate);
    throw new AppError("conflict", message, { fields: [{ field: "readingDate", message }] });
  }
  const [previous] = await tx.select(columns).from(meterReadings).where(others(lt(meterReadings.readingDate, readingDate))).orderBy(desc(meterReadings.readingDate)).limit(1);
  if (previous && isBelow(value, previous.value)) throw fieldError("value", messages.meterReadingBelowPrevious(previous.readingDate));
  const [next] = await tx.select(columns).from(meterReadings).where(others(gt(meterReadings.readingDate, readingDate))).orderBy(asc(meterReadings.readingDate)).limit(1);
  if (next && isBelow(next.value, value)) throw fieldError("value", messages.meterReadingAboveNext(next.readingDate));
}
