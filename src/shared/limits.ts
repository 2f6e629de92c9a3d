// The bounds of every input, in one place (issue 12). Anything outside is a German 400
// before it reaches a calculation or the database; anything inside fits every column and
// every derived figure.

/** Dates: far enough back for an old house's purchase, far enough ahead for a 100-year loan plan. */
export const MIN_DATE = "1900-01-01";
export const MAX_DATE = "2199-12-31";

/** Money: 999.999.999,99 € in cents, far above any private portfolio, far below 2^53. */
export const MAX_CENTS = 99_999_999_999;

/** Integers such as `version`: PostgreSQL `integer`. */
export const MAX_INT = 2_147_483_647;

/** Percentages that are shares (building share); loan rates have their own, lower bound (schemas/loans.ts). */
export const MAX_PERCENT = 100;

/** A receipt file (Beleg): at most 20 MB (issue 14), its name at most 200 characters. */
export const RECEIPT_MAX_BYTES = 20 * 1024 * 1024;
export const RECEIPT_FILE_NAME_MAX = 200;
/** What a file picker offers; the server decides by the file's content, never by this. */
export const RECEIPT_ACCEPT = "application/pdf,image/jpeg,image/png,image/heic,image/heif,.pdf,.jpg,.jpeg,.png,.heic,.heif";

/** A spreadsheet to import ("Aus Excel übernehmen", issue 16): at most 10 MB and 50.000 rows per sheet. */
export const SPREADSHEET_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const SPREADSHEET_IMPORT_MAX_ROWS = 50_000;
/** Columns read per sheet (up to the last one holding a value), as docs/decisions/0022 bounds the reader. */
export const SPREADSHEET_IMPORT_MAX_COLUMNS = 256;

/** A bank statement file to import ("Kontoauszug importieren", issue 16; decision 0021): at most 20 MB. */
export const STATEMENT_MAX_BYTES = 20_000_000;

/**
 * A workspace export to import (issue 13): at most 256 MB. The upload is held in memory while it
 * is checked and written; a larger portfolio (many receipts) moves with a backup (decision 0030).
 */
export const WORKSPACE_IMPORT_MAX_BYTES = 256 * 1024 * 1024;
