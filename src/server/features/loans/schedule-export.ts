import { crc32, deflateRawSync } from "node:zlib";
import type { LoanScheduleDto } from "@/shared/loan-types";
import { formatDate, parseIsoDate } from "@/core/dates";
import { addCents, centsToInputValue, type Cents } from "@/core/money";

// Exports of a Tilgungsplan as German Excel expects them: CSV with semicolons,
// decimal comma, UTF-8 with BOM and CRLF; and a minimal XLSX (OOXML) written by
// hand, because a spreadsheet library would be the largest dependency of the server.

const HEADERS = ["Monat", "Datum", "Restschuld Monatsanfang", "Zinsen", "Tilgung", "Rate", "Sondertilgung", "Restschuld Monatsende"] as const;

/** 123456 → "1234,56": no grouping, so Excel reads it as a number (the money input's format). */
const csvAmount = (amount: Cents): string => centsToInputValue(amount);

function csvField(value: string): string {
  return /[";\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function scheduleCsv(schedule: LoanScheduleDto): string {
  const lines = [HEADERS.join(";")];
  for (const r of schedule.rows) {
    lines.push(
      [
        String(r.month),
        formatDate(r.date),
        csvAmount(r.openingBalanceCents),
        csvAmount(r.interestCents),
        csvAmount(r.principalCents),
        csvAmount(r.paymentCents),
        csvAmount(r.specialRepaymentCents),
        csvAmount(r.closingBalanceCents),
      ].join(";"),
    );
  }
  const totalPayments = addCents(schedule.totalInterestCents, schedule.totalPrincipalCents);
  lines.push(
    [
      csvField("Summe"),
      "",
      "",
      csvAmount(schedule.totalInterestCents),
      csvAmount(schedule.totalPrincipalCents),
      csvAmount(totalPayments),
      csvAmount(schedule.totalSpecialRepaymentsCents),
      // A balance is not a sum: "Restschuld Monatsende" stays empty, as in the XLSX.
      "",
    ].join(";"),
  );
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** "Sparkasse Köln/Bonn" → ASCII-only name for the plain `filename=` parameter. */
function asciiName(text: string): string {
  const replaced = text
    .replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue")
    .replace(/Ä/g, "Ae").replace(/Ö/g, "Oe").replace(/Ü/g, "Ue").replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
  return replaced.slice(0, 80) || "Darlehen";
}

/** Content-Disposition for `Tilgungsplan-<lender>.<ext>`, with an RFC 5987 UTF-8 name. */
export function scheduleDisposition(lender: string, ext: "csv" | "xlsx"): string {
  // Whitespace (control characters included) and characters file systems reject become "-".
  const unicode = [...lender.trim()].map((ch) => (ch <= " " || '\\/:*?"<>|'.includes(ch) ? "-" : ch)).join("").replace(/-+/g, "-").slice(0, 80) || "Darlehen";
  return `attachment; filename="Tilgungsplan-${asciiName(lender)}.${ext}"; filename*=UTF-8''${encodeURIComponent(`Tilgungsplan-${unicode}.${ext}`)}`;
}

// ---------------------------------------------------------------------------------------
// XLSX
// ---------------------------------------------------------------------------------------

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Cents as an exact decimal literal for a cell value. */
function euroLiteral(centsValue: Cents): string {
  return csvAmount(centsValue).replace(",", ".");
}

/** Excel's day number (1900 system): days since 1899-12-30. */
function excelDate(iso: string): number {
  const { year, month, day } = parseIsoDate(iso);
  return Date.UTC(year, month - 1, day) / 86_400_000 + 25_569;
}

function columnName(index: number): string {
  return String.fromCharCode(65 + index);
}

// Style ids in styles.xml below: 1 bold header, 2 date, 3 euro, 4 bold euro.
const STYLE = { header: 1, date: 2, euro: 3, euroTotal: 4 } as const;

function sheetXml(schedule: LoanScheduleDto): string {
  const rows: string[] = [];
  const text = (ref: string, value: string, style = 0) =>
    `<c r="${ref}" t="inlineStr"${style ? ` s="${style}"` : ""}><is><t>${xmlEscape(value)}</t></is></c>`;
  const num = (ref: string, value: string | number, style = 0) => `<c r="${ref}"${style ? ` s="${style}"` : ""}><v>${value}</v></c>`;
  rows.push(`<row r="1">${HEADERS.map((h, i) => text(`${columnName(i)}1`, h, STYLE.header)).join("")}</row>`);
  schedule.rows.forEach((r, i) => {
    const n = i + 2;
    const money = [r.openingBalanceCents, r.interestCents, r.principalCents, r.paymentCents, r.specialRepaymentCents, r.closingBalanceCents];
    rows.push(
      `<row r="${n}">${num(`A${n}`, r.month)}${num(`B${n}`, excelDate(r.date), STYLE.date)}${money
        .map((m, j) => num(`${columnName(j + 2)}${n}`, euroLiteral(m), STYLE.euro))
        .join("")}</row>`,
    );
  });
  const last = schedule.rows.length + 1;
  const total = last + 1;
  if (schedule.rows.length > 0) {
    // The formula stays for whoever edits the sheet; the cached result <v> is what readers
    // that do not recalculate (previewers, pandas, openpyxl) show.
    const sum = (col: string, value: Cents) =>
      `<c r="${col}${total}" s="${STYLE.euroTotal}"><f>SUM(${col}2:${col}${last})</f><v>${euroLiteral(value)}</v></c>`;
    const totalPayments = addCents(schedule.totalInterestCents, schedule.totalPrincipalCents);
    rows.push(
      `<row r="${total}">${text(`A${total}`, "Summe", STYLE.header)}${sum("D", schedule.totalInterestCents)}${sum("E", schedule.totalPrincipalCents)}${sum("F", totalPayments)}${sum("G", schedule.totalSpecialRepaymentsCents)}</row>`,
    );
  }
  const widths = [8, 12, 24, 14, 14, 14, 16, 24];
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
    `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
    `<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
    `<cols>${widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join("")}</cols>` +
    `<sheetData>${rows.join("")}</sheetData>` +
    `</worksheet>`
  );
}

const STYLES_XML =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
  `<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
  `<numFmts count="2"><numFmt numFmtId="164" formatCode="#,##0.00\\ &quot;€&quot;"/><numFmt numFmtId="165" formatCode="dd\\.mm\\.yyyy"/></numFmts>` +
  `<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>` +
  `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
  `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
  `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
  `<cellXfs count="5">` +
  `<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
  `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>` +
  `<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
  `<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
  `<xf numFmtId="164" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/>` +
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

const WORKBOOK =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
  `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">` +
  `<sheets><sheet name="Tilgungsplan" sheetId="1" r:id="rId1"/></sheets>` +
  `</workbook>`;

const WORKBOOK_RELS =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
  `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>` +
  `</Relationships>`;

export function scheduleXlsx(schedule: LoanScheduleDto): Uint8Array {
  return zip([
    ["[Content_Types].xml", CONTENT_TYPES],
    ["_rels/.rels", ROOT_RELS],
    ["xl/workbook.xml", WORKBOOK],
    ["xl/_rels/workbook.xml.rels", WORKBOOK_RELS],
    ["xl/styles.xml", STYLES_XML],
    ["xl/worksheets/sheet1.xml", sheetXml(schedule)],
  ]);
}

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
