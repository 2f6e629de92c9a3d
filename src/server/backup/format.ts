import fs from "node:fs";
import { once } from "node:events";
import { pipeline } from "node:stream/promises";
import { StringDecoder } from "node:string_decoder";
import { createGunzip, createGzip } from "node:zlib";
import type { MigrationLevel } from "./migrations";

/**
 * A backup is gzip-compressed JSON lines (docs/decisions/0025-backup-restore.md):
 *
 *   {"format":"hausbuch-backup","version":1,"migration":{…},"database":"pglite","createdAt":"…"}
 *   {"table":"workspaces","columns":["id","name",…]}
 *   ["0b0c…","Mein Portfolio",…]          one line per row: every value in its text form, or null
 *   {"tableEnd":"workspaces","rows":1}
 *   … every table, parents first …
 *   {"sequence":"contract_account_stamp_seq","lastValue":"42","isCalled":true}
 *   {"file":{"workspaceId":"…","id":"…"},"size":1234,"sha256":"…"}
 *   "JVBERi0xLjcK…"                        the file's bytes in base64 lines
 *   {"end":{"tables":45,"rows":1234,"files":1}}
 *
 * The trailer and the per-table counts make a cut-off file fail loudly; gzip's CRC catches
 * flipped bits.
 */

export const BACKUP_FORMAT = "hausbuch-backup";
export const BACKUP_VERSION = 1;

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: number;
  migration: MigrationLevel;
  database: "pglite" | "postgres";
  createdAt: string;
};

export type DocumentRef = { workspaceId: string; id: string };

export type BackupLine =
  | { table: string; columns: string[] }
  | { tableEnd: string; rows: number }
  | { sequence: string; lastValue: string; isCalled: boolean }
  | { file: DocumentRef; size: number; sha256: string }
  | { end: { tables: number; rows: number; files: number } };

/** Raw bytes per base64 line of a file: 3 · 256 KiB → 1 MiB of text. */
export const FILE_CHUNK_BYTES = 3 * 256 * 1024;

export const BACKUPS_FOLDER = "backups";
const AUTO_PREFIX = "hausbuch-auto-";
const MANUAL_PREFIX = "hausbuch-";
const SUFFIX = ".backup.ndjson.gz";

/** `hausbuch-2025-06-01T03-00-00-123Z.backup.ndjson.gz`; automatic ones say `hausbuch-auto-…`. */
export function backupFileName(at: Date, automatic: boolean): string {
  const stamp = at.toISOString().replace(/[:.]/g, "-");
  return `${automatic ? AUTO_PREFIX : MANUAL_PREFIX}${stamp}${SUFFIX}`;
}

/** When an automatic backup of ours was taken, by its name; null for any other file. */
export function automaticBackupTime(name: string): Date | null {
  const match = /^hausbuch-auto-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.backup\.ndjson\.gz$/.exec(name);
  if (!match) return null;
  const [, day, h, m, s, ms] = match;
  const at = new Date(`${day}T${h}:${m}:${s}.${ms}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Lines into a gzip file, honouring back-pressure so no table is held in memory. */
export type LineWriter = { write(line: string): Promise<void>; close(): Promise<void>; abort(): Promise<void> };

export function openLineWriter(file: string): LineWriter {
  const gzip = createGzip();
  // 0600: a backup holds every account's password hash and all personal data.
  const done = pipeline(gzip, fs.createWriteStream(file, { flags: "wx", mode: 0o600 }));
  done.catch(() => {}); // surfaced by write()/close()
  return {
    async write(line) {
      if (!gzip.write(`${line}\n`)) await once(gzip, "drain");
    },
    async close() {
      gzip.end();
      await done;
    },
    async abort() {
      gzip.destroy();
      await done.catch(() => {});
    },
  };
}

/** The lines of a gzip file, one by one (a torn gzip stream rejects the iteration). */
export async function* readLines(file: string): AsyncGenerator<string> {
  const gunzip = createGunzip();
  const source = fs.createReadStream(file);
  const piping = pipeline(source, gunzip);
  piping.catch(() => {}); // the same error reaches the loop below through gunzip
  const decoder = new StringDecoder("utf8");
  // The current line's parts: a row of receipt bytes can be tens of MB, split over many chunks.
  let parts: string[] = [];
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      const text = decoder.write(chunk);
      let start = 0;
      for (let newline = text.indexOf("\n"); newline >= 0; newline = text.indexOf("\n", start)) {
        parts.push(text.slice(start, newline));
        yield parts.join("");
        parts = [];
        start = newline + 1;
      }
      if (start < text.length) parts.push(text.slice(start));
    }
    parts.push(decoder.end());
    const last = parts.join("");
    if (last !== "") yield last;
  } finally {
    source.destroy();
    gunzip.destroy();
  }
}
