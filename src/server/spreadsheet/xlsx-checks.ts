// Checks on an XLSX's XML parts before read-excel-file parses them. Each guards against a file
// built to hurt the server rather than one a spreadsheet program wrote.

/** Excel's own maxima: a cell reference beyond them is no real sheet. */
export const EXCEL_MAX_ROWS = 1_048_576;
export const EXCEL_MAX_COLUMNS = 16_384;

const LESS_THAN = 0x3c; // "<"
const BANG = 0x21; // "!"

/**
 * True when an XML part declares a DTD or an entity (`<!DOCTYPE`, `<!ENTITY`). Excel,
 * LibreOffice and every XLSX writer never do; a DTD in an upload is a crafted file (billion
 * laughs, external entities). read-excel-file's XML parser (saxen) does not expand entities
 * (verified: `&lol9;` stays that text), so this is defence in depth: it keeps such a file out
 * even if the parser behind the library changes. Scans bytes, no decoding.
 */
export function declaresDtd(part: Uint8Array): boolean {
  const bytes = Buffer.from(part.buffer, part.byteOffset, part.byteLength);
  for (let at = bytes.indexOf("<!"); at >= 0; at = bytes.indexOf("<!", at + 2)) {
    if (bytes[at] !== LESS_THAN || bytes[at + 1] !== BANG) continue;
    const word = bytes.toString("latin1", at + 2, at + 9).toUpperCase();
    if (word.startsWith("DOCTYPE") || word.startsWith("ENTITY")) return true;
  }
  return false;
}

/** True when the part is a worksheet (has `<sheetData`): the only parts with cells. */
export function isWorksheet(part: Uint8Array): boolean {
  return Buffer.from(part.buffer, part.byteOffset, part.byteLength).includes("<sheetData");
}

/**
 * The 1904 date system (old Mac Excel): `<workbookPr date1904="1"/>` in xl/workbook.xml. Read
 * the way read-excel-file reads it (only "1"), so a serial number and a date cell of the same
 * file are never read in two different systems.
 */
