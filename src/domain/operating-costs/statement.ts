/**
 * The whole Nebenkostenabrechnung of one Abrechnungseinheit (issue 19): every line split
 * between the occupancies, the heating section with the CO2 split, and per tenant the sum,
 * the prepayments, the balance, the new prepayment and the § 35a table; the landlord's
 * share of vacancy and own use; the pre-check's defects. Pure: the same input gives the
 * same statement, so a finalised version can be recomputed and compared.
 */
import { compareDates, formatDate, type IsoDate } from "@/core/dates";
import { div, fraction, roundHalfAwayFromZero, sum, ZERO } from "@/core/fraction";
import { cents, subCents, sumCents, type Cents } from "@/core/money";
import { integrate, splitLine } from "./allocation";
import { co2Relief, co2Step } from "./co2";
import { resolveOccupancies } from "./occupancy";
import { daysOf, periodProblems, statementDeadline, yearDaysFrom } from "./period";
import { claimableBalance, proposeMonthlyPrepayment } from "./prepayment";
import { splitByLargestRemainder } from "./split";
import type { Co2Input, Co2Step, CostLine, DateRange, LineShare, Occupancy, StatementContract, StatementDefect, StatementUnit } from "./types";

/** What the measuring service (ista, Techem …) billed one user: a tenant's contract, or the landlord's part of a unit (contractId null). */
export interface HeatingServiceResult {
  unitId: string;
  contractId: string | null;
  cents: Cents;
  /** The user's CO2 cost share when the service states it. */
  co2Cents: Cents | null;
}

export interface StatementInput {
  period: DateRange;
  shortPeriodReason: string | null;
  units: StatementUnit[];
  contracts: StatementContract[];
  lines: CostLine[];
  /** The measuring service's results; they replace the split of the heating lines. */
  heatingService: HeatingServiceResult[] | null;
  co2: Co2Input | null;
  /** The day the statement is checked or sent: decides whether the deadline has passed. */
  asOf: IsoDate;
}

export interface HeatingSection {
  /** The heating lines' shares with their consumption and area parts (none when a measuring service billed). */
  lines: LineShare[];
  cents: Cents;
  /** The tenant's part of the CO2 cost (before the relief), § 7 (3) CO2KostAufG. */
  co2ShareCents: Cents;
  co2ReliefCents: Cents;
  /** § 12 HeizkostenV: 15 % off where heating was not split by consumption. */
  reductionCents: Cents;
}

export interface TenantStatement {
  contractId: string;
  tenantName: string;
  unitId: string;
  roomId: string | null;
  start: IsoDate;
  end: IsoDate;
  days: number;
  /** Per line outside the heating section. */
  lines: LineShare[];
  heating: HeatingSection;
  costsCents: Cents;
  prepaymentsPaidCents: Cents;
  prepaymentsDueCents: Cents;
  /** Positive: Nachzahlung; negative: Guthaben. */
  balanceCents: Cents;
  /** After the deadline a back-payment cannot be claimed (credits are still paid). */
  claimableCents: Cents;
  /** § 560 (4) BGB proposal per month, null for a contract that has ended. */
  newMonthlyPrepaymentCents: Cents | null;
  /** § 35a EStG: the labour contained in the tenant's costs, per kind. */
  labour: { household: Cents; craftsman: Cents };
}

export interface LandlordShare {
  lineId: string;
  vacancyCents: Cents;
  ownerCents: Cents;
}

export interface Statement {
  period: DateRange;
  deadline: IsoDate;
  deadlinePassed: boolean;
  occupancies: Occupancy[];
  co2: Co2Step | null;
  tenants: TenantStatement[];
  landlord: {
    lines: LandlordShare[];
    heatingCents: Cents;
    co2ReliefCents: Cents;
    reductionCents: Cents;
    totalCents: Cents;
  };
  defects: StatementDefect[];
}

