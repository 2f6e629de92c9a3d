import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { BookingOrigin } from "@/shared/enums";
import { messages } from "@/shared/messages";
import type { BookingCreateInput, BookingLineInput, BookingUpdateInput } from "@/shared/schemas/bookings";
import type { BookingDto, BookingLineDto } from "@/shared/booking-types";
import { writeAudit, type AuditAction } from "@/server/db/audit";
import type { Db } from "@/server/db/client";
import { bookingLines, bookings, receipts } from "@/server/db/schema";
import { updateVersioned } from "@/server/db/versioned";
import { AppError } from "@/server/http/errors";
import { loadBooking } from "./booking-dto";
import { nextBookingNumber, requireFreeNumber } from "./booking-number";
import { BOOKING, checkLineReferences, counterpartyName, requireOpenYears } from "./booking-rules";

// The writes every booking save is made of. They run inside the caller's transaction:
// the booking, its lines, its receipts and its audit entry commit together or not at all
// (and the lines' sum is checked by the database at that commit).

/** The booking's own columns of a payload (lines, number, counterparty are decided apart). */
export function bookingColumns(input: BookingCreateInput | BookingUpdateInput) {
  return {
    paymentDate: input.paymentDate,
    documentDate: input.documentDate,
    dueDate: input.dueDate,
    servicePeriodStart: input.servicePeriodStart,
    servicePeriodEnd: input.servicePeriodEnd,
    amountCents: input.amountCents,
    vatCents: input.vatCents,
    tenantId: input.tenantId,
    text: input.text,
  };
}

/** A line's fields as a payload names them: a stored line (its DTO) restated, e.g. for its counter-booking. */
export const lineInputOf = (l: BookingLineInput | BookingLineDto): BookingLineInput => ({
  propertyId: l.propertyId,
  unitId: l.unitId,
  contractId: l.contractId,
  loanId: l.loanId,
  category: l.category,
  subcategoryId: l.subcategoryId,
  betrkvType: l.betrkvType,
  allocable: l.allocable,
  spreadYears: l.spreadYears,
  amountCents: l.amountCents,
  note: l.note,
  rentMonth: l.rentMonth,
});

export async function insertLines(tx: Db, workspaceId: string, bookingId: string, paymentDate: string, lines: BookingLineInput[]): Promise<void> {
  await tx.insert(bookingLines).values(
    lines.map((l, i) => ({
      ...lineInputOf(l),
      workspaceId,
      bookingId,
      position: i + 1,
      // A trigger copies the booking's date anyway (migration 0008).
      paymentDate,
      rentMonth: rentMonthColumn(l.rentMonth),
    })),
  );
}

/** "yyyy-MM" → the column's 'yyyy-MM-01'. */
const rentMonthColumn = (month: string | null) => (month === null ? null : `${month}-01`);

/**
 * Sets the rent month (a payment's designation, §366(1) BGB) of some of the booking's lines
 * and nothing else: amounts, categories and dates stay. `before` is the booking as locked by
 * {@link lockedBookingSnapshot}; `version` the one the client read (409 `stale`). The audit
 * trail gets an "update" with the booking before and after.
 */
export async function setLinesRentMonth(
  tx: Db,
  args: { workspaceId: string; userId: string | null; before: BookingDto; version: number; lineIds: string[]; rentMonth: string | null },
): Promise<void> {
  const { workspaceId, before } = args;
  await updateVersioned(tx, bookings, { id: before.id, workspaceId, version: args.version }, {}, BOOKING);
  await tx
    .update(bookingLines)
    .set({ rentMonth: rentMonthColumn(args.rentMonth) })
    .where(and(eq(bookingLines.workspaceId, workspaceId), eq(bookingLines.bookingId, before.id), inArray(bookingLines.id, args.lineIds)));
  const after = await bookingSnapshot(tx, workspaceId, before.id);
  await auditBooking(tx, { workspaceId, userId: args.userId, bookingId: before.id, action: "update", before, after });
}

/**
 * Attaches pending receipts (uploaded before, on no booking and no meter reading) of the workspace to the
 * booking; one already attached to this booking stays. An id that is unknown, foreign or
 * attached to another booking is a 404 and the whole save is rolled back. Receipts of the
 * booking that are not named stay attached: removing one is DELETE /receipts/:id.
 */
