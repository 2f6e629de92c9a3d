import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { IsoDate } from "@/core/dates";
import { cents, negateCents, type Cents } from "@/core/money";
import type { BookingCategory } from "@/domain/booking-categories";
import type { DateRange } from "@/domain/operating-costs/types";
import type { MeterDto } from "@/shared/meter-types";
import type { StatementCatalogueLineDto } from "@/shared/operating-cost-types";
import type { PropertyKind, UnitType } from "@/shared/enums";
import type { Db } from "@/server/db/client";
import { bookingLines, bookings, meters, properties, receipts, rentalContracts, rooms, tenants, units } from "@/server/db/schema";
import { notFound } from "@/server/http/errors";
import { loadMeters } from "@/server/features/meters";
import { loadContractSourcesOf, periodPrepayments } from "@/server/features/rent-roll";
import type { Scope } from "./statement-scope";

// Everything a statement is computed from, read for its scope (a property, an Abrechnungseinheit
// or a Wirtschaftseinheit, decision 0032) and period: the units and rooms, the contracts that ran in the period with their tenants and NK-Vorauszahlungen,
// the cost lines that may belong in it, and the meters with their readings. The choices
// the books do not hold come from the statement's settings (statement-input.ts).

export type SourceProperty = { id: string; name: string; kind: PropertyKind; street: string; houseNumber: string; postcode: string; city: string };

export type SourceUnit = {
  id: string;
  code: string;
  type: UnitType;
  /** The unit's Größe: its area while no area history exists. */
  sizeSqm: string | null;
  rooms: Array<{ id: string; code: string; sizeSqm: string | null }>;
};

export type SourceContract = {
  id: string;
  unitId: string;
  roomId: string | null;
  tenantName: string;
  start: IsoDate;
  end: IsoDate | null;
  prepaymentsPaidCents: Cents;
  prepaymentsDueCents: Cents;
};

/** A booked line that may be a Betriebskosten line of the period (the eligibility rules decide). */
export type SourceCost = {
  id: string;
  bookingId: string;
  bookingNumber: string;
  paymentDate: IsoDate;
  category: BookingCategory;
  betrkvType: number | null;
  /** As a cost: positive (a refund line is negative). */
  costCents: Cents;
  servicePeriod: DateRange | null;
  text: string;
  counterparty: string;
  unitId: string | null;
  /** The booking's receipts (Belege), so that every line opens to them. */
  receipts: CostReceipt[];
};

export type CostReceipt = StatementCatalogueLineDto["receipts"][number];

export type StatementSource = {
  property: SourceProperty;
  units: SourceUnit[];
  contracts: SourceContract[];
  costs: SourceCost[];
  meters: MeterDto[];
};

export async function loadStatementSource(db: Db, workspaceId: string, scope: Scope, period: DateRange, today: IsoDate): Promise<StatementSource> {
  const propertyId = scope.propertyIds[0]!;
  const [property] = await db
    .select({ id: properties.id, name: properties.name, kind: properties.kind, street: properties.street, houseNumber: properties.houseNumber, postcode: properties.postcode, city: properties.city })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.workspaceId, workspaceId)));
  if (!property) throw notFound("Die Immobilie");

  const rows = await db
    .select({ id: units.id, code: units.code, type: units.type, sizeSqm: units.sizeSqm, propertyName: properties.name })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(and(eq(units.workspaceId, workspaceId), inArray(units.propertyId, scope.propertyIds), scope.unitIds ? inArray(units.id, scope.unitIds) : undefined))
    .orderBy(asc(properties.name), asc(units.code), asc(units.id));
  // In a Wirtschaftseinheit two houses may both have a „WE 1“: the house names the unit.
  const unitRows = rows.map(({ propertyName, ...u }) => (scope.kind === "properties" ? { ...u, code: `${propertyName} · ${u.code}` } : u));
  const unitIds = unitRows.map((u) => u.id);
  const roomRows = unitIds.length
    ? await db.select({ id: rooms.id, unitId: rooms.unitId, code: rooms.code, sizeSqm: rooms.sizeSqm }).from(rooms).where(inArray(rooms.unitId, unitIds)).orderBy(asc(rooms.code))
    : [];
  const sourceUnits: SourceUnit[] = unitRows.map((u) => ({ ...u, rooms: roomRows.filter((r) => r.unitId === u.id).map(({ id, code, sizeSqm }) => ({ id, code, sizeSqm })) }));

  return {
    property,
    units: sourceUnits,
    contracts: await loadContracts(db, workspaceId, unitIds, period, today),
    costs: await loadCosts(db, workspaceId, scope, period),
    // An Abrechnungseinheit reads the meters of its own units and the building's (no unit).
    meters: unitIds.length ? (await loadMeters(db, workspaceId, inArray(meters.propertyId, scope.propertyIds))).filter((m) => m.unitId === null || unitIds.includes(m.unitId)) : [],
  };
}

