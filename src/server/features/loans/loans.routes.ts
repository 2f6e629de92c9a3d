import { Hono } from "hono";
import { loanBookingsRunInput, loanInput, loanListQuery, loanUpdateInput } from "@/shared/schemas/loans";
import type { AppEnv } from "@/server/context";
import { idParam } from "@/server/http/request";
import { parseBody, parseWith } from "@/server/http/validate";
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
    .get("/loans", async (c) =>
      c.json(await listLoanOverview({ db: c.var.db, actor: c.var.actor, query: parseWith(loanListQuery, c.req.query()) })),
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
    .get("/loans/:loanId/schedule.csv", async (c) => {
      const schedule = await getLoanSchedule({ db: c.var.db, actor: c.var.actor, loanId: idParam(c, LOAN, "loanId") });
      return c.body(scheduleCsv(schedule), 200, {
        "Content-Type": CSV_CONTENT_TYPE,
        "Content-Disposition": scheduleDisposition(schedule.lender, "csv"),
        "Cache-Control": "no-store",
      });
    })
    .get("/loans/:loanId/schedule.xlsx", async (c) => {
      const schedule = await getLoanSchedule({ db: c.var.db, actor: c.var.actor, loanId: idParam(c, LOAN, "loanId") });
      return c.body((await scheduleXlsx(schedule)) as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": XLSX_CONTENT_TYPE,
        "Content-Disposition": scheduleDisposition(schedule.lender, "xlsx"),
        "Cache-Control": "no-store",
      });
    })
    .get("/loans/:loanId/schedule", async (c) =>
      c.json(await getLoanSchedule({ db: c.var.db, actor: c.var.actor, loanId: idParam(c, LOAN, "loanId") })),
    )
    .post("/loans/:loanId/bookings", async (c) => {
      const loanId = idParam(c, LOAN, "loanId");
      const input = await parseBody(c, loanBookingsRunInput);
      return c.json(await generateLoanBookings({ db: c.var.db, actor: c.var.actor, loanId, until: input.until }));
    })
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
