import fs from "node:fs";
import path from "node:path";
import { openPglite, openPostgres } from "@/server/db/client";
import { DataDirLockedError, lockDataDir } from "@/server/db/lock";
import { EnvError, readEnv, type Env } from "@/server/env";
import { backupMessages } from "@/shared/messages/backup";
import { requestBackupFromServer } from "./control";
import { BackupError, writeBackup, type BackupResult } from "./dump";
import { BACKUPS_FOLDER } from "./format";
import { restoreBackup, RestoreError } from "./restore";

// `npm run backup` and `npm run restore -- FILE [--replace]` (scripts/backup.mjs,
// scripts/restore.mjs): the instance is the one DATA_DIR and DATABASE_URL describe, as for
// `npm start`.

async function backup(env: Env): Promise<BackupResult> {
  if (env.databaseUrl) {
    // PostgreSQL serves many connections: the snapshot transaction runs beside the servers.
    const database = await openPostgres(env.databaseUrl, { max: 1 });
    try {
      return await writeBackup({ database, dataDir: env.dataDir });
    } finally {
      await database.close();
    }
  }
  let lock;
  try {
    lock = lockDataDir(env.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    // The server holds the embedded database: it writes the backup itself.
    const result = await requestBackupFromServer(env.dataDir);
    console.log(backupMessages.backupTakenByServer);
    return result;
  }
  try {
    const pgliteDir = path.join(env.dataDir, "pglite");
    if (!fs.existsSync(pgliteDir)) throw new BackupError(backupMessages.backupNoDatabase(env.dataDir));
    const database = await openPglite({ dataDir: pgliteDir });
    try {
      return await writeBackup({ database, dataDir: env.dataDir });
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

/** FILE as given, or a bare name out of DATA_DIR/backups. */
function backupFile(env: Env, given: string): string {
  if (fs.existsSync(given)) return path.resolve(given);
  const inBackups = path.join(env.dataDir, BACKUPS_FOLDER, given);
  if (fs.existsSync(inBackups)) return inBackups;
  throw new RestoreError(backupMessages.restoreFileMissing(given));
}

async function restore(env: Env, args: string[]): Promise<void> {
  const replace = args.includes("--replace");
  const files = args.filter((a) => a !== "--replace");
  if (files.length !== 1 || files[0]!.startsWith("--")) throw new RestoreError(backupMessages.restoreUsage);
  const file = backupFile(env, files[0]!);
  const target = env.databaseUrl ? { kind: "postgres" as const, url: env.databaseUrl, dataDir: env.dataDir } : { kind: "pglite" as const, dataDir: env.dataDir };
  const result = await restoreBackup({ file, target, replace });
  console.log(backupMessages.restoreDone(file, result.tables, result.rows, result.files));
  if (result.previous) console.log(backupMessages.restoreKeptPrevious(result.previous));
}

const [command, ...args] = process.argv.slice(2);

async function main(): Promise<void> {
  const env = readEnv();
  if (command === "backup") {
    const result = await backup(env);
    console.log(backupMessages.backupWritten(result.file, result.tables, result.rows, result.files));
    if (result.missingFiles > 0) console.log(backupMessages.backupReceiptFilesMissing(result.missingFiles));
  } else if (command === "restore") {
    await restore(env, args);
  } else {
    throw new RestoreError(backupMessages.restoreUsage);
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    if (err instanceof EnvError || err instanceof BackupError || err instanceof RestoreError) console.error(err.message);
    else {
      const reason = err instanceof Error ? (err.stack ?? err.message) : String(err);
      console.error(command === "restore" ? backupMessages.restoreFailed(reason) : backupMessages.backupFailed(reason));
    }
    process.exit(1);
  },
);
