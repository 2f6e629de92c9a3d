/**
 * An independent reader for DATEV "EXTF Buchungsstapel" files (header 700, category 21,
 * format version 13), written from DATEV's published rules (developer.datev.de,
 * "DATEV-Format" → Buchungsstapel; DATEV's sample file EXTF_Buchungsstapel.csv) to check
 * what src/domain/datev.ts writes.
 *
 * On purpose it shares NO code with the writer: its own Windows-1252 table, its own CSV
 * splitter, its own column titles (built differently from the writer's literal, so a typo
 * on either side shows up), its own date and amount parsing. It never throws on a bad
 * file; it lists what is wrong in `problems` and parses what it can.
 */

export interface DatevHeader {
  fieldCount: number;
  kind: string;
  headerVersion: string;
  category: string;
  formatName: string;
  formatVersion: string;
  createdAt: string;
  origin: string;
  exportedBy: string;
  consultantNumber: string;
  clientNumber: string;
  fiscalYearStart: string;
  accountLength: number;
  dateFrom: string;
  dateTo: string;
  description: string;
  bookingType: string;
  purpose: string;
  locked: string;
  currency: string;
  chart: string;
  fields: string[];
}

export interface DatevRow {
  /** Line number in the file (1-based; the first booking is line 3). */
  line: number;
  amountCents: number;
  side: "S" | "H";
  account: string;
  contraAccount: string;
  taxKey: string;
  /** TTMM as written. */
  documentDate: string;
  document1: string;
  text: string;
  costCenter1: string;
  costCenter2: string;
  fields: string[];
}

export interface DatevReadResult {
  header: DatevHeader;
  columns: string[];
  rows: DatevRow[];
  problems: string[];
}

// ---------------------------------------------------------------------------------------
// Windows-1252
// ---------------------------------------------------------------------------------------

/** Bytes 0x80–0x9F of Windows-1252; null = byte not defined in the code page. */
const CP1252_HIGH: (number | null)[] = [
  0x20ac, null, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, null, 0x017d, null,
  null, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, null, 0x017e, 0x0178,
];

function decodeWindows1252(bytes: Uint8Array, problems: string[]): string {
  let text = "";
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte >= 0x80 && byte <= 0x9f) {
      const code = CP1252_HIGH[byte - 0x80];
      if (code === null || code === undefined) {
        problems.push(`Byte 0x${byte.toString(16)} at offset ${i} is not defined in Windows-1252`);
        text += "\ufffd";
      } else {
        text += String.fromCharCode(code);
      }
    } else {
      // ASCII and 0xA0–0xFF are the same code points in Unicode (Latin-1).
      text += String.fromCharCode(byte);
    }
  }
  return text;
}

/**
 * True when the non-ASCII bytes form UTF-8 multi-byte sequences: a "ü" written as UTF-8
 * (C3 BC) is legal Windows-1252 ("Ã¼"), so only the pattern gives it away.
 */
function looksLikeUtf8(bytes: Uint8Array): boolean {
  let multiByte = 0;
  for (let i = 0; i < bytes.length; i++) {
    const lead = bytes[i]!;
    if (lead < 0x80) continue;
    const length = lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
    if (length === 0) return false;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      if (next === undefined || next < 0x80 || next > 0xbf) return false;
    }
    multiByte++;
    i += length - 1;
  }
  return multiByte > 0;
}

// ---------------------------------------------------------------------------------------
// CSV
// ---------------------------------------------------------------------------------------

interface Cell {
  value: string;
  quoted: boolean;
}

