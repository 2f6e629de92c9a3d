import { Hono } from "hono";
import { roomInput, unitUpdateInput } from "@/shared/schemas/portfolio";
import type { AppEnv } from "@/server/context";
import { parseBody } from "@/server/http/validate";
import { idParam } from "@/server/http/request";
import { createRoom, listRooms } from "@/server/features/rooms";
import { UNIT, deleteUnit, getUnit, updateUnit } from "./units.service";

export const unitRoutes = () =>
  new Hono<AppEnv>()
    .get("/:id", async (c) => c.json(await getUnit({ db: c.var.db, actor: c.var.actor, id: idParam(c, UNIT) })))
    .patch("/:id", async (c) => {
      const id = idParam(c, UNIT);
      const input = await parseBody(c, unitUpdateInput);
      return c.json(await updateUnit({ db: c.var.db, actor: c.var.actor, id, input }));
    })
    .delete("/:id", async (c) => {
      await deleteUnit({ db: c.var.db, actor: c.var.actor, id: idParam(c, UNIT) });
      return c.body(null, 204);
    })
    .get("/:id/rooms", async (c) => c.json(await listRooms({ db: c.var.db, actor: c.var.actor, unitId: idParam(c, UNIT) })))
    .post("/:id/rooms", async (c) => {
      const unitId = idParam(c, UNIT);
      const input = await parseBody(c, roomInput);
      return c.json(await createRoom({ db: c.var.db, actor: c.var.actor, unitId, input }), 201);
    });
