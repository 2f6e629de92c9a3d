import { crc32, deflateRawSync } from "node:zlib";
import { formatDate, parseIsoDate, type IsoDate } from "@/core/dates";
import { centsToInputValue, type Cents } from "@/core/money";
import { MILLI_PER_PERCENT, rateToInputValue, type RateMilli } from "@/core/rate";

// Spreadsheet exports as German Excel expects them: CSV with semicolons, decimal comma,
// UTF-8 with BOM and CRLF; and a minimal XLSX (OOXML) written by hand, because a
// spreadsheet library would be the largest dependency of the server. One sheet is
// described once (`Sheet`) and written as either.

/** One cell; `null` is an empty cell. */
export type Cell =
  | null
  | { text: string; bold?: true }
  | { int: number }
  | { date: IsoDate }
  /** `sumAbove`: the XLSX cell is SUM() over the column's data rows, with `euro` as its cached result. */
  | { euro: Cents; bold?: true; sumAbove?: true }
  | { rate: RateMilli };

export type Sheet = {
  /** Name of the XLSX worksheet (at most 31 characters, no []:*?/\). */
  name: string;
  headers: readonly string[];
  /** Data rows first; a totals row after them may use `sumAbove`. */
  rows: readonly (readonly Cell[])[];
  /** Number of data rows that `sumAbove` covers (default: every row). */
  dataRows?: number;
  /** Column widths in characters. */
  widths: readonly number[];
};

// ---------------------------------------------------------------------------------------
// CSV
// ---------------------------------------------------------------------------------------

/** 123456 → "1234,56": no grouping, so Excel reads it as a number (the money input's format). */
export const csvAmount = (amount: Cents): string => centsToInputValue(amount);

/**
 * Text as a CSV field. A leading = + - @ (or tab/CR) would make a spreadsheet run the
 * text as a formula (CSV injection, e.g. a lender named "=HYPERLINK(…)"): such text gets
 * a leading apostrophe, which Excel shows as plain text. Quotes when needed.
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
// File names
// ---------------------------------------------------------------------------------------

/** "Sparkasse Köln/Bonn" → ASCII-only name for the plain `filename=` parameter. */
function asciiName(text: string, fallback: string): string {
  const replaced = text
    .replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue")
    .replace(/Ä/g, "Ae").replace(/Ö/g, "Oe").replace(/Ü/g, "Ue").replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
  return replaced.slice(0, 80) || fallback;
}

/**
 * Content-Disposition for `<prefix>-<name>.<ext>` (or `<prefix>.<ext>` without a name),
 * with an RFC 5987 UTF-8 name next to the ASCII one.
 */
export function attachmentDisposition(prefix: string, name: string | null, ext: "csv" | "xlsx", fallback = "Export"): string {
  if (name === null) return `attachment; filename="${prefix}.${ext}"`;
  // Whitespace (control characters included) and characters file systems reject become "-".
  const unicode = [...name.trim()].map((ch) => (ch <= " " || '\\/:*?"<>|'.includes(ch) ? "-" : ch)).join("").replace(/-+/g, "-").slice(0, 80) || fallback;
  return `attachment; filename="${prefix}-${asciiName(name, fallback)}.${ext}"; filename*=UTF-8''${encodeURIComponent(`${prefix}-${unicode}.${ext}`)}`;
}

// ---------------------------------------------------------------------------------------
// XLSX
// ---------------------------------------------------------------------------------------

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Cents as an exact decimal literal for a cell value. */
const euroLiteral = (value: Cents): string => csvAmount(value).replace(",", ".");

/** 3875 (3,875 %) → "0.03875": the exact fraction for a percent-formatted cell, without a float. */
function rateFractionLiteral(rate: RateMilli): string {
  const scale = 100 * MILLI_PER_PERCENT;
  const absolute = Math.abs(rate);
  const fraction = String(absolute % scale).padStart(5, "0").replace(/0+$/, "");
  return `${rate < 0 ? "-" : ""}${Math.floor(absolute / scale)}${fraction ? `.${fraction}` : ""}`;
}

/** Excel's day number (1900 system): days since 1899-12-30. */
function excelDate(iso: string): number {
  const { year, month, day } = parseIsoDate(iso);
  return Date.UTC(year, month - 1, day) / 86_400_000 + 25_569;
}

/** 0 → "A", 25 → "Z", 26 → "AA". */
function columnName(index: number): string {
  return index < 26 ? String.fromCharCode(65 + index) : columnName(Math.floor(index / 26) - 1) + String.fromCharCode(65 + (index % 26));
}

