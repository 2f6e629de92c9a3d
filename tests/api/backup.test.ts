import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKUP_FORMAT } from "@/server/backup/format";
import { writeBackup, type BackupResult } from "@/server/backup/dump";
import { appLevel } from "@/server/backup/migrations";
import { holdServerPresence } from "@/server/backup/presence";
import { restoreBackup, type RestoreTarget } from "@/server/backup/restore";
import { pruneAutomaticBackups, takeDueBackup } from "@/server/backup/schedule";
import { openPglite, openPostgres, type Database, type Db } from "@/server/db/client";
import { processStartTime } from "@/server/db/lock";
import { rowsOf } from "@/server/db/rows";
import { backupMessages } from "@/shared/messages/backup";
import { startServer } from "../e2e/support/server";
import { expectStatus, createTeam, type Team } from "../factories/api";
import { linePayload } from "../factories/bookings";
import { seedWorkspace } from "../factories/rich-workspace";
import { client, PASSWORD, signIn } from "../helpers/http";
import { adminUrl, databaseUrl } from "../helpers/pg-urls";
import { dbMode } from "../helpers/test-db";
import { startTestApp, type TestApp } from "../helpers/test-app";

// Issue 13, backup and restore: a workspace with rows in (nearly) every table is backed up,
// restored into a fresh database — a new PGlite data directory, or a new PostgreSQL database
// with TEST_DATABASE_URL — and every table, sequence and receipt file compared row by row.
// Then the refusals (a running server, a newer app version, a damaged file: nothing changes),
// the daily schedule, and the two npm commands against a real running server.

const postgres = dbMode() === "postgres";
const tempDirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
};

/** A new, really empty restore target: a data directory, and with PostgreSQL a new database. */
type Target = { target: RestoreTarget; dataDir: string; open(): Promise<Database>; drop(): Promise<void> };
const targets: Target[] = [];

async function freshTarget(): Promise<Target> {
  const dataDir = tempDir("hausbuch-restore-");
  if (!postgres) {
    const target: Target = { target: { kind: "pglite", dataDir }, dataDir, open: () => openPglite({ dataDir: path.join(dataDir, "pglite") }), drop: async () => {} };
    targets.push(target);
    return target;
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `hausbuch_r_${crypto.randomBytes(6).toString("hex")}`;
  const pg = (await import("pg")).default;
  const admin = new pg.Client({ connectionString: adminUrl(base) });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = databaseUrl(base, name);
  const target: Target = {
    target: { kind: "postgres", url, dataDir },
    dataDir,
    open: () => openPostgres(url, { max: 2 }),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl(base) });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
  targets.push(target);
  return target;
}

