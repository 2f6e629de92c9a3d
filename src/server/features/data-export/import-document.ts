import { z } from "zod";
import { messages } from "@/shared/messages";
import { isZip, openZip, type ZipArchive, type ZipError } from "@/server/files/zip-entries";
import { AppError } from "@/server/http/errors";
import { DOCUMENT_NAME, EXPORT_FORMAT, EXPORT_SCHEMA_VERSION } from "./export-document";
import { FILES_FOLDER } from "./export-files";

// The uploaded export, read back: its ZIP checked by structure before anything is inflated, and
// hausbuch-export.json (export-document.ts describes it) checked by shape before anything is
// written. Every refusal is a German 400 that names what is wrong.

/** Entries of the ZIP: the export's own limit of files plus its document, README and CSVs. */
const MAX_ENTRIES = 61_000;
/** hausbuch-export.json uncompressed: JSON.parse holds it as one string, which V8 caps near 512 MB. */
const MAX_DOCUMENT_BYTES = 256 * 1024 * 1024;
/** Everything inflated together: the document and every receipt (stored, so no bigger than the upload). */
const MAX_TOTAL_BYTES = 1024 * 1024 * 1024;

const textValue = z.string().nullable();
const exportedTable = z.object({
  columns: z.array(z.object({ name: z.string().min(1).max(63), type: z.string().max(200) })),
  primaryKey: z.array(z.string()),
  rows: z.array(z.record(z.string(), textValue)),
  rowCount: z.number().int().nonnegative(),
});

const exportDocument = z.object({
  format: z.literal(EXPORT_FORMAT),
  schemaVersion: z.literal(EXPORT_SCHEMA_VERSION),
  migration: z.object({ tag: z.string(), when: z.number().int() }),
  workspace: z.object({ id: z.uuid(), name: z.string() }),
  valueFormat: z.literal("postgres-text"),
  tables: z.record(z.string(), exportedTable),
  files: z.array(
    z.object({
      receiptId: z.uuid(),
      path: z.string().startsWith(`${FILES_FOLDER}/`),
      sizeBytes: z.number().int().nonnegative(),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
  fileCount: z.number().int().nonnegative(),
});

export type ExportDocument = z.infer<typeof exportDocument>;
export type ExportedTable = z.infer<typeof exportedTable>;
export type ExportedFile = ExportDocument["files"][number];

function zipRefusal(error: ZipError): AppError {
  if (error.code === "encrypted") return new AppError("bad_request", messages.dataImportEncrypted);
  if (error.code === "corrupt") return new AppError("bad_request", messages.dataImportDamaged);
  return new AppError("bad_request", messages.dataImportNotExport);
}

/** The uploaded ZIP with its document and receipt files wanted; anything else in it is ignored. */
export function openExportArchive(bytes: Uint8Array): ZipArchive {
  if (!isZip(bytes)) throw new AppError("bad_request", messages.dataImportNotExport);
  const archive = openZip(bytes, { maxEntries: MAX_ENTRIES, maxEntryBytes: MAX_DOCUMENT_BYTES, maxTotalBytes: MAX_TOTAL_BYTES }, (name) => name === DOCUMENT_NAME || name.startsWith(`${FILES_FOLDER}/`));
  if (!archive.ok) throw zipRefusal(archive.error);
  if (!archive.names.includes(DOCUMENT_NAME)) throw new AppError("bad_request", messages.dataImportNotExport);
  return archive;
}

/** An entry's bytes; a broken one is the 400 `broken`. */
export function readEntry(archive: ZipArchive, name: string, broken: () => AppError): Uint8Array {
  const read = archive.read(name);
  if (!read.ok || !read.bytes) throw broken();
  return read.bytes;
}

/** Where in the document a shape error is, in words a person can follow ("tables.bookings.rows.3.amount_cents"). */
const issuePath = (issue: z.core.$ZodIssue) => issue.path.map(String).join(".") || "Wurzel";

/** hausbuch-export.json, parsed and checked: its shape, and that no table was cut off (rowCount). */
export function readExportDocument(archive: ZipArchive): ExportDocument {
  const bytes = readEntry(archive, DOCUMENT_NAME, () => new AppError("bad_request", messages.dataImportDamaged));
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new AppError("bad_request", messages.dataImportInvalid("kein lesbares JSON"));
  }
  const checked = exportDocument.safeParse(parsed);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    // A wrong format or version says more than the first wrong field of a document of another kind.
    if (issue.path[0] === "format") throw new AppError("bad_request", messages.dataImportNotExport);
    throw new AppError("bad_request", messages.dataImportInvalid(`${issuePath(issue)}: ${issue.message}`));
  }
  const document = checked.data;
  for (const [name, table] of Object.entries(document.tables)) {
    if (table.rows.length !== table.rowCount) throw new AppError("bad_request", messages.dataImportInvalid(`${name}: ${table.rows.length} statt ${table.rowCount} Zeilen`));
  }
  if (document.files.length !== document.fileCount) throw new AppError("bad_request", messages.dataImportInvalid(`files: ${document.files.length} statt ${document.fileCount} Dateien`));
  return document;
}
