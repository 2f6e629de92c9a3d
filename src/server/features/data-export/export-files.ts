import { and, asc, count, eq, gt, sum } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { toNumber } from "@/server/db/rows";
import { receipts } from "@/server/db/schema";
import { safeFileSegment } from "@/server/features/reports";
import { documentStorageKinds, type DocumentStorageKind } from "@/server/storage";

// The receipt files (Belege) of a workspace, wherever they are stored (folder or database, the
// receipt's row says which): named and listed here, read one at a time by the export.

export const FILES_FOLDER = "belege";

/** A receipt's file as an entry of the export. */
export type ExportFile = {
  receiptId: string;
  /** "belege/<receipt id>-<file name>": the id makes it unique and finds it from the row. */
  path: string;
  fileName: string;
  sizeBytes: number;
  sha256: string;
  storage: DocumentStorageKind;
  createdAt: Date;
};

/** Bytes of the file-name part: with the id and the folder far below what file systems take per name (255). */
const NAME_MAX_BYTES = 180;
const FILES_PER_PAGE = 200;

/** The stored name made safe for every file system (reports' safeFileSegment), cut to NAME_MAX_BYTES keeping its extension. */
function entryFileName(fileName: string): string {
  const safe = safeFileSegment(fileName) || "Beleg";
  if (Buffer.byteLength(safe) <= NAME_MAX_BYTES) return safe;
  const dot = safe.lastIndexOf(".");
  const extension = dot > 0 && safe.length - dot <= 11 ? safe.slice(dot) : "";
  const stem = [...safe.slice(0, safe.length - extension.length)];
  while (stem.length > 0 && Buffer.byteLength(stem.join("") + extension) > NAME_MAX_BYTES) stem.pop();
  return `${stem.join("").trimEnd()}${extension}`;
}

export const fileEntryPath = (receiptId: string, fileName: string) => `${FILES_FOLDER}/${receiptId}-${entryFileName(fileName)}`;

function storageKind(value: string): DocumentStorageKind {
  if (!(documentStorageKinds as readonly string[]).includes(value)) throw new Error(`Unbekannter Belegspeicher: ${value}`);
  return value as DocumentStorageKind;
}

/** The workspace's receipts in pages, by id (pending ones, not yet on a booking, too: they are its data). */
export async function* filePages(db: Db, workspaceId: string): AsyncGenerator<ExportFile[]> {
  let after: string | null = null;
  for (;;) {
    const rows = await db
      .select({ id: receipts.id, fileName: receipts.fileName, sizeBytes: receipts.sizeBytes, sha256: receipts.sha256, storage: receipts.storage, createdAt: receipts.createdAt })
      .from(receipts)
      .where(and(eq(receipts.workspaceId, workspaceId), after ? gt(receipts.id, after) : undefined))
      .orderBy(asc(receipts.id))
      .limit(FILES_PER_PAGE);
    if (rows.length > 0) {
      yield rows.map((r) => ({
        receiptId: r.id,
        path: fileEntryPath(r.id, r.fileName),
        fileName: r.fileName,
        sizeBytes: r.sizeBytes,
        sha256: r.sha256,
        storage: storageKind(r.storage),
        createdAt: r.createdAt,
      }));
    }
    if (rows.length < FILES_PER_PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** How many receipt files the workspace has and their bytes together, for the limits before the first byte. */
export async function filesTotal(db: Db, workspaceId: string): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({ files: count(), bytes: sum(receipts.sizeBytes) })
    .from(receipts)
    .where(eq(receipts.workspaceId, workspaceId));
  return { files: toNumber(row?.files), bytes: toNumber(row?.bytes) };
}
