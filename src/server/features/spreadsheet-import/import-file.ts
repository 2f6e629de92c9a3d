import { parseCsv, type CsvError } from "@/server/files/csv";
import { decodeText, stripControlCharacters } from "@/server/files/text-decoding";
import { AppError } from "@/server/http/errors";
import { detectSpreadsheetFormat, readWorkbook, type CellValue, type Workbook, type WorkbookProblem } from "@/server/spreadsheet/read-workbook";
import { messages } from "@/shared/messages";
import { SPREADSHEET_IMPORT_MAX_COLUMNS, SPREADSHEET_IMPORT_MAX_ROWS } from "@/shared/limits";

// An uploaded sheet → a workbook, decided by the bytes, never by the name: a ZIP or OLE2 file
// goes to the XLSX reader (which recognises and refuses XLS, XLSB, ODS and encrypted files
// with their own hints); text goes to the CSV reader (delimiter sniffed; UTF-8 with or without
// BOM, Windows-1252) and becomes one sheet named after the file. Everything else is no sheet.

export type SheetFile = { kind: "xlsx" | "csv"; workbook: Workbook };

/** The reader's refusals that mean "not a file we read" (415); the rest are broken or too big files (400). */
const UNSUPPORTED: ReadonlySet<WorkbookProblem> = new Set(["xls", "xlsb", "ods", "encrypted", "notSpreadsheet"]);

const notSpreadsheet = () => new AppError("unsupported_media_type", messages.sheetFileNotSpreadsheet);

// C0 controls other than tab, line feed, form feed and carriage return: never in a CSV, but in
// binary files that happen to have no NUL byte.
const hasControlCharacter = (text: string): boolean => {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
};
// Text formats that are no table: PDF, markup (HTML, XML), JSON and RTF.
const OTHER_TEXT_FORMAT = /^\s*(?:%PDF-|<|\{|\[)/;

const csvProblem = (error: CsvError): AppError => {
  const message = {
    tooManyRows: () => messages.sheetTooManyRows(SPREADSHEET_IMPORT_MAX_ROWS),
    tooManyColumns: () => messages.sheetTooManyColumns(SPREADSHEET_IMPORT_MAX_COLUMNS),
    unterminatedQuote: () => messages.sheetCsvUnterminatedQuote(error.code === "unterminatedQuote" ? error.row : 0),
  }[error.code]();
  return new AppError("bad_request", message);
};

/** The CSV's one sheet is named after the file: "Mieter 2024.csv" → "Mieter 2024". */
export function csvSheetName(fileName: string): string {
  const base = stripControlCharacters(fileName)
    .replace(/^.*[\\/]/, "")
    .replace(/\.[^.]*$/, "")
    .trim();
  return (base === "" ? "CSV" : base).slice(0, 100);
}

function readCsv(bytes: Uint8Array, fileName: string): SheetFile {
  const decoded = decodeText(bytes);
  if (!decoded.ok) throw notSpreadsheet();
  const text = decoded.value.text;
  if (hasControlCharacter(text) || OTHER_TEXT_FORMAT.test(text)) throw notSpreadsheet();
  const parsed = parseCsv(text, { maxRows: SPREADSHEET_IMPORT_MAX_ROWS, maxColumns: SPREADSHEET_IMPORT_MAX_COLUMNS });
  if (!parsed.ok) throw csvProblem(parsed.error);
  // An empty field is an empty cell, as in a workbook; the text of the others stays as written.
  const rows: CellValue[][] = parsed.rows.map((row) => row.map((cell) => (cell.trim() === "" ? null : cell)));
  return { kind: "csv", workbook: { sheets: [{ name: csvSheetName(fileName), rows }], dateSystem: 1900 } };
}

/**
 * Reads the upload. Refusals are AppErrors with German messages: 415 for what is no table we
 * read (the XLS/XLSB/ODS hints included), 400 for a damaged or oversized one (a corrupt ZIP, an
 * XML bomb, more than 50.000 rows).
 */
export async function readSheetFile(bytes: Uint8Array, fileName: string): Promise<SheetFile> {
  if (bytes.byteLength === 0) throw new AppError("bad_request", messages.sheetFileEmpty);
  if (detectSpreadsheetFormat(bytes) === "unknown") return readCsv(bytes, fileName);
  const result = await readWorkbook(bytes, { maxRows: SPREADSHEET_IMPORT_MAX_ROWS, maxColumns: SPREADSHEET_IMPORT_MAX_COLUMNS });
  if (!result.ok) throw new AppError(UNSUPPORTED.has(result.problem) ? "unsupported_media_type" : "bad_request", result.message);
  return { kind: "xlsx", workbook: result.workbook };
}
