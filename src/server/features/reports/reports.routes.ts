import { Hono } from "hono";
import { anlageVQuery, cashFlowQuery, datevSettingsInput, loanBalancesQuery, profitLossQuery, reportYearQuery } from "@/shared/schemas/reports";
import type { AppEnv } from "@/server/context";
import { PROPERTY } from "@/server/features/properties";
import { contentDisposition } from "@/server/http/content-disposition";
import { input } from "@/server/http/openapi/route-input";
import { getCashFlow } from "./cash-flow.service";
import { getYieldReport } from "./yield-report.service";
import { getLoanBalances } from "./loan-balances.service";
import { exportDatev } from "./datev-export.service";
import { getDatevSettings, saveDatevSettings } from "./datev-settings.service";
import { getAnlageV, getProfitLoss } from "./reports.service";

/**
 * Reports and the tax advisor's package (issue 15), mounted at /api/v1:
 * - GET /reports/profit-loss?year|from&to&propertyId&unitId — Einnahmen-Überschuss per property, total, the same months a year before
 * - GET /reports/cash-flow?from&to&propertyId&unitId — money in and out per month, with the cumulative line
 * - GET /reports/yield?year&propertyId — Bruttomietrendite, Nettomietrendite, Kaufpreisfaktor, cash on cash, Leerstand
 * - GET /reports/loan-balances?propertyId — the loans' Restschuld at each year's end, per loan and summed
 * - GET /properties/:id/anlage-v?year — the Anlage V lines of one property
 * - GET /reports/datev.csv?year&propertyId — the year's bookings as a DATEV Buchungsstapel
 * - GET/PUT /datev-settings — Beraternummer, Mandantennummer, Kontenrahmen, Sachkontenlänge
 */
export const reportRoutes = () =>
  new Hono<AppEnv>()
    .get("/reports/profit-loss", input({ query: profitLossQuery }), async (c) => c.json(await getProfitLoss({ db: c.var.db, actor: c.var.actor, query: c.req.valid("query") })))
    .get("/reports/cash-flow", input({ query: cashFlowQuery }), async (c) => c.json(await getCashFlow({ db: c.var.db, actor: c.var.actor, query: c.req.valid("query") })))
    .get("/reports/yield", input({ query: reportYearQuery }), async (c) => c.json(await getYieldReport({ db: c.var.db, actor: c.var.actor, query: c.req.valid("query") })))
    .get("/reports/loan-balances", input({ query: loanBalancesQuery }), async (c) => c.json(await getLoanBalances({ db: c.var.db, actor: c.var.actor, query: c.req.valid("query") })))
    .get("/properties/:id/anlage-v", input({ ids: { id: PROPERTY }, query: anlageVQuery }), async (c) =>
      c.json(await getAnlageV({ db: c.var.db, actor: c.var.actor, propertyId: c.req.valid("param").id, query: c.req.valid("query") })),
    )
    .get("/reports/datev.csv", input({ query: reportYearQuery }), async (c) => {
      const file = await exportDatev({ db: c.var.db, actor: c.var.actor, query: c.req.valid("query") });
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": "text/csv; charset=windows-1252",
        "Content-Disposition": contentDisposition("attachment", file.fileName),
        "Cache-Control": "no-store",
      });
    })
    .get("/datev-settings", async (c) => c.json({ settings: await getDatevSettings({ db: c.var.db, actor: c.var.actor }) }))
    .put("/datev-settings", input({ body: datevSettingsInput }), async (c) => c.json(await saveDatevSettings({ db: c.var.db, actor: c.var.actor, input: c.req.valid("json") })));
