import { and, eq } from "drizzle-orm";
import type { MeterReadingDto } from "@/shared/meter-types";
import { messages } from "@/shared/messages";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { meterReadings, receipts } from "@/server/db/schema";
import { AppError, notFound } from "@/server/http/errors";
import type { UploadedFile } from "@/server/http/upload";
import { removeDocumentBytes, sniffReceiptType, storeDocument, type ReceiptMediaType } from "@/server/features/receipts";
import type { DocumentStores } from "@/server/storage";
import { toReadingDto } from "./meter-dto";
import { METER_READING } from "./meter-readings.service";

// The photo of a meter reading (issue 19: "readings with date, value and an optional photo"):
// one picture of the display, kept like a receipt (its row in `receipts`, with meter_reading_id
// instead of booking_id, its bytes in the document storage) and opened at GET /receipts/:id/file.
// It goes with its reading (on delete cascade), is never attached to a booking and never swept.

type Ctx = { db: Db; documents: DocumentStores; actor: Actor };

export const METER_PHOTO = "Das Foto der Ablesung";
const photoTypes: ReadonlySet<ReceiptMediaType> = new Set(["image/jpeg", "image/png", "image/heic", "image/heif"]);

/** The reading's row, locked: the photo changes one at a time. */
async function lockReading(tx: Db, workspaceId: string, id: string) {
  const [row] = await tx
    .select()
    .from(meterReadings)
    .where(and(eq(meterReadings.id, id), eq(meterReadings.workspaceId, workspaceId)))
    .for("update");
  if (!row) throw notFound(METER_READING);
  return row;
}

/** Deletes the reading's photo row (if any) and says which, for its bytes after the commit. */
const deletePhotoRows = (tx: Db, workspaceId: string, readingId: string) =>
  tx
    .delete(receipts)
    .where(and(eq(receipts.meterReadingId, readingId), eq(receipts.workspaceId, workspaceId)))
    .returning({ id: receipts.id, storage: receipts.storage });

/**
 * POST /meter-readings/:id/photo: sets or replaces the photo. The role is checked before the body
 * is read; the content must be a picture (JPEG, PNG, HEIC) whatever its name says.
 */
export async function putReadingPhoto({ db, documents, actor, id, read }: Ctx & { id: string; read: () => Promise<UploadedFile> }): Promise<MeterReadingDto> {
  authorize(actor, "write");
  const file = await read();
  const mediaType = sniffReceiptType(file.bytes);
  if (!mediaType || !photoTypes.has(mediaType)) throw new AppError("unsupported_media_type", messages.meterPhotoTypeNotAllowed);
  const { reading, replaced } = await db.transaction(async (tx) => {
    const row = await lockReading(tx, actor.workspaceId, id);
    const replaced = await deletePhotoRows(tx, actor.workspaceId, id);
    const photo = await storeDocument(tx, documents, { actor, file, mediaType, owner: { meterReadingId: id } });
    return { reading: toReadingDto(row, { id: photo.id, fileName: photo.fileName, mediaType: photo.mediaType }), replaced };
  });
  await removeDocumentBytes(db, documents, actor.workspaceId, replaced);
  return reading;
}

/** DELETE /meter-readings/:id/photo: 404 when the reading has none. */
export async function deleteReadingPhoto({ db, documents, actor, id }: Ctx & { id: string }): Promise<void> {
  authorize(actor, "write");
  const removed = await db.transaction(async (tx) => {
    await lockReading(tx, actor.workspaceId, id);
    const rows = await deletePhotoRows(tx, actor.workspaceId, id);
    if (rows.length === 0) throw notFound(METER_PHOTO);
    return rows;
  });
  await removeDocumentBytes(db, documents, actor.workspaceId, removed);
}
