import type { ReceiptDto } from "@/shared/booking-types";
import { RECEIPT_MAX_BYTES } from "@/shared/limits";
import { messages } from "@/shared/messages";
import { ApiError, apiFetch } from "@/web/lib/api";

/**
 * POST /receipts: uploads one file as a pending receipt (the booking's save attaches it by id).
 * Fails like every API call (ApiError with the server's German text: 413 too large, 415 not a
 * PDF/JPEG/PNG/HEIC, 403 role); a file over 20 MB fails the same way without being sent.
 */
export async function uploadReceipt(file: File): Promise<ReceiptDto> {
  if (file.size > RECEIPT_MAX_BYTES) {
    throw new ApiError(413, { message: messages.receiptTooLarge, details: null, hint: null, code: "payload_too_large" });
  }
  const form = new FormData();
  form.append("file", file, file.name);
  // No Content-Type of our own: the browser sets multipart/form-data with its boundary.
  return apiFetch<ReceiptDto>("/receipts", { method: "POST", body: form });
}
