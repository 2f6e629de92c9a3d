import { Hono, type Context } from "hono";
import type { AnlageVDto } from "@/shared/report-types";
import { profitLossQuery } from "@/shared/schemas/reports";
import type { AppEnv } from "@/server/context";
import { contentDisposition } from "@/server/http/content-disposition";
import { AppError } from "@/server/http/errors";
import { input } from "@/server/http/openapi/route-input";
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE } from "@/server/spreadsheet/spreadsheet";
import { profitLossCsv, profitLossFileName, profitLossXlsx } from "./report-spreadsheet";
import { getAnlageV, getProfitLoss } from "./reports.service";

const profitLossInput = input({ query: profitLossQuery });

/** The property's Anlage V for the workbook, or null for a year without a form (the service's 400): the P&L is still worth having. */
async function anlageVOrNull(c: Context<AppEnv>, propertyId: string, year: number): Promise<AnlageVDto | null> {
  try {
    return await getAnlageV({ db: c.var.db, actor: c.var.actor, propertyId, query: { year } });
  } catch (error) {
    if (error instanceof AppError && error.code === "bad_request") return null;
    throw error;
  }
}

const fileHeaders = (contentType: string, fileName: string) => ({
  "Content-Type": contentType,
  "Content-Disposition": contentDisposition("attachment", fileName),
  "Cache-Control": "no-store",
});

/**
 * The Einnahmen-Überschuss-Rechnung as a file (issue 15), mounted at /api/v1:
 * - GET /reports/profit-loss.xlsx?year&propertyId — sheet "EÜR <year>" ("Objekte" beyond 50
 *   properties), for a property also "Anlage V <year>"
 * - GET /reports/profit-loss.csv?year&propertyId — the P&L sheet in German Excel's CSV dialect
 */
export const reportSpreadsheetRoutes = () =>
  new Hono<AppEnv>()
    .get("/reports/profit-loss.xlsx", profitLossInput, async (c) => {
      const pl = await getProfitLoss({ db: c.var.db, actor: c.var.actor, query: c.req.valid("query") });
      const anlageV = pl.propertyId === null ? null : await anlageVOrNull(c, pl.propertyId, pl.year);
      const bytes = await profitLossXlsx(pl, anlageV);
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, fileHeaders(XLSX_CONTENT_TYPE, profitLossFileName(pl, "xlsx")));
    })
    .get("/reports/profit-loss.csv", profitLossInput, async (c) => {
      const pl = await getProfitLoss({ db: c.var.db, actor: c.var.actor, query: c.req.valid("query") });
      return c.body(profitLossCsv(pl), 200, fileHeaders(CSV_CONTENT_TYPE, profitLossFileName(pl, "csv")));
    });
