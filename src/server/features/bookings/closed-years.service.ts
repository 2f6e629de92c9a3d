import { desc, eq } from "drizzle-orm";
import { messages } from "@/shared/messages";
import type { ClosedYearDto } from "@/shared/booking-types";
import type { ClosedYearInput } from "@/shared/schemas/bookings";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { closedTaxYears } from "@/server/db/schema";
import { AppError } from "@/server/http/errors";
import { lockYear } from "./booking-rules";

type Ctx = { db: Db; actor: Actor };

const toDto = (r: { year: number; closedAt: Date }): ClosedYearDto => ({ year: r.year, closedAt: r.closedAt.toISOString() });

/** GET /closed-years: the festgeschriebenen tax years, newest first. */
export async function listClosedYears({ db, actor }: Ctx): Promise<ClosedYearDto[]> {
  authorize(actor, "read");
  const rows = await db.select().from(closedTaxYears).where(eq(closedTaxYears.workspaceId, actor.workspaceId)).orderBy(desc(closedTaxYears.year));
  return rows.map(toDto);
}

/**
 * POST /closed-years (admins only): festschreiben a tax year. Final: its bookings can from
 * now on only be reversed by a counter-booking in an open year. 409 when already closed.
 */
export async function closeYear({ db, actor, input }: Ctx & { input: ClosedYearInput }): Promise<ClosedYearDto> {
  authorize(actor, "manage");
  const ws = actor.workspaceId;
  const row = await db.transaction(async (tx) => {
    // Waits for saves of bookings in this year that are under way (requireOpenYears).
    await lockYear(tx, ws, input.year);
    const [inserted] = await tx
      .insert(closedTaxYears)
      .values({ workspaceId: ws, year: input.year, closedBy: actor.userId })
      .onConflictDoNothing()
      .returning();
    return inserted;
  });
  if (!row) throw new AppError("conflict", messages.yearAlreadyClosed(input.year));
  return toDto(row);
}
