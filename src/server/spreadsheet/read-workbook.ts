import { isZip, type ZipEntry, type ZipError } from "@/server/files/zip-entries";
import { messages } from "@/shared/messages";
import { declaresDtd, isWorksheet, sheetExtent, usesDateSystem1904 } from "./xlsx-checks";
import { packageFormat, packParts, readXmlParts } from "./xlsx-package";

// An uploaded workbook → its sheets as rows of plain cell values (docs/decisions/0022). What a
// value means (an amount, a date) is decided later, per column; here a cell is what Excel
// stored: text, a number, a boolean, or a Date for a number with a date format.
//
// The format is decided by the content, never by the file name: XLSX is read (read-excel-file,
// behind the checks of xlsx-package.ts and xlsx-checks.ts); XLS, XLSB and ODS are recognised
// and refused with a German message saying how to save the file instead.

/**
 * One cell. A Date is the calendar day of the cell's serial number at 00:00 UTC (plus the time
 * of day, if any), the way read-excel-file builds it: take its UTC parts, never local ones
 * (before 01.03.1900 it is a day early: see dateOfCell in spreadsheet-import/cell-values.ts).
 * Empty cells, formulas without a cached result and formula errors (#NV, #DIV/0!) are null.
 * Text is trimmed; a merged cell's value stands in its first cell, the others are null.
 */
export type CellValue = string | number | boolean | Date | null;
export type SheetRows = CellValue[][];
export type WorkbookSheet = { name: string; rows: SheetRows };
export type Workbook = {
  sheets: WorkbookSheet[];
  /** 1904 for workbooks of old Mac Excel: their serial numbers count from 1904-01-01. */
  dateSystem: 1900 | 1904;
};

export type WorkbookLimits = {
  /** Most rows per sheet, counted as Excel numbers them (title and header rows included). */
  maxRows: number;
  /** Most columns per sheet (up to the last one holding a value). */
  maxColumns: number;
  /** Most cells per sheet, rows × columns: what the reader allocates. */
  maxCells: number;
  /** Most bytes of all XML parts together, unzipped, as the ZIP directory declares them. */
  maxUnzippedBytes: number;
  /** Most entries in the ZIP directory. */
  maxEntries: number;
};

export const DEFAULT_WORKBOOK_LIMITS: WorkbookLimits = {
  maxRows: 50_000,
  maxColumns: 256,
  maxCells: 2_000_000,
  maxUnzippedBytes: 100 * 1024 * 1024,
  maxEntries: 10_000,
};

export type SpreadsheetFormat = "xlsx" | "xls" | "xlsb" | "ods" | "encrypted" | "zip" | "unknown";

export type WorkbookProblem =
  | "empty"
  | "xls"
  | "xlsb"
  | "ods"
  | "encrypted"
  | "notSpreadsheet"
  | "damaged"
  | "tooLarge"
  | "tooManyRows"
  | "tooManyColumns"
  | "tooManyCells"
  | "unsafe";

export type ReadWorkbookResult = { ok: true; workbook: Workbook } | { ok: false; problem: WorkbookProblem; message: string };

const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
// A password-protected XLSX is no ZIP but an OLE2 file with this stream (name in UTF-16LE).
const ENCRYPTED_PACKAGE = Buffer.from("EncryptedPackage", "utf16le");

const isEncryptedPackage = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(ENCRYPTED_PACKAGE);
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);

/** What the bytes are, by their content. "zip" is a ZIP that is no spreadsheet (or an OpenDocument text). */
export function detectSpreadsheetFormat(bytes: Uint8Array): SpreadsheetFormat {
  if (startsWith(bytes, OLE2_SIGNATURE)) return isEncryptedPackage(bytes) ? "encrypted" : "xls";
  if (!isZip(bytes)) return "unknown";
  const format = packageFormat(bytes, DEFAULT_WORKBOOK_LIMITS.maxEntries);
  return format.ok ? format.format : "zip";
}

/** A refusal of zip-entries.ts as the workbook's problem: a limit passed is "too large", a broken or odd archive "damaged". */
const ZIP_PROBLEMS: Readonly<Record<ZipError["code"], WorkbookProblem>> = {
  corrupt: "damaged",
  tooManyEntries: "tooLarge",
  entryTooLarge: "tooLarge",
  tooLarge: "tooLarge",
  encrypted: "encrypted",
  unsupportedCompression: "damaged",
  unsafeName: "damaged",
};

