import type {
  ImportTarget,
  SpreadsheetColumnDto,
  SpreadsheetCommitOptions,
  SpreadsheetPreviewDto,
  SpreadsheetPreviewOptions,
} from "@/shared/spreadsheet-import-types";

// The options the wizard sends with each preview. Only what the user chose is sent: the server
// detects the sheet and header row and suggests the mapping for everything left out, and says
// "erkannt" only for a header row it found itself.

/** The usual landlord's sheet: one row per unit with property, tenant and rent. */
export const DEFAULT_TARGET: ImportTarget = "combined";

export const initialOptions = (target: ImportTarget): SpreadsheetPreviewOptions => ({ target });

/** Another sheet has other columns and rows: header row and mapping are detected anew. */
export const withSheet = (options: SpreadsheetPreviewOptions, sheet: string): SpreadsheetPreviewOptions => ({ target: options.target, sheet });

/** Another header row gives other columns: the mapping is suggested anew. */
export function withHeaderRow(options: SpreadsheetPreviewOptions, headerRow: number): SpreadsheetPreviewOptions {
  return options.sheet === undefined ? { target: options.target, headerRow } : { target: options.target, sheet: options.sheet, headerRow };
}

/** The mapping the user sees: their own choice for these columns, else what the preview read them as. */
export function currentMapping(options: SpreadsheetPreviewOptions, columns: readonly SpreadsheetColumnDto[]): (string | null)[] {
  return options.mapping?.length === columns.length ? options.mapping : columns.map((c) => c.field);
}

/**
 * Column `index` read as `field` (null: not imported). A field is read from one column only:
 * another column holding it lets go of it, as the user moved it here.
 */
export function assignField(mapping: readonly (string | null)[], index: number, field: string | null): (string | null)[] {
  return mapping.map((current, i) => (i === index ? field : field !== null && current === field ? null : current));
}

export function withMapping(options: SpreadsheetPreviewOptions, columns: readonly SpreadsheetColumnDto[], index: number, field: string | null): SpreadsheetPreviewOptions {
  return { ...options, mapping: assignField(currentMapping(options, columns), index, field) };
}

/**
 * What the commit sends: exactly the sheet, header row and mapping the preview on screen was
 * read with (taken from the preview itself, not from options typed since), and the rows the
 * user left out, in order and only rows of that preview.
 */
export function commitOptionsOf(preview: SpreadsheetPreviewDto, excluded: ReadonlySet<number>): SpreadsheetCommitOptions {
  return {
    target: preview.target,
    sheet: preview.sheet,
    headerRow: preview.headerRow,
    mapping: preview.columns.map((c) => c.field),
    excludedRows: preview.rows.map((r) => r.rowNumber).filter((n) => excluded.has(n)).sort((a, b) => a - b),
  };
}

/** 0 → "A", 25 → "Z", 26 → "AA": the column as the spreadsheet names it. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = "";
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}
