import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships, session, user as userTable } from "@/server/db/schema";
import { SESSION_CACHE_TTL_MS } from "@/server/session-cache";
import { SESSION_MAX_AGE_SECONDS } from "@/shared/auth-constants";
import { client, createUser, PASSWORD, signIn } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { createTeam } from "../factories/api";

// Decision 0036: the session check (and GET /api/auth/get-session's answer) is cached for 3 s per
// process. In the process that revokes a session or changes a membership it takes effect at once;
// a revocation the cache cannot see (another process, here: the row deleted in the database)
// within 5 s.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const deleteSessions = (userId: string) => app.database.db.delete(session).where(eq(session.userId, userId));

describe("the session check's cache", () => {
  it("is used: a session deleted behind the app's back still answers during the TTL, and stops within 5 s", async () => {
    const user = await createUser(app);
    expect((await user.api.get("/api/v1/properties")).status).toBe(200);
    await deleteSessions(user.userId);
    // Within the TTL the cached actor answers: no database round trip for the session.
    expect((await user.api.get("/api/v1/properties")).status).toBe(200);
    const deletedAt = performance.now();
    // Requests all along must not extend the entry.
    await expect.poll(async () => (await user.api.get("/api/v1/properties")).status, { timeout: 5_000, interval: 100 }).toBe(401);
    const took = performance.now() - deletedAt;
    expect(took).toBeLessThan(5_000);
    expect(took).toBeGreaterThan(SESSION_CACHE_TTL_MS / 2);
  });

  it("a sign-out stops the cookie at once in the same process", async () => {
    const user = await createUser(app);
    expect((await user.api.get("/api/v1/properties")).status).toBe(200);
    expect((await user.api.post("/api/auth/sign-out")).status).toBe(200);
    expect((await client(app, user.cookie).get("/api/v1/properties")).status).toBe(401);
  });

  it("a password change that revokes the other sessions stops them at once", async () => {
    const user = await createUser(app);
    const other = await client(app).post("/api/auth/sign-in/email", { email: user.email, password: PASSWORD });
    const otherCookie = other.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="))!.split(";")[0]!;
    expect((await client(app, otherCookie).get("/api/v1/properties")).status).toBe(200);
    const changed = await user.api.post("/api/auth/change-password", { currentPassword: PASSWORD, newPassword: "Neues-Sicheres-Passwort-2", revokeOtherSessions: true });
    expect(changed.status).toBe(200);
    expect((await client(app, otherCookie).get("/api/v1/properties")).status).toBe(401);
  });

  it("a device signed out in the settings stops at once", async () => {
    const user = await createUser(app);
    const otherCookie = await signIn(app, user.email, PASSWORD);
    const other = client(app, otherCookie);
    expect((await other.get("/api/v1/properties")).status).toBe(200);
    const sessions = await user.api.get<{ id: string; current: boolean }[]>("/api/v1/me/sessions");
    const device = sessions.body.find((s) => !s.current)!;
    expect((await user.api.delete(`/api/v1/me/sessions/${device.id}`)).status).toBe(204);
    expect((await other.get("/api/v1/properties")).status).toBe(401);
    // And „alle anderen abmelden“.
    const thirdCookie = await signIn(app, user.email, PASSWORD);
    expect((await client(app, thirdCookie).get("/api/v1/properties")).status).toBe(200);
    expect((await user.api.delete("/api/v1/me/sessions")).status).toBe(200);
    expect((await client(app, thirdCookie).get("/api/v1/properties")).status).toBe(401);
    expect((await user.api.get("/api/v1/properties")).status).toBe(200);
  });

  it("a removed member and a changed role take effect at once", async () => {
    const team = await createTeam(app);
    expect((await team.as.editor.post("/api/v1/tenants", { firstName: "Erika", lastName: "Muster" })).status).toBe(201);
    expect((await team.as.admin.patch(`/api/v1/workspace/members/${team.editor.userId}`, { role: "viewer" })).status).toBe(200);
    expect((await team.as.editor.post("/api/v1/tenants", { firstName: "Erika", lastName: "Muster" })).status).toBe(403);
    expect((await team.as.viewer.get("/api/v1/properties")).status).toBe(200);
    expect((await team.as.admin.delete(`/api/v1/workspace/members/${team.viewer.userId}`)).status).toBe(204);
    expect((await team.as.viewer.get("/api/v1/properties")).status).toBe(404);
  });

  it("a membership removed behind the app's back stops within 5 s", async () => {
    const team = await createTeam(app);
    expect((await team.as.viewer.get("/api/v1/properties")).status).toBe(200);
    await app.database.db.delete(memberships).where(eq(memberships.userId, team.viewer.userId));
    const removedAt = performance.now();
    await expect.poll(async () => (await team.as.viewer.get("/api/v1/properties")).status, { timeout: 5_000, interval: 100 }).toBe(404);
    expect(performance.now() - removedAt).toBeLessThan(5_000);
  });

  it("a role changed behind the app's back takes effect within 5 s", async () => {
    const team = await createTeam(app);
    expect((await team.as.editor.post("/api/v1/tenants", { firstName: "Erika", lastName: "Muster" })).status).toBe(201);
    await app.database.db.update(memberships).set({ role: "viewer" }).where(eq(memberships.userId, team.editor.userId));
    const changedAt = performance.now();
    await expect.poll(async () => (await team.as.editor.post("/api/v1/tenants", { firstName: "Erika", lastName: "Muster" })).status, { timeout: 5_000, interval: 100 }).toBe(403);
    expect(performance.now() - changedAt).toBeLessThan(5_000);
  });

  it("after the TTL a session due for renewal goes through better-auth, which renews it", async () => {
    const user = await createUser(app);
    expect((await user.api.get("/api/v1/properties")).status).toBe(200);
    // As if the last renewal was two days ago: better-auth renews after one (updateAge).
    const dueAt = new Date(Date.now() + (SESSION_MAX_AGE_SECONDS - 2 * 24 * 60 * 60) * 1_000);
    await app.database.db.update(session).set({ expiresAt: dueAt }).where(eq(session.userId, user.userId));
    const expiry = async () => (await app.database.db.select({ at: session.expiresAt }).from(session).where(eq(session.userId, user.userId)))[0]!.at.getTime();
    await expect
      .poll(
        async () => {
          expect((await user.api.get("/api/v1/properties")).status).toBe(200);
          return (await expiry()) - dueAt.getTime();
        },
        { timeout: 5_000, interval: 200 },
      )
      .toBeGreaterThan(24 * 60 * 60 * 1_000);
  });
});

