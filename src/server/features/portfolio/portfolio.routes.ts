import { Hono } from "hono";
import type { AppEnv } from "@/server/context";
import { getPortfolioOverview } from "./portfolio.service";

export const portfolioRoutes = () =>
  new Hono<AppEnv>().get("/overview", async (c) => c.json(await getPortfolioOverview({ db: c.var.db, actor: c.var.actor })));
