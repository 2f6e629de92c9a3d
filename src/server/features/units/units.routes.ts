import { Hono } from "hono";
import { roomInput, unitUpdateInput } from "@/shared/schemas/portfolio";
import type { AppEnv } from "@/server/context";
import { input } from "@/server/http/openapi/route-input";
import { createRoom, listRooms } from "@/server/features/rooms";
import { UNIT, deleteUnit, getUnit, updateUnit } from "./units.service";

const unitId = input({ ids: { id: UNIT } });

export const unitRoutes = () =>
  new Hono<AppEnv>()
    .get("/:id", unitId, async (c) => c.json(await getUnit({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id })))
    .patch("/:id", input({ ids: { id: UNIT }, body: unitUpdateInput }), async (c) =>
      c.json(await updateUnit({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id, input: c.req.valid("json") })),
    )
    .delete("/:id", unitId, async (c) => {
      await deleteUnit({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .get("/:id/rooms", unitId, async (c) => c.json(await listRooms({ db: c.var.db, actor: c.var.actor, unitId: c.req.valid("param").id })))
    .post("/:id/rooms", input({ ids: { id: UNIT }, body: roomInput }), async (c) =>
      c.json(await createRoom({ db: c.var.db, actor: c.var.actor, unitId: c.req.valid("param").id, input: c.req.valid("json") }), 201),
    );
