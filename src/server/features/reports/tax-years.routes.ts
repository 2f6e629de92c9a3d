import { Hono } from "hono";
import { finaliseTaxYearInput, taxYearParams, taxYearVersionParams } from "@/shared/schemas/tax-years";
import type { AppEnv } from "@/server/context";
import { PROPERTY } from "@/server/features/properties";
import { idParam } from "@/server/http/request";
import { parseBody, parseWith } from "@/server/http/validate";
import { finaliseTaxYear, getTaxYear, getTaxYearVersion } from "./tax-years.service";

/**
 * Finalised tax years of a property (issue 15), mounted at /api/v1:
 * - GET  /properties/:id/tax-years/:year — the versions, and today's figures against the last one
 * - POST /properties/:id/tax-years/:year/versions — finalise: today's figures as the next version (201)
 * - GET  /properties/:id/tax-years/:year/versions/:version — one version's frozen figures
 */
export const taxYearRoutes = () =>
  new Hono<AppEnv>()
    .get("/properties/:id/tax-years/:year", async (c) => {
      const propertyId = idParam(c, PROPERTY);
      const { year } = parseWith(taxYearParams, { year: c.req.param("year") });
      return c.json(await getTaxYear({ db: c.var.db, actor: c.var.actor, propertyId, year }));
    })
    .post("/properties/:id/tax-years/:year/versions", async (c) => {
      const propertyId = idParam(c, PROPERTY);
      const { year } = parseWith(taxYearParams, { year: c.req.param("year") });
      const input = await parseBody(c, finaliseTaxYearInput);
      return c.json(await finaliseTaxYear({ db: c.var.db, actor: c.var.actor, propertyId, year, input }), 201);
    })
    .get("/properties/:id/tax-years/:year/versions/:version", async (c) => {
      const propertyId = idParam(c, PROPERTY);
      const { year, version } = parseWith(taxYearVersionParams, { year: c.req.param("year"), version: c.req.param("version") });
      return c.json(await getTaxYearVersion({ db: c.var.db, actor: c.var.actor, propertyId, year, version }));
    });
