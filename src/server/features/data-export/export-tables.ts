import { sql } from "drizzle-orm";
import { listTables, type Column, type Table } from "@/server/backup/catalog";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";

// Which tables, columns and rows make up the export of one workspace. The tables come from the
// database's catalog (backup/catalog.ts), not from a list kept by hand: a table a migration adds
// is exported without anyone remembering to — or, when it belongs to no workspace, the plan
// refuses until it is named below with its reason (tests/api/data-export.test.ts checks both).
//
// Everything that is left out is decided in THIS file, each with the reason, which the export's
// JSON repeats (the person receiving the export may ask why something is missing).

/** Tables that are no part of a workspace's export, with the reason. */
export const EXCLUDED_TABLES: Readonly<Record<string, string>> = {
  session:
    "Anmeldesitzungen einzelner Konten (Token, IP-Adresse, Browser): Zugangsdaten, keine Daten des Portfolios; ein Token würde die Anmeldung übernehmen.",
  account: "Anmeldedaten der Konten (Passwort-Hashes, Tokens): Zugangsdaten, keine Daten des Portfolios.",
  verification: "Einmal-Codes für die Bestätigung der E-Mail-Adresse und das Zurücksetzen des Passworts: Zugangsdaten, keine Daten des Portfolios.",
  rate_limits: "Zähler der Anmeldebremse nach IP-Adresse und E-Mail-Adresse, für alle Portfolios gemeinsam: Betriebsdaten.",
  property_figures_day: "Ein einziger Eintrag für alle Portfolios (der Tag, für den die Kennzahlen berechnet sind): Betriebsdaten.",
};

/**
 * Tables of accounts, which belong to people rather than to a workspace: exported only for the
 * workspace's members (memberships), and only the columns named here — an allow-list, so a
 * column better-auth adds later (a second factor's secret) stays out until someone decides.
 * Users a row still names who are no longer members (bookings.created_by) are not exported.
 */
export const MEMBER_TABLES: Readonly<Record<string, { idColumn: string; columns: readonly string[] }>> = {
  user: { idColumn: "id", columns: ["id", "name", "email"] },
  profiles: { idColumn: "id", columns: ["id", "first_name", "last_name"] },
};
const MEMBER_COLUMN_OMITTED = "Kontodaten außerhalb des Portfolios: exportiert werden nur Name und E-Mail-Adresse der Mitglieder.";

/** Columns holding a secret that is no data of the workspace. */
export const SECRET_COLUMNS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  workspace_invitations: { token_hash: "Prüfwert des Einladungslinks: ein Zugangsgeheimnis, keine Daten des Portfolios." },
};

/** bytea columns: their bytes are files of the ZIP (belege/), never bytes in JSON or CSV. */
export const FILE_COLUMNS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  receipt_blobs: { data: "Die Bytes der Belege stehen als Dateien unter belege/ (siehe files)." },
};

/**
 * Tables the database writes itself from others (triggers): exported, since they are data of the
 * workspace, but marked so an import leaves them out — inserting the source rows fills them.
 */
export const DERIVED_TABLES: Readonly<Record<string, string>> = {
  property_figures: "Kennzahlen je Immobilie, von der Datenbank aus Einheiten und Verträgen berechnet: beim Import nicht einspielen.",
  booking_counts: "Buchungen je Monat, von der Datenbank aus bookings berechnet: beim Import nicht einspielen.",
  booking_line_sums: "Summen je Monat und Kategorie, von der Datenbank aus booking_lines berechnet: beim Import nicht einspielen.",
  booking_line_property_sums: "Summen je Immobilie und Monat, von der Datenbank aus booking_lines berechnet: beim Import nicht einspielen.",
  booking_line_property_year_sums: "Summen je Immobilie und Jahr, von der Datenbank aus booking_lines berechnet: beim Import nicht einspielen.",
  contract_account_stamps: "Änderungszähler der Mieterkonten (Zwischenspeicher), von der Datenbank geschrieben: beim Import nicht einspielen.",
  property_report_stamps: "Änderungszähler der Berichtszahlen je Immobilie (Zwischenspeicher), von der Datenbank geschrieben: beim Import nicht einspielen.",
};