export function computeStatement(input: StatementInput): Statement {
  const { period } = input;
  const defects: StatementDefect[] = periodProblems(period, input.shortPeriodReason).map((p) => ({ code: p.code, message: p.message, blocking: true }));
  const units = new Map(input.units.map((u) => [u.id, u]));
  const occupancies = resolveOccupancies(period, input.units, input.contracts);
  const deadline = statementDeadline(period);
  const deadlinePassed = compareDates(input.asOf, deadline) > 0;

  // Lines: the heating lines are split here only when no measuring service result replaces them.
  const serviceMode = input.heatingService !== null;
  const shares: LineShare[] = [];
  const reductions = new Map<string, Cents>();
  for (const line of input.lines) {
    if (line.key === "custom" && !line.keyExplanation?.trim()) {
      defects.push({ code: "key_without_explanation", message: `„${line.label}“: Ein eigener Schlüssel braucht eine Erklärung für die Mieter.`, blocking: true, lineId: line.id });
    }
    if (serviceMode && line.key === "heating") continue;
    const split = splitLine(line, units, occupancies);
    shares.push(...split.shares);
    defects.push(...split.defects);
    for (const [id, value] of split.reductions) reductions.set(id, cents((reductions.get(id) ?? 0) + value));
    const total = sumCents(split.shares.map((s) => s.cents));
    if (total !== line.amountCents && !split.defects.some((d) => d.code === "nobody_bears")) {
      defects.push({ code: "shares_do_not_add_up", message: `„${line.label}“: Die Anteile ergeben nicht den Betrag der Position.`, blocking: true, lineId: line.id });
    }
  }
  if (shares.some((s) => s.estimated)) {
    defects.push({ code: "estimated_readings", message: "Einige Verbräuche sind zwischen Zählerständen geschätzt (taggenau interpoliert). Das steht so in der Abrechnung.", blocking: false });
  }

  const heatingLineIds = new Set(input.lines.filter((l) => l.key === "heating").map((l) => l.id));
  const heatingOf = heatingByOccupancy(input, occupancies, shares, heatingLineIds, defects);

  // CO2 (CO2KostAufG): the building's step from the supplier's figures, the cost split like the heating costs.
  const step = input.co2 ? buildingCo2Step(input.co2, input.units, period) : null;
  const co2Shares = input.co2 ? co2ShareByOccupancy(input, units, occupancies, heatingOf) : new Map<string, Cents>();

  const tenants: TenantStatement[] = [];
  const landlordLines = new Map<string, LandlordShare>(input.lines.map((l) => [l.id, { lineId: l.id, vacancyCents: cents(0), ownerCents: cents(0) }]));
  let landlordHeating = cents(0);
  let reliefTotal = cents(0);
  let reductionTotal = cents(0);
  const byContract = new Map<string, Occupancy[]>();
  for (const o of occupancies) {
    if (o.kind !== "tenant") {
      landlordHeating = cents(landlordHeating + (heatingOf.get(o.id) ?? 0));
      for (const s of shares.filter((x) => x.occupancyId === o.id)) {
        const entry = landlordLines.get(s.lineId)!;
        if (o.kind === "vacancy") entry.vacancyCents = cents(entry.vacancyCents + s.cents);
        else entry.ownerCents = cents(entry.ownerCents + s.cents);
      }
      continue;
    }
    byContract.set(o.contractId!, [...(byContract.get(o.contractId!) ?? []), o]);
  }

  for (const [contractId, parts] of byContract) {
    const contract = input.contracts.find((c) => c.id === contractId)!;
    const ids = new Set(parts.map((p) => p.id));
    const own = mergeShares(shares.filter((s) => ids.has(s.occupancyId)));
    const heatingCents = cents(parts.reduce((s, p) => s + (heatingOf.get(p.id) ?? 0), 0));
    const co2ShareCents = cents(parts.reduce((s, p) => s + (co2Shares.get(p.id) ?? 0), 0));
    const landlordPercent = step?.landlordPercent ?? ZERO;
    const co2ReliefCents = co2Relief(co2ShareCents, landlordPercent);
    const reductionCents = cents(parts.reduce((s, p) => s + (reductions.get(p.id) ?? 0), 0));
    reliefTotal = cents(reliefTotal + co2ReliefCents);
    reductionTotal = cents(reductionTotal + reductionCents);
    const linesCents = sumCents(own.filter((s) => !heatingLineIds.has(s.lineId)).map((s) => s.cents));
    const costsCents = subCents(subCents(cents(linesCents + heatingCents), co2ReliefCents), reductionCents);
    const balanceCents = subCents(costsCents, contract.prepaymentsPaidCents);
    const days = parts.reduce((s, p) => s + daysOf(p), 0);
    const ended = contract.end !== null && compareDates(contract.end, period.end) <= 0;
    tenants.push({
      contractId,
      tenantName: contract.tenantName,
      unitId: contract.unitId,
      roomId: contract.roomId,
      start: parts[0]!.start,
      end: parts[parts.length - 1]!.end,
      days,
      lines: own.filter((s) => !heatingLineIds.has(s.lineId)),
      heating: { lines: own.filter((s) => heatingLineIds.has(s.lineId)), cents: heatingCents, co2ShareCents, co2ReliefCents, reductionCents },
      costsCents,
      prepaymentsPaidCents: contract.prepaymentsPaidCents,
      prepaymentsDueCents: contract.prepaymentsDueCents,
      balanceCents,
      claimableCents: claimableBalance(balanceCents, deadlinePassed),
      newMonthlyPrepaymentCents: proposeMonthlyPrepayment({ costsCents, occupiedDays: days, yearDays: yearDaysFrom(period.start), contractEnded: ended }),
      labour: labourOf(input.lines, own),
    });
  }
  if (deadlinePassed) {
    defects.push({ code: "deadline_passed", message: `Die Abrechnungsfrist ist am ${formatDate(deadline)} abgelaufen: Nachzahlungen kannst Du nicht mehr fordern, Guthaben musst Du auszahlen (§ 556 Abs. 3 BGB).`, blocking: false });
  }

  const landlordLineList = [...landlordLines.values()];
  const totalCents = cents(landlordLineList.reduce((s, l) => s + l.vacancyCents + l.ownerCents, 0) + (serviceMode ? landlordHeating : 0) + reliefTotal + reductionTotal);
  return {
    period,
    deadline,
    deadlinePassed,
    occupancies,
    co2: step,
    tenants,
    landlord: { lines: landlordLineList, heatingCents: landlordHeating, co2ReliefCents: reliefTotal, reductionCents: reductionTotal, totalCents },
    defects,
  };
}

