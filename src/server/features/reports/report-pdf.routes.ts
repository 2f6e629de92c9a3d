import { Hono } from "hono";
import { anlageVQuery, profitLossQuery } from "@/shared/schemas/reports";
import type { AppEnv } from "@/server/context";
import { PROPERTY } from "@/server/features/properties";
import { contentDisposition } from "@/server/http/content-disposition";
import { input } from "@/server/http/openapi/route-input";
import { anlageVPdf, profitLossPdf, type ReportPdf } from "./report-pdf";

// A report is a download with the property's name in it: the exact name goes in filename*,
// and no cache keeps a tax document once the user has it.
const pdfHeaders = (file: ReportPdf) => ({
  "Content-Type": "application/pdf",
  "Content-Disposition": contentDisposition("attachment", file.fileName),
  "Cache-Control": "no-store",
});

/**
 * The reports as A4 PDFs (issue 15), mounted at /api/v1; same queries, services and errors as
 * the JSON routes in reports.routes.ts:
 * - GET /reports/profit-loss.pdf?year&propertyId — Einnahmen-Überschuss-Rechnung
 * - GET /properties/:id/anlage-v.pdf?year — the Anlage V summary of one property
 */
export const reportPdfRoutes = () =>
  new Hono<AppEnv>()
    .get("/reports/profit-loss.pdf", input({ query: profitLossQuery }), async (c) => {
      const file = await profitLossPdf({ db: c.var.db, actor: c.var.actor, query: c.req.valid("query") });
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, pdfHeaders(file));
    })
    .get("/properties/:id/anlage-v.pdf", input({ ids: { id: PROPERTY }, query: anlageVQuery }), async (c) => {
      const file = await anlageVPdf({ db: c.var.db, actor: c.var.actor, propertyId: c.req.valid("param").id, query: c.req.valid("query") });
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, pdfHeaders(file));
    });
