import { and, asc, eq } from "drizzle-orm";
import type { RecurringBookingDto } from "@/shared/recurring-booking-types";
import type { RecurringCreateInput, RecurringUpdateInput } from "@/shared/schemas/recurring-bookings";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { recurringBookings } from "@/server/db/schema";
import { deleteOwned, updateVersioned } from "@/server/db/versioned";
import { notFound } from "@/server/http/errors";
import { checkLineReferences, counterpartyName } from "@/server/features/bookings";
import { recurringDto } from "./recurring-dto";

type Ctx = { db: Db; actor: Actor };

export const RECURRING = "Die Vorlage";

function columns(input: RecurringCreateInput) {
  return {
    name: input.name,
    interval: input.interval,
    dayOfMonth: input.dayOfMonth,
    startDate: input.startDate,
    endDate: input.endDate,
    amountCents: input.amountCents,
    counterpartyName: input.counterpartyName,
    tenantId: input.tenantId,
    text: input.text,
    lines: input.lines,
  };
}

/** What the lines and the tenant name belong to the workspace (404 otherwise), as for a booking. */
async function checkReferences(db: Db, workspaceId: string, input: RecurringCreateInput): Promise<void> {
  await checkLineReferences(db, workspaceId, input.lines);
  await counterpartyName(db, workspaceId, input.tenantId, input.counterpartyName);
}

async function findRow(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(recurringBookings)
    .where(and(eq(recurringBookings.id, id), eq(recurringBookings.workspaceId, workspaceId)));
  if (!row) throw notFound(RECURRING);
  return row;
}

/** GET /recurring-bookings: the workspace's templates by name. */
export async function listRecurringBookings({ db, actor }: Ctx): Promise<RecurringBookingDto[]> {
  authorize(actor, "read");
  const rows = await db
    .select()
    .from(recurringBookings)
    .where(eq(recurringBookings.workspaceId, actor.workspaceId))
    .orderBy(asc(recurringBookings.name), asc(recurringBookings.createdAt));
  return rows.map((r) => recurringDto(r));
}

/** GET /recurring-bookings/:id */
export async function getRecurringBooking({ db, actor, id }: Ctx & { id: string }): Promise<RecurringBookingDto> {
  authorize(actor, "read");
  return recurringDto(await findRow(db, actor.workspaceId, id));
}

/** POST /recurring-bookings */
export async function createRecurringBooking({ db, actor, input }: Ctx & { input: RecurringCreateInput }): Promise<RecurringBookingDto> {
  authorize(actor, "write");
  await checkReferences(db, actor.workspaceId, input);
  const [row] = await db
    .insert(recurringBookings)
    .values({ ...columns(input), workspaceId: actor.workspaceId })
    .returning();
  return recurringDto(row!);
}

/** PATCH /recurring-bookings/:id: the whole template with the version the client read (409 `stale`). */
export async function updateRecurringBooking({ db, actor, id, input }: Ctx & { id: string; input: RecurringUpdateInput }): Promise<RecurringBookingDto> {
  authorize(actor, "write");
  await findRow(db, actor.workspaceId, id);
  await checkReferences(db, actor.workspaceId, input);
  const row = await updateVersioned(db, recurringBookings, { id, workspaceId: actor.workspaceId, version: input.version }, columns(input), RECURRING);
  return recurringDto(row);
}

/** DELETE /recurring-bookings/:id: the bookings made from it stay. */
export async function deleteRecurringBooking({ db, actor, id }: Ctx & { id: string }): Promise<void> {
  authorize(actor, "write");
  await deleteOwned(db, recurringBookings, { id, workspaceId: actor.workspaceId }, RECURRING);
}