export async function attachReceipts(tx: Db, workspaceId: string, bookingId: string, receiptIds: string[]): Promise<void> {
  const ids = [...new Set(receiptIds)];
  if (ids.length === 0) return;
  const attached = await tx
    .update(receipts)
    .set({ bookingId })
    // A meter reading's photo is no pending receipt: it stays with its reading.
    .where(and(inArray(receipts.id, ids), eq(receipts.workspaceId, workspaceId), isNull(receipts.meterReadingId), or(isNull(receipts.bookingId), eq(receipts.bookingId, bookingId))))
    .returning({ id: receipts.id });
  if (attached.length < ids.length) {
    throw new AppError("not_found", messages.receiptNotFound, { fields: [{ field: "receiptIds", message: messages.receiptNotFound }] });
  }
}

/** The booking as the audit trail keeps it: its DTO with lines and receipts. */
export async function bookingSnapshot(tx: Db, workspaceId: string, id: string): Promise<BookingDto | null> {
  return loadBooking(tx, workspaceId, id);
}

/**
 * The booking's snapshot with its row locked for the transaction (null: not the workspace's).
 * Every change of a stored booking and its reversal take this lock first, so a change and
 * a reversal of the same booking run one after the other: the one that waits reads the
 * other's result (the reversal copies the lines as changed; the change sees the reversal).
 */
export async function lockedBookingSnapshot(tx: Db, workspaceId: string, id: string): Promise<BookingDto | null> {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.workspaceId, workspaceId)))
    .for("update");
  return row ? bookingSnapshot(tx, workspaceId, id) : null;
}

export async function auditBooking(
  tx: Db,
  entry: { workspaceId: string; userId: string | null; bookingId: string; action: AuditAction; before: BookingDto | null; after: BookingDto | null },
): Promise<void> {
  await writeAudit(tx, { workspaceId: entry.workspaceId, userId: entry.userId, entity: "booking", entityId: entry.bookingId, action: entry.action, before: entry.before, after: entry.after });
}

export type InsertBookingArgs = {
  workspaceId: string;
  /** Who books it (audit trail, created_by); null for a run of the system. */
  userId: string | null;
  input: BookingCreateInput;
  origin: BookingOrigin;
  /** Idempotency key of a generated booking ("loan:<id>:2026-03"); null for manual ones. */
  sourceKey: string | null;
  /** Set on a counter-booking (Storno). */
  reversalOfId?: string | null;
};

/**
 * Creates a booking with its lines, Belegnummer, receipts and audit entry inside the
 * caller's transaction, after the rules (open year, references, tenant, number). Returns
 * its id — or null when a booking with this `sourceKey` exists already (also when another
 * run created it at the same moment), so generators may run any number of times.
 */
export async function insertBooking(tx: Db, args: InsertBookingArgs): Promise<string | null> {
  const { workspaceId, input, sourceKey } = args;
  if (sourceKey !== null && (await sourceKeyExists(tx, workspaceId, sourceKey))) return null;
  await requireOpenYears(tx, workspaceId, [input.paymentDate]);
  await checkLineReferences(tx, workspaceId, input.lines);
  const name = await counterpartyName(tx, workspaceId, input.tenantId, input.counterpartyName);
  if (input.number !== null) await requireFreeNumber(tx, workspaceId, input.number, null);
  const number = input.number ?? (await nextBookingNumber(tx, workspaceId, input.paymentDate));
  const [row] = await tx
    .insert(bookings)
    .values({
      ...bookingColumns(input),
      workspaceId,
      number,
      counterpartyName: name,
      origin: args.origin,
      sourceKey,
      reversalOfId: args.reversalOfId ?? null,
      createdBy: args.userId,
    })
    .onConflictDoNothing({ target: [bookings.workspaceId, bookings.sourceKey] })
    .returning({ id: bookings.id });
  if (!row) return null;
  await insertLines(tx, workspaceId, row.id, input.paymentDate, input.lines);
  await attachReceipts(tx, workspaceId, row.id, input.receiptIds);
  const after = await bookingSnapshot(tx, workspaceId, row.id);
  await auditBooking(tx, { workspaceId, userId: args.userId, bookingId: row.id, action: "create", before: null, after });
  return row.id;
}

async function sourceKeyExists(tx: Db, workspaceId: string, sourceKey: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.workspaceId, workspaceId), eq(bookings.sourceKey, sourceKey)));
  return row !== undefined;
}
