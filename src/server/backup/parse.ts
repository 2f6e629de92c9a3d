import crypto from "node:crypto";
import { backupMessages } from "@/shared/messages/backup";
import { BACKUP_FORMAT, BACKUP_VERSION, readLines, type BackupHeader, type DocumentRef } from "./format";
import { appMigrations, locateLevel } from "./migrations";

/** A refusal or a damaged file: the caller shows the German message as it is. */
export class RestoreError extends Error {}

export const damaged = (line: number, reason: string) => new RestoreError(backupMessages.restoreDamaged(line, reason));

/** A stored document is at most 20 MB (RECEIPT_MAX_BYTES); anything far beyond is a broken file. */
const MAX_FILE_BYTES = 256 * 1024 * 1024;

/** The first line of a backup, checked: format, version and a migration level this app knows. */
export async function readHeader(file: string): Promise<{ header: BackupHeader; levelIndex: number }> {
  let first: string | undefined;
  try {
    for await (const line of readLines(file)) {
      first = line;
      break;
    }
  } catch {
    throw new RestoreError(backupMessages.restoreNotABackup);
  }
  let header: Partial<BackupHeader> | null = null;
  try {
    header = JSON.parse(first ?? "") as Partial<BackupHeader>;
  } catch {
    // falls through: not ours
  }
  if (!header || header.format !== BACKUP_FORMAT || typeof header.version !== "number") throw new RestoreError(backupMessages.restoreNotABackup);
  if (header.version > BACKUP_VERSION) throw new RestoreError(backupMessages.restoreFormatNewer(header.version));
  const level = header.migration;
  if (!level || typeof level.tag !== "string" || typeof level.when !== "number") throw damaged(1, "Kopfzeile ohne Datenbankstand");
  const at = locateLevel(level);
  const all = appMigrations();
  if (at === "newer") throw new RestoreError(backupMessages.restoreMigrationNewer(level.tag, all[all.length - 1]!.tag));
  if (at === "unknown") throw new RestoreError(backupMessages.restoreMigrationUnknown(level.tag));
  return { header: header as BackupHeader, levelIndex: at };
}

/** What the parser hands on, in file order; every call may write (restore) or do nothing (verify). */
export type BackupSink = {
  table(name: string, columns: string[], lineNo: number): Promise<void>;
  /** One row: the line as read, already checked to be an array of text or null of the right length. */
  row(line: string, lineNo: number): Promise<void>;
  tableEnd(rows: number, lineNo: number): Promise<void>;
  sequence(name: string, lastValue: string, isCalled: boolean, lineNo: number): Promise<void>;
  /** A receipt file whose size and SHA-256 matched. */
  file(key: DocumentRef, bytes: Uint8Array, lineNo: number): Promise<void>;
};

export type LoadCounts = { tables: number; rows: number; files: number };

type PendingFile = { key: DocumentRef; size: number; sha256: string; chunks: Buffer[]; received: number };

/**
 * Reads lines 2… of a backup and checks everything the file states about itself: each row's
 * shape, each table's row count, each file's size and SHA-256, the trailer's totals. A cut-off
 * or bit-flipped file fails here with the line it failed at.
 */
