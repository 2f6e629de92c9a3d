import { Hono } from "hono";
import type { AppEnv } from "@/server/context";
import { seedDemoPortfolio } from "./demo.service";

export const demoRoutes = () =>
  new Hono<AppEnv>().post("/", async (c) => c.json(await seedDemoPortfolio({ db: c.var.db, actor: c.var.actor }), 201));
