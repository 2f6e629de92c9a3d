import type { receipts } from "@/server/db/schema";
import type { ReceiptDto } from "@/shared/booking-types";

/** A receipt row → ReceiptDto (also what the bookings feature lists under a booking). */
export function receiptDto(row: typeof receipts.$inferSelect): ReceiptDto {
  return { id: row.id, fileName: row.fileName, mediaType: row.mediaType, sizeBytes: row.sizeBytes, createdAt: row.createdAt.toISOString() };
}
