import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { cents, centsOrNull } from "@/core/money";
import { isBetrkvType } from "@/domain/booking-categories";
import type { BookingDto, BookingLineDto, ReceiptDto } from "@/shared/booking-types";
import { isReversedPair } from "@/shared/schemas/bookings";
import type { Db } from "@/server/db/client";
import { bookingLines, bookings, bookingSubcategories, closedTaxYears, properties, receipts, units } from "@/server/db/schema";

// Rows → BookingDto for any set of bookings in a fixed number of queries (bookings, lines,
// receipts, closed years), whatever the number of bookings: list pages and details share it.

/** A booking without its receipts: what the list and the detail have in common. */
export type BookingCore = Omit<BookingDto, "receipts">;

const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));

/** The closed (festgeschriebenen) tax years of the workspace: a handful of rows. */
export async function closedYears(db: Db, workspaceId: string): Promise<Set<number>> {
  const rows = await db.select({ year: closedTaxYears.year }).from(closedTaxYears).where(eq(closedTaxYears.workspaceId, workspaceId));
  return new Set(rows.map((r) => r.year));
}

// The counter-booking of each, through the unique index on reversal_of_id. The outer
// column is spelled out: drizzle leaves the table off columns of a one-table select.
const reversedBy = sql<string | null>`(select r.id from bookings r where r.reversal_of_id = bookings.id)`;

/** The bookings with these ids, in the order of `ids`; ids not of the workspace are left out. */
export async function loadBookingCores(db: Db, workspaceId: string, ids: string[]): Promise<BookingCore[]> {
  if (ids.length === 0) return [];
  const [rows, lineRows, closed] = await Promise.all([
    db
      .select({ booking: bookings, reversedById: reversedBy })
      .from(bookings)
      .where(and(eq(bookings.workspaceId, workspaceId), inArray(bookings.id, ids))),
    db
      .select({ line: bookingLines, propertyName: properties.name, unitCode: units.code, subcategoryName: bookingSubcategories.name })
      .from(bookingLines)
      .innerJoin(properties, eq(properties.id, bookingLines.propertyId))
      .leftJoin(units, eq(units.id, bookingLines.unitId))
      .leftJoin(bookingSubcategories, eq(bookingSubcategories.id, bookingLines.subcategoryId))
      .where(and(eq(bookingLines.workspaceId, workspaceId), inArray(bookingLines.bookingId, ids)))
      .orderBy(asc(bookingLines.bookingId), asc(bookingLines.position)),
    closedYears(db, workspaceId),
  ]);
  const linesOf = new Map<string, BookingLineDto[]>();
  for (const { line: l, propertyName, unitCode, subcategoryName } of lineRows) {
    const list = linesOf.get(l.bookingId) ?? [];
    list.push({
      id: l.id,
      position: l.position,
      propertyId: l.propertyId,
      propertyName,
      unitId: l.unitId,
      unitCode,
      contractId: l.contractId,
      loanId: l.loanId,
      category: l.category,
      subcategoryId: l.subcategoryId,
      subcategoryName,
      betrkvType: isBetrkvType(l.betrkvType) ? l.betrkvType : null,
      allocable: l.allocable,
      spreadYears: l.spreadYears,
      amountCents: cents(l.amountCents),
      note: l.note,
      rentMonth: l.rentMonth ? l.rentMonth.slice(0, 7) : null,
    });
    linesOf.set(l.bookingId, list);
  }
  const byId = new Map(
    rows.map(({ booking: b, reversedById }): [string, BookingCore] => [
      b.id,
      {
        id: b.id,
        version: b.version,
        number: b.number,
        paymentDate: b.paymentDate,
        documentDate: b.documentDate,
        dueDate: b.dueDate,
        servicePeriodStart: b.servicePeriodStart,
        servicePeriodEnd: b.servicePeriodEnd,
        amountCents: cents(b.amountCents),
        vatCents: centsOrNull(b.vatCents),
        tenantId: b.tenantId,
        counterpartyName: b.counterpartyName,
        text: b.text,
        origin: b.origin,
        reversalOfId: b.reversalOfId,
        reversedById: reversedById ?? null,
        locked: closed.has(yearOf(b.paymentDate)),
        lines: linesOf.get(b.id) ?? [],
        createdAt: b.createdAt.toISOString(),
        updatedAt: b.updatedAt.toISOString(),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What a screen needs to offer a change of these bookings: the version to send, and whether the booking is half of a reversed pair (which cannot change). */
export async function bookingStates(db: Db, workspaceId: string, ids: string[]): Promise<Map<string, { version: number; reversed: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: bookings.id, version: bookings.version, reversalOfId: bookings.reversalOfId, reversedById: reversedBy })
    .from(bookings)
    .where(and(eq(bookings.workspaceId, workspaceId), inArray(bookings.id, ids)));
  return new Map(rows.map((r) => [r.id, { version: r.version, reversed: isReversedPair({ reversalOfId: r.reversalOfId, reversedById: r.reversedById ?? null }) }]));
}

/** The receipts attached to each of the bookings, oldest first. */
export async function receiptsOf(db: Db, workspaceId: string, bookingIds: string[]): Promise<Map<string, ReceiptDto[]>> {
  const byBooking = new Map<string, ReceiptDto[]>(bookingIds.map((id) => [id, []]));
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select({ id: receipts.id, bookingId: receipts.bookingId, fileName: receipts.fileName, mediaType: receipts.mediaType, sizeBytes: receipts.sizeBytes, createdAt: receipts.createdAt })
    .from(receipts)
    .where(and(eq(receipts.workspaceId, workspaceId), inArray(receipts.bookingId, bookingIds)))
    .orderBy(asc(receipts.createdAt), asc(receipts.id));
  for (const { bookingId, createdAt, ...r } of rows) byBooking.get(bookingId!)?.push({ ...r, createdAt: createdAt.toISOString() });
  return byBooking;
}

/** How many receipts each of the bookings has (list rows show a count, not the files). */
export async function receiptCounts(db: Db, workspaceId: string, bookingIds: string[]): Promise<Map<string, number>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({ bookingId: receipts.bookingId, n: count() })
    .from(receipts)
    .where(and(eq(receipts.workspaceId, workspaceId), inArray(receipts.bookingId, bookingIds)))
    .groupBy(receipts.bookingId);
  return new Map(rows.map((r) => [r.bookingId!, Number(r.n)]));
}

/** One booking with its lines and receipts, or null when it is not the workspace's. */
export async function loadBooking(db: Db, workspaceId: string, id: string): Promise<BookingDto | null> {
  const [core] = await loadBookingCores(db, workspaceId, [id]);
  if (!core) return null;
  const files = await receiptsOf(db, workspaceId, [id]);
  return { ...core, receipts: files.get(id) ?? [] };
}
