import { Hono } from "hono";
import { contractCreateInput, contractUpdateInput } from "@/shared/schemas/contracts";
import type { AppEnv } from "@/server/context";
import { input } from "@/server/http/openapi/route-input";
import { UNIT } from "@/server/features/units";
import { CONTRACT } from "./contract-rules";
import { createContract, deleteContract, getContract, listContracts, updateContract } from "./contracts.service";

const unitId = input({ ids: { unitId: UNIT } });
const contractId = input({ ids: { id: CONTRACT } });

/**
 * Rental contracts, mounted at /api/v1:
 * - GET/POST /units/:unitId/contracts
 * - GET/PATCH/DELETE /contracts/:id
 */
export const contractRoutes = () =>
  new Hono<AppEnv>()
    .get("/units/:unitId/contracts", unitId, async (c) =>
      c.json(await listContracts({ db: c.var.db, actor: c.var.actor, unitId: c.req.valid("param").unitId })),
    )
    .post("/units/:unitId/contracts", input({ ids: { unitId: UNIT }, body: contractCreateInput }), async (c) =>
      c.json(await createContract({ db: c.var.db, actor: c.var.actor, unitId: c.req.valid("param").unitId, input: c.req.valid("json") }), 201),
    )
    .get("/contracts/:id", contractId, async (c) => c.json(await getContract({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id })))
    .patch("/contracts/:id", input({ ids: { id: CONTRACT }, body: contractUpdateInput }), async (c) =>
      c.json(await updateContract({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id, input: c.req.valid("json") })),
    )
    .delete("/contracts/:id", contractId, async (c) => {
      await deleteContract({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id });
      return c.body(null, 204);
    });
