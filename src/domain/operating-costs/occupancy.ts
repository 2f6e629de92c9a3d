/**
 * Who bears each day of each unit in the period (issue 19, "Occupancy pro rata by days"):
 * a tenant's contract, or — on the days nobody rents it — a vacancy or the landlord's own
 * use. Vacancy and own use are the landlord's share and are never passed to other tenants,
 * which holds because they take part in every split like a tenant does.
 *
 * A WG flat let room by room: on the days no contract covers the whole flat, each room is
 * its own occupancy standing for the room's part of the flat (its area share, shared areas
 * included, or equal parts per room); an empty room is a vacancy of that part.
 */
import { addDays, compareDates, type IsoDate } from "@/core/dates";
import { fraction, sum, div, ONE, type Fraction } from "@/core/fraction";
import type { DateRange, History, Occupancy, StatementContract, StatementUnit } from "./types";

const ONE_PERSON: History<number> = [];

/** The parts of `range` not covered by `taken` (inclusive ranges, any order). */
export function gaps(range: DateRange, taken: readonly DateRange[]): DateRange[] {
  const sorted = [...taken].sort((a, b) => compareDates(a.start, b.start));
  const out: DateRange[] = [];
  let cursor = range.start;
  for (const t of sorted) {
    if (compareDates(t.end, cursor) < 0) continue;
    if (compareDates(t.start, cursor) > 0) out.push({ start: cursor, end: minDate(addDays(t.start, -1), range.end) });
    cursor = maxDate(cursor, addDays(t.end, 1));
    if (compareDates(cursor, range.end) > 0) return out;
  }
  if (compareDates(cursor, range.end) <= 0) out.push({ start: cursor, end: range.end });
  return out;
}

/** `a` cut to `b`, or null when they do not meet. */
export function clip(a: { start: IsoDate; end: IsoDate | null }, b: DateRange): DateRange | null {
  const start = maxDate(a.start, b.start);
  const end = a.end === null ? b.end : minDate(a.end, b.end);
  return compareDates(start, end) <= 0 ? { start, end } : null;
}

const minDate = (a: IsoDate, b: IsoDate) => (compareDates(a, b) <= 0 ? a : b);
const maxDate = (a: IsoDate, b: IsoDate) => (compareDates(a, b) >= 0 ? a : b);

/** Each room's part of the flat. */
export function roomShares(unit: StatementUnit): Map<string, Fraction> {
  if (unit.sharedFlatRule === "equal_rooms" || unit.rooms.some((r) => r.areaSqm.n <= 0n)) {
    return new Map(unit.rooms.map((r) => [r.id, fraction(1, unit.rooms.length)]));
  }
  const total = sum(unit.rooms.map((r) => r.areaSqm));
  return new Map(unit.rooms.map((r) => [r.id, div(r.areaSqm, total)]));
}

export function resolveOccupancies(period: DateRange, units: readonly StatementUnit[], contracts: readonly StatementContract[]): Occupancy[] {
  const out: Occupancy[] = [];
  for (const unit of units) {
    const own = contracts.filter((c) => c.unitId === unit.id);
    const whole = own.flatMap((c) => {
      const range = c.roomId === null ? clip(c, period) : null;
      return range ? [{ contract: c, range }] : [];
    });
    for (const { contract, range } of whole) out.push(tenant(contract, range, unit.id, null, ONE));
    const free = gaps(
      period,
      whole.map((w) => w.range),
    );
    if (unit.rooms.length > 0) {
      const shares = roomShares(unit);
      for (const room of unit.rooms) {
        const share = shares.get(room.id) ?? ONE;
        for (const stretch of free) {
          const let_ = own.flatMap((c) => {
            const range = c.roomId === room.id ? clip(c, stretch) : null;
            return range ? [{ contract: c, range }] : [];
          });
          for (const { contract, range } of let_) out.push(tenant(contract, range, unit.id, room.id, share));
          for (const gap of gaps(
            stretch,
            let_.map((l) => l.range),
          ))
            out.push(landlord(unit, gap, room.id, share));
        }
      }
    } else {
      for (const gap of free) out.push(landlord(unit, gap, null, ONE));
    }
  }
  // A room contract interrupted by a whole-flat contract is two occupancies: keep ids unique.
  const seen = new Set<string>();
  return out.map((o) => {
    const unique = seen.has(o.id) ? { ...o, id: `${o.id}:${o.start}` } : o;
    seen.add(unique.id);
    return unique;
  });
}

function tenant(contract: StatementContract, range: DateRange, unitId: string, roomId: string | null, unitShare: Fraction): Occupancy {
  return { id: contract.id, kind: "tenant", unitId, roomId, contractId: contract.id, start: range.start, end: range.end, unitShare, persons: contract.persons };
}

function landlord(unit: StatementUnit, range: DateRange, roomId: string | null, unitShare: Fraction): Occupancy {
  // Own use is the whole flat's; an empty room of a WG is a vacancy of its part.
  const owner = unit.ownerOccupied && roomId === null;
  const where = roomId === null ? unit.id : `${unit.id}:${roomId}`;
  return {
    id: `${owner ? "owner" : "vacancy"}:${where}:${range.start}`,
    kind: owner ? "owner" : "vacancy",
    unitId: unit.id,
    roomId,
    contractId: null,
    start: range.start,
    end: range.end,
    unitShare,
    persons: owner ? unit.ownerPersons : ONE_PERSON,
  };
}