describe("GET /api/auth/get-session's cache", () => {
  type Answer = { session: { id: string }; user: { name: string } } | null;
  const getSession = async (cookie: string) => {
    const res = await client(app, cookie).get<Answer>("/api/auth/get-session");
    expect(res.status).toBe(200);
    return res;
  };
  /** Counts the requests that reach better-auth's handler. */
  function countBetterAuth() {
    const original = app.auth.handler;
    const counter = { calls: 0, restore: () => (app.auth.handler = original) };
    app.auth.handler = (req: Request) => {
      counter.calls++;
      return original(req);
    };
    return counter;
  }

  it("answers what better-auth answers: from memory during the TTL, after it with one check instead of better-auth", async () => {
    const user = await createUser(app);
    const counter = countBetterAuth();
    try {
      const first = await getSession(user.cookie);
      expect(counter.calls).toBe(1);
      expect(first.body!.user.name).toBe(user.email);
      const second = await getSession(user.cookie);
      expect(second.body).toEqual(first.body);
      expect(second.headers.get("content-type")).toBe(first.headers.get("content-type"));
      expect(counter.calls).toBe(1);
      await new Promise((r) => setTimeout(r, SESSION_CACHE_TTL_MS + 100));
      expect((await getSession(user.cookie)).body).toEqual(first.body);
      expect(counter.calls).toBe(1);
      // Another request's query string is another answer (better-auth reads options from it).
      expect((await client(app, user.cookie).get<Answer>("/api/auth/get-session?disableRefresh=true")).body).toEqual(first.body);
      expect(counter.calls).toBe(2);
    } finally {
      counter.restore();
    }
  });

  it("a session deleted behind the app's back answers null within 5 s", async () => {
    const user = await createUser(app);
    expect((await getSession(user.cookie)).body).not.toBeNull();
    await deleteSessions(user.userId);
    const deletedAt = performance.now();
    await expect.poll(async () => (await getSession(user.cookie)).body, { timeout: 5_000, interval: 100 }).toBeNull();
    expect(performance.now() - deletedAt).toBeLessThan(5_000);
  });

  it("a name changed behind the app's back shows within 5 s; one changed in the app and a sign-out at once", async () => {
    const user = await createUser(app);
    expect((await getSession(user.cookie)).body!.user.name).toBe(user.email);
    await app.database.db.update(userTable).set({ name: "Erika Hinterrücks", updatedAt: new Date() }).where(eq(userTable.id, user.userId));
    await expect.poll(async () => (await getSession(user.cookie)).body!.user.name, { timeout: 5_000, interval: 100 }).toBe("Erika Hinterrücks");
    expect((await user.api.put("/api/v1/me/profile", { firstName: "Erika", lastName: "Mustermann" })).status).toBe(200);
    expect((await getSession(user.cookie)).body!.user.name).toBe("Erika Mustermann");
    // A sign-out in the same process answers null at once.
    expect((await user.api.post("/api/auth/sign-out")).status).toBe(200);
    expect((await getSession(user.cookie)).body).toBeNull();
  });
});
