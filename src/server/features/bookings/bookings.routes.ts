import { Hono } from "hono";
import { bookingCreateInput, bookingListQuery, bookingReverseInput, bookingUpdateInput } from "@/shared/schemas/bookings";
import type { AppEnv } from "@/server/context";
import { input } from "@/server/http/openapi/route-input";
import { listBookings } from "./booking-list.service";
import { BOOKING } from "./booking-rules";
import { createBooking, deleteBooking, getBooking, listBookingAudit, reverseBooking, updateBooking } from "./bookings.service";

const bookingId = input({ ids: { id: BOOKING } });

/**
 * Bookings (the ledger), mounted at /api/v1:
 * - GET/POST /bookings
 * - GET/PATCH/DELETE /bookings/:id
 * - POST /bookings/:id/reverse (Storno)
 * - GET /bookings/:id/audit
 */
export const bookingRoutes = () =>
  new Hono<AppEnv>()
    .get("/bookings", input({ query: bookingListQuery }), async (c) =>
      c.json(await listBookings({ db: c.var.db, actor: c.var.actor, query: c.req.valid("query") })),
    )
    .post("/bookings", input({ body: bookingCreateInput }), async (c) =>
      c.json(await createBooking({ db: c.var.db, actor: c.var.actor, input: c.req.valid("json") }), 201),
    )
    .get("/bookings/:id", bookingId, async (c) => c.json(await getBooking({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id })))
    .patch("/bookings/:id", input({ ids: { id: BOOKING }, body: bookingUpdateInput }), async (c) =>
      c.json(await updateBooking({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id, input: c.req.valid("json") })),
    )
    .delete("/bookings/:id", bookingId, async (c) => {
      await deleteBooking({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .post("/bookings/:id/reverse", input({ ids: { id: BOOKING }, body: bookingReverseInput }), async (c) =>
      c.json(await reverseBooking({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id, input: c.req.valid("json") }), 201),
    )
    .get("/bookings/:id/audit", bookingId, async (c) => c.json(await listBookingAudit({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id })));