/** The column every workspace-owned table carries (migrations: `workspace_id uuid not null references workspaces`). */
const WORKSPACE_COLUMN = "workspace_id";
const WORKSPACES_TABLE = "workspaces";

/** Which rows of a table are the workspace's; `t` is the table, the condition is built in table-pages.ts. */
export type RowScope =
  /** `t.column = <workspace id>` (`id` of the workspaces table itself, else workspace_id). */
  | { kind: "workspace"; column: string }
  /** A table without workspace_id, through its foreign key to a parent that has one. */
  | { kind: "parent"; column: string; parent: string; parentColumn: string }
  /** An account table: the rows of the workspace's members. */
  | { kind: "members"; column: string };

export type ExportTable = {
  name: string;
  /** The exported columns in table order (generated ones are left out by the catalog already). */
  columns: Column[];
  /** Columns left out, with the reason. */
  omittedColumns: Record<string, string>;
  /** Keyset for reading in pages and a stable row order. */
  primaryKey: string[];
  /** A foreign key to itself: an import inserts the table's rows in one statement (or parents first). */
  selfReferencing: boolean;
  /** Why an import leaves the table out (DERIVED_TABLES), or null. */
  derived: string | null;
  scope: RowScope;
};

export type ExportPlan = {
  /** Parents before children (the catalog's order): the order an import inserts them in. */
  tables: ExportTable[];
  excluded: Array<{ name: string; reason: string }>;
};

/** A single-column foreign key (the only kind the schema uses to tie a table to its parent). */
export type ForeignKey = { child: string; column: string; parent: string; parentColumn: string };

/** The foreign keys of the public schema that consist of one column. */
export async function listForeignKeys(db: Db): Promise<ForeignKey[]> {
  return rowsOf<{ child: string; column: string; parent: string; parent_column: string }>(
    await db.execute(sql`
      select child.relname as child, ca.attname as column, parent.relname as parent, pa.attname as parent_column
      from pg_constraint f
      join pg_class child on child.oid = f.conrelid
      join pg_class parent on parent.oid = f.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      join pg_attribute ca on ca.attrelid = f.conrelid and ca.attnum = f.conkey[1]
      join pg_attribute pa on pa.attrelid = f.confrelid and pa.attnum = f.confkey[1]
      where f.contype = 'f' and n.nspname = 'public' and cardinality(f.conkey) = 1
      order by child.relname, ca.attname`),
  ).map((r) => ({ child: r.child, column: r.column, parent: r.parent, parentColumn: r.parent_column }));
}

const hasColumn = (table: Table, name: string) => table.columns.some((c) => c.name === name);

function scopeOf(table: Table, byName: ReadonlyMap<string, Table>, foreignKeys: readonly ForeignKey[]): RowScope | null {
  if (table.name === WORKSPACES_TABLE) return { kind: "workspace", column: "id" };
  const member = MEMBER_TABLES[table.name];
  if (member) return { kind: "members", column: member.idColumn };
  if (hasColumn(table, WORKSPACE_COLUMN)) return { kind: "workspace", column: WORKSPACE_COLUMN };
  // A parent that is the workspace, or carries its id: receipt_blobs → receipts, contract_account_stamps → rental_contracts.
  for (const fk of foreignKeys) {
    if (fk.child !== table.name || fk.parent === table.name) continue;
    if (fk.parent === WORKSPACES_TABLE) return { kind: "workspace", column: fk.column };
    const parent = byName.get(fk.parent);
    if (parent && !EXCLUDED_TABLES[parent.name] && hasColumn(parent, WORKSPACE_COLUMN)) {
      return { kind: "parent", column: fk.column, parent: fk.parent, parentColumn: fk.parentColumn };
    }
  }
  return null;
}

