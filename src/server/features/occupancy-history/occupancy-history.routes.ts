import { Hono } from "hono";
import { contractOccupantInput, contractOccupantUpdateInput, unitAreaInput, unitAreaUpdateInput } from "@/shared/schemas/occupancy-history";
import type { AppEnv } from "@/server/context";
import { input } from "@/server/http/openapi/route-input";
import { CONTRACT } from "@/server/features/contracts";
import { UNIT } from "@/server/features/units";
import { CONTRACT_OCCUPANT, createContractOccupant, deleteContractOccupant, listContractOccupants, updateContractOccupant } from "./contract-occupants.service";
import { createUnitArea, deleteUnitArea, listUnitAreas, UNIT_AREA, updateUnitArea } from "./unit-areas.service";

/**
 * Areas of a unit and persons of a contract over time (issue 19), mounted at /api/v1:
 * - GET/POST /units/:unitId/areas, PATCH/DELETE /unit-areas/:id
 * - GET/POST /contracts/:contractId/occupants, PATCH/DELETE /contract-occupants/:id
 */
export const occupancyHistoryRoutes = () =>
  new Hono<AppEnv>()
    .get("/units/:unitId/areas", input({ ids: { unitId: UNIT } }), async (c) =>
      c.json(await listUnitAreas({ db: c.var.db, actor: c.var.actor, unitId: c.req.valid("param").unitId })),
    )
    .post("/units/:unitId/areas", input({ ids: { unitId: UNIT }, body: unitAreaInput }), async (c) =>
      c.json(await createUnitArea({ db: c.var.db, actor: c.var.actor, unitId: c.req.valid("param").unitId, input: c.req.valid("json") }), 201),
    )
    .patch("/unit-areas/:id", input({ ids: { id: UNIT_AREA }, body: unitAreaUpdateInput }), async (c) =>
      c.json(await updateUnitArea({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id, input: c.req.valid("json") })),
    )
    .delete("/unit-areas/:id", input({ ids: { id: UNIT_AREA } }), async (c) => {
      await deleteUnitArea({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .get("/contracts/:contractId/occupants", input({ ids: { contractId: CONTRACT } }), async (c) =>
      c.json(await listContractOccupants({ db: c.var.db, actor: c.var.actor, contractId: c.req.valid("param").contractId })),
    )
    .post("/contracts/:contractId/occupants", input({ ids: { contractId: CONTRACT }, body: contractOccupantInput }), async (c) =>
      c.json(await createContractOccupant({ db: c.var.db, actor: c.var.actor, contractId: c.req.valid("param").contractId, input: c.req.valid("json") }), 201),
    )
    .patch("/contract-occupants/:id", input({ ids: { id: CONTRACT_OCCUPANT }, body: contractOccupantUpdateInput }), async (c) =>
      c.json(await updateContractOccupant({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id, input: c.req.valid("json") })),
    )
    .delete("/contract-occupants/:id", input({ ids: { id: CONTRACT_OCCUPANT } }), async (c) => {
      await deleteContractOccupant({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id });
      return c.body(null, 204);
    });
