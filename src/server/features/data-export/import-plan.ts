import crypto from "node:crypto";
import type { Table } from "@/server/backup/catalog";
import { AppError } from "@/server/http/errors";
import { messages } from "@/shared/messages";
import { DERIVED_TABLES, FILE_COLUMNS, MEMBER_TABLES, type ForeignKey } from "./export-tables";
import type { ExportDocument, ExportedTable } from "./import-document";

// What an import writes, decided from the export's document and THIS database's catalog (not the
// document's own claims): which tables, which columns, and how every key becomes a new one.
//
// Every row gets a new id: UUIDs are unique, but the same export imported twice (or into the
// instance it came from) would collide otherwise. Every UUID in any value that names an exported
// row — a foreign key, a key without a constraint (audit_log.entity_id), an id inside JSON (a
// frozen statement) or text (bookings.source_key) — is replaced by the new id of that row, so the
// copy is linked exactly like the original. Accounts are no data of the workspace: a reference to
// the importing person's own account (same e-mail address) points to them, any other to nobody,
// as after a deleted account (every such column is `on delete set null`).

/** Tables of an export that an import does not insert, with the reason. */
export const IMPORT_SKIPPED_TABLES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.keys(MEMBER_TABLES).map((t) => [t, "Konten gehören zur Installation, nicht zum Portfolio."])),
  memberships: "Mitglied des neuen Portfolios wird nur, wer importiert (als Administrator/in).",
  workspace_invitations: "Einladungslinks gelten nur auf der Installation, die sie verschickt hat.",
  ...Object.fromEntries(Object.keys(DERIVED_TABLES).map((t) => [t, "Die Datenbank berechnet sie beim Einfügen neu."])),
  ...Object.fromEntries(Object.keys(FILE_COLUMNS).map((t) => [t, "Die Dateien kommen aus belege/ in den Belegspeicher dieser Installation."])),
};

export const WORKSPACES_TABLE = "workspaces";
const RECEIPTS_TABLE = "receipts";
const USER_TABLE = "user";

/** One table to insert: the catalog's columns the export has, the rows as values in that order. */
export type ImportTable = { table: Table; columns: string[]; rows: Array<Array<string | null>> };

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Old id → new id, for every row of a table keyed by one uuid column. */
function newIds(document: ExportDocument, catalog: readonly Table[]): Map<string, string> {
  const ids = new Map<string, string>();
  for (const table of catalog) {
    const exported = document.tables[table.name];
    if (!exported || IMPORT_SKIPPED_TABLES[table.name] || table.primaryKey.length !== 1) continue;
    const key = table.primaryKey[0]!;
    if (table.columns.find((c) => c.name === key)?.type !== "uuid") continue;
    for (const row of exported.rows) {
      const id = row[key];
      if (id) ids.set(id.toLowerCase(), crypto.randomUUID());
    }
  }
  return ids;
}

/** The exported account ids that are the importing person (same e-mail address, case aside). */
function ownAccountIds(document: ExportDocument, importerEmail: string): Set<string> {
  const own = new Set<string>();
  for (const row of document.tables[USER_TABLE]?.rows ?? []) {
    if (row.id && row.email?.toLowerCase() === importerEmail.toLowerCase()) own.add(row.id);
  }
  return own;
}

export type ImportPlan = {
  workspaceId: string;
  /** Parents before children (the catalog's order). */
  tables: ImportTable[];
  /** New receipt id for an exported one. */
  receiptId(oldId: string): string | undefined;
  rowCount: number;
};

/**
 * The rows to insert, rewritten. 400 for a table or column this version does not know (an export
 * of a newer version), for an export without its workspace, and for a key pointing outside it.
 */
export function planImport(opts: {
  document: ExportDocument;
  catalog: readonly Table[];
  foreignKeys: readonly ForeignKey[];
  importer: { userId: string; email: string };
  workspaceName: string;
  storage: string;
}): ImportPlan {
  const { document, catalog } = opts;
  const byName = new Map(catalog.map((t) => [t.name, t]));
  for (const [name, exported] of Object.entries(document.tables)) {
    const table = byName.get(name);
    if (!table) throw new AppError("bad_request", messages.dataImportNewerVersion);
    const unknown = exported.columns.find((c) => !table.columns.some((t) => t.name === c.name));
    if (unknown && !IMPORT_SKIPPED_TABLES[name]) throw new AppError("bad_request", messages.dataImportUnknownColumn(name, unknown.name));
  }
  const ids = newIds(document, catalog);
  const workspaceId = ids.get(document.workspace.id.toLowerCase());
  const workspaceRows = document.tables[WORKSPACES_TABLE]?.rows ?? [];
  if (!workspaceId || workspaceRows.length !== 1) throw new AppError("bad_request", messages.dataImportInvalid("workspaces: genau ein Portfolio erwartet"));
  // A key may only point into the export: a row naming another workspace (or a row of one) by
  // its id would otherwise be written into it. Accounts are mapped below instead.
  for (const fk of opts.foreignKeys) {
    const exported = document.tables[fk.child];
    if (!exported || IMPORT_SKIPPED_TABLES[fk.child] || fk.parent === USER_TABLE) continue;
    const outside = exported.rows.some((row) => {
      const value = row[fk.column];
      return value !== null && value !== undefined && !ids.has(value.toLowerCase());
    });
    if (outside) throw new AppError("bad_request", messages.dataImportInvalid(`${fk.child}.${fk.column}: Verweis außerhalb des Exports`));
  }
  const own = ownAccountIds(document, opts.importer.email);
  const accountColumns = new Set(opts.foreignKeys.filter((fk) => fk.parent === USER_TABLE).map((fk) => `${fk.child}.${fk.column}`));
  const rewrite = (value: string) => value.replace(UUID, (id) => ids.get(id.toLowerCase()) ?? id);
  const account = (value: string | null) => (value !== null && own.has(value) ? opts.importer.userId : null);
  // Values this import decides, whatever the export said.
  const fixed: Record<string, Record<string, string>> = {
    [WORKSPACES_TABLE]: { name: opts.workspaceName },
    [RECEIPTS_TABLE]: { storage: opts.storage },
  };

  const tables: ImportTable[] = [];
  let rowCount = 0;
  for (const table of catalog) {
    const exported: ExportedTable | undefined = document.tables[table.name];
    if (!exported || IMPORT_SKIPPED_TABLES[table.name] || exported.rows.length === 0) continue;
    const columns = exported.columns.map((c) => c.name);
    const rows = exported.rows.map((row) =>
      columns.map((column) => {
        const forced = fixed[table.name]?.[column];
        if (forced !== undefined) return forced;
        const value = row[column] ?? null;
        if (accountColumns.has(`${table.name}.${column}`)) return account(value);
        return value === null ? null : rewrite(value);
      }),
    );
    tables.push({ table, columns, rows });
    rowCount += rows.length;
  }
  return { workspaceId, tables, rowCount, receiptId: (oldId) => ids.get(oldId.toLowerCase()) };
}
