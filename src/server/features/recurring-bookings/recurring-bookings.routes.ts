import { Hono } from "hono";
import { recurringCreateInput, recurringRunInput, recurringUpdateInput } from "@/shared/schemas/recurring-bookings";
import type { AppEnv } from "@/server/context";
import { input } from "@/server/http/openapi/route-input";
import {
  RECURRING,
  createRecurringBooking,
  deleteRecurringBooking,
  getRecurringBooking,
  listRecurringBookings,
  updateRecurringBooking,
} from "./recurring-bookings.service";
import { runRecurringBookings } from "./recurring-run.service";

const recurringId = input({ ids: { id: RECURRING } });

/**
 * Recurring booking templates (issue 14), mounted at /api/v1:
 * - GET/POST /recurring-bookings
 * - POST /recurring-bookings/run {until?}: books what is due → {created, skipped}
 * - GET/PATCH/DELETE /recurring-bookings/:id
 */
export const recurringBookingRoutes = () =>
  new Hono<AppEnv>()
    .get("/recurring-bookings", async (c) => c.json(await listRecurringBookings({ db: c.var.db, actor: c.var.actor })))
    .post("/recurring-bookings", input({ body: recurringCreateInput }), async (c) =>
      c.json(await createRecurringBooking({ db: c.var.db, actor: c.var.actor, input: c.req.valid("json") }), 201),
    )
    .post("/recurring-bookings/run", input({ body: recurringRunInput }), async (c) =>
      c.json(await runRecurringBookings({ db: c.var.db, actor: c.var.actor, until: c.req.valid("json").until })),
    )
    .get("/recurring-bookings/:id", recurringId, async (c) => c.json(await getRecurringBooking({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id })))
    .patch("/recurring-bookings/:id", input({ ids: { id: RECURRING }, body: recurringUpdateInput }), async (c) =>
      c.json(await updateRecurringBooking({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id, input: c.req.valid("json") })),
    )
    .delete("/recurring-bookings/:id", recurringId, async (c) => {
      await deleteRecurringBooking({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id });
      return c.body(null, 204);
    });
