import { and, eq, inArray, sql } from "drizzle-orm";
import { messages } from "@/shared/messages";
import { isReversedPair, type BookingLineInput } from "@/shared/schemas/bookings";
import type { Db } from "@/server/db/client";
import { bookingSubcategories, closedTaxYears, loans, properties, rentalContracts, tenants, units } from "@/server/db/schema";
import { AppError } from "@/server/http/errors";
import { fieldError } from "@/server/http/request";
import { PROPERTY } from "@/server/features/properties";
import { UNIT } from "@/server/features/units";
import { CONTRACT } from "@/server/features/contracts";
import { LOAN } from "@/server/features/loans";

// The rules of a booking that need the database's view: what its lines point at belongs to
// the workspace and fits together, the tenant exists, the tax year is open.

export const BOOKING = "Die Buchung";
export const SUBCATEGORY = "Die Unterkategorie";

const unique = (values: Array<string | null>) => [...new Set(values.filter((v): v is string => v !== null))];

/** A 404 that also names the field of the line, so the dialog can show it there. */
function lineNotFound(index: number, field: string, what: string): AppError {
  const message = messages.notFound(what);
  return new AppError("not_found", message, { fields: [{ field: `lines.${index}.${field}`, message }] });
}

/**
 * Every property, unit, contract, loan and subcategory the lines name belongs to the
 * workspace (else 404, as for any foreign id), and they fit together: the unit, the
 * contract's unit and the loan belong to the line's property, the contract to the line's
 * unit, the subcategory to the line's category (else 400). One query per kind of record.
 */
export async function checkLineReferences(db: Db, workspaceId: string, lines: BookingLineInput[]): Promise<void> {
  const ids = (pick: (l: BookingLineInput) => string | null) => unique(lines.map(pick));
  const propertyIds = ids((l) => l.propertyId);
  const unitIds = ids((l) => l.unitId);
  const contractIds = ids((l) => l.contractId);
  const loanIds = ids((l) => l.loanId);
  const subcategoryIds = ids((l) => l.subcategoryId);
  const [propertyRows, unitRows, contractRows, loanRows, subcategoryRows] = await Promise.all([
    db.select({ id: properties.id }).from(properties).where(and(eq(properties.workspaceId, workspaceId), inArray(properties.id, propertyIds))),
    unitIds.length === 0
      ? []
      : db.select({ id: units.id, propertyId: units.propertyId }).from(units).where(and(eq(units.workspaceId, workspaceId), inArray(units.id, unitIds))),
    contractIds.length === 0
      ? []
      : db
          .select({ id: rentalContracts.id, unitId: rentalContracts.unitId, propertyId: units.propertyId })
          .from(rentalContracts)
          .innerJoin(units, eq(units.id, rentalContracts.unitId))
          .where(and(eq(rentalContracts.workspaceId, workspaceId), inArray(rentalContracts.id, contractIds))),
    loanIds.length === 0
      ? []
      : db.select({ id: loans.id, propertyId: loans.propertyId }).from(loans).where(and(eq(loans.workspaceId, workspaceId), inArray(loans.id, loanIds))),
    subcategoryIds.length === 0
      ? []
      : db
          .select({ id: bookingSubcategories.id, category: bookingSubcategories.category })
          .from(bookingSubcategories)
          .where(and(eq(bookingSubcategories.workspaceId, workspaceId), inArray(bookingSubcategories.id, subcategoryIds))),
  ]);
  const ownProperties = new Set(propertyRows.map((r) => r.id));
  const unitById = new Map(unitRows.map((r) => [r.id, r]));
  const contractById = new Map(contractRows.map((r) => [r.id, r]));
  const loanById = new Map(loanRows.map((r) => [r.id, r]));
  const subcategoryById = new Map(subcategoryRows.map((r) => [r.id, r]));

  lines.forEach((line, i) => {
    const at = (field: string) => `lines.${i}.${field}`;
    if (!ownProperties.has(line.propertyId)) throw lineNotFound(i, "propertyId", PROPERTY);
    if (line.unitId !== null) {
      const unit = unitById.get(line.unitId);
      if (!unit) throw lineNotFound(i, "unitId", UNIT);
      if (unit.propertyId !== line.propertyId) throw fieldError(at("unitId"), messages.unitNotInProperty);
    }
    if (line.contractId !== null) {
      const contract = contractById.get(line.contractId);
      if (!contract) throw lineNotFound(i, "contractId", CONTRACT);
      if (contract.propertyId !== line.propertyId) throw fieldError(at("contractId"), messages.contractNotInProperty);
      if (line.unitId !== null && contract.unitId !== line.unitId) throw fieldError(at("contractId"), messages.contractNotInUnit);
    }
    if (line.loanId !== null) {
      const loan = loanById.get(line.loanId);
      if (!loan) throw lineNotFound(i, "loanId", LOAN);
      if (loan.propertyId !== line.propertyId) throw fieldError(at("loanId"), messages.loanNotInProperty);
    }
    if (line.subcategoryId !== null) {
      const subcategory = subcategoryById.get(line.subcategoryId);
      if (!subcategory) throw lineNotFound(i, "subcategoryId", SUBCATEGORY);
      if (subcategory.category !== line.category) throw fieldError(at("subcategoryId"), messages.subcategoryNotInCategory);
    }
  });
}

/**
 * The counterparty's name: the one given, else the tenant's "Vorname Nachname". The tenant
 * must be the workspace's (404 otherwise).
 */
export async function counterpartyName(db: Db, workspaceId: string, tenantId: string | null, given: string): Promise<string> {
  if (tenantId === null) return given;
  const [tenant] = await db
    .select({ firstName: tenants.firstName, lastName: tenants.lastName })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), eq(tenants.workspaceId, workspaceId)));
  if (!tenant) throw new AppError("not_found", messages.tenantNotFound, { fields: [{ field: "tenantId", message: messages.tenantNotFound }] });
  return given !== "" ? given : `${tenant.firstName} ${tenant.lastName}`.trim();
}

/**
 * Refuses (409) a change to one half of a reversed pair: the original once reversed, or the
 * counter-booking (Storno). Changing either would leave the pair no longer cancelling out;
 * undoing a reversal is deleting the counter-booking.
 */
export function requireNotReversed(booking: { reversalOfId: string | null; reversedById: string | null }): void {
  if (isReversedPair(booking)) throw new AppError("conflict", booking.reversedById ? messages.reversedNotEditable : messages.reversalNotEditable);
}

export const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));

/**
 * Refuses (409) a write to a booking whose payment date lies in a closed year. Takes the
 * year's lock shared for the transaction: closing the year takes it exclusively, so a
 * booking saved while its year is being closed either commits first or sees the year closed.
 */
export async function requireOpenYears(db: Db, workspaceId: string, dates: string[], message: (year: number) => string = messages.yearClosed): Promise<void> {
  const years = [...new Set(dates.map(yearOf))].sort();
  for (const year of years) await db.execute(sql`select pg_advisory_xact_lock_shared(hashtext(${workspaceId}), ${year})`);
  const closed = await db
    .select({ year: closedTaxYears.year })
    .from(closedTaxYears)
    .where(and(eq(closedTaxYears.workspaceId, workspaceId), inArray(closedTaxYears.year, years)));
  if (closed.length > 0) throw new AppError("conflict", message(Math.min(...closed.map((c) => c.year))));
}

/** The exclusive side of {@link requireOpenYears}, for closing a year. */
export async function lockYear(db: Db, workspaceId: string, year: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${workspaceId}), ${year})`);
}
