import type { MigrationLevel } from "@/server/backup/migrations";
import type { Db } from "@/server/db/client";
import { filePages } from "./export-files";
import type { ExportPlan, ExportTable } from "./export-tables";
import { tableRows, type TextRow } from "./table-pages";
import type { ZipWriter } from "./zip-stream";

/**
 * `hausbuch-export.json`: all data of the workspace in one JSON document, written as a stream.
 * What a later import (into a fresh workspace) reads:
 *
 *   {
 *     "format": "hausbuch-export", "schemaVersion": 1,
 *     "exportedAt": "2025-06-01T03:04:05.678Z",
 *     "migration": { "tag": "0027_…", "when": 1750000000000 },   the app's schema level
 *     "workspace": { "id": "…", "name": "Mein Portfolio" },
 *     "valueFormat": "postgres-text",
 *     "excludedTables": { "session": "<reason>", … },              tables deliberately left out
 *     "tables": {                                                  parents before children
 *       "properties": {
 *         "columns": [{ "name": "id", "type": "uuid" }, { "name": "purchase_price_cents", "type": "bigint" }, …],
 *         "primaryKey": ["id"],
 *         "selfReferencing": false,                                a foreign key to itself
 *         "derived": null,                                         or why an import skips the table
 *         "omittedColumns": {},                                    column → reason it is left out
 *         "rows": [
 *           { "id": "…", "purchase_price_cents": "31234567", "building_share_percent": "80.00", … }
 *         ],
 *         "rowCount": 1
 *       }, …
 *     },
 *     "files": [ { "receiptId": "…", "path": "belege/<id>-Rechnung.pdf", "sizeBytes": 1234, "sha256": "…" } ],
 *     "fileCount": 1
 *   }
 *
 * valueFormat "postgres-text": every value is the column's PostgreSQL text form (`value::text`,
 * dates `yyyy-MM-dd`, timestamps in UTC, booleans "true"/"false", jsonb as its JSON text), or
 * null — keys are the database's snake_case column names. So `text::<type>` with the recorded
 * type reads each value back exactly: money stays integer cents, numeric keeps its digits.
 * Each table lists its columns, so an import can map them even after the schema moved on.
 * Rows are objects (one per line), in primary-key order; `rowCount` after them makes a cut-off
 * document fail loudly. `files` names each receipt's file in the ZIP (a receipt whose file was
 * gone is listed in FEHLENDE-BELEGE.txt instead of being in the ZIP).
 */

export const DOCUMENT_NAME = "hausbuch-export.json";
export const EXPORT_FORMAT = "hausbuch-export";
export const EXPORT_SCHEMA_VERSION = 1;

export type ExportJob = {
  db: Db;
  workspace: { id: string; name: string };
  plan: ExportPlan;
  exportedAt: Date;
  migration: MigrationLevel;
};

const json = JSON.stringify;

/** A row as an object in column order; built as text, so a column named like an Object property stays a plain key. */
const rowJson = (table: ExportTable, row: TextRow) => `{${table.columns.map((c, i) => `${json(c.name)}:${json(row[i] ?? null)}`).join(",")}}`;

function tableHead(table: ExportTable): string {
  const head = {
    columns: table.columns.map((c) => ({ name: c.name, type: c.type })),
    primaryKey: table.primaryKey,
    selfReferencing: table.selfReferencing,
    derived: table.derived,
    omittedColumns: table.omittedColumns,
  };
  // The head's own closing brace is dropped: rows and rowCount follow inside the same object.
  return `${json(table.name)}:${json(head).slice(0, -1)},"rows":[`;
}

/** Writes the document as an entry of `zip`, yielding after each page of rows. */
export async function* writeDocument(zip: ZipWriter, job: ExportJob): AsyncGenerator<void> {
  const out = zip.text(DOCUMENT_NAME);
  const head = {
    format: EXPORT_FORMAT,
    schemaVersion: EXPORT_SCHEMA_VERSION,
    exportedAt: job.exportedAt.toISOString(),
    migration: job.migration,
    workspace: job.workspace,
    valueFormat: "postgres-text",
    excludedTables: Object.fromEntries(job.plan.excluded.map((e) => [e.name, e.reason])),
  };
  out.write(`${json(head).slice(0, -1)},\n"tables":{`);
  for (const [t, table] of job.plan.tables.entries()) {
    out.write(`${t > 0 ? "," : ""}\n${tableHead(table)}`);
    let rowCount = 0;
    for await (const rows of tableRows(job.db, table, job.workspace.id)) {
      out.write(rows.map((row, i) => `${rowCount + i > 0 ? "," : ""}\n${rowJson(table, row)}`).join(""));
      rowCount += rows.length;
      yield;
    }
    out.write(`${rowCount > 0 ? "\n" : ""}],"rowCount":${rowCount}}`);
  }
  out.write(`\n},\n"files":[`);
  let fileCount = 0;
  for await (const files of filePages(job.db, job.workspace.id)) {
    out.write(files.map((f, i) => `${fileCount + i > 0 ? "," : ""}\n${json({ receiptId: f.receiptId, path: f.path, sizeBytes: f.sizeBytes, sha256: f.sha256 })}`).join(""));
    fileCount += files.length;
    yield;
  }
  out.write(`${fileCount > 0 ? "\n" : ""}],\n"fileCount":${fileCount}}\n`);
  out.end();
  yield;
}
