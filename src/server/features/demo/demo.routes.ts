import { Hono } from "hono";
import type { AppEnv } from "@/server/context";
import { getDemoStatus, removeDemoPortfolio, seedDemoPortfolio } from "./demo.service";

/** The demo portfolio, mounted at /api/v1/demo: GET whether there is one, POST loads it, DELETE removes it. */
export const demoRoutes = () =>
  new Hono<AppEnv>()
    .get("/", async (c) => c.json(await getDemoStatus({ db: c.var.db, actor: c.var.actor })))
    .post("/", async (c) => c.json(await seedDemoPortfolio({ db: c.var.db, actor: c.var.actor }), 201))
    .delete("/", async (c) => c.json(await removeDemoPortfolio({ db: c.var.db, actor: c.var.actor })));
