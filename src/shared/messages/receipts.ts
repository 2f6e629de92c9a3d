// Receipts (Belege, issue 14): upload, file, delete. The app says "Du". Texts every upload
// shares (no file, empty file, unreadable form) are in common.ts.

export const receiptMessages = {
  receiptTooLarge: "Die Datei ist zu groß: Ein Beleg darf höchstens 20 MB haben.",
  receiptTypeNotAllowed: "Dieser Dateityp wird nicht unterstützt. Bitte lade ein PDF, JPEG, PNG oder HEIC hoch.",
  receiptBytesMissing: "Die Datei dieses Belegs ist nicht mehr vorhanden.",
  receiptInClosedYear: (year: number) => `Der Beleg gehört zu einer Buchung im festgeschriebenen Jahr ${year} und kann nicht mehr gelöscht werden.`,
} as const;