// Style ids in styles.xml below: 1 bold header, 2 date, 3 euro, 4 bold euro, 5 percent.
const STYLE = { header: 1, date: 2, euro: 3, euroTotal: 4, percent: 5 } as const;

function xlsxCell(ref: string, cell: Cell, column: string, dataRows: number): string {
  const num = (value: string | number, style = 0) => `<c r="${ref}"${style ? ` s="${style}"` : ""}><v>${value}</v></c>`;
  if (cell === null) return "";
  if ("text" in cell) {
    // An inline string is always text, never a formula, whatever it starts with.
    return `<c r="${ref}" t="inlineStr"${cell.bold ? ` s="${STYLE.header}"` : ""}><is><t>${xmlEscape(cell.text)}</t></is></c>`;
  }
  if ("int" in cell) return num(cell.int);
  if ("date" in cell) return num(excelDate(cell.date), STYLE.date);
  if ("rate" in cell) return num(rateFractionLiteral(cell.rate), STYLE.percent);
  const style = cell.bold ? STYLE.euroTotal : STYLE.euro;
  if (cell.sumAbove && dataRows > 0) {
    // The formula stays for whoever edits the sheet; the cached result <v> is what readers
    // that do not recalculate (previewers, pandas, openpyxl) show.
    return `<c r="${ref}" s="${style}"><f>SUM(${column}2:${column}${dataRows + 1})</f><v>${euroLiteral(cell.euro)}</v></c>`;
  }
  return num(euroLiteral(cell.euro), style);
}

function sheetXml(sheet: Sheet): string {
  const dataRows = sheet.dataRows ?? sheet.rows.length;
  const header = `<row r="1">${sheet.headers.map((h, i) => xlsxCell(`${columnName(i)}1`, { text: h, bold: true }, columnName(i), 0)).join("")}</row>`;
  const body = sheet.rows.map((row, r) => {
    const n = r + 2;
    return `<row r="${n}">${row.map((cell, i) => xlsxCell(`${columnName(i)}${n}`, cell, columnName(i), dataRows)).join("")}</row>`;
  });
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
    `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
    `<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
    `<cols>${sheet.widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join("")}</cols>` +
    `<sheetData>${header}${body.join("")}</sheetData>` +
    `</worksheet>`
  );
}

const STYLES_XML =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
  `<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
  `<numFmts count="3"><numFmt numFmtId="164" formatCode="#,##0.00\\ &quot;€&quot;"/><numFmt numFmtId="165" formatCode="dd\\.mm\\.yyyy"/><numFmt numFmtId="166" formatCode="0.00#\\ %"/></numFmts>` +
  `<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>` +
  `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
  `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
  `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
  `<cellXfs count="6">` +
  `<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
  `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>` +
  `<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
  `<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
  `<xf numFmtId="164" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/>` +
  `<xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
  `</cellXfs>` +
  `<cellStyles count="1"><cellStyle name="Standard" xfId="0" builtinId="0"/></cellStyles>` +
  `</styleSheet>`;

const CONTENT_TYPES =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
  `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
  `<Default Extension="xml" ContentType="application/xml"/>` +
  `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
  `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
  `</Types>`;

const ROOT_RELS =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
  `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>` +
  `</Relationships>`;

const workbookXml = (sheetName: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
  `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">` +
  `<sheets><sheet name="${xmlEscape(sheetName)}" sheetId="1" r:id="rId1"/></sheets>` +
  `</workbook>`;

const WORKBOOK_RELS =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
  `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>` +
  `</Relationships>`;

export function sheetXlsx(sheet: Sheet): Uint8Array {
  return zip([
    ["[Content_Types].xml", CONTENT_TYPES],
    ["_rels/.rels", ROOT_RELS],
    ["xl/workbook.xml", workbookXml(sheet.name)],
    ["xl/_rels/workbook.xml.rels", WORKBOOK_RELS],
    ["xl/styles.xml", STYLES_XML],
    ["xl/worksheets/sheet1.xml", sheetXml(sheet)],
  ]);
}

export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";
export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A ZIP archive (deflate, no ZIP64): enough for the few small parts of an XLSX. */
function zip(files: Array<[name: string, content: string]>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  // 1980-01-01 00:00 in DOS format; a fixed stamp keeps the output reproducible.
  const dosTime = 0;
  const dosDate = (0 << 9) | (1 << 5) | 1;
  for (const [name, content] of files) {
    const nameBytes = Buffer.from(name, "utf8");
    const data = Buffer.from(content, "utf8");
    const packed = deflateRawSync(data);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(dosTime, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(dosTime, 12);
    central.writeUInt16LE(dosDate, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const centralSize = centrals.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, ...centrals, end]));
}
