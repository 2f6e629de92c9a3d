import { Hono } from "hono";
import type { AppEnv } from "@/server/context";

/** (being built) */
export const reportPdfRoutes = () => new Hono<AppEnv>();
