import { Hono } from "hono";
import { contractInput } from "@/shared/schemas/portfolio";
import type { AppEnv } from "../../context";
import { idParam, parseVersionedBody } from "../portfolio/request";
import { CONTRACT, deleteContract, updateContract } from "./contracts.service";

// Listing and creating contracts live under /units/:id/contracts (units.routes.ts).
export const contractRoutes = () =>
  new Hono<AppEnv>()
    .patch("/:id", async (c) => {
      const id = idParam(c, CONTRACT);
      const input = await parseVersionedBody(c, contractInput);
      return c.json(await updateContract({ db: c.var.db, actor: c.var.actor, id, input }));
    })
    .delete("/:id", async (c) => {
      await deleteContract({ db: c.var.db, actor: c.var.actor, id: idParam(c, CONTRACT) });
      return c.body(null, 204);
    });
