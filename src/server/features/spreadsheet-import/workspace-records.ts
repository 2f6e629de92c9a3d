import { and, between, eq, isNull } from "drizzle-orm";
import type { IsoDate } from "@/core/dates";
import { cents, type Cents } from "@/core/money";
import type { Db } from "@/server/db/client";
import { bookingLines, bookings, closedTaxYears, loans, properties, rentalContracts, tenants, units } from "@/server/db/schema";
import type { UnitUsage } from "@/shared/enums";
import type { ImportTarget } from "./columns";

// What the workspace holds already, as far as an import needs it to find records by their
// natural keys and to foresee what the database would refuse. Only the columns the plan
// compares; only the kinds of record the target touches.

export type ExistingRecords = {
  properties: { id: string; name: string; street: string; houseNumber: string; postcode: string }[];
  units: { id: string; propertyId: string; code: string; usage: UnitUsage }[];
  tenants: { id: string; firstName: string; lastName: string; email: string | null }[];
  /** Contracts of whole units (a WG room's contracts never collide with a unit's). */
  contracts: { id: string; unitId: string; startDate: IsoDate; endDate: IsoDate | null; tenantFirstName: string; tenantLastName: string }[];
  loans: { id: string; propertyId: string; lender: string; disbursementDate: IsoDate; amountCents: Cents }[];
  /** Bookings within the payment dates of the file, with the properties their lines name. */
  bookings: { id: string; paymentDate: IsoDate; amountCents: Cents; text: string; propertyIds: string[] }[];
  closedYears: number[];
};

const NEEDS: Record<ImportTarget, ReadonlySet<keyof ExistingRecords>> = {
  combined: new Set(["properties", "units", "tenants", "contracts"]),
  properties: new Set(["properties", "units"]),
  tenants: new Set(["tenants"]),
  contracts: new Set(["properties", "units", "tenants", "contracts"]),
  loans: new Set(["properties", "loans"]),
  bookings: new Set(["properties", "units", "bookings", "closedYears"]),
};

async function bookingsBetween(db: Db, workspaceId: string, from: IsoDate, to: IsoDate): Promise<ExistingRecords["bookings"]> {
  const rows = await db
    .select({ id: bookings.id, paymentDate: bookings.paymentDate, amountCents: bookings.amountCents, text: bookings.text, propertyId: bookingLines.propertyId })
    .from(bookings)
    .innerJoin(bookingLines, eq(bookingLines.bookingId, bookings.id))
    .where(and(eq(bookings.workspaceId, workspaceId), between(bookings.paymentDate, from, to)));
  const byId = new Map<string, ExistingRecords["bookings"][number]>();
  for (const { propertyId, ...booking } of rows) {
    const entry = byId.get(booking.id) ?? { ...booking, amountCents: cents(booking.amountCents), propertyIds: [] as string[] };
    if (!entry.propertyIds.includes(propertyId)) entry.propertyIds.push(propertyId);
    byId.set(booking.id, entry);
  }
  return [...byId.values()];
}

/**
 * The records of the workspace an import of `target` compares with. `paymentDates` bounds the
 * bookings read (the first and last payment date of the file); null reads none.
 */
export async function existingRecords(db: Db, workspaceId: string, target: ImportTarget, paymentDates: readonly [IsoDate, IsoDate] | null): Promise<ExistingRecords> {
  const needs = NEEDS[target];
  const when = <T>(kind: keyof ExistingRecords, read: () => Promise<T[]>): Promise<T[]> => (needs.has(kind) ? read() : Promise.resolve([]));
  const [propertyRows, unitRows, tenantRows, contractRows, loanRows, bookingRows, closedRows] = await Promise.all([
    when("properties", () =>
      db
        .select({ id: properties.id, name: properties.name, street: properties.street, houseNumber: properties.houseNumber, postcode: properties.postcode })
        .from(properties)
        .where(eq(properties.workspaceId, workspaceId)),
    ),
    when("units", () =>
      db.select({ id: units.id, propertyId: units.propertyId, code: units.code, usage: units.usage }).from(units).where(eq(units.workspaceId, workspaceId)),
    ),
    when("tenants", () =>
      db.select({ id: tenants.id, firstName: tenants.firstName, lastName: tenants.lastName, email: tenants.email }).from(tenants).where(eq(tenants.workspaceId, workspaceId)),
    ),
    when("contracts", () =>
      db
        .select({
          id: rentalContracts.id,
          unitId: rentalContracts.unitId,
          startDate: rentalContracts.startDate,
          endDate: rentalContracts.endDate,
          tenantFirstName: tenants.firstName,
          tenantLastName: tenants.lastName,
        })
        .from(rentalContracts)
        .innerJoin(tenants, eq(tenants.id, rentalContracts.tenantId))
        .where(and(eq(rentalContracts.workspaceId, workspaceId), isNull(rentalContracts.roomId))),
    ),
    when("loans", () =>
      db
        .select({ id: loans.id, propertyId: loans.propertyId, lender: loans.lender, disbursementDate: loans.disbursementDate, amountCents: loans.amountCents })
        .from(loans)
        .where(eq(loans.workspaceId, workspaceId)),
    ),
    when("bookings", () => (paymentDates ? bookingsBetween(db, workspaceId, paymentDates[0], paymentDates[1]) : Promise.resolve([]))),
    when("closedYears", () => db.select({ year: closedTaxYears.year }).from(closedTaxYears).where(eq(closedTaxYears.workspaceId, workspaceId))),
  ]);
  return {
    properties: propertyRows,
    units: unitRows,
    tenants: tenantRows,
    contracts: contractRows,
    loans: loanRows.map((l) => ({ ...l, amountCents: cents(l.amountCents) })),
    bookings: bookingRows,
    closedYears: closedRows.map((r) => r.year),
  };
}
