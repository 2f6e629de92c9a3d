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
import { safeReceiptFileName, sniffReceiptType } from "./receipt-content";
import { receiptDto } from "./receipt-dto";

export const RECEIPT = "Der Beleg";

type Ctx = { db: Db; documents: DocumentStores; actor: Actor };

function storageKind(value: string): DocumentStorageKind {
  if (!(documentStorageKinds as readonly string[]).includes(value)) throw new Error(`Unbekannter Belegspeicher: ${value}`);
  return value as DocumentStorageKind;
}

/**
 * POST /receipts: a pending receipt (no booking yet); the booking's save attaches it. The role is
 * checked before the body is read (`read`), the content decides the type before anything is
 * written, and row and bytes are written in one transaction: database storage commits both
 * together; a folder file whose row then fails to commit has no row and is swept.
 */
export async function uploadReceipt({ db, documents, actor, read }: Ctx & { read: () => Promise<UploadedFile> }): Promise<ReceiptDto> {
  authorize(actor, "write");
  const file = await read();
  const mediaType = sniffReceiptType(file.bytes);
  if (!mediaType) throw new AppError("unsupported_media_type", messages.receiptTypeNotAllowed);
  const id = crypto.randomUUID();
  const storage = documents.current;
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(receipts)
      .values({
        id,
        workspaceId: actor.workspaceId,
        fileName: safeReceiptFileName(file.name, mediaType),
        mediaType,
        sizeBytes: file.bytes.byteLength,
        sha256: crypto.createHash("sha256").update(file.bytes).digest("hex"),
        storage,
        createdBy: actor.userId,
      })
      .returning();
    await documents.open(storage, tx).put({ workspaceId: actor.workspaceId, id }, file.bytes);
    return inserted!;
  });
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
    return storageKind(found.storage);
  });
  await documents
    .open(storage, db)
    .delete({ workspaceId: actor.workspaceId, id })
    .catch(() => undefined); // the sweep (receipt-cleanup.ts) removes a file without a row
}
