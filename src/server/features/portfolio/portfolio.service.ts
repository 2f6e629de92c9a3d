import { sql } from "drizzle-orm";
import type { PortfolioFigures } from "@/shared/portfolio-types";
import { authorize, type Actor } from "../../authz";
import type { Db } from "../../db/client";
import { portfolioFigures } from "./figures.sql";

/** GET /portfolio/overview: the figures of the whole workspace. */
export async function getPortfolioOverview({ db, actor }: { db: Db; actor: Actor }): Promise<PortfolioFigures> {
  authorize(actor, "read");
  return portfolioFigures(db, actor.workspaceId, sql`true`);
}
