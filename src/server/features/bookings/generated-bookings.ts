import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { bookings } from "@/server/db/schema";
import { auditBooking, bookingSnapshot } from "./booking-write";

// What generators need beyond insertBooking: taking back a generated booking that no longer
// matches its source (a loan instalment after the loan changed), with its audit entry.

/**
 * Deletes a booking (lines and receipts go with it) inside the caller's transaction and
 * notes it in the audit trail. The caller decides that it may go (generated, unedited, in an
 * open year, not reversed). Returns false when it was gone already.
 */
export async function removeGeneratedBooking(tx: Db, args: { workspaceId: string; userId: string | null; id: string }): Promise<boolean> {
  const before = await bookingSnapshot(tx, args.workspaceId, args.id);
  if (!before) return false;
  await tx.delete(bookings).where(and(eq(bookings.id, args.id), eq(bookings.workspaceId, args.workspaceId)));
  await auditBooking(tx, { workspaceId: args.workspaceId, userId: args.userId, bookingId: args.id, action: "delete", before, after: null });
  return true;
}
