import type { Column } from "@/server/backup/catalog";
import { csvText } from "@/server/spreadsheet/spreadsheet";
import type { TextRow } from "./table-pages";

// One CSV per table in German Excel's dialect, as the app's other CSV downloads write it
// (server/spreadsheet): `;`, decimal comma, UTF-8 with BOM, CRLF, quotes where needed, and text
// that a spreadsheet would run as a formula ("=HYPERLINK(…)") behind an apostrophe (csvText).
// Written a page at a time, so the Sheet model (a whole table in memory) does not fit; the
// field rules are csvText's, not a second copy. Values are the JSON's raw text otherwise: cents
// stay cents, dates stay ISO (Excel reads both), so the CSV and the JSON never disagree.

const BOM = "\uFEFF";
const CRLF = "\r\n";

/** Whole numbers: written as they are ("-123456"), never behind a formula guard. */
const INTEGER_TYPE = /^(smallint|integer|bigint)$/;
/** Decimals: "61.50" → "61,50", which a German Excel reads as a number. */
const DECIMAL_TYPE = /^(numeric|real|double precision)(\(\d+(,\d+)?\))?$/;

function csvValue(type: string, value: string | null): string {
  if (value === null) return "";
  if (INTEGER_TYPE.test(type)) return value;
  if (DECIMAL_TYPE.test(type)) return value.replace(".", ",");
  return csvText(value);
}

/** The BOM and the header row: the columns' names as in the database. */
export const csvHeader = (columns: readonly Column[]): string => `${BOM}${columns.map((c) => csvText(c.name)).join(";")}${CRLF}`;

/** Rows as CSV lines, each ending in CRLF. */
export const csvLines = (columns: readonly Column[], rows: readonly TextRow[]): string =>
  rows.map((row) => `${row.map((value, i) => csvValue(columns[i]!.type, value)).join(";")}${CRLF}`).join("");