export async function parseBackup(file: string, sink: BackupSink): Promise<LoadCounts> {
  let lineNo = 0;
  let table: { name: string; width: number; seen: number } | null = null;
  let document: PendingFile | null = null;
  const tables = new Set<string>();
  let rows = 0;
  let files = 0;
  let ended = false;

  const finishFile = async (f: PendingFile) => {
    const bytes = Buffer.concat(f.chunks);
    if (crypto.createHash("sha256").update(bytes).digest("hex") !== f.sha256) throw damaged(lineNo, "Prüfsumme einer Belegdatei stimmt nicht");
    await sink.file(f.key, new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), lineNo);
    files++;
  };

  try {
    for await (const line of readLines(file)) {
      lineNo++;
      if (lineNo === 1) continue; // the header, checked by readHeader
      if (ended) throw damaged(lineNo, "Daten nach dem Schluss der Sicherung");
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        throw damaged(lineNo, "keine gültige Zeile");
      }
      if (document) {
        if (typeof value !== "string") throw damaged(lineNo, "Belegdatei unvollständig");
        const chunk = Buffer.from(value, "base64");
        document.chunks.push(chunk);
        document.received += chunk.byteLength;
        if (document.received > document.size) throw damaged(lineNo, "Belegdatei länger als angegeben");
        if (document.received === document.size) {
          await finishFile(document);
          document = null;
        }
        continue;
      }
      if (table) {
        if (Array.isArray(value)) {
          if (value.length !== table.width || !value.every((v) => v === null || typeof v === "string")) throw damaged(lineNo, `Zeile passt nicht zu ${table.name}`);
          table.seen++;
          await sink.row(line, lineNo);
          continue;
        }
        const end = value as { tableEnd?: unknown; rows?: unknown } | null;
        if (end?.tableEnd !== table.name || end.rows !== table.seen) throw damaged(lineNo, `Tabelle ${table.name} unvollständig`);
        await sink.tableEnd(table.seen, lineNo);
        rows += table.seen;
        table = null;
        continue;
      }
      if (value === null || typeof value !== "object" || Array.isArray(value)) throw damaged(lineNo, "unerwartete Zeile");
      const entry = value as Record<string, unknown>;
      if (typeof entry.table === "string") {
        const columns = entry.columns;
        if (tables.has(entry.table) || !Array.isArray(columns) || columns.length === 0 || !columns.every((c) => typeof c === "string") || new Set(columns).size !== columns.length) {
          throw damaged(lineNo, `Tabelle ${entry.table} doppelt oder ohne Spalten`);
        }
        tables.add(entry.table);
        table = { name: entry.table, width: columns.length, seen: 0 };
        await sink.table(entry.table, columns, lineNo);
      } else if (typeof entry.sequence === "string") {
        if (typeof entry.lastValue !== "string" || !/^-?\d{1,19}$/.test(entry.lastValue) || typeof entry.isCalled !== "boolean") throw damaged(lineNo, "Zähler ohne Stand");
        await sink.sequence(entry.sequence, entry.lastValue, entry.isCalled, lineNo);
      } else if (entry.file && typeof entry.file === "object") {
        const key = entry.file as Partial<DocumentRef>;
        const size = entry.size;
        if (typeof key.workspaceId !== "string" || typeof key.id !== "string") throw damaged(lineNo, "Belegdatei ohne Schlüssel");
        if (typeof size !== "number" || !Number.isInteger(size) || size < 0 || size > MAX_FILE_BYTES || typeof entry.sha256 !== "string") throw damaged(lineNo, "Belegdatei ohne Größe");
        document = { key: { workspaceId: key.workspaceId, id: key.id }, size, sha256: entry.sha256, chunks: [], received: 0 };
        if (size === 0) {
          await finishFile(document);
          document = null;
        }
      } else if (entry.end && typeof entry.end === "object") {
        const end = entry.end as { tables?: unknown; rows?: unknown; files?: unknown };
        if (end.tables !== tables.size || end.rows !== rows || end.files !== files) throw damaged(lineNo, "Schlusszeile passt nicht zum Inhalt");
        ended = true;
      } else {
        throw damaged(lineNo, "unerwartete Zeile");
      }
    }
  } catch (err) {
    // zlib: a cut-off file (Z_BUF_ERROR) or flipped bits (Z_DATA_ERROR, a wrong CRC).
    const code = (err as NodeJS.ErrnoException).code;
    if (err instanceof RestoreError || typeof code !== "string" || !code.startsWith("Z_")) throw err;
    throw damaged(lineNo + 1, code === "Z_BUF_ERROR" ? "Die Datei ist abgeschnitten" : "Die komprimierten Daten sind fehlerhaft");
  }
  if (!ended) throw damaged(lineNo, "Die Datei endet vor ihrem Schluss");
  return { tables: tables.size, rows, files };
}

const nothing = async () => {};

/** The whole file checked before anything is touched: a damaged backup changes nothing at all. */
export function verifyBackup(file: string): Promise<LoadCounts> {
  return parseBackup(file, { table: nothing, row: nothing, tableEnd: nothing, sequence: nothing, file: nothing });
}
