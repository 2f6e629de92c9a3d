import type { PortfolioFigures } from "@/shared/portfolio-types";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { workspaceFigures } from "./figures.sql";

/** GET /portfolio/overview: the figures of the whole workspace, from the property_figures summary. */
export async function getPortfolioOverview({ db, actor }: { db: Db; actor: Actor }): Promise<PortfolioFigures> {
  authorize(actor, "read");
  return workspaceFigures(db, actor.workspaceId);
}
