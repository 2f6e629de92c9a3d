import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "@/server/authz";
import { authorize } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { receipts } from "@/server/db/schema";
import { AppError, notFound } from "@/server/http/errors";
import type { UploadedFile } from "@/server/http/upload";
import { documentStorageKinds, type DocumentStorageKind, type DocumentStores } from "@/server/storage";
import type { ReceiptDto } from "@/shared/booking-types";
import { messages } from "@/shared/messages";
import { safeReceiptFileName, sniffReceiptType, type ReceiptMediaType } from "./receipt-content";
import { receiptDto } from "./receipt-dto";

export const RECEIPT = "Der Beleg";

type Ctx = { db: Db; documents: DocumentStores; actor: Actor };

function storageKind(value: string): DocumentStorageKind {
  if (!(documentStorageKinds as readonly string[]).includes(value)) throw new Error(`Unbekannter Belegspeicher: ${value}`);
  return value as DocumentStorageKind;
}

/** What a stored document belongs to: nothing yet (a pending receipt) or a meter reading (its photo). */
type DocumentOwner = { meterReadingId?: string };

/**
 * Stores an uploaded file whose content was sniffed as `mediaType`: its receipts row and its
 * bytes, in `tx` — database storage commits both together; a folder file whose row then fails
 * to commit has no row and is swept. The one way a document gets stored.
 */
export async function storeDocument(
  tx: Db,
  documents: DocumentStores,
  opts: { actor: Actor; file: UploadedFile; mediaType: ReceiptMediaType; owner?: DocumentOwner },
): Promise<typeof receipts.$inferSelect> {
  const id = crypto.randomUUID();
  const storage = documents.current;
  const [inserted] = await tx
    .insert(receipts)
    .values({
      id,
      workspaceId: opts.actor.workspaceId,
      meterReadingId: opts.owner?.meterReadingId ?? null,
      fileName: safeReceiptFileName(opts.file.name, opts.mediaType),
      mediaType: opts.mediaType,
      sizeBytes: opts.file.bytes.byteLength,
      sha256: crypto.createHash("sha256").update(opts.file.bytes).digest("hex"),
      storage,
      createdBy: opts.actor.userId,
    })
    .returning();
  await documents.open(storage, tx).put({ workspaceId: opts.actor.workspaceId, id }, opts.file.bytes);
  return inserted!;
}

/**
 * POST /receipts: a pending receipt (no booking yet); the booking's save attaches it. The role is
 * checked before the body is read (`read`), the content decides the type before anything is
 * written, and row and bytes are written in one transaction (`storeDocument`).
 */
export async function uploadReceipt({ db, documents, actor, read }: Ctx & { read: () => Promise<UploadedFile> }): Promise<ReceiptDto> {
  authorize(actor, "write");
  const file = await read();
  const mediaType = sniffReceiptType(file.bytes);
  if (!mediaType) throw new AppError("unsupported_media_type", messages.receiptTypeNotAllowed);
  const row = await db.transaction((tx) => storeDocument(tx, documents, { actor, file, mediaType }));
  return receiptDto(row);
}

/** GET /receipts/:id/file: the receipt and its bytes. */
export async function getReceiptFile({ db, documents, actor, id }: Ctx & { id: string }): Promise<{ receipt: ReceiptDto; bytes: Uint8Array<ArrayBuffer> }> {
  authorize(actor, "read");
  const [row] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.id, id), eq(receipts.workspaceId, actor.workspaceId)));
  if (!row) throw notFound(RECEIPT);
  const bytes = await documents.open(storageKind(row.storage), db).get({ workspaceId: row.workspaceId, id: row.id });
  if (!bytes) throw new AppError("not_found", messages.receiptBytesMissing);
  return { receipt: receiptDto(row), bytes };
}

/**
 * DELETE /receipts/:id. A receipt of a booking in a closed tax year (year of its payment date)
 * stays: the books of that year are final (decision 0010). The row goes first; the bytes after
 * the commit (database bytes go with the row already). A file that cannot be removed then is
 * swept later, since it has no row.
 */
export async function deleteReceipt({ db, documents, actor, id }: Ctx & { id: string }): Promise<void> {
  authorize(actor, "write");
  const storage = await db.transaction(async (tx) => {
    const [found] = rowsOf<{ storage: string; closed_year: number | null }>(
      await tx.execute(sql`
        select r.storage, c.year as closed_year
        from receipts r
        left join bookings b on b.id = r.booking_id
        left join closed_tax_years c on c.workspace_id = r.workspace_id and c.year = extract(year from b.payment_date)::int
        where r.id = ${id} and r.workspace_id = ${actor.workspaceId}
        for update of r`),
    );
    if (!found) throw notFound(RECEIPT);
    if (found.closed_year !== null) throw new AppError("conflict", messages.receiptInClosedYear(Number(found.closed_year)));
    await tx.delete(receipts).where(and(eq(receipts.id, id), eq(receipts.workspaceId, actor.workspaceId)));
    return found.storage;
  });
  await removeDocumentBytes(db, documents, actor.workspaceId, [{ id, storage }]);
}

/**
 * The bytes of documents whose rows were deleted and committed: database bytes went with their
 * rows already; a folder file that cannot be removed now is swept later, since it has no row.
 */
export async function removeDocumentBytes(db: Db, documents: DocumentStores, workspaceId: string, removed: ReadonlyArray<{ id: string; storage: string }>): Promise<void> {
  for (const { id, storage } of removed) {
    await documents
      .open(storageKind(storage), db)
      .delete({ workspaceId, id })
      .catch(() => undefined); // the sweep (receipt-cleanup.ts)
  }
}
