import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { DocumentKey, FolderDocumentStorage, StoredFile } from "./document-storage";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TEMP_SUFFIX = /\.tmp-[0-9a-f]+$/;

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === "ENOENT";

/**
 * Documents as files under `<root>/<workspaceId>/<id>` (root: DATA_DIR/receipts). A write goes to
 * a temp file next to the target, is flushed to disk and renamed over it: a reader sees the old
 * file or the whole new one, never a part.
 */
export function createFolderStorage(root: string): FolderDocumentStorage {
  const fileOf = (key: DocumentKey) => {
    // Both parts are ids of rows; anything else must never become a path (no "..", no "/").
    if (!UUID.test(key.workspaceId) || !UUID.test(key.id)) throw new Error(`Ungültiger Dokumentschlüssel: ${key.workspaceId}/${key.id}`);
    return path.join(root, key.workspaceId.toLowerCase(), key.id.toLowerCase());
  };

  async function entries(dir: string): Promise<string[]> {
    try {
      return await fs.readdir(dir);
    } catch (err) {
      if (isMissing(err)) return [];
      throw err;
    }
  }

  return {
    kind: "folder",

    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.tmp-${crypto.randomBytes(6).toString("hex")}`;
      try {
        const handle = await fs.open(temp, "wx", 0o600);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(temp, file);
      } catch (err) {
        await fs.rm(temp, { force: true });
        throw err;
      }
    },

    async get(key) {
      try {
        return new Uint8Array(await fs.readFile(fileOf(key)));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },

    async list() {
      const files: StoredFile[] = [];
      for (const workspaceId of await entries(root)) {
        if (!UUID.test(workspaceId)) continue;
        for (const id of await entries(path.join(root, workspaceId))) {
          if (!UUID.test(id)) continue;
          const stat = await fs.stat(path.join(root, workspaceId, id)).catch(() => null);
          if (stat?.isFile()) files.push({ key: { workspaceId, id }, modifiedAt: stat.mtime });
        }
      }
      return files;
    },

    async removeTempFiles(olderThan) {
      let removed = 0;
      for (const workspaceId of await entries(root)) {
        if (!UUID.test(workspaceId)) continue;
        for (const name of await entries(path.join(root, workspaceId))) {
          if (!TEMP_SUFFIX.test(name)) continue;
          const file = path.join(root, workspaceId, name);
          const stat = await fs.stat(file).catch(() => null);
          if (stat && stat.mtime < olderThan) {
            await fs.rm(file, { force: true });
            removed++;
          }
        }
      }
      return removed;
    },
  };
}
