import { Hono } from "hono";
import { loanInput, loanUpdateInput } from "@/shared/schemas/loans";
import type { AppEnv } from "@/server/context";
import { idParam } from "@/server/http/request";
import { parseBody } from "@/server/http/validate";
import { PROPERTY } from "@/server/features/properties";
import {
  LOAN,
  createLoan,
  deleteLoan,
  getFinancingOverview,
  getLoan,
  getLoanSchedule,
  getPropertyFinancingMetrics,
  listPropertyLoans,
  updateLoan,
} from "./loans.service";
import { scheduleCsv, scheduleDisposition, scheduleXlsx } from "./schedule-export";

/**
 * Loans (Finanzierungen), mounted at /api/v1:
 * - GET/POST /properties/:propertyId/loans, GET /properties/:propertyId/financing-metrics
 * - GET/PATCH/DELETE /loans/:loanId, GET /loans/:loanId/schedule(.csv|.xlsx)
 * - GET /financing/overview
 */
export const loanRoutes = () =>
  new Hono<AppEnv>()
    .get("/properties/:propertyId/loans", async (c) =>
      c.json(await listPropertyLoans({ db: c.var.db, actor: c.var.actor, propertyId: idParam(c, PROPERTY, "propertyId") })),
    )
    .post("/properties/:propertyId/loans", async (c) => {
      const propertyId = idParam(c, PROPERTY, "propertyId");
      const input = await parseBody(c, loanInput);
      return c.json(await createLoan({ db: c.var.db, actor: c.var.actor, propertyId, input }), 201);
    })
    .get("/properties/:propertyId/financing-metrics", async (c) =>
      c.json(await getPropertyFinancingMetrics({ db: c.var.db, actor: c.var.actor, propertyId: idParam(c, PROPERTY, "propertyId") })),
    )
    .get("/financing/overview", async (c) => c.json(await getFinancingOverview({ db: c.var.db, actor: c.var.actor })))
    .get("/loans/:loanId/schedule.csv", async (c) => {
      const schedule = await getLoanSchedule({ db: c.var.db, actor: c.var.actor, loanId: idParam(c, LOAN, "loanId") });
      return c.body(scheduleCsv(schedule), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": scheduleDisposition(schedule.lender, "csv"),
        "Cache-Control": "no-store",
      });
    })
    .get("/loans/:loanId/schedule.xlsx", async (c) => {
      const schedule = await getLoanSchedule({ db: c.var.db, actor: c.var.actor, loanId: idParam(c, LOAN, "loanId") });
      return c.body(scheduleXlsx(schedule) as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "Content-Disposition": scheduleDisposition(schedule.lender, "xlsx"),
        "Cache-Control": "no-store",
      });
    })
    .get("/loans/:loanId/schedule", async (c) =>
      c.json(await getLoanSchedule({ db: c.var.db, actor: c.var.actor, loanId: idParam(c, LOAN, "loanId") })),
    )
    .get("/loans/:loanId", async (c) => c.json(await getLoan({ db: c.var.db, actor: c.var.actor, loanId: idParam(c, LOAN, "loanId") })))
    .patch("/loans/:loanId", async (c) => {
      const loanId = idParam(c, LOAN, "loanId");
      const input = await parseBody(c, loanUpdateInput);
      return c.json(await updateLoan({ db: c.var.db, actor: c.var.actor, loanId, input }));
    })
    .delete("/loans/:loanId", async (c) => {
      await deleteLoan({ db: c.var.db, actor: c.var.actor, loanId: idParam(c, LOAN, "loanId") });
      return c.body(null, 204);
    });
