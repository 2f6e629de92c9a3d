import { Hono } from "hono";
import { loanBookingsRunInput, loanInput, loanListQuery, loanUpdateInput } from "@/shared/schemas/loans";
import type { AppEnv } from "@/server/context";
import { input } from "@/server/http/openapi/route-input";
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
import { generateLoanBookings } from "./loan-bookings.service";
import { listLoanOverview, loanOverview } from "./loan-overview.service";
import { overviewCsv, overviewDisposition, overviewXlsx } from "./loan-overview-export";
import { scheduleCsv, scheduleDisposition, scheduleXlsx } from "./schedule-export";
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE } from "@/server/spreadsheet/spreadsheet";

const propertyId = input({ ids: { propertyId: PROPERTY } });
const loanId = input({ ids: { loanId: LOAN } });

/**
 * Loans (Finanzierungen), mounted at /api/v1:
 * - GET/POST /properties/:propertyId/loans, GET /properties/:propertyId/financing-metrics
 * - GET/PATCH/DELETE /loans/:loanId, GET /loans/:loanId/schedule(.csv|.xlsx)
 * - POST /loans/:loanId/bookings {until?}: books the instalments due → {created, skipped, removed}
 * - GET /financing/overview
 * - GET /loans?page=&pageSize= (the portfolio's loan overview), GET /loans/export.(csv|xlsx)
 */
export const loanRoutes = () =>
  new Hono<AppEnv>()
    .get("/properties/:propertyId/loans", propertyId, async (c) =>
      c.json(await listPropertyLoans({ db: c.var.db, actor: c.var.actor, propertyId: c.req.valid("param").propertyId })),
    )
    .post("/properties/:propertyId/loans", input({ ids: { propertyId: PROPERTY }, body: loanInput }), async (c) =>
      c.json(await createLoan({ db: c.var.db, actor: c.var.actor, propertyId: c.req.valid("param").propertyId, input: c.req.valid("json") }), 201),
    )
    .get("/properties/:propertyId/financing-metrics", propertyId, async (c) =>
      c.json(await getPropertyFinancingMetrics({ db: c.var.db, actor: c.var.actor, propertyId: c.req.valid("param").propertyId })),
    )
    .get("/financing/overview", async (c) => c.json(await getFinancingOverview({ db: c.var.db, actor: c.var.actor })))
    .get("/loans", input({ query: loanListQuery }), async (c) =>
      c.json(await listLoanOverview({ db: c.var.db, actor: c.var.actor, query: c.req.valid("query") })),
    )
    // Before /loans/:loanId, which would take "export.csv" for an id.
    .get("/loans/export.csv", async (c) =>
      c.body(overviewCsv(await loanOverview({ db: c.var.db, actor: c.var.actor })), 200, {
        "Content-Type": CSV_CONTENT_TYPE,
        "Content-Disposition": overviewDisposition("csv"),
        "Cache-Control": "no-store",
      }),
    )
    .get("/loans/export.xlsx", async (c) =>
      c.body((await overviewXlsx(await loanOverview({ db: c.var.db, actor: c.var.actor }))) as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": XLSX_CONTENT_TYPE,
        "Content-Disposition": overviewDisposition("xlsx"),
        "Cache-Control": "no-store",
      }),
    )
    .get("/loans/:loanId/schedule.csv", loanId, async (c) => {
      const schedule = await getLoanSchedule({ db: c.var.db, actor: c.var.actor, loanId: c.req.valid("param").loanId });
      return c.body(scheduleCsv(schedule), 200, {
        "Content-Type": CSV_CONTENT_TYPE,
        "Content-Disposition": scheduleDisposition(schedule.lender, "csv"),
        "Cache-Control": "no-store",
      });
    })
    .get("/loans/:loanId/schedule.xlsx", loanId, async (c) => {
      const schedule = await getLoanSchedule({ db: c.var.db, actor: c.var.actor, loanId: c.req.valid("param").loanId });
      return c.body((await scheduleXlsx(schedule)) as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": XLSX_CONTENT_TYPE,
        "Content-Disposition": scheduleDisposition(schedule.lender, "xlsx"),
        "Cache-Control": "no-store",
      });
    })
    .get("/loans/:loanId/schedule", loanId, async (c) =>
      c.json(await getLoanSchedule({ db: c.var.db, actor: c.var.actor, loanId: c.req.valid("param").loanId })),
    )
    .post("/loans/:loanId/bookings", input({ ids: { loanId: LOAN }, body: loanBookingsRunInput }), async (c) =>
      c.json(await generateLoanBookings({ db: c.var.db, actor: c.var.actor, loanId: c.req.valid("param").loanId, until: c.req.valid("json").until })),
    )
    .get("/loans/:loanId", loanId, async (c) => c.json(await getLoan({ db: c.var.db, actor: c.var.actor, loanId: c.req.valid("param").loanId })))
    .patch("/loans/:loanId", input({ ids: { loanId: LOAN }, body: loanUpdateInput }), async (c) =>
      c.json(await updateLoan({ db: c.var.db, actor: c.var.actor, loanId: c.req.valid("param").loanId, input: c.req.valid("json") })),
    )
    .delete("/loans/:loanId", loanId, async (c) => {
      await deleteLoan({ db: c.var.db, actor: c.var.actor, loanId: c.req.valid("param").loanId });
      return c.body(null, 204);
    });
