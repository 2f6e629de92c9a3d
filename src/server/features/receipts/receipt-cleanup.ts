import { inArray, sql } from "drizzle-orm";
import { today, type IsoDate } from "@/core/dates";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { receipts } from "@/server/db/schema";
import { describeErrorForLog } from "@/server/http/log-error";
import type { DocumentStores } from "@/server/storage";

/** A pending receipt (uploaded, never attached to a booking) is kept this long. */
export const PENDING_RECEIPT_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * A folder file younger than this is left alone even without a row: its upload may still be
 * between writing the file and committing the row.
 */
export const ORPHAN_FILE_GRACE_MS = 60 * 60 * 1000;
const ID_BATCH = 500;

export type ReceiptSweep = { pendingRemoved: number; orphanFilesRemoved: number };

/**
 * Removes pending receipts (on no booking and no meter reading) older than a day with their bytes, and folder files without a receipt
 * row: a deleted booking takes its receipt rows along (on delete cascade), a folder cannot
 * follow a cascade. Database bytes go with their row. Safe to run in several processes at once.
 */
export async function sweepReceipts({ db, documents, now = new Date() }: { db: Db; documents: DocumentStores; now?: Date }): Promise<ReceiptSweep> {
  const pendingCutoff = new Date(now.getTime() - PENDING_RECEIPT_LIFETIME_MS).toISOString();
  const expired = rowsOf<{ id: string; workspace_id: string; storage: string }>(
    await db.execute(sql`delete from receipts where booking_id is null and meter_reading_id is null and created_at < ${pendingCutoff}::timestamptz returning id, workspace_id, storage`),
  );
  for (const r of expired) if (r.storage === "folder") await documents.folder.delete({ workspaceId: r.workspace_id, id: r.id });

  const graceCutoff = new Date(now.getTime() - ORPHAN_FILE_GRACE_MS);
  const candidates = (await documents.folder.list()).filter((f) => f.modifiedAt < graceCutoff);
  let orphanFilesRemoved = 0;
  for (let i = 0; i < candidates.length; i += ID_BATCH) {
    const batch = candidates.slice(i, i + ID_BATCH);
    const known = await db
      .select({ id: receipts.id, workspaceId: receipts.workspaceId })
      .from(receipts)
      .where(inArray(receipts.id, batch.map((f) => f.key.id.toLowerCase())));
    const kept = new Set(known.map((r) => `${r.workspaceId}/${r.id}`));
    for (const file of batch) {
      if (kept.has(`${file.key.workspaceId.toLowerCase()}/${file.key.id.toLowerCase()}`)) continue;
      await documents.folder.delete(file.key);
      orphanFilesRemoved++;
    }
  }
  await documents.folder.removeTempFiles(graceCutoff);
  return { pendingRemoved: expired.length, orphanFilesRemoved };
}

/** How often the server looks whether the Berlin day has changed (as the figures refresh does). */
const CHECK_EVERY_MS = 60_000;

/** At start-up and then once per day this process meets: sweeps receipts (figures-day.ts has the same shape). */
export function startDailyReceiptCleanup(db: Db, documents: DocumentStores, log: (message: string) => void): () => void {
  let sweptDay: IsoDate | null = null;
  let running = false;
  const run = () => {
    const day = today();
    if (day === sweptDay || running) return;
    running = true;
    void sweepReceipts({ db, documents })
      .then(
        (swept) => {
          sweptDay = day;
          if (swept.pendingRemoved + swept.orphanFilesRemoved > 0) {
            log(`Belege aufgeräumt: ${swept.pendingRemoved} nicht zugeordnete Belege, ${swept.orphanFilesRemoved} verwaiste Dateien entfernt.`);
          }
        },
        (err: unknown) => log(`[ERROR] Belege konnten nicht aufgeräumt werden: ${describeErrorForLog(err)}`),
      )
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
