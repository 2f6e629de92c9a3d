import { and, desc, eq } from "drizzle-orm";
import { messages } from "@/shared/messages";
import type { AuditEntryDto, BookingDto } from "@/shared/booking-types";
import type { BookingCreateInput, BookingReverseInput, BookingUpdateInput } from "@/shared/schemas/bookings";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { auditLog, bookingLines, bookings, user } from "@/server/db/schema";
import { foreignKeyConstraint, isUniqueViolation } from "@/server/db/errors";
import { updateVersioned } from "@/server/db/versioned";
import { AppError, notFound } from "@/server/http/errors";
import { loadBooking } from "./booking-dto";
import { mapNumberRace, requireFreeNumber } from "./booking-number";
import { BOOKING, checkLineReferences, counterpartyName, requireNotReversed, requireOpenYears } from "./booking-rules";
import { attachReceipts, auditBooking, bookingColumns, bookingSnapshot, insertBooking, insertLines, lineInputOf, lockedBookingSnapshot } from "./booking-write";

type Ctx = { db: Db; actor: Actor };

async function readBooking(db: Db, workspaceId: string, id: string): Promise<BookingDto> {
  const dto = await loadBooking(db, workspaceId, id);
  if (!dto) throw notFound(BOOKING);
  return dto;
}

/** GET /bookings/:id */
export async function getBooking({ db, actor, id }: Ctx & { id: string }): Promise<BookingDto> {
  authorize(actor, "read");
  return readBooking(db, actor.workspaceId, id);
}

/** POST /bookings: a manual booking; without a number it gets the next of its year. */
export async function createBooking({ db, actor, input }: Ctx & { input: BookingCreateInput }): Promise<BookingDto> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  const id = await db
    .transaction((tx) => insertBooking(tx, { workspaceId: ws, userId: actor.userId, input, origin: "manual", sourceKey: null }))
    .catch(mapNumberRace);
  return readBooking(db, ws, id!);
}

/**
 * PATCH /bookings/:id: the whole booking with the version the client read (409 `stale`).
 * The lines are replaced; receipts named in `receiptIds` are attached, the others stay
 * (removing one is DELETE /receipts/:id). A null number keeps the booking's number.
 * Neither the old nor the new payment date may lie in a closed year, and neither half of
 * a reversed pair can be changed (409).
 */
export async function updateBooking({ db, actor, id, input }: Ctx & { id: string; input: BookingUpdateInput }): Promise<BookingDto> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  await db
    .transaction(async (tx) => {
      const before = await lockedBookingSnapshot(tx, ws, id);
      if (!before) throw notFound(BOOKING);
      await requireOpenYears(tx, ws, [before.paymentDate, input.paymentDate]);
      requireNotReversed(before);
      await checkLineReferences(tx, ws, input.lines);
      const name = await counterpartyName(tx, ws, input.tenantId, input.counterpartyName);
      const number = input.number ?? before.number;
      if (number !== before.number) await requireFreeNumber(tx, ws, number, id);
      await updateVersioned(tx, bookings, { id, workspaceId: ws, version: input.version }, { ...bookingColumns(input), number, counterpartyName: name }, BOOKING);
      await tx.delete(bookingLines).where(and(eq(bookingLines.bookingId, id), eq(bookingLines.workspaceId, ws)));
      await insertLines(tx, ws, id, input.paymentDate, input.lines);
      await attachReceipts(tx, ws, id, input.receiptIds);
      const after = await bookingSnapshot(tx, ws, id);
      await auditBooking(tx, { workspaceId: ws, userId: actor.userId, bookingId: id, action: "update", before, after });
    })
    .catch(mapNumberRace);
  return readBooking(db, ws, id);
}

/** DELETE /bookings/:id: lines and receipts go with it; a booking in a closed year stays (409). */
export async function deleteBooking({ db, actor, id }: Ctx & { id: string }): Promise<void> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  await db
    .transaction(async (tx) => {
      const before = await lockedBookingSnapshot(tx, ws, id);
      if (!before) throw notFound(BOOKING);
      await requireOpenYears(tx, ws, [before.paymentDate]);
      if (before.reversedById) throw new AppError("conflict", messages.bookingHasReversal);
      await tx.delete(bookings).where(and(eq(bookings.id, id), eq(bookings.workspaceId, ws)));
      await auditBooking(tx, { workspaceId: ws, userId: actor.userId, bookingId: id, action: "delete", before, after: null });
    })
    .catch((err: unknown) => {
      // A counter-booking made in between still points at it.
      if (foreignKeyConstraint(err) === "bookings_reversal_of_id_bookings_id_fk") throw new AppError("conflict", messages.bookingHasReversal);
      throw err;
    });
}

/**
 * POST /bookings/:id/reverse: a counter-booking (Storno) with every line negated, on a
 * payment date in an open year; the booking itself may lie in a closed one. At most one
 * per booking (409). The original's audit trail notes the reversal.
 */
export async function reverseBooking({ db, actor, id, input }: Ctx & { id: string; input: BookingReverseInput }): Promise<BookingDto> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  const reversalId = await db
    .transaction(async (tx) => {
      const original = await lockedBookingSnapshot(tx, ws, id);
      if (!original) throw notFound(BOOKING);
      if (original.reversedById) throw new AppError("conflict", messages.alreadyReversed);
      await requireOpenYears(tx, ws, [input.paymentDate], () => messages.reversalNotInClosedYear);
      const newId = await insertBooking(tx, {
        workspaceId: ws,
        userId: actor.userId,
        origin: "manual",
        sourceKey: null,
        reversalOfId: id,
        input: {
          number: null,
          paymentDate: input.paymentDate,
          documentDate: input.paymentDate,
          dueDate: null,
          servicePeriodStart: original.servicePeriodStart,
          servicePeriodEnd: original.servicePeriodEnd,
          amountCents: -original.amountCents,
          vatCents: original.vatCents,
          tenantId: original.tenantId,
          counterpartyName: original.counterpartyName,
          text: input.text ?? messages.reversalText(original.number, original.text),
          receiptIds: [],
          lines: original.lines.map((l) => ({ ...lineInputOf(l), amountCents: -l.amountCents })),
        },
      });
      const after = await bookingSnapshot(tx, ws, id);
      await auditBooking(tx, { workspaceId: ws, userId: actor.userId, bookingId: id, action: "reverse", before: original, after });
      return newId!;
    })
    .catch((err: unknown) => {
      // Two reversals of one booking at the same moment: the unique index lets one through.
      if (isUniqueViolation(err, "bookings_reversal_of_unique")) throw new AppError("conflict", messages.alreadyReversed);
      return mapNumberRace(err);
    });
  return readBooking(db, ws, reversalId);
}

/** GET /bookings/:id/audit: every write to the booking, newest first, with who made it. */
export async function listBookingAudit({ db, actor, id }: Ctx & { id: string }): Promise<AuditEntryDto[]> {
  authorize(actor, "read");
  const ws = actor.workspaceId;
  const rows = await db
    .select({ entry: auditLog, name: user.name, email: user.email })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.userId))
    .where(and(eq(auditLog.workspaceId, ws), eq(auditLog.entity, "booking"), eq(auditLog.entityId, id)))
    .orderBy(desc(auditLog.at), desc(auditLog.id));
  // A deleted booking keeps its trail; an id without any entry is unknown here.
  if (rows.length === 0) await readBooking(db, ws, id);
  return rows.map(({ entry, name, email }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    action: entry.action as AuditEntryDto["action"],
    user: email === null || name === null ? null : { name, email },
    before: entry.before as BookingDto | null,
    after: entry.after as BookingDto | null,
  }));
}
