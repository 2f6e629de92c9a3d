import { createMiddleware } from "hono/factory";
import type { Auth } from "./auth";
import type { Db } from "./db/client";
import type { AppEnv } from "./context";
import { AppError } from "@/server/http/errors";
import { ensureWorkspace, findMembership } from "./features/workspace/workspace.service";
import { messages } from "@/shared/messages";

/** Resolves the session cookie to an actor (user + workspace + role) or answers 401. */
export function requireActor(auth: Auth, db: Db) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!result) throw new AppError("unauthenticated", messages.signInRequired);
    // A person may belong to several workspaces; the client names the one it
    // works in. A workspace the user is not a member of answers 404. A URL the
    // browser loads by itself (a receipt in an img or iframe, a download link) cannot
    // carry the header: reads may name the workspace as ?workspace= instead.
    const readsByUrl = c.req.method === "GET" || c.req.method === "HEAD";
    const requested = c.req.header("x-workspace-id") ?? (readsByUrl ? c.req.query("workspace") : undefined);
    const actor = requested ? await findMembership(db, result.user.id, requested) : await ensureWorkspace(db, result.user.id);
    if (!actor) throw new AppError("not_found", messages.workspaceNotFound);
    c.set("actor", actor);
    c.set("sessionId", result.session.id);
    c.set("db", db);
    await next();
  });
}
