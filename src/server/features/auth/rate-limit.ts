import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { rateLimits } from "@/server/db/schema";

export type Limit = { max: number; windowSeconds: number };

// Per IP and per e-mail, for the auth endpoints an attacker would hammer.
export const authLimits: Record<string, { ip: Limit; email: Limit }> = {
  "/sign-in/email": { ip: { max: 30, windowSeconds: 600 }, email: { max: 8, windowSeconds: 600 } },
  "/sign-up/email": { ip: { max: 20, windowSeconds: 3600 }, email: { max: 5, windowSeconds: 3600 } },
  "/request-password-reset": { ip: { max: 10, windowSeconds: 3600 }, email: { max: 3, windowSeconds: 3600 } },
  "/send-verification-email": { ip: { max: 10, windowSeconds: 3600 }, email: { max: 3, windowSeconds: 3600 } },
};

/**
 * Counts one hit for `key` in a fixed window and returns the seconds to wait
 * when the limit is exceeded (0 when allowed). One atomic upsert, so parallel
 * requests and several app processes count correctly.
 */
export async function hit(db: Db, key: string, limit: Limit, now = new Date()): Promise<number> {
  const windowStartCutoff = new Date(now.getTime() - limit.windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowStartCutoff.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowStartCutoff.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  if (!row || row.count <= limit.max) return 0;
  const resetAt = row.windowStart.getTime() + limit.windowSeconds * 1000;
  return Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000));
}
