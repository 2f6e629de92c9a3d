import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { Db } from "@/server/db/client";
import { migrationsFolder } from "@/server/db/migrate";
import { rowsOf } from "@/server/db/rows";

/**
 * The app's migration level: the tag and `when` of a drizzle journal entry. A backup records the
 * level of the database it was taken from; restore migrates an empty database to exactly that
 * level before it inserts the rows, and to the app's level afterwards.
 */
export type MigrationLevel = { tag: string; when: number };

type JournalEntry = MigrationLevel & { idx: number };
type Migration = JournalEntry & { statements: string[]; hash: string };

// drizzle's bookkeeping (drizzle-orm/pg-core/dialect.js, migrate()): we write the same rows, so
// the server's own migrate() at start-up sees the restored database as migrated up to there.
const SCHEMA = "drizzle";
const TABLE = "__drizzle_migrations";

/** The app's migrations in order, read from the committed journal (once per process). */
export function appMigrations(): Migration[] {
  cached ??= loadMigrations();
  return cached;
}

let cached: Migration[] | undefined;
function loadMigrations(): Migration[] {
  // readMigrationFiles gives statements, hash and `when` in journal order, but not the tags.
  const entries = (JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: JournalEntry[] }).entries;
  return readMigrationFiles({ migrationsFolder }).map((file, idx) => ({
    idx,
    tag: entries[idx]!.tag,
    when: file.folderMillis,
    statements: file.sql,
    hash: file.hash,
  }));
}

/** The newest migration this app knows. */
export function appLevel(): MigrationLevel {
  const all = appMigrations();
  const last = all[all.length - 1]!;
  return { tag: last.tag, when: last.when };
}

/**
 * The level the database is at: its newest bookkeeping row, named by the app's journal. `null`
 * for a database that was never migrated; `"newer"` when the database knows a migration this
 * app does not (a newer Hausbuch version migrated it).
 */
export async function databaseLevel(db: Db): Promise<MigrationLevel | null | "newer"> {
  const exists = rowsOf<{ ok: boolean }>(await db.execute(sql`select to_regclass(${`${SCHEMA}.${TABLE}`}) is not null as ok`));
  if (!exists[0]?.ok) return null;
  const rows = rowsOf<{ created_at: string | number }>(
    await db.execute(sql`select created_at from ${sql.identifier(SCHEMA)}.${sql.identifier(TABLE)} order by created_at desc limit 1`),
  );
  if (rows.length === 0) return null;
  const when = Number(rows[0]!.created_at);
  const known = appMigrations().find((m) => m.when === when);
  return known ? { tag: known.tag, when: known.when } : "newer";
}

/** Where `level` stands among the app's migrations: its index, or "newer"/"unknown". */
export function locateLevel(level: MigrationLevel): number | "newer" | "unknown" {
  const all = appMigrations();
  const idx = all.findIndex((m) => m.tag === level.tag && m.when === level.when);
  if (idx >= 0) return idx;
  return level.when > all[all.length - 1]!.when ? "newer" : "unknown";
}

/**
 * Applies the app's migrations `from` (index, inclusive) `to` (inclusive) inside the caller's
 * transaction, with drizzle's bookkeeping. drizzle's migrate() would open a transaction of its
 * own (and commit ours); running the statements here keeps the whole restore one transaction.
 */
export async function applyMigrations(tx: Db, from: number, to: number): Promise<void> {
  await tx.execute(sql`create schema if not exists ${sql.identifier(SCHEMA)}`);
  await tx.execute(
    sql`create table if not exists ${sql.identifier(SCHEMA)}.${sql.identifier(TABLE)} (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of appMigrations().slice(from, to + 1)) {
    for (const statement of migration.statements) {
      if (statement.trim() !== "") await tx.execute(sql.raw(statement));
    }
    await tx.execute(
      sql`insert into ${sql.identifier(SCHEMA)}.${sql.identifier(TABLE)} (hash, created_at) values (${migration.hash}, ${migration.when})`,
    );
  }
}
