import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkFromOutbox } from "../e2e/support/outbox";
import { startServer, type RunningServer } from "../e2e/support/server";
import { propertyPayload } from "../factories/portfolio";
import { client, PASSWORD, sessionCookie, uniqueEmail } from "../helpers/http";
import { adminUrl, databaseUrl } from "../helpers/pg-urls";
import { dbMode } from "../helpers/test-db";

// Issue 20, item 6: two app processes on one PostgreSQL behind a proxy, as README describes
// (one DATABASE_URL, one AUTH_SECRET, TRUST_PROXY=true). Sessions, verification tokens, rate
// limits, versions and receipts live in the database, so a request may land on either process.
// Each process has its own DATA_DIR: nothing the test relies on is shared outside the database.
// PGlite is one process by design (its data directory is locked, process.test.ts): PostgreSQL leg only.
const postgres = dbMode() === "postgres";
const AUTH_SECRET = crypto.randomBytes(32).toString("hex");
const dbName = `hausbuch_two_${crypto.randomBytes(6).toString("hex")}`;
let a: RunningServer;
let b: RunningServer;

async function admin(query: string) {
  const pg = (await import("pg")).default;
  const c = new pg.Client({ connectionString: adminUrl(process.env.TEST_DATABASE_URL!) });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

describe.skipIf(!postgres)("two app processes on one PostgreSQL (PostgreSQL leg)", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    // An empty database: both processes migrate it at the same moment (the advisory lock in migrate.ts).
    await admin(`create database ${dbName}`);
    const url = databaseUrl(process.env.TEST_DATABASE_URL!, dbName);
    const env = { DATABASE_URL: url, AUTH_SECRET, TRUST_PROXY: "true", SERVE_WEB: "false", NODE_ENV: "test", BACKUP_KEEP: "0" };
    const dir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `hausbuch-${name}-`));
    [a, b] = await Promise.all([startServer({ dataDir: dir("a"), env }), startServer({ dataDir: dir("b"), env })]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    for (const s of [a, b]) if (s) fs.rmSync(s.dataDir, { recursive: true, force: true });
    if (postgres) await admin(`drop database if exists ${dbName} with (force)`);
  });

  it("a session, a link, a write and a sign-out made on one process hold on the other (the sign-out within 5 s)", async () => {
    const email = uniqueEmail("zwei");
    const signUp = await client(a).post("/api/auth/sign-up/email", { email, password: PASSWORD, name: email, firstName: "Zwei", lastName: "Prozesse" });
    expect(signUp.status).toBe(200);
    // The link process A mailed is opened on process B.
    const link = new URL(await linkFromOutbox(a.dataDir, email));
    expect((await fetch(`${b.url}${link.pathname}${link.search}`, { redirect: "manual" })).status).toBe(302);

    const signedIn = await client(b).post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    const cookie = sessionCookie(signedIn.headers);
    const onA = client(a, cookie);
    const onB = client(b, cookie);
    expect((await onA.get("/api/v1/me")).status).toBe(200);
    // A keeps this answer for a few seconds (features/auth/get-session.ts).
    expect((await onA.get<{ user: { email: string } } | null>("/api/auth/get-session")).body?.user.email).toBe(email);

    const created = await onA.post<{ id: string; version: number }>("/api/v1/properties", propertyPayload({ name: "Zwei-Prozess-Haus" }));
    expect(created.status).toBe(201);
    const list = await onB.get<{ items: { id: string }[] }>("/api/v1/properties");
    expect(list.body.items.map((p) => p.id)).toContain(created.body.id);

    // The same version sent to both processes at once: one update wins, the other is stale.
    const patch = (api: typeof onA, name: string) => api.patch(`/api/v1/properties/${created.body.id}`, { ...propertyPayload({ name }), version: created.body.version });
    const answers = await Promise.all([patch(onA, "Haus A"), patch(onB, "Haus B")]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);

    // Signed out on B: the same cookie stops working on A within 5 s (A may answer from its
    // short session caches until then, decision 0036), and on B at once — /api/v1 and get-session.
    expect((await onA.get("/api/auth/get-session")).body).not.toBeNull();
    expect((await onB.post("/api/auth/sign-out")).status).toBe(200);
    expect((await onB.get("/api/v1/me")).status).toBe(401);
    expect((await onB.get("/api/auth/get-session")).body).toBeNull();
    const signedOutAt = performance.now();
    await expect.poll(async () => (await onA.get("/api/v1/me")).status, { timeout: 5_000, interval: 200 }).toBe(401);
    await expect.poll(async () => (await onA.get("/api/auth/get-session")).body, { timeout: 5_000, interval: 200 }).toBeNull();
    expect(performance.now() - signedOutAt).toBeLessThan(5_000);
  });

  it("failed sign-ins count across both processes", async () => {
    const email = uniqueEmail("limit");
    // Sign-in's limit per IP and address (features/auth/rate-limit.ts): 8 per 10 minutes, counted
    // in the database. From one IP, alternating processes, the ninth try is refused as on one process.
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await client(server).post("/api/auth/sign-in/email", { email, password: "falsch-falsch-1" }, { "X-Forwarded-For": "203.0.113.7" });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
  });
});
