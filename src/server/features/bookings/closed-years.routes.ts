import { Hono } from "hono";
import { closedYearInput } from "@/shared/schemas/bookings";
import type { AppEnv } from "@/server/context";
import { input } from "@/server/http/openapi/route-input";
import { closeYear, listClosedYears } from "./closed-years.service";

/** Closed (festgeschriebene) tax years, mounted at /api/v1: GET/POST /closed-years. */
export const closedYearRoutes = () =>
  new Hono<AppEnv>()
    .get("/closed-years", async (c) => c.json(await listClosedYears({ db: c.var.db, actor: c.var.actor })))
    .post("/closed-years", input({ body: closedYearInput }), async (c) =>
      c.json(await closeYear({ db: c.var.db, actor: c.var.actor, input: c.req.valid("json") }), 201),
    );
