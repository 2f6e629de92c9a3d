import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";

/**
 * What a backup covers, read from the database's catalog rather than the drizzle schema: every
 * table of the `public` schema (the app's tables and better-auth's), whatever migration added
 * it. drizzle's bookkeeping lives in the `drizzle` schema and is rebuilt by restore.
 */

export type Column = {
  name: string;
  /** format_type(): the type as SQL spells it (`numeric(9,2)`, `afa_method`, `text[]`). */
  type: string;
  /** A generated column: not dumped, the restored row computes it again. */
  generated: boolean;
};

export type Table = {
  name: string;
  /** Stored columns in their table order (generated ones left out). */
  columns: Column[];
  /** Primary-key columns, for a stable row order when comparing. */
  primaryKey: string[];
  /** A foreign key to itself (a reversal booking, a replaced meter): restored in one statement. */
  selfReferencing: boolean;
  /** Holds bytea (receipt bytes): read a few rows at a time. */
  hasBytes: boolean;
};

export type Sequence = { name: string };

type ColumnRow = { table_name: string; column_name: string; column_type: string; generated: boolean; is_bytes: boolean; in_pk: boolean };
type EdgeRow = { child: string; parent: string };

/** The app's tables, parents before children (every foreign key points to an earlier table). */
export async function listTables(db: Db): Promise<Table[]> {
  const columns = rowsOf<ColumnRow>(
    await db.execute(sql`
      select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as column_type,
        a.attgenerated <> '' as generated, a.atttypid = 'bytea'::regtype as is_bytes,
        coalesce(a.attnum = any(pk.conkey), false) as in_pk
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      left join pg_constraint pk on pk.conrelid = c.oid and pk.contype = 'p'
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname, a.attnum`),
  );
  const edges = rowsOf<EdgeRow>(
    await db.execute(sql`
      select distinct child.relname as child, parent.relname as parent
      from pg_constraint f
      join pg_class child on child.oid = f.conrelid
      join pg_class parent on parent.oid = f.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where f.contype = 'f' and n.nspname = 'public'`),
  );
  const tables = new Map<string, Table>();
  for (const row of columns) {
    let table = tables.get(row.table_name);
    if (!table) {
      table = { name: row.table_name, columns: [], primaryKey: [], selfReferencing: false, hasBytes: false };
      tables.set(row.table_name, table);
    }
    table.columns.push({ name: row.column_name, type: row.column_type, generated: row.generated });
    if (row.in_pk) table.primaryKey.push(row.column_name);
    if (row.is_bytes) table.hasBytes = true;
  }
  for (const table of tables.values()) table.columns = table.columns.filter((c) => !c.generated);
  const parents = new Map<string, Set<string>>([...tables.keys()].map((t) => [t, new Set<string>()]));
  for (const { child, parent } of edges) {
    if (child === parent) tables.get(child)!.selfReferencing = true;
    else if (parents.has(child) && tables.has(parent)) parents.get(child)!.add(parent);
  }
  return topologicalOrder(tables, parents);
}

/** Kahn's algorithm, alphabetical among equals so two dumps of one database list tables alike. */
function topologicalOrder(tables: Map<string, Table>, parents: Map<string, Set<string>>): Table[] {
  const done = new Set<string>();
  const ordered: Table[] = [];
  const names = [...tables.keys()].sort();
  while (ordered.length < names.length) {
    const ready = names.find((n) => !done.has(n) && [...parents.get(n)!].every((p) => done.has(p)));
    // A cycle through two tables: the schema has none; one would need deferrable keys to restore.
    if (!ready) throw new Error(`Fremdschlüssel im Kreis zwischen: ${names.filter((n) => !done.has(n)).join(", ")}`);
    done.add(ready);
    ordered.push(tables.get(ready)!);
  }
  return ordered;
}

/** Sequences of the public schema that no column owns as identity (contract_account_stamp_seq). */
export async function listSequences(db: Db): Promise<Sequence[]> {
  return rowsOf<{ name: string }>(
    await db.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by c.relname`),
  );
}

/** `"name"` quoted as an identifier (names come from the catalog, never from a file). */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Session settings that fix the text form of every value, so `value::text` written by the dump
 * and `text::type` read by restore are exact inverses (dates, timestamps in UTC, bytea as hex,
 * floats shortest-exact). Set in the dump's and the restore's transaction alike.
 */
export const TEXT_FORM_SETTINGS = [
  "set local datestyle = 'ISO, YMD'",
  "set local intervalstyle = 'postgres'",
  "set local timezone = 'UTC'",
  "set local extra_float_digits = 3",
  "set local bytea_output = 'hex'",
] as const;
