import type { CellObject, Row } from "write-excel-file/node";
import { formatDate, parseIsoDate, type IsoDate } from "@/core/dates";
import { centsToInputValue, type Cents } from "@/core/money";
import { MILLI_PER_PERCENT, rateToInputValue, type RateMilli } from "@/core/rate";

// The server's spreadsheet files, as German Excel expects them: CSV with semicolons, decimal
// comma, UTF-8 with BOM and CRLF; XLSX written by write-excel-file with real numbers, dates
// and € formats. A table is described once (`Sheet`) and written as either.

/** One cell; `null` is an empty cell. */
export type Cell =
  | null
  | { text: string; bold?: true }
  | { int: number }
  | { date: IsoDate }
  | { euro: Cents; bold?: true }
  | { rate: RateMilli };

export type Sheet = {
  /** Name of the XLSX worksheet (at most 31 characters, none of []:*?/\). */
  name: string;
  headers: readonly string[];
  rows: readonly (readonly Cell[])[];
  /** Column widths in characters. */
  widths: readonly number[];
};

export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";
export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

// ---------------------------------------------------------------------------------------
// CSV
// ---------------------------------------------------------------------------------------

/** 123456 → "1234,56": no grouping, so Excel reads it as a number (the money input's format). */
const csvAmount = (amount: Cents): string => centsToInputValue(amount);

/**
 * Text as a CSV field. A leading = + - @ (or tab/CR) would make a spreadsheet run the
 * text as a formula (CSV injection, e.g. a lender named "=HYPERLINK(…)"): such text gets
 * a leading apostrophe, which Excel shows as plain text. Quotes when needed. Exported for
 * the workspace export's CSV files (features/data-export), which stream rows instead of a Sheet.
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function csvCell(cell: Cell): string {
  if (cell === null) return "";
  if ("text" in cell) return csvText(cell.text);
  if ("int" in cell) return String(cell.int);
  if ("date" in cell) return formatDate(cell.date);
  if ("euro" in cell) return csvAmount(cell.euro);
  return rateToInputValue(cell.rate);
}

export function sheetCsv(sheet: Sheet): string {
  const lines = [sheet.headers.map(csvText).join(";"), ...sheet.rows.map((row) => row.map(csvCell).join(";"))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

// ---------------------------------------------------------------------------------------
// XLSX
// ---------------------------------------------------------------------------------------

// Format codes are stored in Excel's neutral (en-US) notation; a German Excel shows them as
// "1.234,56 €", "01.02.2025" and "3,875 %".
const EURO_FORMAT = '#,##0.00 "€"';
const DATE_FORMAT = "dd.mm.yyyy";
const PERCENT_FORMAT = "0.00#\\ %";
// Text cells are formatted as Text ("@"): a string cell is never a formula, and with this
// format it stays text even when someone edits it in Excel, so a name like "=HYPERLINK(…)"
// cannot turn into one on Enter.
const TEXT_FORMAT = "@";

/**
 * Cents → euros as the number of their exact decimal text (12345 → "123.45" → 123.45), the
 * double Excel itself would read from that text; never computed as a float quotient.
 */
const euroNumber = (amount: Cents): number => Number(csvAmount(amount).replace(",", "."));

/** 3875 (3,875 %) → 0.03875: the fraction a percent-formatted cell holds, read from its exact decimal text. */
function rateFraction(rate: RateMilli): number {
  const scale = 100 * MILLI_PER_PERCENT;
  const absolute = Math.abs(rate);
  const fraction = String(absolute % scale).padStart(5, "0");
  return Number(`${rate < 0 ? "-" : ""}${Math.floor(absolute / scale)}.${fraction}`);
}

/** The calendar day at 00:00 UTC: write-excel-file turns a Date into Excel's day number in UTC. */
function utcDay(date: IsoDate): Date {
  const { year, month, day } = parseIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day));
}

const bold = (isBold: true | undefined): Pick<CellObject, "fontWeight"> => (isBold ? { fontWeight: "bold" } : {});

function xlsxCell(cell: Cell): CellObject | null {
  if (cell === null) return null;
  if ("text" in cell) return { value: cell.text, type: String, format: TEXT_FORMAT, ...bold(cell.bold) };
  if ("int" in cell) return { value: cell.int, type: Number };
  if ("date" in cell) return { value: utcDay(cell.date), type: Date, format: DATE_FORMAT };
  // Totals are values, not SUM() formulas: write-excel-file writes a formula without its
  // cached result, which every reader that does not recalculate (previewers, pandas,
  // read-excel-file) shows as an empty cell.
  if ("euro" in cell) return { value: euroNumber(cell.euro), type: Number, format: EURO_FORMAT, ...bold(cell.bold) };
  return { value: rateFraction(cell.rate), type: Number, format: PERCENT_FORMAT };
}

function sheetData(sheet: Sheet): Row[] {
  const header: Row = sheet.headers.map((text) => xlsxCell({ text, bold: true }));
  return [header, ...sheet.rows.map((row) => row.map(xlsxCell))];
}

/** A workbook with one worksheet per sheet, in order; the header row of each stays in view while scrolling. */
export async function sheetsXlsx(sheets: readonly Sheet[]): Promise<Uint8Array> {
  const workbook = sheets.map((sheet) => ({
    sheet: sheet.name,
    data: sheetData(sheet),
    columns: sheet.widths.map((width) => ({ width })),
    stickyRowsCount: 1,
  }));
  // Loaded on the first XLSX, not at start (memory at start, decision 0035).
  const { default: writeExcelFile } = await import("write-excel-file/node");
  return writeExcelFile(workbook).toBuffer();
}
