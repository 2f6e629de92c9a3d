import { Hono } from "hono";
import { recurringCreateInput, recurringRunInput, recurringUpdateInput } from "@/shared/schemas/recurring-bookings";
import type { AppEnv } from "@/server/context";
import { idParam } from "@/server/http/request";
import { parseBody } from "@/server/http/validate";
import {
  RECURRING,
  createRecurringBooking,
  deleteRecurringBooking,
  getRecurringBooking,
  listRecurringBookings,
  updateRecurringBooking,
} from "./recurring-bookings.service";
import { runRecurringBookings } from "./recurring-run.service";

/**
 * Recurring booking templates (issue 14), mounted at /api/v1:
 * - GET/POST /recurring-bookings
 * - POST /recurring-bookings/run {until?}: books what is due → {created, skipped}
 * - GET/PATCH/DELETE /recurring-bookings/:id
 */
export const recurringBookingRoutes = () =>
  new Hono<AppEnv>()
    .get("/recurring-bookings", async (c) => c.json(await listRecurringBookings({ db: c.var.db, actor: c.var.actor })))
    .post("/recurring-bookings", async (c) => {
      const input = await parseBody(c, recurringCreateInput);
      return c.json(await createRecurringBooking({ db: c.var.db, actor: c.var.actor, input }), 201);
    })
    .post("/recurring-bookings/run", async (c) => {
      const input = await parseBody(c, recurringRunInput);
      return c.json(await runRecurringBookings({ db: c.var.db, actor: c.var.actor, until: input.until }));
    })
    .get("/recurring-bookings/:id", async (c) => c.json(await getRecurringBooking({ db: c.var.db, actor: c.var.actor, id: idParam(c, RECURRING) })))
    .patch("/recurring-bookings/:id", async (c) => {
      const id = idParam(c, RECURRING);
      const input = await parseBody(c, recurringUpdateInput);
      return c.json(await updateRecurringBooking({ db: c.var.db, actor: c.var.actor, id, input }));
    })
    .delete("/recurring-bookings/:id", async (c) => {
      await deleteRecurringBooking({ db: c.var.db, actor: c.var.actor, id: idParam(c, RECURRING) });
      return c.body(null, 204);
    });
