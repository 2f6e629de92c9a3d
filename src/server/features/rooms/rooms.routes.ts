import { Hono } from "hono";
import { roomInput, withVersion } from "@/shared/schemas/portfolio";
import type { AppEnv } from "@/server/context";
import { parseBody } from "@/server/http/validate";
import { idParam } from "@/server/http/request";
import { ROOM, deleteRoom, updateRoom } from "./rooms.service";

// Updates carry the version the client read (409 when stale).
const roomUpdate = withVersion(roomInput);

// Listing and creating rooms live under /units/:id/rooms (units.routes.ts).
export const roomRoutes = () =>
  new Hono<AppEnv>()
    .patch("/:id", async (c) => {
      const id = idParam(c, ROOM);
      const input = await parseBody(c, roomUpdate);
      return c.json(await updateRoom({ db: c.var.db, actor: c.var.actor, id, input }));
    })
    .delete("/:id", async (c) => {
      await deleteRoom({ db: c.var.db, actor: c.var.actor, id: idParam(c, ROOM) });
      return c.body(null, 204);
    });
