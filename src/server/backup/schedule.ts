import fs from "node:fs";
import path from "node:path";
import type { Database } from "@/server/db/client";
import { describeErrorForLog } from "@/server/http/log-error";
import { backupMessages } from "@/shared/messages/backup";
import { startBackupControl } from "./control";
import { BackupError, writeBackup, type BackupResult } from "./dump";
import { automaticBackupTime, BACKUPS_FOLDER } from "./format";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Not during start-up (nor on every start of a crash loop), and then once an hour. */
const FIRST_CHECK_MS = 5 * 60 * 1000;
const CHECK_EVERY_MS = 60 * 60 * 1000;

type BackupOptions = { database: Pick<Database, "db" | "kind">; dataDir: string; log: (line: string) => void };

/** A backup with its log line: where it went and how much, never a value out of the database. */
export async function backupAndLog(opts: BackupOptions & { automatic: boolean; now?: Date }): Promise<BackupResult> {
  const result = await writeBackup(opts);
  opts.log(backupMessages.backupWritten(result.file, result.tables, result.rows, result.files));
  if (result.missingFiles > 0) opts.log(backupMessages.backupReceiptFilesMissing(result.missingFiles));
  return result;
}

/**
 * The daily backup: when the newest automatic backup in DATA_DIR/backups is a day old (or there
 * is none), write one and keep the newest `keep` automatic ones. Backups `npm run backup`
 * writes are the user's and never deleted. Returns the new backup, or null when none was due.
 */
export async function takeDueBackup(opts: BackupOptions & { keep: number; now: Date }): Promise<BackupResult | null> {
  const dir = path.join(opts.dataDir, BACKUPS_FOLDER);
  const newest = automaticBackups(dir)[0];
  if (newest && opts.now.getTime() - newest.at.getTime() < DAY_MS) return null;
  const result = await backupAndLog({ ...opts, automatic: true });
  const pruned = pruneAutomaticBackups(dir, opts.keep);
  if (pruned > 0) opts.log(backupMessages.backupPruned(pruned));
  return result;
}

/** Deletes all but the newest `keep` automatic backups; returns how many went. */
export function pruneAutomaticBackups(dir: string, keep: number): number {
  const old = automaticBackups(dir).slice(keep);
  for (const backup of old) fs.rmSync(path.join(dir, backup.name), { force: true });
  return old.length;
}

/** Automatic backups, newest first (by the time in their names). */
function automaticBackups(dir: string): { name: string; at: Date }[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .map((name) => ({ name, at: automaticBackupTime(name) }))
    .filter((b): b is { name: string; at: Date } => b.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

/**
 * The server's backups: the daily one (`keep` 0 switches it off, BACKUP_KEEP) and, on PGlite,
 * the socket `npm run backup` asks. Returns the stop function.
 */
export function startBackups(opts: BackupOptions & { keep: number }): () => void {
  const stops: (() => void)[] = [];
  if (opts.database.kind === "pglite") {
    const takeBackup = () =>
      backupAndLog({ ...opts, automatic: false }).catch((err: unknown) => {
        logFailure(opts.log, err);
        throw err;
      });
    stops.push(startBackupControl({ dataDir: opts.dataDir, log: opts.log, takeBackup }));
  }
  if (opts.keep > 0) {
    let running = false;
    const check = () => {
      if (running) return;
      running = true;
      void takeDueBackup({ ...opts, now: new Date() })
        .catch((err: unknown) => logFailure(opts.log, err))
        .finally(() => (running = false));
    };
    const first = setTimeout(() => {
      check();
      const timer = setInterval(check, CHECK_EVERY_MS);
      timer.unref();
      stops.push(() => clearInterval(timer));
    }, FIRST_CHECK_MS);
    first.unref();
    stops.push(() => clearTimeout(first));
  }
  return () => {
    for (const stop of stops) stop();
  };
}

/** A failed backup in the log: our own refusals as they are, anything else without values (describeErrorForLog). */
function logFailure(log: (line: string) => void, err: unknown): void {
  log(`[ERROR] ${backupMessages.backupFailed(err instanceof BackupError ? err.message : describeErrorForLog(err))}`);
}
