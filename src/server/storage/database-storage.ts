import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import type { DocumentStorage } from "./document-storage";

/**
 * Documents in `receipt_blobs`, one row per receipt: every app process on the same PostgreSQL
 * reaches them. `db` may be a transaction; the bytes then commit with the receipt's row.
 * Deleting the receipt row removes its bytes too (on delete cascade).
 */
export function createDatabaseStorage(db: Db): DocumentStorage {
  return {
    kind: "database",

    async put(key, bytes) {
      await db.execute(sql`insert into receipt_blobs (receipt_id, data) values (${key.id}, ${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)})
        on conflict (receipt_id) do update set data = excluded.data`);
    },

    async get(key) {
      const rows = rowsOf<{ data: Uint8Array }>(
        await db.execute(sql`select b.data from receipt_blobs b join receipts r on r.id = b.receipt_id
          where b.receipt_id = ${key.id} and r.workspace_id = ${key.workspaceId}`),
      );
      const data = rows[0]?.data;
      return data ? new Uint8Array(data) : null;
    },

    async delete(key) {
      await db.execute(sql`delete from receipt_blobs where receipt_id = ${key.id}`);
    },
  };
}
