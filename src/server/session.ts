import { sql, type SQL } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { SESSION_UPDATE_AGE_SECONDS, type Auth } from "./auth";
import { rowsOf } from "./db/rows";
import { SESSION_MAX_AGE_SECONDS } from "@/shared/auth-constants";
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
    let resolved = key ? await cache.recall(key, (kept) => stillValid(db, kept)) : undefined;
    if (!resolved) {
      // Not stored if an account write clears the cache while this reads: what it read may be stale.
      const generation = cache.generation;
      resolved = await resolveSession(c.req.raw.headers, requested);
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

/**
 * Whether what a kept entry says still holds, in one query instead of better-auth's session
 * and user lookups and the membership's (decision 0036): the session exists and has not ended,
 * the membership in the workspace has the same role — and better-auth has no renewal due (it
 * moves the expiry a day after the last one; a session that needs it goes through better-auth).
 * A cookie whose signature better-auth checked once maps to this session id for good.
 */
async function stillValid(db: Db, entry: ResolvedSession): Promise<boolean> {
  const { actor } = entry;
  const rows = rowsOf(
    await db.execute(sql`
      select 1 from session s join memberships m on m.user_id = s.user_id
      where s.id = ${entry.sessionId} and s.user_id = ${actor.userId}
        and ${noRenewalDue(sql`s.expires_at`)}
        and m.workspace_id = ${actor.workspaceId} and m.role = ${actor.role}`),
  );
  return rows.length === 1;
}

/** A session better-auth would not renew now: it moves the expiry a day after the last renewal. */
export const noRenewalDue = (expiresAt: SQL) => sql`${expiresAt} > now() + make_interval(secs => ${SESSION_MAX_AGE_SECONDS - SESSION_UPDATE_AGE_SECONDS})`;