export function usesDateSystem1904(workbookXml: Uint8Array): boolean {
  const text = Buffer.from(workbookXml.buffer, workbookXml.byteOffset, workbookXml.byteLength).toString("latin1");
  return /<(?:[\w.-]+:)?workbookPr\b[^>]*\bdate1904\s*=\s*["']1["']/.test(text);
}

/** The last row and column (1-based) holding a value, and whether any reference lies beyond Excel's maxima. */
export type SheetExtent = { lastRow: number; lastColumn: number; beyondExcel: boolean };

// One attribute at exactly the given position (sticky): attributes are read one after another,
// so text inside another attribute's value is never taken for r, and a failed match is never
// retried further on (no quadratic time on crafted tags).
const ATTRIBUTE = /\s*([^\s="'/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
const TAG_END_OR_QUOTE = /[>"']/g;
/** A real <row> or <c> start tag is under 200 characters; a far longer one is no sheet a program wrote. */
const MAX_TAG_LENGTH = 4096;
const ENTITY = /&#(\d+);|&#x([0-9a-f]+);|&(\w+);/gi;
// saxen knows these five, in lower or upper case ("&amp;", "&AMP;"), and leaves any other name as it is.
const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map(
  Object.entries({ amp: "&", apos: "'", gt: ">", lt: "<", quot: '"' }).flatMap(([name, text]) => [
    [name, text],
    [name.toUpperCase(), text],
  ]),
);

/**
 * The `r` attribute, prefix dropped and character references decoded, as saxen hands it to the
 * library; undefined without one; null for attributes no XLSX writer produces (junk between
 * them, r twice), which saxen reads leniently, so they are refused rather than guessed.
 */
function referenceAttribute(attributes: string): string | undefined | null {
  let reference: string | undefined;
  let at = 0;
  for (;;) {
    ATTRIBUTE.lastIndex = at;
    const match = ATTRIBUTE.exec(attributes);
    if (!match) break;
    at = ATTRIBUTE.lastIndex;
    const [, name = "", double, single] = match;
    if (name.slice(name.indexOf(":") + 1) !== "r") continue;
    if (reference !== undefined) return null;
    reference = decodeReferences(double ?? single ?? "");
  }
  const rest = attributes.slice(at).trim();
  return rest === "" || rest === "/" ? reference : null;
}

function decodeReferences(value: string): string {
  if (!value.includes("&")) return value;
  return value.replace(ENTITY, (text, decimal?: string, hex?: string, named?: string) => {
    if (decimal !== undefined) return String.fromCharCode(Number(decimal));
    if (hex !== undefined) return String.fromCharCode(parseInt(hex, 16));
    return NAMED_ENTITIES.get(named ?? "") ?? text;
  });
}

/** [row, column] of a cell reference, computed exactly as read-excel-file's parseCellAddress does (not only A–Z count). */
function cellAddress(reference: string): [number, number] {
  let column = 0;
  for (let i = 0; i < reference.length; i++) {
    const code = reference.charCodeAt(i);
    if (code >= 48 && code <= 57) return [Number(reference.slice(i)), column];
    column = column * 26 + (code - 64);
  }
  return [Number.NaN, column];
}

/** A start tag as saxen reads it: name, attributes, whether self-closed, where it ends; null for anything else. */
type Tag = { name: string; attributes: string; selfClosed: boolean; end: number };

/** The index after `terminator` from `from` on; -1 when it never comes. */
function skipTo(xml: string, terminator: string, from: number): number {
  const found = xml.indexOf(terminator, from);
  return found < 0 ? -1 : found + terminator.length;
}

/**
 * The markup at `at` (a "<"): a start tag, or the index after a comment, CDATA section,
 * declaration or end tag (skipped like saxen skips them); -1 when it never ends.
 */
function readMarkup(xml: string, at: number): Tag | number {
  const next = xml.charCodeAt(at + 1);
  if (next === 0x21 /* ! */) {
    if (xml.startsWith("<!--", at)) return skipTo(xml, "-->", at + 4);
    if (xml.startsWith("<![CDATA[", at)) return skipTo(xml, "]]>", at + 9);
    return skipTo(xml, ">", at + 2);
  }
  if (next === 0x3f /* ? */) return skipTo(xml, "?>", at + 2);
  if (next === 0x2f /* / */) return skipTo(xml, ">", at + 2);
  // The tag ends at the first ">" outside quotes, as saxen finds it.
  let index = at + 1;
  for (;;) {
    TAG_END_OR_QUOTE.lastIndex = index;
    const found = TAG_END_OR_QUOTE.exec(xml);
    if (!found) return -1;
    if (found[0] === ">") {
      index = found.index;
      break;
    }
    const close = xml.indexOf(found[0], found.index + 1);
    if (close < 0) return -1;
    index = close + 1;
  }
  const inner = xml.slice(at + 1, index);
  const nameEnd = inner.search(/[\s/]|$/);
  const name = inner.slice(0, nameEnd);
  return { name: name.slice(name.indexOf(":") + 1), attributes: inner.slice(nameEnd), selfClosed: inner.endsWith("/"), end: index + 1 };
}

/**
 * How far a worksheet's values reach, from its XML (latin1 is enough: every token looked at is
 * ASCII). Why: read-excel-file inserts every missing row up to a row's number and pads every row
 * up to the last column holding a value, so a few hundred bytes with one value in XFD1 and one in
 * A1048576 make it build 17 billion array slots and crash the process (no catchable error). The
 * caller refuses a sheet whose extent passes its limits before the library reads it.
 *
 * Mirrors the library: the XML is read front to back like saxen reads it (linear, whatever the
 * input); a row's number is its `r`, else its first cell's row; a cell's address is read like
 * the library reads it (after decoding character references). A cell counts as a value unless it
 * is self-closed or empty (`<c r="B7" s="3"/>`, `<c r="B7"></c>`: formatting only); anything else
 * counts, so a crafted cell can only make the extent larger, never smaller. Markup that never
 * ends, or a row or cell tag longer than any program writes, counts as beyond Excel.
 */
export function sheetExtent(sheetXml: Uint8Array): SheetExtent {
  const xml = Buffer.from(sheetXml.buffer, sheetXml.byteOffset, sheetXml.byteLength).toString("latin1");
  let lastRow = 0;
  let lastColumn = 0;
  let beyondExcel = false;
  let rowNumber: number | undefined;
  let rowHasValue = false;
  const endRow = () => {
    if (rowHasValue && rowNumber !== undefined) lastRow = Math.max(lastRow, rowNumber);
    rowHasValue = false;
  };
  for (let at = xml.indexOf("<"); at >= 0; ) {
    const markup = readMarkup(xml, at);
    if (markup === -1) return { lastRow, lastColumn, beyondExcel: true };
    if (typeof markup === "number") {
      at = xml.indexOf("<", markup);
      continue;
    }
    at = xml.indexOf("<", markup.end);
    if (markup.name !== "row" && markup.name !== "c") continue;
    if (markup.attributes.length > MAX_TAG_LENGTH) return { lastRow, lastColumn, beyondExcel: true };
    const r = referenceAttribute(markup.attributes);
    if (r === null) return { lastRow, lastColumn, beyondExcel: true };
    if (markup.name === "row") {
      endRow();
      rowNumber = r ? Number(r) : undefined;
      if (rowNumber !== undefined && !(rowNumber <= EXCEL_MAX_ROWS)) beyondExcel = true;
      continue;
    }
    const [cellRow, cellColumn] = cellAddress(r ?? "");
    if (rowNumber === undefined) rowNumber = cellRow;
    if (!(cellRow <= EXCEL_MAX_ROWS) || !(rowNumber <= EXCEL_MAX_ROWS) || cellColumn > EXCEL_MAX_COLUMNS) beyondExcel = true;
    if (!markup.selfClosed && at >= 0 && !xml.startsWith("</", at)) {
      rowHasValue = true;
      lastColumn = Math.max(lastColumn, cellColumn);
    }
  }
  endRow();
  return { lastRow, lastColumn, beyondExcel };
}