/** The columns a table exports, and those it leaves out with the reason. Throws on bytes nobody decided about. */
function columnsOf(table: Table): { columns: Column[]; omitted: Record<string, string> } {
  const member = MEMBER_TABLES[table.name];
  const columns: Column[] = [];
  const omitted: Record<string, string> = {};
  for (const column of table.columns) {
    const reason =
      (member && !member.columns.includes(column.name) ? MEMBER_COLUMN_OMITTED : undefined) ??
      SECRET_COLUMNS[table.name]?.[column.name] ??
      FILE_COLUMNS[table.name]?.[column.name];
    if (reason) omitted[column.name] = reason;
    else if (column.type === "bytea") throw new Error(`Export: Die Spalte ${table.name}.${column.name} enthält Bytes; in FILE_COLUMNS (als Dateien) oder SECRET_COLUMNS aufnehmen.`);
    else columns.push(column);
  }
  return { columns, omitted };
}

/**
 * The export of the catalog's tables: every table is exported (with its scope) or excluded with
 * its reason. Throws, naming the table, for one that fits neither — a new table without
 * workspace_id and without a foreign key to a workspace's table must be decided about here.
 */
export function planExport(catalog: readonly Table[], foreignKeys: readonly ForeignKey[]): ExportPlan {
  const byName = new Map(catalog.map((t) => [t.name, t]));
  const plan: ExportPlan = { tables: [], excluded: [] };
  for (const table of catalog) {
    const excluded = EXCLUDED_TABLES[table.name];
    if (excluded) {
      plan.excluded.push({ name: table.name, reason: excluded });
      continue;
    }
    const scope = scopeOf(table, byName, foreignKeys);
    if (!scope) {
      throw new Error(
        `Export: Die Tabelle ${table.name} gehört zu keinem Portfolio (keine Spalte workspace_id, kein Fremdschlüssel auf eine Tabelle mit ihr). In EXCLUDED_TABLES mit Grund aufnehmen oder zuordnen.`,
      );
    }
    const { columns, omitted } = columnsOf(table);
    // Pages are read by primary key (table-pages.ts), so the key must be exported and exist.
    if (table.primaryKey.length === 0 || table.primaryKey.some((k) => !columns.some((c) => c.name === k))) {
      throw new Error(`Export: Die Tabelle ${table.name} hat keinen exportierten Primärschlüssel.`);
    }
    plan.tables.push({
      name: table.name,
      columns,
      omittedColumns: omitted,
      primaryKey: table.primaryKey,
      selfReferencing: table.selfReferencing,
      derived: DERIVED_TABLES[table.name] ?? null,
      scope,
    });
  }
  return plan;
}

/** The plan for the database as it is now. */
export async function readExportPlan(db: Db): Promise<ExportPlan> {
  return planExport(await listTables(db), await listForeignKeys(db));
}

/**
 * Names in the lists above that the catalog does not have (a table or column renamed or dropped):
 * a stale entry would silently stop excluding what it was meant to. Empty when all is well; the
 * test asserts that, the export itself does not depend on it.
 */
export function staleListEntries(catalog: readonly Table[]): string[] {
  const byName = new Map(catalog.map((t) => [t.name, t]));
  const stale: string[] = [];
  const tableNames = [...Object.keys(EXCLUDED_TABLES), ...Object.keys(MEMBER_TABLES), ...Object.keys(DERIVED_TABLES)];
  for (const name of tableNames) if (!byName.has(name)) stale.push(name);
  const columnLists: Array<[string, readonly string[]]> = [
    ...Object.entries(MEMBER_TABLES).map(([t, m]): [string, readonly string[]] => [t, [m.idColumn, ...m.columns]]),
    ...Object.entries(SECRET_COLUMNS).map(([t, cols]): [string, readonly string[]] => [t, Object.keys(cols)]),
    ...Object.entries(FILE_COLUMNS).map(([t, cols]): [string, readonly string[]] => [t, Object.keys(cols)]),
  ];
  for (const [name, columns] of columnLists) {
    const table = byName.get(name);
    for (const column of columns) if (!table || !hasColumn(table, column)) stale.push(`${name}.${column}`);
  }
  return stale;
}
