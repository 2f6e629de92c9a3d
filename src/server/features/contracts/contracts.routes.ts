import { Hono } from "hono";
import { contractCreateInput, contractUpdateInput } from "@/shared/schemas/contracts";
import type { AppEnv } from "@/server/context";
import { parseBody } from "@/server/http/validate";
import { idParam } from "@/server/http/request";
import { UNIT } from "@/server/features/units";
import { CONTRACT } from "./contract-rules";
import { createContract, deleteContract, getContract, listContracts, updateContract } from "./contracts.service";

/**
 * Rental contracts, mounted at /api/v1:
 * - GET/POST /units/:unitId/contracts
 * - GET/PATCH/DELETE /contracts/:id
 */
export const contractRoutes = () =>
  new Hono<AppEnv>()
    .get("/units/:unitId/contracts", async (c) =>
      c.json(await listContracts({ db: c.var.db, actor: c.var.actor, unitId: idParam(c, UNIT, "unitId") })),
    )
    .post("/units/:unitId/contracts", async (c) => {
      const unitId = idParam(c, UNIT, "unitId");
      const input = await parseBody(c, contractCreateInput);
      return c.json(await createContract({ db: c.var.db, actor: c.var.actor, unitId, input }), 201);
    })
    .get("/contracts/:id", async (c) => c.json(await getContract({ db: c.var.db, actor: c.var.actor, id: idParam(c, CONTRACT) })))
    .patch("/contracts/:id", async (c) => {
      const id = idParam(c, CONTRACT);
      const input = await parseBody(c, contractUpdateInput);
      return c.json(await updateContract({ db: c.var.db, actor: c.var.actor, id, input }));
    })
    .delete("/contracts/:id", async (c) => {
      await deleteContract({ db: c.var.db, actor: c.var.actor, id: idParam(c, CONTRACT) });
      return c.body(null, 204);
    });
