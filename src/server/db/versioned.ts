import { and, eq, sql } from "drizzle-orm";
import { messages } from "@/shared/messages";
import type { Db } from "./client";
import { afaAssets, bankAccounts, bankRules, bankTransactions, bookings, bookingSubcategories, contractRentChanges, loans, contractOccupants, meterReadings, meters, operatingCostStatements, properties, recurringBookings, rentalContracts, rooms, tenants, unitAreas, units } from "@/server/db/schema";
import { AppError, notFound } from "@/server/http/errors";
import { foreignKeyConstraint } from "./errors";

type VersionedTable =
  | typeof properties
  | typeof units
  | typeof rooms
  | typeof tenants
  | typeof rentalContracts
  | typeof loans
  | typeof bookings
  | typeof bookingSubcategories
  | typeof contractRentChanges
  | typeof recurringBookings
  | typeof afaAssets
  | typeof bankAccounts
  | typeof bankTransactions
  | typeof bankRules
  | typeof meters
  | typeof meterReadings
  | typeof unitAreas
  | typeof contractOccupants
  | typeof operatingCostStatements;

/**
 * Optimistic locking: `update … where id = ? and workspace_id = ? and version = ?`
 * bumps the version. No row updated means either the row is not ours (404,
 * indistinguishable from missing) or someone saved in between (409 stale).
 */
export async function updateVersioned<T extends VersionedTable>(
  db: Db,
  table: T,
  key: { id: string; workspaceId: string; version: number },
  values: Partial<T["$inferInsert"]>,
  what: string,
): Promise<T["$inferSelect"]> {
  // The union of tables defeats drizzle's per-table typing; the columns used here exist on all of them.
  const t = table as typeof properties;
  const rows = await db
    .update(t)
    .set({ ...(values as object), version: sql`${t.version} + 1`, updatedAt: new Date() })
    .where(and(eq(t.id, key.id), eq(t.workspaceId, key.workspaceId), eq(t.version, key.version)))
    .returning();
  if (rows[0]) return rows[0];
  const [exists] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.id, key.id), eq(t.workspaceId, key.workspaceId)));
  throw exists ? new AppError("stale", messages.staleRecord) : notFound(what);
}

/**
 * Deletes one row of the workspace; a missing or foreign id is a 404. A row that booking
 * lines point at (itself, or through a cascade: a property's units) is kept: the keys
 * restrict, because books are kept 10 years (§147 AO) — 409 with that reason.
 */
export async function deleteOwned(db: Db, table: VersionedTable, key: { id: string; workspaceId: string }, what: string): Promise<void> {
  const t = table as typeof properties;
  const rows = await db
    .delete(t)
    .where(and(eq(t.id, key.id), eq(t.workspaceId, key.workspaceId)))
    .returning({ id: t.id })
    .catch((err: unknown) => {
      if (foreignKeyConstraint(err)?.startsWith("booking_lines_")) throw new AppError("conflict", messages.hasBookings(what));
      throw err;
    });
  if (rows.length === 0) throw notFound(what);
}
