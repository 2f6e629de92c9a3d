import { addDays, type IsoDate } from "@/core/dates";
import { decimal, toDecimalText } from "@/core/fraction";
import { consumption } from "@/domain/operating-costs/meters";
import type { MeterDevice } from "@/domain/operating-costs/types";
import type { MeterConsumptionDto } from "@/shared/meter-types";
import { canonicalMeterValue } from "@/shared/schemas/meters";

/** What the consumption needs of a meter: its period and its readings, oldest first. */
export type MeterHistory = {
  serialNumber: string;
  installedOn: IsoDate;
  removedOn: IsoDate | null;
  readings: ReadonlyArray<{ readingDate: IsoDate; value: string }>;
};

/**
 * The consumption of the calendar year before `today`'s for the meter that ends `chain`
 * (its predecessors first, so a swap within the year still counts the whole year). The year
 * is cut to the days the devices were in place: from the day after the first one's
 * installation (a reading is the state at the end of its day), up to the last one's removal.
 * Null when no stretch of the year is left, or the readings do not allow a figure (fewer
 * than two, or inconsistent ones the domain refuses).
 */
export function lastYearConsumption(chain: readonly MeterHistory[], today: IsoDate): MeterConsumptionDto | null {
  const first = chain[0];
  const last = chain.at(-1);
  if (!first || !last) return null;
  const year = Number(today.slice(0, 4)) - 1;
  const yearStart = `${year}-01-01`;
  const yearEnd = `${year}-12-31`;
  const start = first.installedOn >= yearStart ? addDays(first.installedOn, 1) : yearStart;
  const end = last.removedOn !== null && last.removedOn < yearEnd ? last.removedOn : yearEnd;
  if (start > end) return null;
  const devices: MeterDevice[] = chain.map((meter) => ({
    serialNumber: meter.serialNumber,
    readings: meter.readings.map((r) => ({ date: r.readingDate, value: decimal(r.value) })),
  }));
  try {
    const result = consumption({ unitId: "", devices }, { start, end });
    if (!result) return null;
    return {
      year,
      start,
      end,
      // Interpolated values may have endless decimals (a third): shown to three, like the readings.
      value: canonicalMeterValue(toDecimalText(result.value, 3)),
      estimated: result.estimated || result.extrapolated,
    };
  } catch (err) {
    // The domain refuses readings that contradict each other (a predecessor's readings after its successor's installation).
    if (err instanceof RangeError) return null;
    throw err;
  }
}
