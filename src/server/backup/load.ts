import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import type { FolderDocumentStorage } from "@/server/storage";
import { backupMessages } from "@/shared/messages/backup";
import { ident, listSequences, listTables, TEXT_FORM_SETTINGS, type Table } from "./catalog";
import { appMigrations, applyMigrations } from "./migrations";
import { damaged, parseBackup, RestoreError, type BackupSink, type LoadCounts } from "./parse";

/** Rows per INSERT, and at most this much JSON text per statement (rows of receipt bytes are large). */
const ROWS_PER_INSERT = 500;
const CHARS_PER_INSERT = 4_000_000;
const STAGE = "hausbuch_restore_stage";

/**
 * The whole restore in one transaction on an empty (or to-be-emptied) database: migrate to the
 * backup's level, insert every row exactly as dumped with the app's triggers off (the derived
 * tables — figures, booking sums, stamps — come from the file as they were, and BEFORE
 * triggers do not rewrite booking_lines' copied columns), set the sequences, switch the
 * triggers on and migrate on to the app's level. Any error rolls everything back. Receipt
 * files go to `files` (a staging folder the caller moves into place after the commit).
 */
export async function loadBackup(opts: { db: Db; file: string; levelIndex: number; wipe: boolean; files: FolderDocumentStorage }): Promise<LoadCounts> {
  return opts.db.transaction(async (tx) => {
    for (const setting of TEXT_FORM_SETTINGS) await tx.execute(sql.raw(setting));
    if (opts.wipe) {
      await tx.execute(sql.raw("drop schema if exists drizzle cascade"));
      await tx.execute(sql.raw("drop schema if exists public cascade"));
      await tx.execute(sql.raw("create schema public"));
    }
    await applyMigrations(tx, 0, opts.levelIndex);
    const tables = await listTables(tx);
    for (const t of tables) await tx.execute(sql.raw(`alter table ${ident(t.name)} disable trigger user`));
    // Migrations may seed rows (property_figures_day); the backup brings its own.
    if (tables.length > 0) await tx.execute(sql.raw(`truncate ${tables.map((t) => ident(t.name)).join(", ")}`));
    const sink = databaseSink(tx, tables, new Set((await listSequences(tx)).map((s) => s.name)), opts.files);
    const counts = await parseBackup(opts.file, sink);
    const missing = tables.find((t) => !sink.restored.has(t.name));
    if (missing) throw new RestoreError(backupMessages.restoreTableMismatch(missing.name));
    for (const t of tables) await tx.execute(sql.raw(`alter table ${ident(t.name)} enable trigger user`));
    await applyMigrations(tx, opts.levelIndex + 1, appMigrations().length - 1);
    return counts;
  });
}

type Pending = { table: Table; columns: string[]; rows: string[]; chars: number };

/** Writes what the parser reads: rows in batches, self-referencing tables in one statement. */
function databaseSink(tx: Db, tables: Table[], sequences: Set<string>, files: FolderDocumentStorage): BackupSink & { restored: Set<string> } {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const restored = new Set<string>();
  let pending: Pending | null = null;
  let stageReady = false;

  const flush = async (p: Pending, lineNo: number) => {
    if (p.rows.length === 0) return;
    const batch = `[${p.rows.join(",")}]`;
    p.rows = [];
    p.chars = 0;
    await guarded(lineNo, async () => {
      if (!p.table.selfReferencing) {
        await tx.execute(sql`${sql.raw(insertPrefix(p))} from json_array_elements(${batch}::json) as e(r)`);
        return;
      }
      if (!stageReady) {
        await tx.execute(sql.raw(`create temp table ${STAGE} (r json) on commit drop`));
        stageReady = true;
      }
      await tx.execute(sql`insert into ${sql.raw(STAGE)} (r) select e.r from json_array_elements(${batch}::json) as e(r)`);
    });
  };

  return {
    restored,
    async table(name, columns) {
      const target = byName.get(name);
      if (!target || !sameColumns(target, columns)) throw new RestoreError(backupMessages.restoreTableMismatch(name));
      pending = { table: target, columns, rows: [], chars: 0 };
    },
    async row(line, lineNo) {
      const p = pending!;
      p.rows.push(line);
      p.chars += line.length;
      if (p.rows.length >= ROWS_PER_INSERT || p.chars >= CHARS_PER_INSERT) await flush(p, lineNo);
    },
    async tableEnd(rows, lineNo) {
      const p = pending!;
      await flush(p, lineNo);
      if (p.table.selfReferencing && rows > 0) {
        // One statement for the whole table: its foreign key to itself is checked at the end
        // of the statement, so a row may point to a row that comes later in the file.
        await guarded(lineNo, async () => {
          await tx.execute(sql.raw(`${insertPrefix(p)} from ${STAGE} as e`));
          await tx.execute(sql.raw(`truncate ${STAGE}`));
        });
      }
      restored.add(p.table.name);
      pending = null;
    },
    async sequence(name, lastValue, isCalled, lineNo) {
      if (!sequences.has(name)) throw damaged(lineNo, "unbekannter Zähler");
      await tx.execute(sql`select setval(${ident(name)}::regclass, ${lastValue}::bigint, ${isCalled})`);
    },
    async file(key, bytes, lineNo) {
      try {
        await files.put(key, bytes);
      } catch {
        throw damaged(lineNo, "ungültiger Dokumentschlüssel");
      }
    },
  };
}

/** `insert into t (a, b) select (e.r->>0)::uuid, (e.r->>1)::numeric(9,2)`: text back to each column's type. */
function insertPrefix(p: Pending): string {
  const typeOf = new Map(p.table.columns.map((c) => [c.name, c.type]));
  const names = p.columns.map(ident).join(", ");
  const values = p.columns.map((c, i) => `(e.r->>${i})::${typeOf.get(c)!}`).join(", ");
  return `insert into ${ident(p.table.name)} (${names}) select ${values}`;
}

/** The file's columns are the table's stored columns (any order: rows are read by position). */
const sameColumns = (table: Table, columns: string[]) => columns.length === table.columns.length && columns.every((c) => table.columns.some((t) => t.name === c));

/** A value the database refuses (a cast, a constraint): the file is not what the dump wrote. */
async function guarded(lineNo: number, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (err) {
    const code = sqlState(err);
    throw damaged(lineNo, `die Datenbank lehnt einen Wert ab${code ? ` (SQLSTATE ${code})` : ""}`);
  }
}

function sqlState(err: unknown): string | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
