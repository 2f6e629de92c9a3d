/**
 * Consumption from meter readings (issue 19): a reading dated D is the meter's state at the
 * end of day D. Where a period boundary or tenant change falls between readings, the state
 * is interpolated linearly by calendar days and the result marked as estimated; past the
 * readings it is extrapolated with the slope of the nearest two and marked as extrapolated.
 * Everything stays an exact fraction, so the consumptions of two tenants who share a year
 * add up exactly to the year's.
 */
import { add, compare, fraction, mul, sub, sum, ZERO, type Fraction } from "@/core/fraction";
import { dayNumber, formatDate, type IsoDate } from "@/core/dates";
import type { Consumption, DateRange, MeterDevice, MeterSeries } from "@/domain/operating-costs/types";

export const METER_MESSAGES = {
  unsorted: (serial: string) => `Zähler ${serial}: Die Ablesungen müssen nach Datum sortiert sein.`,
  sameDay: (serial: string, date: IsoDate) =>
    `Zähler ${serial}: Am ${formatDate(date)} sind zwei verschiedene Stände erfasst. Bitte prüfe die Ablesungen.`,
  rollback: (serial: string, date: IsoDate) =>
    `Zähler ${serial}: Der Stand am ${formatDate(date)} ist niedriger als die Ablesung davor. Ein Zählerstand sinkt nicht – ` +
    "bitte prüfe die Ablesung oder erfasse einen Zählerwechsel.",
  overlap: (serial: string) =>
    `Zähler ${serial} ist vor dem Ausbau seines Vorgängers eingebaut. Bitte prüfe die Ein- und Ausbauablesungen.`,
  range: "Der Zeitraum endet vor seinem Beginn.",
} as const;

/** A meter's state at the end of a day, and whether it was read, interpolated or extrapolated. */
export interface MeterState {
  value: Fraction;
  estimated: boolean;
  extrapolated: boolean;
}

/** A reading on the day-number axis: `day` is the end of that day. */
interface Point {
  day: number;
  value: Fraction;
}

/** The device's readings as points, checked; a reading entered twice (same day, same value) counts once. */
function pointsOf(device: MeterDevice): Point[] {
  const points: Point[] = [];
  for (const { date, value } of device.readings) {
    const day = dayNumber(date);
    const previous = points.at(-1);
    if (previous && day < previous.day) throw new RangeError(METER_MESSAGES.unsorted(device.serialNumber));
    if (previous && day === previous.day) {
      if (compare(value, previous.value) !== 0) throw new RangeError(METER_MESSAGES.sameDay(device.serialNumber, date));
      continue;
    }
    if (previous && compare(value, previous.value) < 0) throw new RangeError(METER_MESSAGES.rollback(device.serialNumber, date));
    points.push({ day, value });
  }
  return points;
}

/** The state at the end of `day`, or null when it would need a slope and there is only one reading (or none). */
function stateAt(points: Point[], day: number): MeterState | null {
  const exact = points.find((p) => p.day === day);
  if (exact) return { value: exact.value, estimated: false, extrapolated: false };
  // The segment around the day; before the first or after the last reading the nearest segment, whose slope continues.
  let i = 1;
  while (i < points.length - 1 && (points[i]?.day ?? day) < day) i++;
  const a = points[i - 1];
  const b = points[i];
  if (!a || !b) return null;
  const value = add(a.value, mul(sub(b.value, a.value), fraction(day - a.day, b.day - a.day)));
  const first = points[0] ?? a;
  const last = points.at(-1) ?? b;
  return { value, estimated: true, extrapolated: day < first.day || day > last.day };
}

/** One device's state at the end of `date`, extrapolated in both directions if need be. */
export function meterState(device: MeterDevice, date: IsoDate): MeterState | null {
  return stateAt(pointsOf(device), dayNumber(date));
}

function devicePoints(series: MeterSeries): Point[][] {
  const devices = series.devices.map(pointsOf);
  // A successor installed before its predecessor's removal would count the overlap twice.
  let lastDay = -Infinity;
  for (const [i, points] of devices.entries()) {
    const first = points[0];
    if (!first) continue;
    if (first.day < lastDay) throw new RangeError(METER_MESSAGES.overlap(series.devices[i]?.serialNumber ?? ""));
    lastDay = points.at(-1)?.day ?? first.day;
  }
  return devices;
}

/**
 * Consumption over the inclusive range: state at the end of `range.end` minus state at the
 * end of the day before `range.start`, summed over the devices of the series. A replaced
 * device covers up to its removal reading, its successor from its installation reading; only
 * the first device is extrapolated backwards and only the last forwards. Days between a
 * removal and the next installation are unknown: they count nothing and mark the result as
 * estimated. Null when no device covers any of the range, or a slope is needed from a device
 * with a single reading.
 */
export function consumption(series: MeterSeries, range: DateRange): Consumption | null {
  const from = dayNumber(range.start) - 1;
  const to = dayNumber(range.end);
  if (to <= from) throw new RangeError(METER_MESSAGES.range);
  const devices = devicePoints(series);
  const parts: Fraction[] = [];
  let coveredDays = 0;
  let estimated = false;
  let extrapolated = false;
  for (const [i, points] of devices.entries()) {
    const first = points[0];
    const last = points.at(-1);
    if (!first || !last) continue; // a device without readings measures nothing we know
    const lo = i === 0 ? from : Math.max(from, first.day);
    const hi = i === devices.length - 1 ? to : Math.min(to, last.day);
    if (hi <= lo) continue;
    const start = stateAt(points, lo);
    const end = stateAt(points, hi);
    if (!start || !end) return null;
    parts.push(sub(end.value, start.value));
    coveredDays += hi - lo;
    estimated ||= start.estimated || end.estimated;
    extrapolated ||= start.extrapolated || end.extrapolated;
  }
  if (coveredDays === 0) return null;
  // The devices' stretches do not overlap, so any missing day lies in a gap between two of them.
  if (coveredDays < to - from) estimated = true;
  return { value: sum(parts), estimated, extrapolated };
}

/** All series of one unit added up (e.g. a flat's kitchen and bathroom water meters); null if it has none or one is unknown. */
export function consumptionOfUnit(seriesList: MeterSeries[], unitId: string, range: DateRange): Consumption | null {
  const own = seriesList.filter((s) => s.unitId === unitId);
  if (own.length === 0) return null;
  let total: Consumption = { value: ZERO, estimated: false, extrapolated: false };
  for (const series of own) {
    const part = consumption(series, range);
    if (!part) return null;
    total = {
      value: add(total.value, part.value),
      estimated: total.estimated || part.estimated,
      extrapolated: total.extrapolated || part.extrapolated,
    };
  }
  return total;
}
