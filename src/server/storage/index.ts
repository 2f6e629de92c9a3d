import path from "node:path";
import { createDatabaseStorage } from "./database-storage";
import type { DocumentStorageKind, DocumentStores } from "./document-storage";
import { createFolderStorage } from "./folder-storage";

export type { DocumentKey, DocumentStorage, DocumentStorageKind, DocumentStores, FolderDocumentStorage, StoredFile } from "./document-storage";
export { documentStorageKinds } from "./document-storage";
export { createDatabaseStorage } from "./database-storage";
export { createFolderStorage } from "./folder-storage";

/** The app's document stores: new documents go to `current`; the folder lives in DATA_DIR/receipts. */
export function createDocumentStores(opts: { current: DocumentStorageKind; dataDir: string }): DocumentStores {
  const folder = createFolderStorage(path.join(opts.dataDir, "receipts"));
  return {
    current: opts.current,
    folder,
    open: (kind, db) => (kind === "folder" ? folder : createDatabaseStorage(db)),
  };
}
