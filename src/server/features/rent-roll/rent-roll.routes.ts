import { Hono } from "hono";
import { openingBalanceInput, paymentAllocationInput, reminderInput, rentChangeCreateInput, rentChangeUpdateInput, rentPaymentInput, rentRollQuery } from "@/shared/schemas/rent-roll";
import { CONTRACT } from "@/server/features/contracts";
import type { AppEnv } from "@/server/context";
import { idParam } from "@/server/http/request";
import { parseBody, parseWith } from "@/server/http/validate";
import { createReminder, REMINDER, reminderPdf } from "./reminders.service";
import { BOOKING } from "@/server/features/bookings";
import { reallocatePayment, recordRentPayment } from "./rent-payments.service";
import { createRentChange, deleteRentChange, listRentChanges, RENT_CHANGE, setOpeningBalance, updateRentChange } from "./rent-history.service";
import { getRentRoll, getTenantAccount, listOpenItems } from "./rent-roll.service";

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
    .get("/rent-roll", async (c) => c.json(await getRentRoll({ db: c.var.db, actor: c.var.actor, query: parseWith(rentRollQuery, c.req.query()) })))
    .get("/open-items", async (c) => c.json(await listOpenItems({ db: c.var.db, actor: c.var.actor })))
    .get("/contracts/:id/account", async (c) => c.json(await getTenantAccount({ db: c.var.db, actor: c.var.actor, contractId: idParam(c, CONTRACT) })))
    .patch("/contracts/:id/opening-balance", async (c) => {
      const contractId = idParam(c, CONTRACT);
      await setOpeningBalance({ db: c.var.db, actor: c.var.actor, contractId, input: await parseBody(c, openingBalanceInput) });
      return c.body(null, 204);
    })
    .get("/contracts/:id/rent-changes", async (c) => c.json(await listRentChanges({ db: c.var.db, actor: c.var.actor, contractId: idParam(c, CONTRACT) })))
    .post("/contracts/:id/rent-changes", async (c) => {
      const contractId = idParam(c, CONTRACT);
      const input = await parseBody(c, rentChangeCreateInput);
      return c.json(await createRentChange({ db: c.var.db, actor: c.var.actor, contractId, input }), 201);
    })
    .patch("/rent-changes/:id", async (c) => {
      const id = idParam(c, RENT_CHANGE);
      return c.json(await updateRentChange({ db: c.var.db, actor: c.var.actor, id, input: await parseBody(c, rentChangeUpdateInput) }));
    })
    .delete("/rent-changes/:id", async (c) => {
      await deleteRentChange({ db: c.var.db, actor: c.var.actor, id: idParam(c, RENT_CHANGE) });
      return c.body(null, 204);
    })
    .post("/contracts/:id/payments", async (c) => {
      const contractId = idParam(c, CONTRACT);
      const input = await parseBody(c, rentPaymentInput);
      return c.json(await recordRentPayment({ db: c.var.db, actor: c.var.actor, contractId, input }), 201);
    })
    .patch("/contracts/:id/payments/:bookingId", async (c) => {
      const contractId = idParam(c, CONTRACT);
      const bookingId = idParam(c, BOOKING, "bookingId");
      const input = await parseBody(c, paymentAllocationInput);
      return c.json(await reallocatePayment({ db: c.var.db, actor: c.var.actor, contractId, bookingId, input }));
    })
    .post("/contracts/:id/reminders", async (c) => {
      const contractId = idParam(c, CONTRACT);
      const input = await parseBody(c, reminderInput);
      return c.json(await createReminder({ db: c.var.db, actor: c.var.actor, contractId, input }), 201);
    })
    .get("/reminders/:id/pdf", async (c) => {
      const { fileName, bytes } = await reminderPdf({ db: c.var.db, actor: c.var.actor, id: idParam(c, REMINDER) });
      return c.body(new Uint8Array(bytes), 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${fileName}"`,
        "Cache-Control": "private, no-store",
      });
    });
