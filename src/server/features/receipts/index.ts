// What other features (and the server entry) may use of receipts.
export { receiptDto } from "./receipt-dto";
export { startDailyReceiptCleanup, sweepReceipts } from "./receipt-cleanup";
