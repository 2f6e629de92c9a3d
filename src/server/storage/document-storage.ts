import type { Db } from "@/server/db/client";

// Where uploaded documents (receipts) keep their bytes (decision 0011). The database row of a
// document names its storage; the bytes are found by the key.

export const documentStorageKinds = ["folder", "database"] as const;
export type DocumentStorageKind = (typeof documentStorageKinds)[number];

/** A document of a workspace; `id` is the id of its row (receipts.id). */
export type DocumentKey = { workspaceId: string; id: string };

export interface DocumentStorage {
  readonly kind: DocumentStorageKind;
  /** Stores the bytes under the key, replacing any; all or nothing (no half-written file). */
  put(key: DocumentKey, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: DocumentKey): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Removes the bytes; nothing stored is fine. */
  delete(key: DocumentKey): Promise<void>;
}

/** One file of the folder storage, for the sweep that removes files without a row. */
export type StoredFile = { key: DocumentKey; modifiedAt: Date };

export interface FolderDocumentStorage extends DocumentStorage {
  readonly kind: "folder";
  /** Every stored document. */
  list(): Promise<StoredFile[]>;
  /** Removes temp files of writes that never finished (a crash between write and rename); returns how many. */
  removeTempFiles(olderThan: Date): Promise<number>;
}

/** What the app holds: the storage for new documents and a way to reach either kind. */
export type DocumentStores = {
  /** Where new documents go (DOCUMENT_STORAGE). */
  current: DocumentStorageKind;
  /**
   * The storage of `kind` working on `db`. Given a transaction, database storage writes in it,
   * so a document's row and its bytes commit together.
   */
  open(kind: DocumentStorageKind, db: Db): DocumentStorage;
  /** The folder storage (also when new documents go to the database: older ones may live there). */
  folder: FolderDocumentStorage;
};
