import { Hono } from "hono";
import { finaliseTaxYearInput, taxYearParams, taxYearVersionParams } from "@/shared/schemas/tax-years";
import type { AppEnv } from "@/server/context";
import { PROPERTY } from "@/server/features/properties";
import { input } from "@/server/http/openapi/route-input";
import { finaliseTaxYear, getTaxYear, getTaxYearVersion } from "./tax-years.service";

/**
 * Finalised tax years of a property (issue 15), mounted at /api/v1:
 * - GET  /properties/:id/tax-years/:year — the versions, and today's figures against the last one
 * - POST /properties/:id/tax-years/:year/versions — finalise: today's figures as the next version (201)
 * - GET  /properties/:id/tax-years/:year/versions/:version — one version's frozen figures
 */
export const taxYearRoutes = () =>
  new Hono<AppEnv>()
    .get("/properties/:id/tax-years/:year", input({ ids: { id: PROPERTY }, params: taxYearParams }), async (c) => {
      const { id, year } = c.req.valid("param");
      return c.json(await getTaxYear({ db: c.var.db, actor: c.var.actor, propertyId: id, year }));
    })
    .post("/properties/:id/tax-years/:year/versions", input({ ids: { id: PROPERTY }, params: taxYearParams, body: finaliseTaxYearInput }), async (c) => {
      const { id, year } = c.req.valid("param");
      return c.json(await finaliseTaxYear({ db: c.var.db, actor: c.var.actor, propertyId: id, year, input: c.req.valid("json") }), 201);
    })
    .get("/properties/:id/tax-years/:year/versions/:version", input({ ids: { id: PROPERTY }, params: taxYearVersionParams }), async (c) => {
      const { id, year, version } = c.req.valid("param");
      return c.json(await getTaxYearVersion({ db: c.var.db, actor: c.var.actor, propertyId: id, year, version }));
    });
