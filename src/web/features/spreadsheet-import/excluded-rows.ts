import { messages } from "@/shared/messages";
import type { SpreadsheetPreviewDto, SpreadsheetRowDto } from "@/shared/spreadsheet-import-types";

// Which rows the user leaves out (row numbers as the spreadsheet counts them). The set is kept
// while only the mapping changes (the rows stay the same) and emptied for another sheet or
// header row.

export function setIncluded(excluded: ReadonlySet<number>, rowNumber: number, included: boolean): Set<number> {
  const next = new Set(excluded);
  if (included) next.delete(rowNumber);
  else next.add(rowNumber);
  return next;
}

/** "Zeilen mit Fehlern ausschließen": every row with errors left out, the user's other choices kept. */
export function excludeRowsWithErrors(excluded: ReadonlySet<number>, rows: readonly SpreadsheetRowDto[]): Set<number> {
  const next = new Set(excluded);
  for (const row of rows) if (row.errors.length > 0) next.add(row.rowNumber);
  return next;
}

export const includedRows = (rows: readonly SpreadsheetRowDto[], excluded: ReadonlySet<number>) => rows.filter((r) => !excluded.has(r.rowNumber));

export const includedErrorCount = (rows: readonly SpreadsheetRowDto[], excluded: ReadonlySet<number>) =>
  rows.reduce((n, r) => (r.errors.length > 0 && !excluded.has(r.rowNumber) ? n + 1 : n), 0);

/**
 * Why the commit cannot run yet, shown next to its disabled button; null: it can. `updating`:
 * the options changed and their preview is not back; `failed`: it came back with an error, so
 * the preview on screen is not what would be written.
 */
export function commitBlocker(preview: SpreadsheetPreviewDto, excluded: ReadonlySet<number>, state: { updating: boolean; failed: boolean }): string | null {
  if (state.updating) return messages.sheetImportBlockedUpdating;
  if (state.failed) return messages.sheetImportBlockedFailed;
  if (preview.unmet.length > 0) return messages.sheetImportBlockedUnmet;
  const errors = includedErrorCount(preview.rows, excluded);
  if (errors > 0) return messages.sheetImportBlockedErrors(errors);
  if (includedRows(preview.rows, excluded).length === 0) return messages.sheetImportBlockedNoRows;
  return null;
}
