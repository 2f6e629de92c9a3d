/**
 * One cost line split between the occupancies (issue 19, "Keys"): each occupancy's units
 * of the line's key over its days — m² × days, units × days, person-days, consumption,
 * Miteigentumsanteil × days, fixed shares × days — and the amount split by those weights
 * with the largest-remainder rule. Vacancy and own use take part like tenants, so their
 * shares stay with the landlord instead of raising anyone else's.
 *
 * The heating key (HeizkostenV §§ 7, 8) splits the line in two: the consumption part by
 * the meters, the rest by living area. Where a unit's consumption cannot be read, the
 * whole line goes by area and every tenant may cut his share by 15 % (§ 12 (1) S. 1).
 */
import { addDays, compareDates } from "@/core/dates";
import { add, fraction, isZero, mul, roundHalfAwayFromZero, sum, ZERO, type Fraction } from "@/core/fraction";
import { cents, subCents, type Cents } from "@/core/money";
import { consumptionOfUnit } from "./meters";
import { daysOf } from "./period";
import { splitByLargestRemainder, type Claim } from "./split";
import type { CostLine, DateRange, History, LineShare, Occupancy, SharePart, StatementDefect, StatementUnit } from "./types";

/** § 12 (1) S. 1 HeizkostenV: the tenant's cut where heating is not split by consumption. */
export const HEATING_REDUCTION_PERCENT = 15;

export interface LineSplit {
  shares: LineShare[];
  /** The § 12 reduction per tenant occupancy (heating key only). */
  reductions: Map<string, Cents>;
  defects: StatementDefect[];
}

type Units = ReadonlyMap<string, StatementUnit>;
type Split = Map<string, { units: Fraction; cents: Cents; estimated: boolean }>;

/** Σ value × days over `range`; null when some day of it has no value. */
export function integrate(history: History<Fraction>, range: DateRange): Fraction | null {
  if (history.length === 0 || compareDates(history[0]!.from, range.start) > 0) return null;
  let total = ZERO;
  history.forEach((entry, i) => {
    const next = history[i + 1];
    const start = compareDates(entry.from, range.start) > 0 ? entry.from : range.start;
    const end = next && compareDates(addDays(next.from, -1), range.end) < 0 ? addDays(next.from, -1) : range.end;
    if (compareDates(start, end) <= 0) total = add(total, mul(entry.value, fraction(daysOf({ start, end }))));
  });
  return total;
}

const asFractions = (history: History<number>): History<Fraction> => history.map((h) => ({ from: h.from, value: fraction(h.value) }));
const range = (o: Occupancy): DateRange => ({ start: o.start, end: o.end });

/** The occupancy's units of `key` (before the line's unit selection); null when they cannot be known. */
function weightOf(line: CostLine, key: CostLine["key"], occupancy: Occupancy, unit: StatementUnit): { units: Fraction | null; estimated: boolean } {
  const days = fraction(daysOf(range(occupancy)));
  const plain = (units: Fraction | null) => ({ units: units === null ? null : mul(units, occupancy.unitShare), estimated: false });
  switch (key) {
    case "living_area":
      return plain(integrate(unit.livingArea, range(occupancy)));
    case "usable_area":
      return plain(integrate(unit.usableArea.length > 0 ? unit.usableArea : unit.livingArea, range(occupancy)));
    case "units":
    case "direct":
      return plain(days);
    case "ownership_shares":
      return plain(unit.ownershipShare === null ? null : mul(unit.ownershipShare, days));
    case "custom": {
      const share = line.customShares?.[unit.id];
      return plain(share === undefined ? null : mul(share, days));
    }
    case "persons": {
      // A vacancy (of a flat or of a WG room) counts as one person; tenants and the owner by their own count.
      if (occupancy.kind === "vacancy" || occupancy.persons.length === 0) return { units: days, estimated: false };
      return { units: integrate(asFractions(occupancy.persons), range(occupancy)), estimated: false };
    }
    case "consumption":
    case "heating": {
      const used = consumptionOfUnit(line.meters ?? [], unit.id, range(occupancy));
      return used === null ? { units: null, estimated: false } : { units: mul(used.value, occupancy.unitShare), estimated: used.estimated };
    }
  }
}

function claimOf(occupancy: Occupancy, weight: Fraction, units: Units): Claim {
  const unit = units.get(occupancy.unitId)!;
  const room = unit.rooms.find((r) => r.id === occupancy.roomId);
  return { id: occupancy.id, weight, unitCode: unit.code, roomCode: room?.code ?? "", start: occupancy.start };
}

