import { sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { noRenewalDue } from "@/server/session";
import { sessionCacheKey, SessionCache } from "@/server/session-cache";

// GET /api/auth/get-session answered from a short cache (issue 20 item 7(c)), by the rule of the
// /api/v1 session check (decision 0036): better-auth builds its whole router for every request
// (auth/base.mjs: router(ctx) in the handler) and reads the session and the user — 2,6 ms of the
// app's CPU per answer, the dearest read of the load mix. Kept for 3 s per cookie; afterwards one
// query checks that the session and the user rows have not changed since (their updated_at) and
// that no renewal is due; otherwise, or without a kept answer, better-auth answers as before.
// A revoked session or a changed user stops being answered from here within 3 s in another
// process and at once in this one (clearOnAccountWrites empties this cache as well).

export type SessionAnswer = {
  /** better-auth's JSON answer, as it sent it. */
  body: string;
  contentType: string;
  sessionId: string;
  sessionUpdatedAt: string;
  userId: string;
  userUpdatedAt: string;
  sessionExpiresAt: Date;
};

type Answered = { session: { id: string; updatedAt: string; expiresAt: string }; user: { id: string; updatedAt: string } } | null;

export const sessionAnswers = () => new SessionCache<SessionAnswer>();

/** `betterAuth` answers what the cache does not (better-auth's handler, its messages in German). */
export async function getSession(c: Context, betterAuth: (req: Request) => Promise<Response>, db: Db, cache: SessionCache<SessionAnswer>): Promise<Response> {
  // The query string belongs to the key: better-auth reads options from it (disableRefresh …).
  const key = sessionCacheKey(c, `get-session${queryString(c.req.url)}`);
  if (!key) return betterAuth(c.req.raw);
  const kept = await cache.recall(key, (entry) => unchanged(db, entry));
  if (kept) return answer(kept);
  const generation = cache.generation;
  const res = await betterAuth(c.req.raw);
  // Only a plain answer is kept: one that sets a cookie (a renewal, a cleared cookie) is not repeated.
  if (res.status !== 200 || res.headers.has("set-cookie")) return res;
  const body = await res.text();
  const parsed = JSON.parse(body) as Answered;
  if (parsed?.session && parsed.user) {
    cache.set(
      key,
      {
        body,
        contentType: res.headers.get("content-type") ?? "application/json",
        sessionId: parsed.session.id,
        sessionUpdatedAt: parsed.session.updatedAt,
        userId: parsed.user.id,
        userUpdatedAt: parsed.user.updatedAt,
        sessionExpiresAt: new Date(parsed.session.expiresAt),
      },
      generation,
    );
  }
  return new Response(body, { status: res.status, headers: res.headers });
}

/** '?…' of a URL or '' (the hot path: no URL object per request). */
const queryString = (url: string) => {
  const at = url.indexOf("?");
  return at < 0 ? "" : url.slice(at);
};

const answer = (kept: SessionAnswer) => new Response(kept.body, { status: 200, headers: { "content-type": kept.contentType } });

/** Whether better-auth would answer what is kept: both rows as they were, no renewal due. */
async function unchanged(db: Db, kept: SessionAnswer): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      select 1 from session s join "user" u on u.id = s.user_id
      where s.id = ${kept.sessionId} and s.user_id = ${kept.userId}
        and s.updated_at = ${kept.sessionUpdatedAt}::timestamptz and u.updated_at = ${kept.userUpdatedAt}::timestamptz
        and ${noRenewalDue(sql`s.expires_at`)}`),
  );
  return rows.length === 1;
}
