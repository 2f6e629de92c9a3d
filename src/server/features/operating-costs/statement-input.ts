import { decimal, fraction, roundHalfAwayFromZero, type Fraction } from "@/core/fraction";
import { cents, sumCents, type Cents } from "@/core/money";
import type { IsoDate } from "@/core/dates";
import { betrkvTypeLabels, isBetrkvType, type BetrkvType } from "@/domain/booking-categories";
import { prepareCostLines, type BookedCost, type RefusedCost } from "@/domain/operating-costs/cost-lines";
import type { StatementInput } from "@/domain/operating-costs/statement";
import type { AllocationKey, CostLine, DateRange, History, MeterDevice, MeterSeries, PreDeduction, StatementContract, StatementUnit } from "@/domain/operating-costs/types";
import type { MeterKind } from "@/shared/enums";
import type { MeterDto } from "@/shared/meter-types";
import type { StatementCatalogueLineDto } from "@/shared/operating-cost-types";
import type { StatementSettings } from "@/shared/schemas/operating-costs";
import type { AreaHistoryEntry, OccupantHistoryEntry } from "@/server/features/occupancy-history";
import type { SourceCost, StatementSource } from "./statement-source";

// From the books and the statement's settings to the pure computation's input: one
// position per cost type (§ 2 BetrKV) — a cost booked on one unit is a position of its
// own, assigned directly — each booked line cut to the period first, the refused ones set
// aside with their rule. The catalogue keeps every booked line with what became of it, so
// each position opens to its bookings.

/** The key a cost type takes until the landlord chooses: heating and hot water by the HeizkostenV, everything else by living area (§ 556a (1) BGB). */
export function defaultKey(betrkvType: BetrkvType): AllocationKey {
  return betrkvType === 4 || betrkvType === 5 || betrkvType === 6 ? "heating" : "living_area";
}

/** The meters a consumption or heating key reads for a cost type. */
export function meterKindsFor(betrkvType: BetrkvType): MeterKind[] {
  switch (betrkvType) {
    case 2:
    case 3:
      return ["cold_water", "warm_water"];
    case 4:
    case 6:
      return ["heat", "heat_cost_allocator"];
    case 5:
      return ["warm_water"];
    case 11:
    case 16:
      return ["electricity"];
    default:
      return ["cold_water", "warm_water", "heat", "heat_cost_allocator", "electricity", "gas"];
  }
}

/** What became of one booked (or hand-added) line: the catalogue's row as the API answers it. */
export type CatalogueLine = StatementCatalogueLineDto;

export type StatementInputs = {
  input: StatementInput;
  catalogue: CatalogueLine[];
};

const ONE_DAY = (day: IsoDate): DateRange => ({ start: day, end: day });

const fractionHistory = (entries: ReadonlyArray<{ from: IsoDate; value: string }>): History<Fraction> => entries.map((e) => ({ from: e.from, value: decimal(e.value) }));

/** The whole time, from before any period: a unit's Größe while no area history exists. */
const ALWAYS: IsoDate = "0001-01-01";

function statementUnits(source: StatementSource, settings: StatementSettings, areas: ReadonlyMap<string, AreaHistoryEntry[]>): StatementUnit[] {
  const residentialBuilding = settings.residentialBuilding;
  return source.units.map((u) => {
    const history = areas.get(u.id) ?? [];
    const own = settings.units[u.id];
    return {
      id: u.id,
      code: u.code,
      residential: residentialBuilding ? u.type !== "commercial_space" && u.type !== "parking" && u.type !== "storage" : u.type === "apartment" || u.type === "house",
      livingArea: history.length > 0 ? fractionHistory(history.map((h) => ({ from: h.from, value: h.livingArea }))) : u.sizeSqm !== null ? [{ from: ALWAYS, value: decimal(u.sizeSqm) }] : [],
      usableArea: fractionHistory(history.filter((h) => h.usableArea !== null).map((h) => ({ from: h.from, value: h.usableArea! }))),
      ownershipShare: own?.ownershipShare ? decimal(own.ownershipShare) : null,
      ownerPersons: own?.ownerPersons != null ? [{ from: ALWAYS, value: own.ownerPersons }] : [],
      rooms: u.rooms.map((r) => ({ id: r.id, code: r.code, areaSqm: decimal(r.sizeSqm ?? "0") })),
      sharedFlatRule: settings.sharedFlatRule,
      ownerOccupied: own?.ownerOccupied ?? false,
    };
  });
}

