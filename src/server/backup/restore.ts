import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { openPglite, type Db } from "@/server/db/client";
import { DataDirLockedError, lockDataDir, type DataDirLock } from "@/server/db/lock";
import * as schema from "@/server/db/schema";
import { createFolderStorage } from "@/server/storage";
import { backupMessages } from "@/shared/messages/backup";
import { loadBackup } from "./load";
import { readHeader, RestoreError, verifyBackup, type LoadCounts } from "./parse";
import { claimDatabaseForRestore } from "./presence";

export { RestoreError } from "./parse";

/** Where to restore: the instance DATA_DIR and DATABASE_URL describe, stopped. */
export type RestoreTarget = { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string; dataDir: string };

export type RestoreResult = LoadCounts & {
  /** Where the replaced database and receipt files were moved, or null when there were none. */
  previous: string | null;
};

/**
 * Restores a backup into a stopped instance (decision 0025). Refuses, changing nothing, while a
 * server runs on the target, for a backup of a newer app version, and for a damaged file: the
 * whole file is read and checked once before anything is touched, and the writing pass is one
 * transaction.
 *
 * - PGlite: restores into a new data folder and only then swaps it in; the old database and
 *   receipt files move to DATA_DIR/vor-wiederherstellung-<time>/.
 * - PostgreSQL: one transaction on the target database. It must be empty (no accounts, no
 *   portfolios) unless `replace` is set; then its schemas are dropped inside that transaction.
 */
export async function restoreBackup(opts: { file: string; target: RestoreTarget; replace?: boolean; now?: Date }): Promise<RestoreResult> {
  const { levelIndex } = await readHeader(opts.file);
  const stamp = (opts.now ?? new Date()).toISOString().replace(/[:.]/g, "-");
  return opts.target.kind === "pglite"
    ? restorePglite(opts.file, opts.target.dataDir, levelIndex, stamp)
    : restorePostgres(opts.file, opts.target.url, opts.target.dataDir, levelIndex, stamp, opts.replace ?? false);
}

async function restorePglite(file: string, dataDir: string, levelIndex: number, stamp: string): Promise<RestoreResult> {
  let lock: DataDirLock;
  try {
    // Held for the whole restore: a server started meanwhile refuses the directory.
    lock = lockDataDir(dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) throw new RestoreError(backupMessages.restoreServerRunningPglite(lockHolder(dataDir), dataDir));
    throw err;
  }
  const staging = path.join(dataDir, `wiederherstellung-${stamp}`);
  try {
    await verifyBackup(file);
    fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
    const database = await openPglite({ dataDir: path.join(staging, "pglite") });
    let counts: LoadCounts;
    try {
      counts = await loadBackup({ db: database.db, file, levelIndex, wipe: false, files: createFolderStorage(path.join(staging, "receipts")) });
      // What migrateDatabase does at start-up for PGlite (no autovacuum): fresh planner statistics.
      await database.db.execute(sql`analyze`);
    } finally {
      await database.close();
    }
    const previous = swapIn(dataDir, staging, ["pglite", "receipts"], stamp);
    return { ...counts, previous };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    lock.release();
  }
}

async function restorePostgres(file: string, url: string, dataDir: string, levelIndex: number, stamp: string, replace: boolean): Promise<RestoreResult> {
  const { default: Pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  // One connection for everything: the advisory lock belongs to its session.
  const client = new Pg.Client({ connectionString: url });
  await client.connect();
  const staging = path.join(dataDir, `wiederherstellung-${stamp}`);
  try {
    if (!(await claimDatabaseForRestore(client))) throw new RestoreError(backupMessages.restoreServerRunningPostgres);
    const db = drizzle(client, { schema, casing: "snake_case" }) as unknown as Db;
    const state = await targetState(client);
    if (state === "in use" && !replace) throw new RestoreError(backupMessages.restoreDatabaseNotEmpty);
    await verifyBackup(file);
    fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
    const counts = await loadBackup({ db, file, levelIndex, wipe: state !== "empty", files: createFolderStorage(path.join(staging, "receipts")) });
    const previous = swapIn(dataDir, staging, ["receipts"], stamp);
    return { ...counts, previous };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    await client.end().catch(() => {});
  }
}

/** "empty": nothing of ours; "unused": migrated, but no account and no portfolio yet; "in use". */
async function targetState(client: pg.Client): Promise<"empty" | "unused" | "in use"> {
  const found = await client.query<{ tables: boolean; migrated: boolean }>(`
    select exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p', 'S', 'v', 'm')) as tables,
      to_regclass('drizzle.__drizzle_migrations') is not null as migrated`);
  const { tables, migrated } = found.rows[0]!;
  if (!tables && !migrated) return "empty";
  const named = await client.query<{ users: string | null; workspaces: string | null }>(`select to_regclass('public."user"')::text as users, to_regclass('public.workspaces')::text as workspaces`);
  const { users, workspaces } = named.rows[0]!;
  const used = await client.query<{ used: boolean }>(
    `select ${users ? `exists (select 1 from public."user")` : "false"} or ${workspaces ? "exists (select 1 from public.workspaces)" : "false"} as used`,
  );
  return used.rows[0]!.used ? "in use" : "unused";
}

/**
 * Moves `names` (pglite, receipts) from the staging folder into DATA_DIR, and what was there
 * before into DATA_DIR/vor-wiederherstellung-<stamp>/. Renames within one file system: no copy.
 */
function swapIn(dataDir: string, staging: string, names: string[], stamp: string): string | null {
  const previous = path.join(dataDir, `vor-wiederherstellung-${stamp}`);
  let moved = false;
  for (const name of names) {
    const current = path.join(dataDir, name);
    if (fs.existsSync(current)) {
      fs.mkdirSync(previous, { recursive: true, mode: 0o700 });
      fs.renameSync(current, path.join(previous, name));
      moved = true;
    }
    const restored = path.join(staging, name);
    if (fs.existsSync(restored)) fs.renameSync(restored, current);
  }
  return moved ? previous : null;
}

/** The PID in DATA_DIR/hausbuch.lock (for the message); 0 when unreadable. */
function lockHolder(dataDir: string): number {
  try {
    return Number.parseInt(fs.readFileSync(path.join(dataDir, "hausbuch.lock"), "utf8").trim().split(" ")[0] ?? "", 10) || 0;
  } catch {
    return 0;
  }
}
