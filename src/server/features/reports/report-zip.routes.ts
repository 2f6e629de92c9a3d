import { Hono } from "hono";
import { anlageVQuery, reportYearQuery } from "@/shared/schemas/reports";
import type { AppEnv } from "@/server/context";
import { PROPERTY } from "@/server/features/properties";
import { contentDisposition } from "@/server/http/content-disposition";
import { input } from "@/server/http/openapi/route-input";
import { buildReceiptsZip, RECEIPTS_ZIP_LIMITS, type ZipLimits } from "./receipts-zip";
import { buildTaxPackage } from "./tax-package";

const zipHeaders = (zip: { fileName: string; sizeBytes: number }) => ({
  "Content-Type": "application/zip",
  "Content-Disposition": contentDisposition("attachment", zip.fileName),
  // Known in advance (stored entries): the browser shows progress, and a download cut
  // short by a storage fault mid-stream is visibly incomplete.
  "Content-Length": String(zip.sizeBytes),
  "Cache-Control": "no-store",
});

/**
 * The ZIP downloads for the tax advisor (issue 15), mounted at /api/v1:
 * - GET /reports/receipts.zip?year&propertyId — every receipt of the year's bookings (of one
 *   property, or all) as a stored ZIP with `manifest.sha256`
 * - GET /properties/:id/tax-package.zip?year — the Steuerpaket: PDFs, XLSX, DATEV file and
 *   receipts of one property's year
 *
 * `limits` only for tests, which check the 409 without writing 500 MB.
 */
export const reportZipRoutes = (limits: ZipLimits = RECEIPTS_ZIP_LIMITS) =>
  new Hono<AppEnv>()
    .get("/reports/receipts.zip", input({ query: reportYearQuery }), async (c) => {
      const zip = await buildReceiptsZip({ db: c.var.db, documents: c.var.documents, actor: c.var.actor, query: c.req.valid("query"), limits });
      return c.body(zip.body, 200, zipHeaders(zip));
    })
    .get("/properties/:id/tax-package.zip", input({ ids: { id: PROPERTY }, query: anlageVQuery }), async (c) => {
      const zip = await buildTaxPackage({
        db: c.var.db,
        documents: c.var.documents,
        actor: c.var.actor,
        propertyId: c.req.valid("param").id,
        query: c.req.valid("query"),
        limits,
      });
      return c.body(zip.body, 200, zipHeaders(zip));
    });