/** `amount` split among `among` by `key`; missing weights are reported and count as nothing. */
function splitBy(line: CostLine, key: CostLine["key"], amount: Cents, among: readonly Occupancy[], units: Units, out: LineSplit): Split {
  const weights = among.map((o) => {
    const unit = units.get(o.unitId)!;
    const w = weightOf(line, key, o, unit);
    // Once per unit and line, however many occupancies the unit had.
    if (w.units === null && !out.defects.some((d) => d.code === `missing_${key}` && d.unitId === unit.id)) out.defects.push(missingWeight(line, key, unit));
    return { occupancy: o, units: w.units ?? ZERO, estimated: w.estimated };
  });
  const total = sum(weights.map((w) => w.units));
  const result: Split = new Map();
  if (isZero(total)) {
    if (amount !== 0) out.defects.push({ code: "nobody_bears", message: `„${line.label}“: Niemand trägt diese Kosten – prüfe Schlüssel und beteiligte Einheiten.`, blocking: true, lineId: line.id });
    for (const w of weights) result.set(w.occupancy.id, { units: w.units, cents: cents(0), estimated: w.estimated });
    return result;
  }
  const split = splitByLargestRemainder(
    amount,
    weights.map((w) => claimOf(w.occupancy, w.units, units)),
  );
  for (const w of weights) result.set(w.occupancy.id, { units: w.units, cents: split.get(w.occupancy.id)!, estimated: w.estimated });
  return result;
}

function missingWeight(line: CostLine, key: CostLine["key"], unit: StatementUnit): StatementDefect {
  const what: Record<CostLine["key"], string> = {
    living_area: "keine Wohnfläche",
    usable_area: "keine Nutzfläche",
    // Units and direct assignment always have a weight; persons miss one when the count starts too late.
    units: "",
    direct: "",
    persons: "keine Personenzahl",
    ownership_shares: "keinen Miteigentumsanteil",
    custom: "keinen festen Anteil",
    consumption: "keine auswertbaren Zählerstände",
    heating: "keine auswertbaren Zählerstände",
  };
  return { code: `missing_${key}`, message: `„${line.label}“: ${unit.code} hat ${what[key]} für den ganzen Zeitraum.`, blocking: true, lineId: line.id, unitId: unit.id };
}

export function splitLine(line: CostLine, units: Units, occupancies: readonly Occupancy[]): LineSplit {
  const out: LineSplit = { shares: [], reductions: new Map(), defects: [] };
  const taking = line.unitIds === null ? occupancies : occupancies.filter((o) => line.unitIds!.includes(o.unitId));
  const parts = new Map<string, { parts: SharePart[]; estimated: boolean }>();
  const collect = (kind: SharePart["kind"], key: SharePart["key"], amountCents: Cents, split: Split) => {
    const totalUnits = sum([...split.values()].map((s) => s.units));
    for (const [id, s] of split) {
      const entry = parts.get(id) ?? { parts: [], estimated: false };
      entry.parts.push({ kind, key, amountCents, units: s.units, totalUnits, cents: s.cents });
      entry.estimated ||= s.estimated;
      parts.set(id, entry);
    }
  };

  // Vorwegabzug: the units' own part first, split among their occupancies by days; the rest by the key among the others.
  let rest = line.amountCents;
  const deducted = new Set<string>();
  for (const pre of line.preDeductions ?? []) {
    const amount = "cents" in pre ? pre.cents : cents(Number(roundHalfAwayFromZero(mul(fraction(line.amountCents), pre.share))));
    collect("pre_deduction", "units", amount, splitBy(line, "units", amount, taking.filter((o) => o.unitId === pre.unitId), units, out));
    rest = subCents(rest, amount);
    deducted.add(pre.unitId);
  }
  const others = taking.filter((o) => !deducted.has(o.unitId));
  if (rest < 0) {
    out.defects.push({ code: "pre_deduction_exceeds", message: `„${line.label}“: Der Vorwegabzug ist größer als die Kosten der Position.`, blocking: true, lineId: line.id });
  }

  let reduced = false;
  if (line.key === "heating") {
    const byConsumption = others.every((o) => consumptionOfUnit(line.meters ?? [], o.unitId, range(o)) !== null);
    const percent = byConsumption ? (line.consumptionPercent ?? 70) : 0;
    const consumptionPart = cents(Number(roundHalfAwayFromZero(mul(fraction(rest), fraction(percent, 100)))));
    if (byConsumption) collect("heating_consumption", "heating", consumptionPart, splitBy(line, "heating", consumptionPart, others, units, out));
    const areaPart = subCents(rest, consumptionPart);
    collect("heating_area", "living_area", areaPart, splitBy(line, "living_area", areaPart, others, units, out));
    reduced = !byConsumption;
    if (reduced) {
      out.defects.push({
        code: "heating_not_by_consumption",
        message: `„${line.label}“: Nicht alle Einheiten haben auswertbare Zählerstände. Die Kosten werden nach Wohnfläche verteilt, und jeder Mieter darf seinen Anteil um 15 % kürzen (§ 12 HeizkostenV).`,
        blocking: false,
        lineId: line.id,
      });
    }
  } else {
    collect("key", line.key, rest, splitBy(line, line.key, rest, others, units, out));
  }

  for (const o of taking) {
    const entry = parts.get(o.id);
    if (!entry) continue;
    const total = cents(entry.parts.reduce((s, p) => s + p.cents, 0));
    out.shares.push({ lineId: line.id, occupancyId: o.id, days: daysOf(range(o)), cents: total, parts: entry.parts, estimated: entry.estimated });
    if (reduced && o.kind === "tenant" && !deducted.has(o.unitId)) {
      out.reductions.set(o.id, cents(Number(roundHalfAwayFromZero(mul(fraction(total), fraction(HEATING_REDUCTION_PERCENT, 100))))));
    }
  }
  return out;
}
