import { Hono } from "hono";
import { roomInput, withVersion } from "@/shared/schemas/portfolio";
import type { AppEnv } from "@/server/context";
import { input } from "@/server/http/openapi/route-input";
import { ROOM, deleteRoom, updateRoom } from "./rooms.service";

// Updates carry the version the client read (409 when stale).
const roomUpdate = withVersion(roomInput);

// Listing and creating rooms live under /units/:id/rooms (units.routes.ts).
export const roomRoutes = () =>
  new Hono<AppEnv>()
    .patch("/:id", input({ ids: { id: ROOM }, body: roomUpdate }), async (c) =>
      c.json(await updateRoom({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id, input: c.req.valid("json") })),
    )
    .delete("/:id", input({ ids: { id: ROOM } }), async (c) => {
      await deleteRoom({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id });
      return c.body(null, 204);
    });
