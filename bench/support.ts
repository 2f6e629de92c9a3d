// Helpers every database benchmark shares: a seeded PRNG, the scratch database (PGlite in
// memory, or a fresh PostgreSQL database next to BENCH_DATABASE_URL, dropped at the end
// unless BENCH_KEEP=1), the app on a free port with a signed-in account, batched inserts,
// percentiles and a GET that survives one reset keep-alive socket.
import { serve, type ServerType } from "@hono/node-server";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import { eq } from "drizzle-orm";
import { createApp } from "../src/server/app.js";
import { createAuth } from "../src/server/auth.js";
import { openPglite, openPostgres, type Database } from "../src/server/db/client.js";
import { migrateDatabase } from "../src/server/db/migrate.js";
import { user } from "../src/server/db/schema/index.js";
import type { Mailer } from "../src/server/mail.js";
import { createDocumentStores } from "../src/server/storage/index.js";

/** Rows per insert statement while seeding. */
export const BATCH = 1_000;

export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function openDatabase(): Promise<{ database: Database; label: string; drop: () => Promise<void> }> {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) {
    const database = await openPglite({});
    await migrateDatabase(database);
    return { database, label: "PGlite (in memory)", drop: async () => {} };
  }
  const pg = (await import("pg")).default;
  // BENCH_REUSE_DATABASE: a database kept by an earlier run (BENCH_KEEP=1), measured again without seeding.
  const reuse = process.env.BENCH_REUSE_DATABASE;
  const name = reuse ?? `hausbuch_bench_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  if (!reuse) await admin.query(`create database ${name}`);
  const version = (await admin.query("show server_version")).rows[0].server_version as string;
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  await migrateDatabase(database, url.toString());
  return {
    database,
    label: `PostgreSQL ${version} (database ${name}${reuse ? ", reused" : ""})`,
    drop: async () => {
      if (reuse || process.env.BENCH_KEEP === "1") return console.log(`\nKept database ${name} (BENCH_KEEP=1): drop it with  drop database ${name} with (force)`);
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

/** A keep-alive socket the server closed while we were seeding answers ECONNRESET once: retry. */
export async function get(target: string, cookie: string, retry = true): Promise<Response> {
  try {
    return await fetch(target, { headers: { Cookie: cookie } });
  } catch (err) {
    if (!retry) throw err;
    return get(target, cookie, false);
  }
}

/**
 * The app in this process on a free port of 127.0.0.1, as the database benches measure it: mail
 * goes to `onMail` (or nowhere), receipts into the database (nothing written outside it).
 */
export async function startBenchApp(database: Database, onMail: (text: string) => void = () => {}): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const mailer: Mailer = { kind: "outbox", send: async (m) => onMail(m.text) };
  const auth = createAuth({ db: database.db, mailer, baseUrl: url, secret: "bench-secret-0123456789-0123456789-abcdef", log: () => {} });
  const documents = createDocumentStores({ current: "database", dataDir: os.tmpdir() });
  const app = createApp({ database, documents, auth, mailer, baseUrl: url, authSecretSet: true });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => resolve(s));
  });
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Holds no address's local part (better-auth refuses a password that contains it). */
const BENCH_PASSWORD = "Messlauf-Kennwort-7";

/**
 * A verified account with a workspace of its own, signed in over HTTP like the browser: its
 * session cookie. On a reused database (BENCH_REUSE_DATABASE) the address exists already and
 * the sign-up is refused; signing in still works.
 */
export async function benchAccount(url: string, database: Database, email: string): Promise<{ cookie: string; workspaceId: string }> {
  const headers = { "Content-Type": "application/json", Origin: url };
  const signUp = await fetch(`${url}/api/auth/sign-up/email`, { method: "POST", headers, body: JSON.stringify({ email, password: BENCH_PASSWORD, name: email.split("@")[0] }) });
  await database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, { method: "POST", headers, body: JSON.stringify({ email, password: BENCH_PASSWORD }) });
  const cookie = signIn.headers
    .getSetCookie()
    .find((c) => c.startsWith("better-auth.session_token="))
    ?.split(";")[0];
  if (!cookie) throw new Error(`Anmeldung ${email}: ${signIn.status} (Registrierung: ${signUp.status} ${await signUp.text()})`);
  const me = (await (await get(`${url}/api/v1/me`, cookie)).json()) as { workspace: { id: string } };
  return { cookie, workspaceId: me.workspace.id };
}

/** Resident memory of a process in MB, from /proc (Linux). */
export const rssMb = (pid: number): number => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
