// What other features (the booking dialog) may use of receipts.
export { deleteReceipt } from "./api/delete-receipt";
export { receiptFileUrl } from "./api/receipt-file-url";
export { uploadReceipt } from "./api/upload-receipt";
export { RECEIPT_ACCEPT, RECEIPT_MAX_BYTES } from "@/shared/limits";