/** Splits one line at semicolons outside quotes; "" inside quotes is one quote. */
function splitLine(line: string, where: string, problems: string[]): Cell[] {
  const cells: Cell[] = [];
  let i = 0;
  for (;;) {
    let value = "";
    let quoted = false;
    if (line[i] === '"') {
      quoted = true;
      i++;
      for (;;) {
        if (i >= line.length) {
          problems.push(`${where}: unterminated quote`);
          break;
        }
        if (line[i] === '"') {
          if (line[i + 1] === '"') {
            value += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        value += line[i];
        i++;
      }
      if (i < line.length && line[i] !== ";") problems.push(`${where}: text after a closing quote`);
      while (i < line.length && line[i] !== ";") value += line[i++];
    } else {
      while (i < line.length && line[i] !== ";") {
        if (line[i] === '"') problems.push(`${where}: quote inside an unquoted field`);
        value += line[i++];
      }
    }
    cells.push({ value, quoted });
    if (i >= line.length) return cells;
    i++; // the semicolon
  }
}

// ---------------------------------------------------------------------------------------
// Expectations
// ---------------------------------------------------------------------------------------

/** The 125 column titles of format version 13, assembled from their groups. */
function expectedColumns(): string[] {
  const titles = [
    "Umsatz (ohne Soll/Haben-Kz)", "Soll/Haben-Kennzeichen", "WKZ Umsatz", "Kurs", "Basis-Umsatz", "WKZ Basis-Umsatz",
    "Konto", "Gegenkonto (ohne BU-Schlüssel)", "BU-Schlüssel", "Belegdatum", "Belegfeld 1", "Belegfeld 2", "Skonto",
    "Buchungstext", "Postensperre", "Diverse Adressnummer", "Geschäftspartnerbank", "Sachverhalt", "Zinssperre", "Beleglink",
  ];
  for (let n = 1; n <= 8; n++) titles.push(`Beleginfo - Art ${n}`, `Beleginfo - Inhalt ${n}`);
  titles.push(
    "KOST1 - Kostenstelle", "KOST2 - Kostenstelle", "Kost-Menge", "EU-Land u. UStID (Bestimmung)", "EU-Steuersatz (Bestimmung)",
    "Abw. Versteuerungsart", "Sachverhalt L+L", "Funktionsergänzung L+L", "BU 49 Hauptfunktionstyp",
    "BU 49 Hauptfunktionsnummer", "BU 49 Funktionsergänzung",
  );
  // DATEV's own spelling: a space before the hyphen in "Art", none in "Inhalt".
  for (let n = 1; n <= 20; n++) titles.push(`Zusatzinformation - Art ${n}`, `Zusatzinformation- Inhalt ${n}`);
  titles.push(
    "Stück", "Gewicht", "Zahlweise", "Forderungsart", "Veranlagungsjahr", "Zugeordnete Fälligkeit", "Skontotyp",
    "Auftragsnummer", "Buchungstyp", "USt-Schlüssel (Anzahlungen)", "EU-Land (Anzahlungen)", "Sachverhalt L+L (Anzahlungen)",
    "EU-Steuersatz (Anzahlungen)", "Erlöskonto (Anzahlungen)", "Herkunft-Kz", "Buchungs GUID", "KOST-Datum",
    "SEPA-Mandatsreferenz", "Skontosperre", "Gesellschaftername", "Beteiligtennummer", "Identifikationsnummer",
    "Zeichnernummer", "Postensperre bis", "Bezeichnung SoBil-Sachverhalt", "Kennzeichen SoBil-Buchung", "Festschreibung",
    "Leistungsdatum", "Datum Zuord. Steuerperiode", "Fälligkeit", "Generalumkehr (GU)", "Steuersatz", "Land",
    "Abrechnungsreferenz", "BVV-Position", "EU-Land u. UStID (Ursprung)", "EU-Steuersatz (Ursprung)", "Abw. Skontokonto",
  );
  return titles;
}

export const DATEV_V13_COLUMNS: readonly string[] = expectedColumns();

const HEADER_FIELDS = 31;
const PLACEHOLDER_CONSULTANT = "29098";
const PLACEHOLDER_CLIENT = "55003";

/** Field positions (1-based, DATEV's numbering) this reader looks at. */
const F = {
  amount: 1, side: 2, currency: 3, account: 7, contra: 8, taxKey: 9, date: 10, document1: 11,
  text: 14, kost1: 37, kost2: 38, locked: 114,
} as const;

function isLeap(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

function monthLength(year: number, month: number): number {
  return [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** YYYYMMDD → [y, m, d] when it is a real date, else null. */
function ymd(text: string): [number, number, number] | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return m >= 1 && m <= 12 && d >= 1 && d <= monthLength(y, m) ? [y, m, d] : null;
}

const key = ([y, m, d]: [number, number, number]) => y * 10_000 + m * 100 + d;

// ---------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------

function checkEncodingAndLines(bytes: Uint8Array, problems: string[]): string[] {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) problems.push("File starts with a UTF-8 BOM; DATEV expects Windows-1252");
  if (looksLikeUtf8(bytes)) problems.push("File is UTF-8 encoded (multi-byte sequences), not Windows-1252");
  const text = decodeWindows1252(bytes, problems);

  if (/(^|[^\r])\n/.test(text)) problems.push("Line ending LF without CR; DATEV expects CRLF");
  if (/\r(?!\n)/.test(text)) problems.push("Line ending CR without LF; DATEV expects CRLF");
  if (text.length > 0 && !text.endsWith("\r\n") && !text.endsWith("\n")) problems.push("Last line does not end with CRLF");

  const lines = text.split(/\r\n|\n|\r/);
  if (lines[lines.length - 1] === "") lines.pop();
  return lines;
}

function readHeader(line: string, problems: string[]): DatevHeader {
  const cells = splitLine(line, "Header", problems);
  const v = (n: number) => cells[n - 1]?.value ?? "";
  const header: DatevHeader = {
    fieldCount: cells.length,
    kind: v(1), headerVersion: v(2), category: v(3), formatName: v(4), formatVersion: v(5), createdAt: v(6),
    origin: v(8), exportedBy: v(9), consultantNumber: v(11), clientNumber: v(12), fiscalYearStart: v(13),
    accountLength: Number(v(14)), dateFrom: v(15), dateTo: v(16), description: v(17), bookingType: v(19),
    purpose: v(20), locked: v(21), currency: v(22), chart: v(27),
    fields: cells.map((c) => c.value),
  };
  const bad = (what: string) => problems.push(`Header: ${what}`);

  if (cells.length !== HEADER_FIELDS) bad(`${cells.length} fields instead of ${HEADER_FIELDS}`);
  if (header.kind !== "EXTF" || !cells[0]?.quoted) bad(`field 1 must be "EXTF" (quoted), is ${header.kind}`);
  if (header.headerVersion !== "700") bad(`header version must be 700, is ${header.headerVersion}`);
  if (header.category !== "21") bad(`data category must be 21, is ${header.category}`);
  if (header.formatName !== "Buchungsstapel") bad(`format name must be Buchungsstapel, is ${header.formatName}`);
  if (header.formatVersion !== "13") bad(`format version must be 13, is ${header.formatVersion}`);
  if (!/^\d{17}$/.test(header.createdAt) || !ymd(header.createdAt.slice(0, 8))) bad(`"Erzeugt am" is not YYYYMMDDHHMMSSfff: ${header.createdAt}`);
  if (!/^[A-Za-z0-9_]{0,2}$/.test(header.origin)) bad(`Herkunft has more than 2 characters: ${header.origin}`);
  if (header.exportedBy.length > 25) bad(`"Exportiert von" longer than 25 characters`);

  const consultant = Number(header.consultantNumber);
  if (!/^\d{4,7}$/.test(header.consultantNumber) || consultant < 1001 || consultant > 9_999_999) {
    bad(`Beraternummer outside 1001–9999999: ${header.consultantNumber}`);
  }
  const client = Number(header.clientNumber);
  if (!/^\d{1,5}$/.test(header.clientNumber) || client < 1 || client > 99_999) bad(`Mandantennummer outside 1–99999: ${header.clientNumber}`);
  if (header.consultantNumber === PLACEHOLDER_CONSULTANT) {
    bad(
      header.clientNumber === PLACEHOLDER_CLIENT
        ? "Beraternummer 29098 / Mandantennummer 55003 are DATEV's documentation examples (placeholder)"
        : "Beraternummer 29098 is DATEV's documentation example (placeholder)",
    );
  }

  const fiscal = ymd(header.fiscalYearStart);
  const from = ymd(header.dateFrom);
  const to = ymd(header.dateTo);
  if (!fiscal) bad(`WJ-Beginn is not a YYYYMMDD date: ${header.fiscalYearStart}`);
  if (!from) bad(`"Datum vom" is not a YYYYMMDD date: ${header.dateFrom}`);
  if (!to) bad(`"Datum bis" is not a YYYYMMDD date: ${header.dateTo}`);
  if (from && to && key(from) > key(to)) bad(`"Datum vom" ${header.dateFrom} is after "Datum bis" ${header.dateTo}`);
  if (fiscal && from && to) {
    const nextFiscal = key(fiscal) + 10_000;
    if (key(from) < key(fiscal) || key(to) >= nextFiscal) bad(`period ${header.dateFrom}–${header.dateTo} is not inside the fiscal year from ${header.fiscalYearStart}`);
  }

  if (!/^[4-8]$/.test(v(14))) bad(`Sachkontenlänge must be 4–8, is ${v(14)}`);
  if (header.bookingType !== "1" && header.bookingType !== "2") bad(`Buchungstyp must be 1 or 2, is ${header.bookingType}`);
  if (header.locked !== "0" && header.locked !== "1") bad(`Festschreibung must be 0 or 1, is ${header.locked}`);
  if (header.currency !== "EUR") bad(`WKZ must be EUR, is ${header.currency}`);
  if (header.chart !== "03" && header.chart !== "04") bad(`SKR must be "03" or "04", is ${header.chart}`);
  if (header.description.length > 30) bad(`Bezeichnung longer than 30 characters`);
  return header;
}

function checkColumns(line: string | undefined, problems: string[]): string[] {
  if (line === undefined) {
    problems.push("Column title line missing");
    return [];
  }
  const columns = splitLine(line, "Column titles", problems).map((c) => c.value);
  if (columns.length !== DATEV_V13_COLUMNS.length) problems.push(`Column titles: ${columns.length} instead of ${DATEV_V13_COLUMNS.length}`);
  DATEV_V13_COLUMNS.forEach((title, i) => {
    if (columns[i] !== title) problems.push(`Column ${i + 1}: expected "${title}", found "${columns[i] ?? ""}"`);
  });
  return columns;
}

/** The calendar date of a TTMM Belegdatum: its year is the one it falls in counting from WJ-Beginn. */
function bookingDateKey(ttmm: string, header: DatevHeader): number | null {
  const fiscal = ymd(header.fiscalYearStart);
  if (!fiscal || !/^\d{4}$/.test(ttmm)) return null;
  const [day, month] = [Number(ttmm.slice(0, 2)), Number(ttmm.slice(2, 4))];
  const year = month * 100 + day < fiscal[1] * 100 + fiscal[2] ? fiscal[0] + 1 : fiscal[0];
  return month >= 1 && month <= 12 && day >= 1 && day <= monthLength(year, month) ? key([year, month, day]) : null;
}

function readRow(line: string, lineNumber: number, header: DatevHeader, problems: string[]): DatevRow {
  const where = `Line ${lineNumber}`;
  const cells = splitLine(line, where, problems);
  const cell = (n: number) => cells[n - 1] ?? { value: "", quoted: false };
  const v = (n: number) => cell(n).value;
  const bad = (what: string) => problems.push(`${where}: ${what}`);

  if (cells.length !== DATEV_V13_COLUMNS.length) bad(`${cells.length} fields instead of ${DATEV_V13_COLUMNS.length}`);

  const amount = v(F.amount);
  let amountCents = Number.NaN;
  if (!/^\d{1,10},\d{2}$/.test(amount) || cell(F.amount).quoted) bad(`Umsatz "${amount}" is not a bare 1234567890,12 number`);
  else {
    const [whole = "", fraction = ""] = amount.split(",");
    amountCents = Number(whole) * 100 + Number(fraction);
    if (amountCents <= 0) bad("Umsatz must be greater than 0");
  }

  const side = v(F.side);
  if ((side !== "S" && side !== "H") || !cell(F.side).quoted) bad(`Soll/Haben-Kennzeichen must be "S" or "H", is ${side}`);
  if (v(F.currency) !== "" && v(F.currency) !== "EUR") bad(`WKZ Umsatz must be EUR, is ${v(F.currency)}`);

  for (const [n, name] of [[F.account, "Konto"], [F.contra, "Gegenkonto"]] as const) {
    const account = v(n);
    if (!/^\d+$/.test(account) || cell(n).quoted) bad(`${name} "${account}" is not a bare number`);
    else if (account.length !== header.accountLength) bad(`${name} ${account} does not have the Sachkontenlänge ${header.accountLength}`);
  }

  if (!/^\d{0,4}$/.test(v(F.taxKey))) bad(`BU-Schlüssel "${v(F.taxKey)}" has more than 4 digits`);

  const date = v(F.date);
  const dateKey = bookingDateKey(date, header);
  const from = ymd(header.dateFrom);
  const to = ymd(header.dateTo);
  if (dateKey === null || cell(F.date).quoted) bad(`Belegdatum "${date}" is not a valid TTMM date`);
  else if (from && to && (dateKey < key(from) || dateKey > key(to))) bad(`Belegdatum ${date} is outside ${header.dateFrom}–${header.dateTo}`);

  const document1 = v(F.document1);
  if (!/^[A-Za-z0-9$&%*+\-/]*$/.test(document1)) bad(`Belegfeld 1 "${document1}" has characters DATEV does not allow`);
  if (document1.length > 36) bad("Belegfeld 1 longer than 36 characters");

  const text = v(F.text);
  if (text.length > 60) bad("Buchungstext longer than 60 characters");
  if (/\p{Cc}/u.test(text)) bad("Buchungstext contains control characters");
  for (const n of [F.document1, F.text, F.kost1, F.kost2]) if (!cell(n).quoted) bad(`text field ${n} is not quoted`);
  if (v(F.kost1).length > 36) bad("KOST1 longer than 36 characters");
  if (v(F.kost2).length > 36) bad("KOST2 longer than 36 characters");
  if (v(F.locked) !== "0" && v(F.locked) !== "1") bad(`Festschreibung (field 114) must be 0 or 1, is "${v(F.locked)}"`);

  return {
    line: lineNumber,
    amountCents,
    side: side === "H" ? "H" : "S",
    account: v(F.account),
    contraAccount: v(F.contra),
    taxKey: v(F.taxKey),
    documentDate: date,
    document1,
    text,
    costCenter1: v(F.kost1),
    costCenter2: v(F.kost2),
    fields: cells.map((c) => c.value),
  };
}

/** Reads a DATEV EXTF Buchungsstapel from its bytes and lists every rule it breaks. */
export function readDatevBuchungsstapel(bytes: Uint8Array): DatevReadResult {
  const problems: string[] = [];
  const lines = checkEncodingAndLines(bytes, problems);
  const header = readHeader(lines[0] ?? "", problems);
  const columns = checkColumns(lines[1], problems);
  const rows = lines.slice(2).map((line, i) => readRow(line, i + 3, header, problems));
  if (rows.length === 0) problems.push("No booking lines");
  return { header, columns, rows, problems };
}
