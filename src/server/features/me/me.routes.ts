import { Hono } from "hono";
import type { Auth } from "@/server/auth";
import type { AppEnv } from "@/server/context";
import { input } from "@/server/http/openapi/route-input";
import { deleteAccountSchema, profileSchema } from "@/shared/schemas/workspace";
import { deleteAccount } from "./delete-account.service";
import { getMe } from "./me.service";
import { updateProfile } from "./profile.service";
import { endOtherSessions, endSession, listSessions } from "./sessions.service";

/** The signed-in account: profile, sessions, deletion. */
export const meRoutes = ({ auth }: { auth: Auth }) =>
  new Hono<AppEnv>()
    .get("/", async (c) => c.json(await getMe({ db: c.var.db, actor: c.var.actor })))
    .put("/profile", input({ body: profileSchema }), async (c) => {
      await updateProfile({ db: c.var.db, actor: c.var.actor, input: c.req.valid("json") });
      return c.json(await getMe({ db: c.var.db, actor: c.var.actor }));
    })
    .get("/sessions", async (c) => c.json(await listSessions({ db: c.var.db, actor: c.var.actor, sessionId: c.var.sessionId })))
    .delete("/sessions", async (c) => c.json(await endOtherSessions({ db: c.var.db, actor: c.var.actor, sessionId: c.var.sessionId })))
    .delete("/sessions/:id", input({ ids: { id: "Die Sitzung" } }), async (c) => {
      await endSession({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id });
      return c.body(null, 204);
    })
    // POST with a body (password, „löschen“) rather than DELETE: bodies of DELETE get lost on the way.
    .post("/delete", input({ body: deleteAccountSchema }), async (c) => {
      await deleteAccount({ db: c.var.db, actor: c.var.actor, auth, documents: c.var.documents, input: c.req.valid("json") });
      return c.body(null, 204);
    });
