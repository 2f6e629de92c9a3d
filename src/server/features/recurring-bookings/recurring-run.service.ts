import { and, asc, eq, like, sql } from "drizzle-orm";
import { recurrenceDates } from "@/domain/recurrence";
import { today } from "@/core/dates";
import { messages } from "@/shared/messages";
import type { RecurringRunDto } from "@/shared/recurring-booking-types";
import { recurringBooking } from "@/shared/schemas/recurring-bookings";
import type { BookingCreateInput } from "@/shared/schemas/bookings";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { bookings, closedTaxYears, recurringBookings } from "@/server/db/schema";
import { AppError } from "@/server/http/errors";
import { checkLineReferences, insertBooking } from "@/server/features/bookings";
import type { RecurringRow } from "./recurring-dto";

type Ctx = { db: Db; actor: Actor };

/** The idempotency key of a template's booking on a day (bookings.source_key). */
export const recurringSourceKey = (templateId: string, date: string) => `recurring:${templateId}:${date}`;

const templateInvalid = (template: RecurringRow, reason: string) => new AppError("conflict", messages.recurringTemplateInvalid(template.name, reason));

/** The booking the template makes on `date`, checked by the booking schema (409 naming the template otherwise). */
function bookingOf(template: RecurringRow, date: string): BookingCreateInput {
  const parsed = recurringBooking(template, date);
  if (!parsed.success) throw templateInvalid(template, parsed.error.issues[0]?.message ?? messages.invalidInput);
  return parsed.data;
}

/**
 * A template still makes a valid booking: its schema rules and what its lines point at
 * (a property deleted since, …). A 409 naming the template otherwise.
 */
async function checkTemplate(db: Db, workspaceId: string, template: RecurringRow, date: string): Promise<void> {
  await checkLineReferences(db, workspaceId, bookingOf(template, date).lines).catch((err: unknown) => {
    throw err instanceof AppError ? templateInvalid(template, err.message) : err;
  });
}

/**
 * Books one template's due dates in one transaction. Concurrent runs queue on the
 * template's lock, so the later one sees what the earlier one booked; the unique source key
 * with insertBooking's on-conflict-do-nothing would keep each booking single anyway, but
 * without the queue the loser would have drawn a Belegnummer for nothing.
 */
async function bookTemplate(db: Db, actor: Actor, template: RecurringRow, dates: string[], closedYears: Set<number>): Promise<{ created: number; skipped: number }> {
  const ws = actor.workspaceId;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`recurring:${template.id}`}))`);
    const existing = await tx
      .select({ key: bookings.sourceKey })
      .from(bookings)
      .where(and(eq(bookings.workspaceId, ws), like(bookings.sourceKey, `${recurringSourceKey(template.id, "")}%`)));
    const booked = new Set(existing.map((b) => b.key));
    let created = 0;
    let skipped = 0;
    for (const date of dates) {
      const key = recurringSourceKey(template.id, date);
      if (booked.has(key) || closedYears.has(Number(date.slice(0, 4)))) {
        skipped++;
        continue;
      }
      const id = await insertBooking(tx, { workspaceId: ws, userId: actor.userId, input: bookingOf(template, date), origin: "recurring", sourceKey: key });
      if (id === null) skipped++;
      else created++;
    }
    return { created, skipped };
  });
}

/**
 * POST /recurring-bookings/run: books every template's dates due up to `until` (default
 * today), each once. Dates in a closed year and dates booked before count as skipped. A
 * template that no longer makes a valid booking (its property was deleted since) books
 * nothing and is named in `invalid`, so one stale template does not stop the others.
 */
export async function runRecurringBookings({ db, actor, until = today() }: Ctx & { until?: string }): Promise<RecurringRunDto> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  const templates = await db.select().from(recurringBookings).where(eq(recurringBookings.workspaceId, ws)).orderBy(asc(recurringBookings.name), asc(recurringBookings.id));
  const closed = await db.select({ year: closedTaxYears.year }).from(closedTaxYears).where(eq(closedTaxYears.workspaceId, ws));
  const closedYears = new Set(closed.map((c) => c.year));
  const total: RecurringRunDto = { created: 0, skipped: 0, invalid: [] };
  for (const template of templates) {
    const dates = recurrenceDates(template, template.startDate, until);
    if (dates.length === 0) continue;
    try {
      await checkTemplate(db, ws, template, dates[0]!);
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== "conflict") throw err;
      total.invalid.push({ id: template.id, name: template.name, message: err.message });
      continue;
    }
    const result = await bookTemplate(db, actor, template, dates, closedYears);
    total.created += result.created;
    total.skipped += result.skipped;
  }
  return total;
}