/** The heating cost of each occupancy: its shares of the heating lines, or the measuring service's result. */
function heatingByOccupancy(input: StatementInput, occupancies: readonly Occupancy[], shares: readonly LineShare[], heatingLineIds: ReadonlySet<string>, defects: StatementDefect[]): Map<string, Cents> {
  const out = new Map<string, Cents>();
  const addTo = (id: string, value: Cents) => out.set(id, cents((out.get(id) ?? 0) + value));
  if (input.heatingService === null) {
    for (const s of shares) if (heatingLineIds.has(s.lineId)) addTo(s.occupancyId, s.cents);
    return out;
  }
  for (const result of input.heatingService) {
    const target =
      result.contractId !== null
        ? occupancies.find((o) => o.contractId === result.contractId)
        : occupancies.find((o) => o.unitId === result.unitId && o.kind !== "tenant");
    if (!target) {
      defects.push({ code: "service_result_without_occupancy", message: "Ein Ergebnis des Messdienstes passt zu keinem Mietverhältnis im Zeitraum.", blocking: true, unitId: result.unitId });
      continue;
    }
    addTo(target.id, result.cents);
  }
  const billed = sumCents(input.heatingService.map((r) => r.cents));
  const booked = sumCents(input.lines.filter((l) => heatingLineIds.has(l.id)).map((l) => l.amountCents));
  if (billed !== booked) {
    defects.push({ code: "service_total_mismatch", message: "Die Summe der Messdienst-Ergebnisse weicht von den gebuchten Heizkosten ab.", blocking: false });
  }
  return out;
}

/** The CO2 cost split like the heating costs (§ 7 (1) CO2KostAufG), unless the service states each share. */
function co2ShareByOccupancy(input: StatementInput, units: ReadonlyMap<string, StatementUnit>, occupancies: readonly Occupancy[], heatingOf: ReadonlyMap<string, Cents>): Map<string, Cents> {
  const stated = input.heatingService?.every((r) => r.co2Cents !== null) ? input.heatingService : null;
  if (stated) {
    const out = new Map<string, Cents>();
    for (const r of stated) {
      const target = r.contractId !== null ? occupancies.find((o) => o.contractId === r.contractId) : occupancies.find((o) => o.unitId === r.unitId && o.kind !== "tenant");
      if (target) out.set(target.id, cents((out.get(target.id) ?? 0) + (r.co2Cents ?? 0)));
    }
    return out;
  }
  const claims = occupancies.map((o) => ({ id: o.id, weight: fraction(Math.max(0, heatingOf.get(o.id) ?? 0)), unitCode: units.get(o.unitId)!.code, roomCode: units.get(o.unitId)!.rooms.find((r) => r.id === o.roomId)?.code ?? "", start: o.start }));
  if (claims.every((c) => c.weight.n === 0n)) return new Map();
  return splitByLargestRemainder(input.co2!.co2CostCents, claims);
}

/** The building's living area averaged over the period's days, so an area that changed counts by days. */
function buildingCo2Step(co2: Co2Input, units: readonly StatementUnit[], period: DateRange): Co2Step {
  const areaDays = sum(units.filter((u) => u.residential).map((u) => integrate(u.livingArea, period) ?? ZERO));
  const days = daysOf(period);
  return co2Step({ kgCo2: co2.kgCo2, livingAreaSqm: div(areaDays, fraction(days)), periodDays: days, yearDays: yearDaysFrom(period.start), residential: co2.residentialBuilding, halved: co2.halved });
}

/** One contract's shares per line (a contract interrupted by a whole-flat contract has two occupancies). */
function mergeShares(shares: readonly LineShare[]): LineShare[] {
  const out = new Map<string, LineShare>();
  for (const s of shares) {
    const before = out.get(s.lineId);
    out.set(s.lineId, before ? { ...before, days: before.days + s.days, cents: cents(before.cents + s.cents), parts: [...before.parts, ...s.parts], estimated: before.estimated || s.estimated } : s);
  }
  return [...out.values()];
}

/** § 35a EStG: the labour part of each line in proportion to the tenant's share of the line. */
function labourOf(lines: readonly CostLine[], own: readonly LineShare[]): TenantStatement["labour"] {
  const labour = { household: cents(0), craftsman: cents(0) };
  for (const share of own) {
    const line = lines.find((l) => l.id === share.lineId);
    if (!line?.labour || line.amountCents === 0) continue;
    for (const kind of ["household", "craftsman"] as const) {
      const part = cents(Number(roundHalfAwayFromZero(fraction(BigInt(line.labour[kind]) * BigInt(share.cents), BigInt(line.amountCents)))));
      labour[kind] = cents(labour[kind] + part);
    }
  }
  return labour;
}

