import { Hono } from "hono";
import { bookingCreateInput, bookingListQuery, bookingReverseInput, bookingUpdateInput } from "@/shared/schemas/bookings";
import type { AppEnv } from "@/server/context";
import { idParam } from "@/server/http/request";
import { parseBody, parseWith } from "@/server/http/validate";
import { listBookings } from "./booking-list.service";
import { BOOKING } from "./booking-rules";
import { createBooking, deleteBooking, getBooking, listBookingAudit, reverseBooking, updateBooking } from "./bookings.service";

/**
 * Bookings (the ledger), mounted at /api/v1:
 * - GET/POST /bookings
 * - GET/PATCH/DELETE /bookings/:id
 * - POST /bookings/:id/reverse (Storno)
 * - GET /bookings/:id/audit
 */
export const bookingRoutes = () =>
  new Hono<AppEnv>()
    .get("/bookings", async (c) => c.json(await listBookings({ db: c.var.db, actor: c.var.actor, query: parseWith(bookingListQuery, c.req.query()) })))
    .post("/bookings", async (c) => {
      const input = await parseBody(c, bookingCreateInput);
      return c.json(await createBooking({ db: c.var.db, actor: c.var.actor, input }), 201);
    })
    .get("/bookings/:id", async (c) => c.json(await getBooking({ db: c.var.db, actor: c.var.actor, id: idParam(c, BOOKING) })))
    .patch("/bookings/:id", async (c) => {
      const id = idParam(c, BOOKING);
      const input = await parseBody(c, bookingUpdateInput);
      return c.json(await updateBooking({ db: c.var.db, actor: c.var.actor, id, input }));
    })
    .delete("/bookings/:id", async (c) => {
      await deleteBooking({ db: c.var.db, actor: c.var.actor, id: idParam(c, BOOKING) });
      return c.body(null, 204);
    })
    .post("/bookings/:id/reverse", async (c) => {
      const id = idParam(c, BOOKING);
      const input = await parseBody(c, bookingReverseInput);
      return c.json(await reverseBooking({ db: c.var.db, actor: c.var.actor, id, input }), 201);
    })
    .get("/bookings/:id/audit", async (c) => c.json(await listBookingAudit({ db: c.var.db, actor: c.var.actor, id: idParam(c, BOOKING) })));