function refuse(problem: WorkbookProblem, limits: WorkbookLimits): ReadWorkbookResult {
  const message = {
    empty: messages.sheetFileEmpty,
    xls: messages.sheetFileXls,
    xlsb: messages.sheetFileXlsb,
    ods: messages.sheetFileOds,
    encrypted: messages.sheetFileEncrypted,
    notSpreadsheet: messages.sheetFileNotSpreadsheet,
    damaged: messages.sheetFileDamaged,
    tooLarge: messages.sheetFileTooLarge(Math.floor(limits.maxUnzippedBytes / (1024 * 1024))),
    tooManyRows: messages.sheetTooManyRows(limits.maxRows),
    tooManyColumns: messages.sheetTooManyColumns(limits.maxColumns),
    tooManyCells: messages.sheetTooManyCells(limits.maxCells),
    unsafe: messages.sheetFileUnsafe,
  }[problem];
  return { ok: false, problem, message };
}

type Parts = { parts: ZipEntry[]; dateSystem: 1900 | 1904 };

/** The XML parts, unzipped within the limits and checked; or why not. */
function checkedParts(bytes: Uint8Array, limits: WorkbookLimits): Parts | WorkbookProblem {
  const read = readXmlParts(bytes, { maxEntries: limits.maxEntries, maxBytes: limits.maxUnzippedBytes });
  if (!read.ok) return ZIP_PROBLEMS[read.error.code];
  for (const { bytes: content } of read.entries) {
    if (declaresDtd(content)) return "unsafe";
    if (isWorksheet(content)) {
      const extent = sheetExtent(content);
      if (extent.beyondExcel) return "damaged";
      if (extent.lastRow > limits.maxRows) return "tooManyRows";
      if (extent.lastColumn > limits.maxColumns) return "tooManyColumns";
      if (extent.lastRow * extent.lastColumn > limits.maxCells) return "tooManyCells";
    }
  }
  const workbookXml = read.entries.find((entry) => entry.name === "xl/workbook.xml")?.bytes;
  return { parts: read.entries, dateSystem: workbookXml && usesDateSystem1904(workbookXml) ? 1904 : 1900 };
}

/** A value from read-excel-file as a CellValue (its typings declare a date as `typeof Date`, so check at runtime). */
function toCellValue(value: unknown): CellValue {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  return null;
}

/**
 * Reads an uploaded workbook. Never throws for a bad file: every refusal is a result with a
 * German message (the file is the user's input, and bad input is an expected case).
 */
export async function readWorkbook(bytes: Uint8Array, limitOverrides: Partial<WorkbookLimits> = {}): Promise<ReadWorkbookResult> {
  const limits = { ...DEFAULT_WORKBOOK_LIMITS, ...limitOverrides };
  if (bytes.byteLength === 0) return refuse("empty", limits);

  if (startsWith(bytes, OLE2_SIGNATURE)) return refuse(isEncryptedPackage(bytes) ? "encrypted" : "xls", limits);
  if (!isZip(bytes)) return refuse("notSpreadsheet", limits);
  const zip = packageFormat(bytes, limits.maxEntries);
  if (!zip.ok) return refuse(ZIP_PROBLEMS[zip.error.code], limits);
  if (zip.format !== "xlsx") return refuse(zip.format === "zip" ? "notSpreadsheet" : zip.format, limits);

  const checked = checkedParts(bytes, limits);
  if (typeof checked === "string") return refuse(checked, limits);

  // Loaded on the first upload, not at start (memory at start, decision 0035).
  const { default: readExcelFile } = await import("read-excel-file/node");
  let sheets: { sheet: string; data: unknown[][] }[];
  try {
    sheets = await readExcelFile(packParts(checked.parts));
  } catch {
    // InvalidInputError / InvalidSpreadsheetError (a part missing, an unreadable cell): the
    // file is broken in a way Excel would have to repair.
    return refuse("damaged", limits);
  }
  const workbook: Workbook = {
    sheets: sheets.map(({ sheet, data }) => ({ name: sheet, rows: data.map((row) => row.map(toCellValue)) })),
    dateSystem: checked.dateSystem,
  };
  // The extent check above already bounds this; kept so the limit holds whatever the library counts.
  if (workbook.sheets.some((s) => s.rows.length > limits.maxRows)) return refuse("tooManyRows", limits);
  return { ok: true, workbook };
}
