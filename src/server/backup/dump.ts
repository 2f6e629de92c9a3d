import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database, Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { createFolderStorage } from "@/server/storage";
import { backupMessages } from "@/shared/messages/backup";
import { ident, listSequences, listTables, TEXT_FORM_SETTINGS, type Table } from "./catalog";
import { BACKUP_FORMAT, BACKUP_VERSION, BACKUPS_FOLDER, backupFileName, FILE_CHUNK_BYTES, openLineWriter, type BackupHeader, type BackupLine, type DocumentRef, type LineWriter } from "./format";
import { databaseLevel } from "./migrations";

export type BackupResult = { file: string; tables: number; rows: number; files: number; missingFiles: number };

/** A refusal the caller shows as it is (German, no stack). */
export class BackupError extends Error {}

/** A control line of the format (rows and file chunks are written as they are). */
const lineOf = (line: BackupLine) => JSON.stringify(line);

/** Rows per FETCH; tables with bytea (receipt bytes, up to 20 MB each) one at a time. */
const ROWS_PER_FETCH = 1000;

/**
 * Writes a backup of the database, and of the receipt files in DATA_DIR/receipts its rows
 * name, to DATA_DIR/backups (decision 0025). The rows come from one REPEATABLE READ READ ONLY
 * transaction: a consistent snapshot while the server keeps writing. On PGlite (one
 * connection) that transaction holds the server's other queries until it ends; on PostgreSQL
 * they run on.
 */
export async function writeBackup(opts: { database: Pick<Database, "db" | "kind">; dataDir: string; automatic?: boolean; now?: Date }): Promise<BackupResult> {
  const now = opts.now ?? new Date();
  const dir = path.join(opts.dataDir, BACKUPS_FOLDER);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, backupFileName(now, opts.automatic ?? false));
  // Written under a temp name and renamed when complete: a half-written backup never looks done.
  const partial = `${file}.partial`;
  const out = openLineWriter(partial);
  try {
    const counts = await dumpDatabase(opts.database, out, now);
    const files = await dumpFiles(out, path.join(opts.dataDir, "receipts"), counts.documents);
    await out.write(lineOf({ end: { tables: counts.tables, rows: counts.rows, files: files.written } }));
    await out.close();
    fs.renameSync(partial, file);
    return { file, tables: counts.tables, rows: counts.rows, files: files.written, missingFiles: files.missing };
  } catch (err) {
    await out.abort();
    fs.rmSync(partial, { force: true });
    throw err;
  }
}

type DumpCounts = { tables: number; rows: number; documents: DocumentRef[] };

async function dumpDatabase(database: Pick<Database, "db" | "kind">, out: LineWriter, now: Date): Promise<DumpCounts> {
  return database.db.transaction(
    async (tx) => {
      for (const setting of TEXT_FORM_SETTINGS) await tx.execute(sql.raw(setting));
      const level = await databaseLevel(tx);
      if (level === "newer") throw new BackupError(backupMessages.backupDatabaseNewer);
      if (level === null) throw new BackupError(backupMessages.backupFailed("Die Datenbank ist noch nicht eingerichtet (keine Migrationen)."));
      const header: BackupHeader = { format: BACKUP_FORMAT, version: BACKUP_VERSION, migration: level, database: database.kind, createdAt: now.toISOString() };
      await out.write(JSON.stringify(header));
      const tables = await listTables(tx);
      let rows = 0;
      for (const table of tables) rows += await dumpTable(tx, table, out);
      for (const { name } of await listSequences(tx)) {
        const [state] = rowsOf<{ last_value: string; is_called: boolean }>(
          await tx.execute(sql.raw(`select last_value::text as last_value, is_called from ${ident(name)}`)),
        );
        await out.write(lineOf({ sequence: name, lastValue: state!.last_value, isCalled: state!.is_called }));
      }
      // The receipt files this snapshot's rows point to; read after the transaction, so a long
      // file copy does not hold PGlite's one connection.
      const documents = tables.some((t) => t.name === "receipts")
        ? rowsOf<{ workspace_id: string; id: string }>(await tx.execute(sql`select workspace_id, id from receipts where storage = 'folder' order by id`)).map(
            (r) => ({ workspaceId: r.workspace_id, id: r.id }),
          )
        : [];
      return { tables: tables.length, rows, documents };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** One table through a cursor: every stored column in its text form, as a JSON array per row. */
async function dumpTable(tx: Db, table: Table, out: LineWriter): Promise<number> {
  await out.write(lineOf({ table: table.name, columns: table.columns.map((c) => c.name) }));
  const values = table.columns.map((c) => `${ident(c.name)}::text`).join(", ");
  const order = table.primaryKey.length > 0 ? ` order by ${table.primaryKey.map(ident).join(", ")}` : "";
  await tx.execute(sql.raw(`declare hausbuch_backup no scroll cursor for select array_to_json(array[${values}])::text as r from ${ident(table.name)}${order}`));
  const perFetch = table.hasBytes ? 1 : ROWS_PER_FETCH;
  let count = 0;
  for (;;) {
    const batch = rowsOf<{ r: string }>(await tx.execute(sql.raw(`fetch ${perFetch} from hausbuch_backup`)));
    for (const row of batch) await out.write(row.r);
    count += batch.length;
    if (batch.length < perFetch) break;
  }
  await tx.execute(sql.raw("close hausbuch_backup"));
  await out.write(lineOf({ tableEnd: table.name, rows: count }));
  return count;
}

/** The folder-stored receipt files, each with its size and SHA-256, in base64 lines. */
async function dumpFiles(out: LineWriter, root: string, documents: DocumentRef[]): Promise<{ written: number; missing: number }> {
  const storage = createFolderStorage(root);
  let written = 0;
  let missing = 0;
  for (const key of documents) {
    // Deleted since the snapshot, or lost before it: the restored row then lacks its file, as here.
    const bytes = await storage.get(key);
    if (!bytes) {
      missing++;
      continue;
    }
    const sha256 = crypto.createHash("sha256").update(bytes).digest("hex");
    await out.write(lineOf({ file: key, size: bytes.byteLength, sha256 }));
    for (let at = 0; at < bytes.byteLength; at += FILE_CHUNK_BYTES) {
      await out.write(JSON.stringify(Buffer.from(bytes.buffer, bytes.byteOffset + at, Math.min(FILE_CHUNK_BYTES, bytes.byteLength - at)).toString("base64")));
    }
    written++;
  }
  return { written, missing };
}
