import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { Context } from "hono";
import type { Actor } from "./authz";

// The session check without a database round trip (issue 20 item 7, decision 0036). Every
// /api/v1 request resolved its session cookie (session row, user row) and its membership before
// doing its own work: three queries of the four a list request made. The resolved actor is kept
// here for a few seconds, per process.
//
// Why 3 s: a session revoked, a member removed or a role changed in ANOTHER process must stop
// working within 5 s (the hardening issue). In this process it stops at once: every request that
// can change sessions, users or memberships empties the cache (clearOnAccountWrites).

export const SESSION_CACHE_TTL_MS = 3_000;
const MAX_ENTRIES = 10_000;
const SESSION_COOKIES = ["better-auth.session_token", "__Secure-better-auth.session_token"];

export type ResolvedSession = { actor: Actor; sessionId: string; sessionExpiresAt: Date };
/** What a cache keeps: anything that ends with its session. */
type Kept = { sessionExpiresAt: Date };

export class SessionCache<T extends Kept = ResolvedSession> {
  private readonly entries = new Map<string, T & { cachedUntil: number }>();
  // Counts clear()s. A miss resolves from the database while an account write may run; if the
  // write's clear() falls between the miss's reads and its set(), the set would store what the
  // write just changed. The miss notes the generation before its reads and stores only if no
  // clear() came in between.
  private cleared = 0;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly maxEntries = MAX_ENTRIES,
    private readonly now = () => Date.now(),
  ) {}

  /** The entry while it is fresh (within the TTL); an older one is left for {@link expired}. */
  get(key: string): T | undefined {
    const entry = this.alive(key);
    return entry && this.now() < entry.cachedUntil ? entry : undefined;
  }

  /**
   * The entry past its TTL, to be checked again against the database (session.ts) before it is
   * stored anew: what it says was true when it was read, and no account write in this process
   * has happened since (clear() drops every entry).
   */
  expired(key: string): T | undefined {
    const entry = this.alive(key);
    return entry && this.now() >= entry.cachedUntil ? entry : undefined;
  }

  /**
   * What both session checks (session.ts, get-session.ts) ask first: the fresh entry as it is;
   * one past its TTL only if `recheck` confirms it against the database — then it is stored anew
   * for another TTL (unless an account write cleared the cache meanwhile). Undefined otherwise:
   * the caller resolves the session itself and may set() what it read, with the generation it
   * took before reading. A fresh hit is not stored again: that would stretch the 3 s in which
   * another process's revocation lands.
   */
  async recall(key: string, recheck: (entry: T) => Promise<boolean>): Promise<T | undefined> {
    const fresh = this.get(key);
    if (fresh) return fresh;
    const generation = this.cleared;
    const expired = this.expired(key);
    if (!expired || !(await recheck(expired))) return undefined;
    this.set(key, expired, generation);
    return expired;
  }

  /** The entry unless its session has ended (then it is dropped). */
  private alive(key: string): (T & { cachedUntil: number }) | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() >= entry.sessionExpiresAt.getTime()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** A mark to pass to set(): taken before the database is read. */
  get generation() {
    return this.cleared;
  }

  /** Stores the entry, unless the cache was cleared since `generation` was taken. */
  set(key: string, value: T, generation = this.cleared) {
    if (generation !== this.cleared) return;
    this.entries.delete(key);
    // A Map iterates in insertion order: the first key is the oldest entry.
    while (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { ...value, cachedUntil: this.now() + this.ttlMs });
  }

  clear() {
    this.cleared++;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}

/**
 * The cache key of a request: its (signed) session cookie and what the answer depends on besides
 * (the workspace it names; for get-session its query string); undefined without a session cookie
 * (nothing to cache, better-auth answers that itself).
 */
export function sessionCacheKey(c: Context, scope: string | undefined): string | undefined {
  for (const name of SESSION_COOKIES) {
    const value = getCookie(c, name);
    if (value) return `${name}=${value}|${scope ?? ""}`;
  }
  return undefined;
}

/** Requests after which a cached actor may be wrong: sign-in/out, password, e-mail, members, roles, deletion. */
function changesAccounts(method: string, path: string): boolean {
  if (path.startsWith("/api/auth/")) return !(path === "/api/auth/get-session" && (method === "GET" || method === "HEAD"));
  if (method === "GET" || method === "HEAD") return false;
  return ["/api/v1/me", "/api/v1/workspace", "/api/v1/invitations"].some((p) => path === p || path.startsWith(`${p}/`));
}

/** Empties the caches before and after such a request (after: what it changed; before: what raced it). */
export function clearOnAccountWrites(...caches: { clear(): void }[]) {
  const clear = () => caches.forEach((cache) => cache.clear());
  return createMiddleware(async (c, next) => {
    if (!changesAccounts(c.req.method, c.req.path)) return next();
    clear();
    try {
      await next();
    } finally {
      clear();
    }
  });
}
