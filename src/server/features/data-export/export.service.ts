import { eq } from "drizzle-orm";
import { dateInAppTimeZone, now } from "@/core/dates";
import { messages } from "@/shared/messages";
import { can, type Actor } from "@/server/authz";
import { appLevel } from "@/server/backup/migrations";
import type { Db } from "@/server/db/client";
import { workspaces } from "@/server/db/schema";
import { AppError, notFound } from "@/server/http/errors";
import type { DocumentStores } from "@/server/storage";
import { csvHeader, csvLines } from "./export-csv";
import { writeDocument, type ExportJob } from "./export-document";
import { filePages, filesTotal, FILES_FOLDER, type ExportFile } from "./export-files";
import { readExportPlan, type ExportTable } from "./export-tables";
import { tableRows } from "./table-pages";
import { zipStream, type ZipWriter } from "./zip-stream";

// GET /workspace/export: all data of the caller's workspace as one ZIP (DSGVO Art. 20, the
// right to take one's data along) — LIESMICH.txt, hausbuch-export.json (export-document.ts),
// csv/<table>.csv per table and belege/<receipt id>-<name> per receipt file.

export const README_NAME = "LIESMICH.txt";
export const MISSING_FILES_NAME = `${FILES_FOLDER}/FEHLENDE-BELEGE.txt`;
export const CSV_FOLDER = "csv";

export type ExportLimits = { maxFiles: number; maxFileBytes: number };

/**
 * fflate writes no ZIP64, so the whole ZIP must stay below 4 GiB and 65.535 entries: receipts
 * (stored as they are) up to 3 GiB leave a gigabyte for the compressed JSON and CSVs, which a
 * landlord's ledger does not come near.
 */
export const DATA_EXPORT_LIMITS: ExportLimits = { maxFiles: 60_000, maxFileBytes: 3 * 1024 ** 3 };

const gigabytes = (bytes: number) => (Math.ceil((bytes / 1024 ** 3) * 10) / 10).toLocaleString("de-DE");

/** "Mein Portfolio" → "mein-portfolio", "Müllerstraße" → "muellerstrasse": an ASCII slug for the file name. */
export function workspaceSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "portfolio";
}

/** hausbuch-export-<slug>-<yyyy-MM-dd>.zip, the day as the landlord's calendar has it (Europe/Berlin). */
export const exportFileName = (workspaceName: string, at: Date) => `hausbuch-export-${workspaceSlug(workspaceName)}-${dateInAppTimeZone(at)}.zip`;

async function* writeCsv(zip: ZipWriter, job: ExportJob, table: ExportTable): AsyncGenerator<void> {
  const out = zip.text(`${CSV_FOLDER}/${table.name}.csv`);
  out.write(csvHeader(table.columns));
  for await (const rows of tableRows(job.db, table, job.workspace.id)) {
    out.write(csvLines(table.columns, rows));
    yield;
  }
  out.end();
}

/**
 * The receipt files, one per step (memory: one file). A file gone from its storage does not
 * stop the export — the landlord's other data must still come out — it is named in
 * FEHLENDE-BELEGE.txt and logged by id for the operator.
 */
async function* writeFiles(zip: ZipWriter, job: ExportJob, documents: DocumentStores): AsyncGenerator<void> {
  const missing: ExportFile[] = [];
  for await (const files of filePages(job.db, job.workspace.id)) {
    for (const file of files) {
      const bytes = await documents.open(file.storage, job.db).get({ workspaceId: job.workspace.id, id: file.receiptId });
      if (!bytes) {
        console.error(`[ERROR] Export: Beleg ${file.receiptId} (Arbeitsbereich ${job.workspace.id}, Speicher ${file.storage}): Datei fehlt.`);
        missing.push(file);
        continue;
      }
      zip.stored(file.path, bytes, file.createdAt);
      yield;
    }
  }
  if (missing.length > 0) {
    const out = zip.text(MISSING_FILES_NAME);
    out.write(messages.dataExportMissingFiles(missing.map((f) => `${f.receiptId}  ${f.fileName}`)));
    out.end();
  }
}

async function* writeExport(zip: ZipWriter, job: ExportJob, documents: DocumentStores): AsyncGenerator<void> {
  const readme = zip.text(README_NAME);
  readme.write(messages.dataExportReadme(job.workspace.name, job.exportedAt.toISOString()));
  readme.end();
  yield* writeDocument(zip, job);
  for (const table of job.plan.tables) yield* writeCsv(zip, job, table);
  yield* writeFiles(zip, job, documents);
}

export type WorkspaceExport = { fileName: string; body: ReadableStream<Uint8Array> };

/**
 * The export of the actor's workspace, for its admins only: everything a person may take along
 * to another service, the other members' names and addresses included, so it is a decision of
 * the workspace's admins (an editor or viewer gets 403). What can fail with a message fails
 * here, before the first byte: the role, the limits, a table nobody decided about (500).
 */
export async function exportWorkspace({
  db,
  documents,
  actor,
  limits = DATA_EXPORT_LIMITS,
}: {
  db: Db;
  documents: DocumentStores;
  actor: Actor;
  limits?: ExportLimits;
}): Promise<WorkspaceExport> {
  // authorize(actor, "manage") would say "diese Änderung": a download is no change.
  if (!can(actor.role, "manage")) throw new AppError("forbidden", messages.dataExportForbidden);
  const [workspace] = await db.select({ id: workspaces.id, name: workspaces.name }).from(workspaces).where(eq(workspaces.id, actor.workspaceId));
  if (!workspace) throw notFound("Das Portfolio");
  const totals = await filesTotal(db, workspace.id);
  if (totals.files > limits.maxFiles) throw new AppError("conflict", messages.dataExportTooManyFiles(totals.files, limits.maxFiles));
  if (totals.bytes > limits.maxFileBytes) throw new AppError("conflict", messages.dataExportTooLarge(gigabytes(totals.bytes), gigabytes(limits.maxFileBytes)));
  const plan = await readExportPlan(db);
  const exportedAt = now();
  const job: ExportJob = { db, workspace, plan, exportedAt, migration: appLevel() };
  return { fileName: exportFileName(workspace.name, exportedAt), body: zipStream((zip) => writeExport(zip, job, documents), exportedAt) };
}
