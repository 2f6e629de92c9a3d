import { createMiddleware } from "hono/factory";
import type { Auth } from "./auth";
import type { Db } from "./db/client";
import type { AppEnv } from "./context";
import { AppError } from "@/server/http/errors";
import { ensureWorkspace, findMembership } from "./features/workspace/workspace.service";
import { sessionCacheKey, type ResolvedSession, type SessionCache } from "./session-cache";
import { messages } from "@/shared/messages";

/** Resolves the session cookie to an actor (user + workspace + role) or answers 401. */
export function requireActor(auth: Auth, db: Db, cache: SessionCache) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // A person may belong to several workspaces; the client names the one it
    // works in. A workspace the user is not a member of answers 404. A URL the
    // browser loads by itself (a receipt in an img or iframe, a download link) cannot
    // carry the header: reads may name the workspace as ?workspace= instead.
    const readsByUrl = c.req.method === "GET" || c.req.method === "HEAD";
    const requested = c.req.header("x-workspace-id") ?? (readsByUrl ? c.req.query("workspace") : undefined);
    const key = sessionCacheKey(c, requested);
    let resolved = key ? cache.get(key) : undefined;
    if (!resolved) {
      const generation = cache.generation;
      resolved = await resolveSession(c.req.raw.headers, requested);
      // Only a miss stores: a hit must not extend the 3 s in which another process's revocation
      // lands. Not if an account write cleared the cache meanwhile: what was read may be stale.
      if (key) cache.set(key, resolved, generation);
    }
    c.set("actor", resolved.actor);
    c.set("sessionId", resolved.sessionId);
    c.set("db", db);
    await next();
  });

  async function resolveSession(headers: Headers, requested: string | undefined): Promise<ResolvedSession> {
    const result = await auth.api.getSession({ headers });
    if (!result) throw new AppError("unauthenticated", messages.signInRequired);
    const actor = requested ? await findMembership(db, result.user.id, requested) : await ensureWorkspace(db, result.user.id);
    if (!actor) throw new AppError("not_found", messages.workspaceNotFound);
    return { actor, sessionId: result.session.id, sessionExpiresAt: new Date(result.session.expiresAt) };
  }
}
