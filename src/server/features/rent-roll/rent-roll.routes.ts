import { Hono } from "hono";
import { openingBalanceInput, paymentAllocationInput, reminderInput, rentChangeCreateInput, rentChangeUpdateInput, rentPaymentInput, rentRollQuery } from "@/shared/schemas/rent-roll";
import { CONTRACT } from "@/server/features/contracts";
import type { AppEnv } from "@/server/context";
import { input } from "@/server/http/openapi/route-input";
import { createReminder, REMINDER, reminderPdf } from "./reminders.service";
import { BOOKING } from "@/server/features/bookings";
import { reallocatePayment, recordRentPayment } from "./rent-payments.service";
import { createRentChange, deleteRentChange, listRentChanges, RENT_CHANGE, setOpeningBalance, updateRentChange } from "./rent-history.service";
import { getRentRoll, getTenantAccount, listOpenItems } from "./rent-roll.service";

const contractId = input({ ids: { id: CONTRACT } });

/**
 * The rent roll, mounted at /api/v1:
 * - GET /rent-roll?from=yyyy-MM&to=yyyy-MM&propertyId&page&pageSize
 * - GET /open-items
 * - GET /contracts/:id/account, PATCH /contracts/:id/opening-balance
 * - GET/POST /contracts/:id/rent-changes, PATCH/DELETE /rent-changes/:id
 * - POST /contracts/:id/payments (a rent payment, booked and allocated)
 * - PATCH /contracts/:id/payments/:bookingId (re-allocate it by hand: the month it pays, or oldest first)
 * - POST /contracts/:id/reminders, GET /reminders/:id/pdf
 */
export const rentRollRoutes = () =>
  new Hono<AppEnv>()
    .get("/rent-roll", input({ query: rentRollQuery }), async (c) => c.json(await getRentRoll({ db: c.var.db, actor: c.var.actor, query: c.req.valid("query") })))
    .get("/open-items", async (c) => c.json(await listOpenItems({ db: c.var.db, actor: c.var.actor })))
    .get("/contracts/:id/account", contractId, async (c) => c.json(await getTenantAccount({ db: c.var.db, actor: c.var.actor, contractId: c.req.valid("param").id })))
    .patch("/contracts/:id/opening-balance", input({ ids: { id: CONTRACT }, body: openingBalanceInput }), async (c) => {
      await setOpeningBalance({ db: c.var.db, actor: c.var.actor, contractId: c.req.valid("param").id, input: c.req.valid("json") });
      return c.body(null, 204);
    })
    .get("/contracts/:id/rent-changes", contractId, async (c) => c.json(await listRentChanges({ db: c.var.db, actor: c.var.actor, contractId: c.req.valid("param").id })))
    .post("/contracts/:id/rent-changes", input({ ids: { id: CONTRACT }, body: rentChangeCreateInput }), async (c) =>
      c.json(await createRentChange({ db: c.var.db, actor: c.var.actor, contractId: c.req.valid("param").id, input: c.req.valid("json") }), 201),
    )
    .patch("/rent-changes/:id", input({ ids: { id: RENT_CHANGE }, body: rentChangeUpdateInput }), async (c) =>
      c.json(await updateRentChange({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id, input: c.req.valid("json") })),
    )
    .delete("/rent-changes/:id", input({ ids: { id: RENT_CHANGE } }), async (c) => {
      await deleteRentChange({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .post("/contracts/:id/payments", input({ ids: { id: CONTRACT }, body: rentPaymentInput }), async (c) =>
      c.json(await recordRentPayment({ db: c.var.db, actor: c.var.actor, contractId: c.req.valid("param").id, input: c.req.valid("json") }), 201),
    )
    .patch("/contracts/:id/payments/:bookingId", input({ ids: { id: CONTRACT, bookingId: BOOKING }, body: paymentAllocationInput }), async (c) => {
      const { id, bookingId } = c.req.valid("param");
      return c.json(await reallocatePayment({ db: c.var.db, actor: c.var.actor, contractId: id, bookingId, input: c.req.valid("json") }));
    })
    .post("/contracts/:id/reminders", input({ ids: { id: CONTRACT }, body: reminderInput }), async (c) =>
      c.json(await createReminder({ db: c.var.db, actor: c.var.actor, contractId: c.req.valid("param").id, input: c.req.valid("json") }), 201),
    )
    .get("/reminders/:id/pdf", input({ ids: { id: REMINDER } }), async (c) => {
      const { fileName, bytes } = await reminderPdf({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id });
      return c.body(new Uint8Array(bytes), 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${fileName}"`,
        "Cache-Control": "private, no-store",
      });
    });
