import { AppError } from "@/server/http/errors";
import type { CellValue, SheetRows, WorkbookSheet } from "@/server/spreadsheet/read-workbook";
import { SPREADSHEET_IMPORT_MAX_COLUMNS } from "@/shared/limits";
import { messages } from "@/shared/messages";
import type { SpreadsheetPreviewOptionsInput } from "@/shared/schemas/spreadsheet-import";
import { cellText } from "./cell-values";
import { mappingOf, suggestColumns, unmetRequirements, type ColumnMapping, type ColumnSuggestion, type ImportTarget, type Requirement } from "./columns";
import type { SheetFile } from "./import-file";
import { checkMapping } from "./import-options";
import { interpretRows, type InterpretedRow } from "./interpret-rows";
import { dataRows, detectSheetShape, rowNumberOf, type SkippedRow } from "./sheet-shape";

// From a read file and the user's options to the rows to import: which sheet, where its header
// is, which column is which field (the user's mapping or the suggestion), and every data row
// read as the target's fields. Pure; what preview and commit both start from.

export type SheetColumn = {
  index: number;
  header: string;
  suggestion: ColumnSuggestion | null;
  samples: string[];
};

export type SheetReading = {
  fileKind: SheetFile["kind"];
  sheets: string[];
  sheet: string;
  /** The header row as Excel numbers it. */
  headerRow: number;
  headerDetected: boolean;
  target: ImportTarget;
  columns: SheetColumn[];
  mapping: ColumnMapping;
  unmet: Requirement[];
  rows: InterpretedRow[];
  skipped: SkippedRow[];
};

const SAMPLES = 3;
const isEmpty = (cell: CellValue | undefined) => cell === null || cell === undefined || cellText(cell) === "";

/** The sheet the options name, or the first one with any value in it. */
function chosenSheet(sheets: readonly WorkbookSheet[], name: string | undefined): WorkbookSheet {
  if (name !== undefined) {
    const named = sheets.find((s) => s.name === name);
    if (!named) throw new AppError("bad_request", messages.sheetNotFound(name));
    return named;
  }
  const withData = sheets.find((s) => s.rows.some((row) => row.some((cell) => !isEmpty(cell))));
  if (!withData) throw new AppError("bad_request", messages.sheetNoData);
  return withData;
}

type Header = { index: number; cells: CellValue[]; groups: (string | null)[]; detected: boolean };

/** The header row: the one the options name (1-based), else the detected one (400 when none is found). */
function headerOf(rows: SheetRows, target: ImportTarget, headerRow: number | undefined): Header {
  const shape = detectSheetShape(rows, target);
  if (headerRow === undefined) {
    if (!shape.ok) throw new AppError("bad_request", shape.message);
    return { index: shape.value.headerRowIndex, cells: shape.value.headers, groups: shape.value.groups, detected: true };
  }
  const index = headerRow - 1;
  if (index >= rows.length) throw new AppError("bad_request", messages.sheetHeaderRowMissing(headerRow));
  // The row the app found, chosen again: keep its two-row header (group titles over the columns).
  if (shape.ok && shape.value.headerRowIndex === index) return { index, cells: shape.value.headers, groups: shape.value.groups, detected: false };
  return { index, cells: [...(rows[index] ?? [])], groups: [], detected: false };
}

/** Each column's header text (a group title above it put in front: "Miete kalt") and its first values. */
function columnsOf(rows: SheetRows, header: Header, target: ImportTarget): SheetColumn[] {
  const { dataRowIndices } = dataRows(rows, header.index);
  const width = Math.min(
    SPREADSHEET_IMPORT_MAX_COLUMNS,
    dataRowIndices.reduce((widest, i) => Math.max(widest, rows[i]?.length ?? 0), header.cells.length),
  );
  const suggestions = suggestColumns(target, header.cells, header.groups);
  return Array.from({ length: width }, (_, index) => {
    const own = cellText(header.cells[index] ?? null);
    const group = header.groups[index] ?? null;
    const samples: string[] = [];
    for (const i of dataRowIndices) {
      if (samples.length === SAMPLES) break;
      const cell = rows[i]?.[index];
      if (!isEmpty(cell)) samples.push(cellText(cell ?? null));
    }
    return { index, header: group && own !== "" ? `${group} ${own}` : own, suggestion: suggestions[index] ?? null, samples };
  });
}

/** Reads the chosen sheet of a file as the options say. 400 with a German message for a sheet or header that is not there. */
export function readSheet(file: SheetFile, options: SpreadsheetPreviewOptionsInput): SheetReading {
  const sheet = chosenSheet(file.workbook.sheets, options.sheet);
  const header = headerOf(sheet.rows, options.target, options.headerRow);
  const columns = columnsOf(sheet.rows, header, options.target);
  // The user's mapping covers the sheet's columns: missing ones are not imported, ones beyond the last column have no cells.
  const given = options.mapping === undefined ? null : checkMapping(options.target, options.mapping);
  const suggested = mappingOf(columns.map((c) => c.suggestion ?? { column: c.index, header: c.header, field: null, score: 0, why: null }));
  const mapping = columns.map((c) => (given ? (given[c.index] ?? null) : (suggested[c.index] ?? null)));
  const { rows, skipped } = interpretRows({ rows: sheet.rows, headerRowIndex: header.index, target: options.target, mapping, dateSystem: file.workbook.dateSystem });
  return {
    fileKind: file.kind,
    sheets: file.workbook.sheets.map((s) => s.name),
    sheet: sheet.name,
    headerRow: rowNumberOf(header.index),
    headerDetected: header.detected,
    target: options.target,
    columns,
    mapping,
    unmet: unmetRequirements(options.target, mapping),
    rows,
    skipped,
  };
}
