import { Hono } from "hono";
import type { AppEnv } from "@/server/context";
import { getMe } from "./me.service";

export const meRoutes = () =>
  new Hono<AppEnv>().get("/", async (c) => c.json(await getMe({ db: c.var.db, actor: c.var.actor })));