/** The contracts that ran on a day of the period, with their NK-Vorauszahlungen for the period's months (Soll and, allocated as the rent roll does, Ist). */
async function loadContracts(db: Db, workspaceId: string, unitIds: string[], period: DateRange, today: IsoDate): Promise<SourceContract[]> {
  if (unitIds.length === 0) return [];
  const running = and(inArray(rentalContracts.unitId, unitIds), lte(rentalContracts.startDate, period.end), or(isNull(rentalContracts.endDate), sql`${rentalContracts.endDate} >= ${period.start}`));
  const rows = await db
    .select({ id: rentalContracts.id, unitId: rentalContracts.unitId, roomId: rentalContracts.roomId, start: rentalContracts.startDate, end: rentalContracts.endDate, firstName: tenants.firstName, lastName: tenants.lastName })
    .from(rentalContracts)
    .innerJoin(tenants, eq(tenants.id, rentalContracts.tenantId))
    .where(and(eq(rentalContracts.workspaceId, workspaceId), running))
    .orderBy(asc(rentalContracts.startDate), asc(rentalContracts.id));
  const prepayments = periodPrepayments(await loadContractSourcesOf(db, workspaceId, rows.map((r) => r.id)), period, today);
  return rows.map((r) => ({
    id: r.id,
    unitId: r.unitId,
    roomId: r.roomId,
    tenantName: `${r.firstName} ${r.lastName}`.trim(),
    start: r.start,
    end: r.end,
    prepaymentsPaidCents: prepayments.get(r.id)?.paidCents ?? cents(0),
    prepaymentsDueCents: prepayments.get(r.id)?.dueCents ?? cents(0),
  }));
}

/**
 * The scope's lines booked as umlagefähig — in an Abrechnungseinheit those of its units and those
 * of the whole property (decision 0032: the landlord decides what part of them belongs here) — whose service period (else payment date)
 * overlaps the period; the eligibility rules still refuse what may never be passed on
 * (a repair booked as Betriebskosten by mistake). A reversed booking and its reversal are
 * left out together.
 */
async function loadCosts(db: Db, workspaceId: string, scope: Scope, period: DateRange): Promise<SourceCost[]> {
  const from = sql`coalesce(${bookings.servicePeriodStart}, ${bookingLines.paymentDate})`;
  const to = sql`coalesce(${bookings.servicePeriodEnd}, ${bookings.servicePeriodStart}, ${bookingLines.paymentDate})`;
  const rows = await db
    .select({
      id: bookingLines.id,
      bookingId: bookings.id,
      bookingNumber: bookings.number,
      paymentDate: bookingLines.paymentDate,
      category: bookingLines.category,
      betrkvType: bookingLines.betrkvType,
      amountCents: bookingLines.amountCents,
      serviceStart: bookings.servicePeriodStart,
      serviceEnd: bookings.servicePeriodEnd,
      text: bookings.text,
      note: bookingLines.note,
      counterparty: bookings.counterpartyName,
      unitId: bookingLines.unitId,
    })
    .from(bookingLines)
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .where(
      and(
        eq(bookingLines.workspaceId, workspaceId),
        inArray(bookingLines.propertyId, scope.propertyIds),
        scope.unitIds ? or(isNull(bookingLines.unitId), inArray(bookingLines.unitId, scope.unitIds)) : undefined,
        eq(bookingLines.allocable, true),
        sql`${from} <= ${period.end} and ${to} >= ${period.start}`,
        isNull(bookings.reversalOfId),
        sql`not exists (select 1 from ${bookings} r where r.reversal_of_id = ${bookings.id})`,
      ),
    )
    .orderBy(asc(bookingLines.betrkvType), asc(bookingLines.paymentDate), asc(bookings.number), asc(bookingLines.position));
  const receiptsOf = await loadReceipts(db, workspaceId, [...new Set(rows.map((r) => r.bookingId))]);
  return rows.map((r) => ({
    id: r.id,
    bookingId: r.bookingId,
    bookingNumber: r.bookingNumber,
    paymentDate: r.paymentDate,
    category: r.category,
    betrkvType: r.betrkvType,
    // Lines carry the booking's sign: an expense is negative, so its cost is the negation.
    costCents: negateCents(cents(Number(r.amountCents))),
    servicePeriod: r.serviceStart ? { start: r.serviceStart, end: r.serviceEnd ?? r.serviceStart } : null,
    text: [r.text, r.note].filter((t) => t.trim()).join(" – "),
    counterparty: r.counterparty,
    unitId: r.unitId,
    receipts: receiptsOf.get(r.bookingId) ?? [],
  }));
}

/** The receipts of the given bookings, per booking, oldest first. */
async function loadReceipts(db: Db, workspaceId: string, bookingIds: string[]): Promise<Map<string, CostReceipt[]>> {
  const byBooking = new Map<string, CostReceipt[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select({ id: receipts.id, bookingId: receipts.bookingId, fileName: receipts.fileName })
    .from(receipts)
    .where(and(eq(receipts.workspaceId, workspaceId), inArray(receipts.bookingId, bookingIds)))
    .orderBy(asc(receipts.createdAt), asc(receipts.id));
  for (const r of rows) {
    const list = byBooking.get(r.bookingId!) ?? [];
    list.push({ id: r.id, fileName: r.fileName });
    byBooking.set(r.bookingId!, list);
  }
  return byBooking;
}
