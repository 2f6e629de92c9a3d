import type { SpreadsheetPreviewOptions } from "@/shared/spreadsheet-import-types";

/**
 * Query keys of "Aus Excel übernehmen". A preview belongs to one chosen file (`fileId`, counted
 * up per choice: a File is no key) and the options it was read with; changing the mapping is a
 * new key, so an older answer arriving late never overwrites a newer one.
 */
export const spreadsheetImportKeys = {
  all: () => ["spreadsheet-import"] as const,
  preview: (fileId: number, options: SpreadsheetPreviewOptions) => ["spreadsheet-import", "preview", fileId, options] as const,
};
