import { and, eq, ne, sql } from "drizzle-orm";
import { messages } from "@/shared/messages";
import type { Db } from "@/server/db/client";
import { bookingNumberCounters, bookings } from "@/server/db/schema";
import { AppError } from "@/server/http/errors";
import { isUniqueViolation } from "@/server/db/errors";
import { yearOf } from "./booking-rules";

// Belegnummern "YYYY-NNNN" (year of the payment date), per workspace and year
// (docs/decisions/0010-ledger.md).

export const NUMBER_INDEX = "bookings_workspace_number_unique";

/** "2026-0007" */
export const formatBookingNumber = (year: number, n: number) => `${year}-${String(n).padStart(4, "0")}`;

async function numberTaken(db: Db, workspaceId: string, number: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.workspaceId, workspaceId), eq(bookings.number, number), exceptId ? ne(bookings.id, exceptId) : undefined));
  return row !== undefined;
}

/**
 * The next free number of the payment date's year. The counter row is bumped with one
 * atomic upsert; its row lock holds until the transaction ends, so concurrent saves of a
 * year queue here and never draw the same number. A number a user already gave by hand
 * is skipped.
 */
export async function nextBookingNumber(db: Db, workspaceId: string, paymentDate: string): Promise<string> {
  const year = yearOf(paymentDate);
  for (;;) {
    const [row] = await db
      .insert(bookingNumberCounters)
      .values({ workspaceId, year, last: 1 })
      .onConflictDoUpdate({
        target: [bookingNumberCounters.workspaceId, bookingNumberCounters.year],
        set: { last: sql`${bookingNumberCounters.last} + 1` },
      })
      .returning({ last: bookingNumberCounters.last });
    const number = formatBookingNumber(year, row!.last);
    if (!(await numberTaken(db, workspaceId, number, null))) return number;
  }
}

/** A number the user gave must be free in the workspace (409 `conflict`). */
export async function requireFreeNumber(db: Db, workspaceId: string, number: string, exceptId: string | null): Promise<void> {
  if (await numberTaken(db, workspaceId, number, exceptId)) throw numberTakenError();
}

export const numberTakenError = () =>
  new AppError("conflict", messages.bookingNumberTaken, { fields: [{ field: "number", message: messages.bookingNumberTaken }] });

/** Maps a race on the unique number (two saves with one hand-given number) to the same 409. */
export function mapNumberRace(err: unknown): never {
  if (isUniqueViolation(err, NUMBER_INDEX)) throw numberTakenError();
  throw err;
}
