import { describe, expect, it } from "vitest";
import { SessionCache, type ResolvedSession } from "./session-cache";

const entry = (expiresInMs: number, now: number): ResolvedSession => ({
  actor: { userId: "u", workspaceId: "w", role: "admin" },
  sessionId: "s",
  sessionExpiresAt: new Date(now + expiresInMs),
});

describe("SessionCache", () => {
  it("answers for ttlMs, then offers the entry only as expired, to be checked again", () => {
    let now = 1_000;
    const cache = new SessionCache(3_000, 10, () => now);
    cache.set("a", entry(60_000, now));
    now += 2_999;
    expect(cache.get("a")?.sessionId).toBe("s");
    expect(cache.expired("a")).toBeUndefined();
    now += 1;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.expired("a")?.sessionId).toBe("s");
    cache.set("a", cache.expired("a")!);
    expect(cache.get("a")?.sessionId).toBe("s");
  });

  it("never serves an entry past its session's expiry, not even as expired", () => {
    let now = 1_000;
    const cache = new SessionCache(3_000, 10, () => now);
    cache.set("a", entry(5_000, now));
    now += 5_000;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.expired("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("offers nothing as expired after clear()", () => {
    let now = 1_000;
    const cache = new SessionCache(3_000, 10, () => now);
    cache.set("a", entry(60_000, now));
    now += 3_000;
    cache.clear();
    expect(cache.expired("a")).toBeUndefined();
  });

  it("holds at most maxEntries, dropping the oldest", () => {
    const now = 1_000;
    const cache = new SessionCache(3_000, 3, () => now);
    for (const k of ["a", "b", "c", "d"]) cache.set(k, entry(60_000, now));
    expect(cache.size).toBe(3);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("d")).toBeDefined();
  });

  it("does not store what was read before a clear()", () => {
    const now = 1_000;
    const cache = new SessionCache(3_000, 10, () => now);
    const before = cache.generation;
    cache.clear(); // an account write ran while the miss read the database
    cache.set("a", entry(60_000, now), before);
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", entry(60_000, now), cache.generation);
    expect(cache.get("a")).toBeDefined();
  });

  it("recall(): a fresh entry without a recheck; an expired one only when the recheck confirms it, then fresh again", async () => {
    let now = 1_000;
    const cache = new SessionCache(3_000, 10, () => now);
    const rechecked: string[] = [];
    const recheck = (answer: boolean) => async (e: ResolvedSession) => (rechecked.push(e.sessionId), answer);
    expect(await cache.recall("a", recheck(true))).toBeUndefined();
    cache.set("a", entry(60_000, now));
    expect((await cache.recall("a", recheck(true)))?.sessionId).toBe("s");
    expect(rechecked).toEqual([]);
    now += 3_000;
    expect(await cache.recall("a", recheck(false))).toBeUndefined();
    expect((await cache.recall("a", recheck(true)))?.sessionId).toBe("s");
    expect(rechecked).toEqual(["s", "s"]);
    now += 2_999; // stored anew at the confirming recall: still fresh
    expect(cache.get("a")?.sessionId).toBe("s");
  });

  it("recall(): an entry confirmed while an account write cleared the cache is answered once, not stored", async () => {
    let now = 1_000;
    const cache = new SessionCache(3_000, 10, () => now);
    cache.set("a", entry(60_000, now));
    now += 3_000;
    const kept = cache.expired("a");
    expect(await cache.recall("a", async () => (cache.clear(), true))).toBe(kept);
    expect(cache.size).toBe(0);
  });

  it("clear() forgets everything", () => {
    const cache = new SessionCache();
    cache.set("a", entry(60_000, Date.now()));
    cache.clear();
    expect(cache.get("a")).toBeUndefined();
  });
});
