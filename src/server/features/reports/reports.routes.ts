import { Hono } from "hono";
import { anlageVQuery, cashFlowQuery, datevSettingsInput, loanBalancesQuery, profitLossQuery, reportYearQuery } from "@/shared/schemas/reports";
import type { AppEnv } from "@/server/context";
import { PROPERTY } from "@/server/features/properties";
import { contentDisposition } from "@/server/http/content-disposition";
import { idParam } from "@/server/http/request";
import { parseBody, parseWith } from "@/server/http/validate";
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
    .get("/reports/profit-loss", async (c) => c.json(await getProfitLoss({ db: c.var.db, actor: c.var.actor, query: parseWith(profitLossQuery, c.req.query()) })))
    .get("/reports/cash-flow", async (c) => c.json(await getCashFlow({ db: c.var.db, actor: c.var.actor, query: parseWith(cashFlowQuery, c.req.query()) })))
    .get("/reports/yield", async (c) => c.json(await getYieldReport({ db: c.var.db, actor: c.var.actor, query: parseWith(reportYearQuery, c.req.query()) })))
    .get("/reports/loan-balances", async (c) => c.json(await getLoanBalances({ db: c.var.db, actor: c.var.actor, query: parseWith(loanBalancesQuery, c.req.query()) })))
    .get("/properties/:id/anlage-v", async (c) =>
      c.json(await getAnlageV({ db: c.var.db, actor: c.var.actor, propertyId: idParam(c, PROPERTY), query: parseWith(anlageVQuery, c.req.query()) })),
    )
    .get("/reports/datev.csv", async (c) => {
      const file = await exportDatev({ db: c.var.db, actor: c.var.actor, query: parseWith(reportYearQuery, c.req.query()) });
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": "text/csv; charset=windows-1252",
        "Content-Disposition": contentDisposition("attachment", file.fileName),
        "Cache-Control": "no-store",
      });
    })
    .get("/datev-settings", async (c) => c.json({ settings: await getDatevSettings({ db: c.var.db, actor: c.var.actor }) }))
    .put("/datev-settings", async (c) => c.json(await saveDatevSettings({ db: c.var.db, actor: c.var.actor, input: await parseBody(c, datevSettingsInput) })));