function statementContracts(source: StatementSource, occupants: ReadonlyMap<string, OccupantHistoryEntry[]>): StatementContract[] {
  return source.contracts.map((c) => ({
    id: c.id,
    unitId: c.unitId,
    roomId: c.roomId,
    tenantName: c.tenantName,
    start: c.start,
    end: c.end,
    persons: (occupants.get(c.id) ?? []).map((o) => ({ from: o.from, value: o.persons })),
    prepaymentsPaidCents: c.prepaymentsPaidCents,
    prepaymentsDueCents: c.prepaymentsDueCents,
  }));
}

/** The unit meters of `kinds`, one series per chain of replaced devices, oldest device first. */
export function meterSeries(meters: readonly MeterDto[], kinds: readonly MeterKind[]): MeterSeries[] {
  const byId = new Map(meters.map((m) => [m.id, m]));
  const out: MeterSeries[] = [];
  for (const last of meters) {
    if (last.unitId === null || !kinds.includes(last.kind) || last.replacedByMeterId !== null) continue;
    const devices: MeterDevice[] = [];
    const seen = new Set<string>();
    for (let m: MeterDto | undefined = last; m && !seen.has(m.id); m = m.replacesMeterId ? byId.get(m.replacesMeterId) : undefined) {
      seen.add(m.id);
      devices.unshift({ serialNumber: m.serialNumber, readings: m.readings.map((r) => ({ date: r.readingDate, value: decimal(r.value) })) });
    }
    out.push({ unitId: last.unitId, devices });
  }
  return out;
}

/** `value × part / whole` in cents, rounded half away from zero (exact). */
const proportion = (value: Cents, part: Cents, whole: Cents): number => Number(roundHalfAwayFromZero(fraction(BigInt(value) * BigInt(part), BigInt(whole))));

/** The position a booked line belongs to: its cost type, or — booked on one unit — the type on that unit. */
const positionOf = (betrkvType: BetrkvType, unitId: string | null) => (unitId ? `${betrkvType}:${unitId}` : `${betrkvType}`);

type Booked = BookedCost & { unitId: string | null; labourHousehold: Cents; labourCraftsman: Cents };

function bookedCosts(source: StatementSource, settings: StatementSettings, period: DateRange): Booked[] {
  const booked: Booked[] = source.costs.map((c: SourceCost) => {
    const own = settings.lines[c.id];
    const labour = own?.labourCents ?? 0;
    return {
      id: c.id,
      label: c.text || c.counterparty,
      category: c.category,
      betrkvType: c.betrkvType,
      text: c.text,
      bookedCents: c.costCents,
      servicePeriod: c.servicePeriod ?? ONE_DAY(c.paymentDate),
      overrideReason: own?.overrideReason ?? null,
      key: "living_area",
      unitIds: null,
      unitId: c.unitId,
      labourHousehold: cents(own?.labourKind === "craftsman" ? 0 : labour),
      labourCraftsman: cents(own?.labourKind === "craftsman" ? labour : 0),
    };
  });
  for (const extra of settings.extraLines) {
    booked.push({
      id: extra.id,
      label: extra.label,
      category: "operating_costs",
      betrkvType: extra.betrkvType,
      text: extra.label,
      bookedCents: cents(extra.amountCents),
      servicePeriod: period,
      overrideReason: null,
      key: "living_area",
      unitIds: null,
      unitId: null,
      labourHousehold: cents(0),
      labourCraftsman: cents(0),
    });
  }
  return booked;
}

