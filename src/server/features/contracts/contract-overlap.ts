import { and, eq, ne, sql } from "drizzle-orm";
import { formatDate } from "@/core/dates";
import { messages } from "@/shared/messages";
import type { Db } from "@/server/db/client";
import { isExclusionViolation } from "@/server/db/errors";
import { rentalContracts, tenants } from "@/server/db/schema";
import { AppError } from "@/server/http/errors";

/** The period a write tries to store; `id` is null for a new contract. */
export type AttemptedPeriod = { id: string | null; unitId: string; roomId: string | null; startDate: string; endDate: string | null };

const CONSTRAINT = "rental_contracts_no_overlap";

/** "01.04.2026 – 31.03.2027", or "ab 01.04.2026" for an open end. */
export function periodLabel(startDate: string, endDate: string | null): string {
  return endDate ? `${formatDate(startDate)} – ${formatDate(endDate)}` : `ab ${formatDate(startDate)}`;
}

/**
 * Runs a contract write; the exclusion constraint rental_contracts_no_overlap (migration
 * 0004) is the one guard, races included. Its violation becomes a 409 naming the contract in
 * the way: when it is raised, that contract has committed, so it can be read.
 */
export async function withoutOverlap<T>(db: Db, workspaceId: string, attempted: () => AttemptedPeriod | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const period = attempted();
    if (!period || !isExclusionViolation(err, CONSTRAINT)) throw err;
    const message = await conflictMessage(db, workspaceId, period);
    throw new AppError("conflict", message, { fields: [{ field: "startDate", message }] });
  }
}

async function conflictMessage(db: Db, workspaceId: string, p: AttemptedPeriod): Promise<string> {
  const [other] = await db
    .select({ firstName: tenants.firstName, lastName: tenants.lastName, startDate: rentalContracts.startDate, endDate: rentalContracts.endDate })
    .from(rentalContracts)
    .innerJoin(tenants, eq(tenants.id, rentalContracts.tenantId))
    .where(
      and(
        eq(rentalContracts.workspaceId, workspaceId),
        eq(rentalContracts.unitId, p.unitId),
        p.roomId === null ? sql`${rentalContracts.roomId} is null` : eq(rentalContracts.roomId, p.roomId),
        p.id === null ? undefined : ne(rentalContracts.id, p.id),
        sql`daterange(${rentalContracts.startDate}, ${rentalContracts.endDate}, '[]') && daterange(${p.startDate}::date, ${p.endDate}::date, '[]')`,
      ),
    )
    .orderBy(rentalContracts.startDate)
    .limit(1);
  if (!other) return messages.contractOverlapsAnother;
  const name = [other.firstName, other.lastName].filter((s) => s !== "").join(" ");
  return messages.contractOverlaps(name, periodLabel(other.startDate, other.endDate));
}