/** Opens the target, runs `fn`, closes it again (a PGlite directory has one user at a time). */
async function withTarget<T>(target: Target, fn: (db: Db) => Promise<T>): Promise<T> {
  const database = await target.open();
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

type Snapshot = { tables: Record<string, string[]>; sequences: Record<string, string>; migrations: string[] };

/**
 * Every table of the public schema, each row in the database's own text form (`t::text`, all
 * columns, generated ones too) in primary-key order; the sequences; drizzle's bookkeeping.
 * Written against the catalog here, not with the code under test.
 */
async function snapshot(db: Db): Promise<Snapshot> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw("set local timezone = 'UTC'"));
    await tx.execute(sql.raw("set local datestyle = 'ISO, YMD'"));
    const tables = rowsOf<{ name: string; pk: string | null }>(
      await tx.execute(sql`
        select c.relname as name,
          (select string_agg(quote_ident(a.attname), ', ' order by k.ord) from pg_index i
             cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
             join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
           where i.indrelid = c.oid and i.indisprimary) as pk
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by c.relname`),
    );
    const out: Snapshot = { tables: {}, sequences: {}, migrations: [] };
    for (const { name, pk } of tables) {
      const rows = rowsOf<{ r: string }>(await tx.execute(sql.raw(`select t::text as r from ${quote(name)} t order by ${pk ?? "t::text"}`)));
      out.tables[name] = rows.map((r) => r.r);
    }
    const sequences = rowsOf<{ name: string }>(
      await tx.execute(sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'S'`),
    );
    for (const { name } of sequences) {
      const [state] = rowsOf<{ v: string }>(await tx.execute(sql.raw(`select last_value::text || '/' || is_called::text as v from ${quote(name)}`)));
      out.sequences[name] = state!.v;
    }
    out.migrations = rowsOf<{ m: string }>(await tx.execute(sql`select hash || '@' || created_at::text as m from drizzle.__drizzle_migrations order by created_at`)).map((r) => r.m);
    return out;
  });
}
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every file under `dir`, relative, with its SHA-256. */
function filesOf(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  const out: Record<string, string> = {};
  for (const rel of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const file = path.join(dir, rel);
    if (fs.statSync(file).isFile()) out[rel] = crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");
  }
  return out;
}

let app: TestApp;
let team: Team;
let backup: BackupResult;
let source: Snapshot;
let restored: Target;

beforeAll(async () => {
  app = await startTestApp();
  team = await createTeam(app);
  await seedWorkspace(app, team);
  source = await snapshot(app.database.db);
}, 180_000);

afterAll(async () => {
  await app?.close();
  for (const t of targets) await t.drop().catch(() => {});
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe(`backup and restore (${postgres ? "PostgreSQL" : "PGlite"})`, { timeout: 180_000 }, () => {
  it("the seeded workspace fills nearly every table", () => {
    const empty = Object.entries(source.tables).filter(([, rows]) => rows.length === 0).map(([name]) => name);
    const filled = Object.keys(source.tables).length - empty.length;
    // Left empty: receipt_blobs (folder storage here) and tables of features still under way.
    expect(filled / Object.keys(source.tables).length, `leer: ${empty.join(", ")}`).toBeGreaterThanOrEqual(0.85);
    const expected = ["user", "session", "account", "verification", "profiles", "workspaces", "memberships", "properties", "units", "rooms", "tenants", "rental_contracts"];
    expected.push("loans", "loan_special_repayments", "bookings", "booking_lines", "receipts", "bank_accounts", "bank_account_properties", "bank_transactions", "meters", "meter_readings");
    expected.push("property_figures", "booking_counts", "booking_line_sums", "contract_account_stamps", "tax_year_versions", "closed_tax_years", "datev_settings", "audit_log");
    for (const table of expected) {
      expect(source.tables[table]?.length ?? 0, table).toBeGreaterThan(0);
    }
  });

  it("writes a private, timestamped backup while the app keeps answering, and restores it row by row into a fresh database", async () => {
    const writing = writeBackup({ database: app.database, dataDir: app.dataDir, now: new Date("2025-06-01T03:04:05.678Z") });
    // The app keeps serving during the backup (on PGlite a query waits for the snapshot's end).
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
    backup = await writing;
    expect(backup.file).toBe(path.join(app.dataDir, "backups", "hausbuch-2025-06-01T03-04-05-678Z.backup.ndjson.gz"));
    expect(fs.statSync(backup.file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(path.join(app.dataDir, "backups"))).toEqual([path.basename(backup.file)]); // no .partial left
    expect(backup.tables).toBe(Object.keys(source.tables).length);
    expect(backup.rows).toBe(Object.values(source.tables).reduce((n, rows) => n + rows.length, 0));
    expect(backup.files).toBe(3); // two receipts and the photo of a meter reading
    expect(backup.missingFiles).toBe(0);
    const header = JSON.parse(gunzipSync(fs.readFileSync(backup.file)).toString("utf8").split("\n")[0]!);
    expect(header).toMatchObject({ format: BACKUP_FORMAT, version: 1, migration: appLevel(), database: postgres ? "postgres" : "pglite" });

    restored = await freshTarget();
    const result = await restoreBackup({ file: backup.file, target: restored.target });
    expect(result).toMatchObject({ tables: backup.tables, rows: backup.rows, files: backup.files, previous: null });
    const copy = await withTarget(restored, snapshot);
    expect(Object.keys(copy.tables)).toEqual(Object.keys(source.tables));
    for (const table of Object.keys(source.tables)) expect(copy.tables[table], table).toEqual(source.tables[table]);
    expect(copy.sequences).toEqual(source.sequences);
    expect(copy.migrations).toEqual(source.migrations);
    expect(filesOf(path.join(restored.dataDir, "receipts"))).toEqual(filesOf(path.join(app.dataDir, "receipts")));
    expect(Object.keys(filesOf(path.join(restored.dataDir, "receipts")))).toHaveLength(3);
  });

  it("a damaged or cut-off file is refused in German and changes nothing", async () => {
    const bytes = fs.readFileSync(backup.file);
    const before = await withTarget(restored, snapshot);
    const dir = tempDir("hausbuch-damaged-");
    const lines = gunzipSync(bytes).toString("utf8").split("\n");
    const uuid = /"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"/;
    const rowLine = lines.findIndex((l, i) => i > 0 && l.startsWith("[") && uuid.test(l)); // a row with an id
    const cases: Array<[string, Buffer, RegExp]> = [
      ["abgeschnitten.gz", bytes.subarray(0, Math.floor(bytes.length * 0.6)), /abgeschnitten/],
      ["kippbit.gz", Buffer.from(bytes.map((b, i) => (i === Math.floor(bytes.length / 2) ? b ^ 0xff : b))), /beschädigt/],
      ["ohne-schluss.gz", gzipSync(lines.slice(0, -2).join("\n")), /endet vor ihrem Schluss/],
      ["falscher-wert.gz", gzipSync(lines.map((l, i) => (i === rowLine ? l.replace(uuid, '"kein-uuid"') : l)).join("\n")), /lehnt einen Wert ab/],
      ["zeile-fehlt.gz", gzipSync(lines.filter((_, i) => i !== rowLine).join("\n")), /unvollständig/],
      ["kein-backup.gz", gzipSync("hallo\n"), /keine Hausbuch-Sicherung/],
      ["kein-gzip.txt", Buffer.from("{}\n"), /keine Hausbuch-Sicherung/],
    ];
    for (const [name, content, message] of cases) {
      const file = path.join(dir, name);
      fs.writeFileSync(file, content);
      const attempt = restoreBackup({ file, target: restored.target, replace: true });
      await expect(attempt, name).rejects.toThrow(message);
      await attempt.catch((err: Error) => {
        if (!/keine Hausbuch-Sicherung/.test(err.message)) expect(err.message, name).toMatch(/Es wurde nichts verändert\.$/);
      });
    }
    expect(await withTarget(restored, snapshot)).toEqual(before);
    // Nothing moved aside, no staging folder left behind.
    expect(fs.readdirSync(restored.dataDir).filter((n) => n.includes("wiederherstellung"))).toEqual([]);
  });

  it("refuses a backup of a newer app version (and an unknown level), naming both levels", async () => {
    const lines = gunzipSync(fs.readFileSync(backup.file)).toString("utf8").split("\n");
    const header = JSON.parse(lines[0]!);
    const dir = tempDir("hausbuch-newer-");
    const newer = path.join(dir, "neuer.gz");
    fs.writeFileSync(newer, gzipSync([JSON.stringify({ ...header, migration: { tag: "9999_zukunft", when: header.migration.when + 1 } }), ...lines.slice(1)].join("\n")));
    const fresh = await freshTarget();
    await expect(restoreBackup({ file: newer, target: fresh.target })).rejects.toThrow(backupMessages.restoreMigrationNewer("9999_zukunft", appLevel().tag));
    const unknown = path.join(dir, "unbekannt.gz");
    fs.writeFileSync(unknown, gzipSync([JSON.stringify({ ...header, migration: { tag: "0000_anders", when: 1 } }), ...lines.slice(1)].join("\n")));
    await expect(restoreBackup({ file: unknown, target: fresh.target })).rejects.toThrow(backupMessages.restoreMigrationUnknown("0000_anders"));
    const format = path.join(dir, "format.gz");
    fs.writeFileSync(format, gzipSync([JSON.stringify({ ...header, version: 2 }), ...lines.slice(1)].join("\n")));
    await expect(restoreBackup({ file: format, target: fresh.target })).rejects.toThrow(backupMessages.restoreFormatNewer(2));
    // Nothing was created: no data folder, and on PostgreSQL no table.
    expect(fs.readdirSync(fresh.dataDir)).toEqual([]);
    if (postgres) await withTarget(fresh, async (db) => expect(rowsOf(await db.execute(sql`select 1 from pg_tables where schemaname = 'public'`))).toEqual([]));
  });

  it.runIf(!postgres)("refuses while a server holds the data directory (PGlite: its lock file)", async () => {
    const fresh = await freshTarget();
    const other = spawn("sleep", ["30"]);
    try {
      fs.writeFileSync(path.join(fresh.dataDir, "hausbuch.lock"), `${other.pid} ${processStartTime(other.pid!)}\n`);
      await expect(restoreBackup({ file: backup.file, target: fresh.target })).rejects.toThrow(backupMessages.restoreServerRunningPglite(other.pid!, fresh.dataDir));
      expect(fs.readdirSync(fresh.dataDir)).toEqual(["hausbuch.lock"]);
    } finally {
      other.kill();
    }
  });

  it.runIf(postgres)("refuses while a server is connected (PostgreSQL: its advisory lock), and a used database without --replace", async () => {
    const url = (restored.target as { url: string }).url;
    const logs: string[] = [];
    const presence = await holdServerPresence(url, (l) => logs.push(l));
    try {
      await expect(restoreBackup({ file: backup.file, target: restored.target, replace: true })).rejects.toThrow(backupMessages.restoreServerRunningPostgres);
    } finally {
      await presence.release();
    }
    await expect(restoreBackup({ file: backup.file, target: restored.target })).rejects.toThrow(backupMessages.restoreDatabaseNotEmpty);
    // With --replace the same backup replaces it, and the result is the source again.
    await restoreBackup({ file: backup.file, target: restored.target, replace: true });
    const copy = await withTarget(restored, snapshot);
    expect(copy).toEqual(source);
    expect(logs).toEqual([]);
  });

  it.runIf(postgres)("a PostgreSQL backup restores into PGlite as well (moving an instance between the databases)", async () => {
    const dataDir = tempDir("hausbuch-to-pglite-");
    const result = await restoreBackup({ file: backup.file, target: { kind: "pglite", dataDir } });
    expect(result).toMatchObject({ tables: backup.tables, rows: backup.rows, files: backup.files });
    const database = await openPglite({ dataDir: path.join(dataDir, "pglite") });
    try {
      expect(await snapshot(database.db)).toEqual(source);
    } finally {
      await database.close();
    }
  });

  it("the daily backup: written when the last automatic one is a day old, the newest N kept, manual ones never deleted", async () => {
    const dataDir = tempDir("hausbuch-daily-");
    const logs: string[] = [];
    const at = (iso: string) => new Date(iso);
    const opts = { database: app.database, dataDir, keep: 2, log: (l: string) => logs.push(l) };
    const first = await takeDueBackup({ ...opts, now: at("2025-06-01T02:00:00.000Z") });
    expect(first && path.basename(first.file)).toBe("hausbuch-auto-2025-06-01T02-00-00-000Z.backup.ndjson.gz");
    expect(logs[0]).toBe(backupMessages.backupWritten(first!.file, first!.tables, first!.rows, first!.files));
    // No personal data in the log: no e-mail address, name or amount of the seeded workspace.
    expect(logs.join("\n")).not.toMatch(/@beispiel\.de|Ößtreich|Backupstraße/);
    expect(await takeDueBackup({ ...opts, now: at("2025-06-02T01:59:00.000Z") })).toBeNull();
    fs.writeFileSync(path.join(dataDir, "backups", "hausbuch-2025-05-01T00-00-00-000Z.backup.ndjson.gz"), "von Hand");
    await takeDueBackup({ ...opts, now: at("2025-06-02T02:00:00.000Z") });
    await takeDueBackup({ ...opts, now: at("2025-06-03T02:30:00.000Z") });
    expect(fs.readdirSync(path.join(dataDir, "backups")).sort()).toEqual([
      "hausbuch-2025-05-01T00-00-00-000Z.backup.ndjson.gz",
      "hausbuch-auto-2025-06-02T02-00-00-000Z.backup.ndjson.gz",
      "hausbuch-auto-2025-06-03T02-30-00-000Z.backup.ndjson.gz",
    ]);
    expect(logs).toContain(backupMessages.backupPruned(1));
    expect(pruneAutomaticBackups(path.join(dataDir, "backups"), 1)).toBe(1);
  });

  it("npm run restore into a stopped instance, the server starts on it, npm run backup while it runs, npm run restore refuses", { timeout: 240_000 }, async () => {
    const instance = await freshTarget();
    const env: Record<string, string> = { DATA_DIR: instance.dataDir, DATABASE_URL: postgres ? (instance.target as { url: string }).url : "" };
    const restoredRun = await runScript("restore", [backup.file], env);
    expect(restoredRun.output).toContain(backupMessages.restoreDone(backup.file, backup.tables, backup.rows, backup.files));
    expect(restoredRun.code).toBe(0);

    const server = await startServer({ dataDir: instance.dataDir, env: { SERVE_WEB: "false", NODE_ENV: "test", DATABASE_URL: env.DATABASE_URL! } });
    try {
      // The restored account signs in on the real server and sees its workspace.
      const cookie = await signIn({ url: server.url } as TestApp, team.admin.email, PASSWORD);
      const properties = await client({ url: server.url }, cookie).get("/api/v1/properties");
      expect(properties.status).toBe(200);
      expect(properties.body.items.map((p: { name: string }) => p.name)).toContain("Backupstraße 7");
      // Its triggers run again: a new booking counts in the summary the list total comes from.
      const api = client({ url: server.url }, cookie);
      const total = (await api.get<{ total: number }>("/api/v1/bookings")).body.total;
      expect(total).toBeGreaterThan(0);
      const property = properties.body.items.find((p: { name: string }) => p.name === "Backupstraße 7");
      expectStatus(await api.post("/api/v1/bookings", { paymentDate: "2025-07-01", documentDate: "2025-07-01", amountCents: -100, text: "Nach der Wiederherstellung", lines: [linePayload(property.id, -100)] }), 201, "Buchung");
      expect((await api.get<{ total: number }>("/api/v1/bookings")).body.total).toBe(total + 1);

      const backupRun = await runScript("backup", [], env);
      expect(backupRun.code, backupRun.output).toBe(0);
      const written = fs.readdirSync(path.join(instance.dataDir, "backups"));
      expect(written).toHaveLength(1);
      expect(backupRun.output).toContain(`Sicherung geschrieben: ${path.join(instance.dataDir, "backups", written[0]!)}`);
      if (!postgres) {
        // PGlite: the running server wrote it (the command may not open its data directory) and logged where.
        expect(backupRun.output).toContain(backupMessages.backupTakenByServer);
        expect(server.logs.join("")).toContain(`Sicherung geschrieben: ${path.join(instance.dataDir, "backups", written[0]!)}`);
      }

      const refused = await runScript("restore", [written[0]!, "--replace"], env);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(
        postgres ? backupMessages.restoreServerRunningPostgres : backupMessages.restoreServerRunningPglite(server.process.pid!, instance.dataDir),
      );
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.stop();
    }

    // Stopped: the command backs up directly, and a restore replaces the instance's data.
    const stoppedRun = await runScript("backup", [], env);
    expect(stoppedRun.code, stoppedRun.output).toBe(0);
    expect(stoppedRun.output).not.toContain(backupMessages.backupTakenByServer);
    expect(fs.readdirSync(path.join(instance.dataDir, "backups"))).toHaveLength(2);
    const again = await runScript("restore", [backup.file, ...(postgres ? ["--replace"] : [])], env);
    expect(again.code, again.output).toBe(0);
    if (!postgres) {
      const previous = fs.readdirSync(instance.dataDir).filter((n) => n.startsWith("vor-wiederherstellung-"));
      expect(previous).toHaveLength(1);
      expect(again.output).toContain(backupMessages.restoreKeptPrevious(path.join(instance.dataDir, previous[0]!)));
      expect(fs.readdirSync(path.join(instance.dataDir, previous[0]!)).sort()).toEqual(["pglite", "receipts"]);
    }
    expect(await withTarget(instance, snapshot)).toEqual(source);
  });
});

function runScript(name: "backup" | "restore", args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`scripts/${name}.mjs`, ...args], {
      env: { ...process.env, BASE_URL: "http://localhost:1", NODE_ENV: "test", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("exit", (code) => resolve({ code, output }));
  });
}