export function buildStatementInput(args: {
  source: StatementSource;
  settings: StatementSettings;
  period: DateRange;
  shortPeriodReason: string | null;
  areas: ReadonlyMap<string, AreaHistoryEntry[]>;
  occupants: ReadonlyMap<string, OccupantHistoryEntry[]>;
  asOf: IsoDate;
}): StatementInputs {
  const { source, settings, period } = args;
  const booked = bookedCosts(source, settings, period);
  const prepared = prepareCostLines(booked, period);
  const refusedOf = new Map<string, RefusedCost[]>();
  for (const r of prepared.refused) refusedOf.set(r.id, [...(refusedOf.get(r.id) ?? []), r]);
  const preparedOf = new Map(prepared.lines.map((l) => [l.id, l]));
  const manualIds = new Set(settings.extraLines.map((e) => e.id));

  const positions = new Map<string, { betrkvType: BetrkvType; unitId: string | null; cents: number; household: number; craftsman: number }>();
  const catalogue: CatalogueLine[] = booked.map((b) => {
    const own = settings.lines[b.id];
    const line = preparedOf.get(b.id);
    const refusals = refusedOf.get(b.id) ?? [];
    const refusedCents = sumCents(refusals.map((r) => r.amountCents));
    const periodCents = cents((line?.amountCents ?? 0) + refusedCents);
    const excluded = own?.excludedReason ?? null;
    const corrected = own?.correctedCents != null ? cents(own.correctedCents) : null;
    let positionId: string | null = null;
    if (line && !excluded && isBetrkvType(b.betrkvType)) {
      positionId = positionOf(b.betrkvType, b.unitId);
      const entry = positions.get(positionId) ?? { betrkvType: b.betrkvType, unitId: b.unitId, cents: 0, household: 0, craftsman: 0 };
      const amount = corrected ?? line.amountCents;
      entry.cents += amount;
      // § 35a: the labour in proportion to the part of the booked amount that entered the period.
      if (b.bookedCents !== 0) {
        entry.household += proportion(b.labourHousehold, amount, b.bookedCents);
        entry.craftsman += proportion(b.labourCraftsman, amount, b.bookedCents);
      }
      positions.set(positionId, entry);
    }
    const cost = source.costs.find((c) => c.id === b.id);
    return {
      id: b.id,
      bookingId: cost?.bookingId ?? null,
      bookingNumber: cost?.bookingNumber ?? null,
      paymentDate: cost?.paymentDate ?? null,
      receipts: cost?.receipts ?? [],
      betrkvType: b.betrkvType,
      text: b.label,
      bookedCents: b.bookedCents,
      servicePeriod: cost ? cost.servicePeriod : period,
      periodCents,
      positionId,
      refusal: refusals[0]?.refusal ?? null,
      refusedCents,
      excludedReason: excluded,
      overrideReason: own?.overrideReason ?? null,
      correctedCents: corrected,
      correctionReason: own?.correctionReason ?? null,
      manual: manualIds.has(b.id),
    };
  });

  const unitCode = new Map(source.units.map((u) => [u.id, u.code]));
  const lines: CostLine[] = [...positions.entries()]
    .sort(([a], [b]) => a.localeCompare(b, "de", { numeric: true }))
    .map(([id, p]) => {
      const own = settings.types[String(p.betrkvType)];
      const key: AllocationKey = p.unitId ? "direct" : (own?.key ?? defaultKey(p.betrkvType));
      const unitIds = p.unitId ? [p.unitId] : (own?.unitIds ?? null);
      const preDeductions: PreDeduction[] = (own?.preDeductions ?? []).flatMap((d): PreDeduction[] =>
        d.cents !== null ? [{ unitId: d.unitId, reason: d.reason, cents: cents(d.cents) }] : d.share !== null ? [{ unitId: d.unitId, reason: d.reason, share: decimal(d.share) }] : [],
      );
      const line: CostLine = {
        id,
        betrkvType: p.betrkvType,
        label: p.unitId ? `${betrkvTypeLabels[p.betrkvType]} (${unitCode.get(p.unitId) ?? ""})` : betrkvTypeLabels[p.betrkvType],
        amountCents: cents(p.cents),
        key,
        unitIds,
      };
      if (key === "consumption" || key === "heating") line.meters = meterSeries(source.meters, meterKindsFor(p.betrkvType));
      if (key === "heating") line.consumptionPercent = settings.heatingConsumptionPercent;
      if (key === "custom") line.customShares = Object.fromEntries(Object.entries(own?.customShares ?? {}).map(([unitId, v]) => [unitId, decimal(v)]));
      if (own?.keyExplanation) line.keyExplanation = own.keyExplanation;
      if (preDeductions.length > 0) line.preDeductions = preDeductions;
      if (p.household !== 0 || p.craftsman !== 0) line.labour = { household: cents(p.household), craftsman: cents(p.craftsman) };
      return line;
    });

  const input: StatementInput = {
    period,
    shortPeriodReason: args.shortPeriodReason,
    units: statementUnits(source, settings, args.areas),
    contracts: statementContracts(source, args.occupants),
    lines,
    heatingService: settings.heatingService?.map((r) => ({ unitId: r.unitId, contractId: r.contractId, cents: cents(r.cents), co2Cents: r.co2Cents === null ? null : cents(r.co2Cents) })) ?? null,
    co2: settings.co2 ? { residentialBuilding: settings.residentialBuilding, kgCo2: decimal(settings.co2.kgCo2), co2CostCents: cents(settings.co2.costCents), halved: settings.co2.halved } : null,
    asOf: args.asOf,
  };
  return { input, catalogue };
}
