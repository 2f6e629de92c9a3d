import { Hono } from "hono";
import { anlageVQuery, profitLossQuery } from "@/shared/schemas/reports";
import type { AppEnv } from "@/server/context";
import { PROPERTY } from "@/server/features/properties";
import { idParam } from "@/server/http/request";
import { parseWith } from "@/server/http/validate";
import { getAnlageV, getProfitLoss } from "./reports.service";

/**
 * Reports (issue 15), mounted at /api/v1:
 * - GET /reports/profit-loss?year&propertyId — Einnahmen-Überschuss per property, total, year before
 * - GET /properties/:id/anlage-v?year — the Anlage V lines of one property
 */
export const reportRoutes = () =>
  new Hono<AppEnv>()
    .get("/reports/profit-loss", async (c) => c.json(await getProfitLoss({ db: c.var.db, actor: c.var.actor, query: parseWith(profitLossQuery, c.req.query()) })))
    .get("/properties/:id/anlage-v", async (c) =>
      c.json(await getAnlageV({ db: c.var.db, actor: c.var.actor, propertyId: idParam(c, PROPERTY), query: parseWith(anlageVQuery, c.req.query()) })),
    );
