// What other features (and the server entry) may use of receipts.
export { receiptDto } from "./receipt-dto";
export { startDailyReceiptCleanup, sweepReceipts } from "./receipt-cleanup";
export { sniffReceiptType, type ReceiptMediaType } from "./receipt-content";
export { removeDocumentBytes, storeDocument } from "./receipts.service";
