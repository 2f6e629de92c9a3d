import { like, or, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { rateLimits } from "@/server/db/schema";
import { likePattern } from "@/server/http/request";

export type Limit = { max: number; windowSeconds: number };

/**
 * Limits for the auth endpoints an attacker would hammer. A hard block (429) only ever hits
 * the sender: per IP, and per IP and account together. Per account alone (all IPs) there is
 * no block — anyone who knows an address could then lock its owner out — but a slower path:
 * past `account.max` hits every further request waits `account.delayMs` before it is handled.
 */
export type AuthLimits = { ip: Limit; ipAccount: Limit; account: Limit & { delayMs: number } };

export const authLimits: Record<string, AuthLimits> = {
  "/sign-in/email": {
    ip: { max: 30, windowSeconds: 600 },
    ipAccount: { max: 8, windowSeconds: 600 },
    account: { max: 8, windowSeconds: 600, delayMs: 1500 },
  },
  "/sign-up/email": {
    ip: { max: 20, windowSeconds: 3600 },
    ipAccount: { max: 5, windowSeconds: 3600 },
    account: { max: 5, windowSeconds: 3600, delayMs: 1500 },
  },
  "/request-password-reset": {
    ip: { max: 10, windowSeconds: 3600 },
    ipAccount: { max: 3, windowSeconds: 3600 },
    account: { max: 3, windowSeconds: 3600, delayMs: 1500 },
  },
  "/send-verification-email": {
    ip: { max: 10, windowSeconds: 3600 },
    ipAccount: { max: 3, windowSeconds: 3600 },
    account: { max: 3, windowSeconds: 3600, delayMs: 1500 },
  },
};

// Keys end in the account's e-mail so one reset can lift every limit of that account.
export const limitKeys = {
  ip: (path: string, ip: string) => `ip:${path}:${ip}`,
  ipAccount: (path: string, ip: string, email: string) => `ipacct:${path}:${ip}:${email}`,
  account: (path: string, email: string) => `acct:${path}:${email}`,
};

export type LimitDecision = { retryAfterSeconds: number; delayMs: number };

/** Counts one request and says whether to refuse it (retryAfterSeconds > 0) or to slow it down. */
export async function checkAuthLimits(
  db: Db,
  path: string,
  limits: AuthLimits,
  ip: string,
  email: string,
): Promise<LimitDecision> {
  const waits = [await hit(db, limitKeys.ip(path, ip), limits.ip)];
  let delayMs = 0;
  if (email) {
    waits.push(await hit(db, limitKeys.ipAccount(path, ip, email), limits.ipAccount));
    if ((await hit(db, limitKeys.account(path, email), limits.account)) > 0) delayMs = limits.account.delayMs;
  }
  return { retryAfterSeconds: Math.max(...waits), delayMs };
}

/** A successful password reset proves the owner: every per-account limit of this e-mail ends. */
export async function liftAccountLimits(db: Db, email: string): Promise<void> {
  // likePattern wraps the escaped text in "%…%"; here it must match at the end only.
  const suffix = `:${likePattern(email.trim().toLowerCase()).slice(1, -1)}`;
  await db.delete(rateLimits).where(or(like(rateLimits.key, `ipacct:%${suffix}`), like(rateLimits.key, `acct:%${suffix}`)));
}

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
