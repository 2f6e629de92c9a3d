import { Hono } from "hono";
import { contractInput, withVersion } from "@/shared/schemas/portfolio";
import type { AppEnv } from "@/server/context";
import { parseBody } from "@/server/http/validate";
import { idParam } from "@/server/http/request";
import { CONTRACT, deleteContract, updateContract } from "./contracts.service";

// Updates carry the version the client read (409 when stale).
const contractUpdate = withVersion(contractInput);

// Listing and creating contracts live under /units/:id/contracts (units.routes.ts).
export const contractRoutes = () =>
  new Hono<AppEnv>()
    .patch("/:id", async (c) => {
      const id = idParam(c, CONTRACT);
      const input = await parseBody(c, contractUpdate);
      return c.json(await updateContract({ db: c.var.db, actor: c.var.actor, id, input }));
    })
    .delete("/:id", async (c) => {
      await deleteContract({ db: c.var.db, actor: c.var.actor, id: idParam(c, CONTRACT) });
      return c.body(null, 204);
    });
