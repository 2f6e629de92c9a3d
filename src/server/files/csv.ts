/**
 * CSV as German banks and Excel write it (RFC 4180 plus what those exports do in practice):
 * delimiter `;` (German Excel, every German bank), `,` or tab; fields in double quotes may hold
 * the delimiter, line breaks and `""` for a quote; lines end in CRLF, LF or CR.
 *
 * Generic on purpose — the bank statement reader and the spreadsheet import both use it — so it
 * knows nothing about headers, amounts or dates: it returns the cells as written. Rows are
 * numbered from 1 in the order they appear; a quoted line break does not start a new row, the
 * way Excel counts them, so "Zeile 14" in a message is the row a user sees when opening the file.
 *
 * Limits: the caller states how many rows and columns it accepts, and parsing stops with an
 * error as soon as the input exceeds them, instead of building an unbounded array first.
 */

export type CsvDelimiter = ";" | "," | "\t";

/** In order of preference when two fit equally well: `;` first, as German Excel writes it. */
export const CSV_DELIMITERS: readonly CsvDelimiter[] = [";", ",", "\t"];

export type CsvLimits = {
  /** Most rows accepted (blank rows count, they are rows of the file). */
  maxRows: number;
  /** Most cells accepted in one row. */
  maxColumns: number;
};

export const DEFAULT_CSV_LIMITS: CsvLimits = { maxRows: 100_000, maxColumns: 500 };

export type ParseCsvOptions = Partial<CsvLimits> & {
  /** Sniffed from the text with {@link sniffDelimiter} when not given. */
  delimiter?: CsvDelimiter;
};

export type CsvError =
  | { code: "tooManyRows"; limit: number }
  | { code: "tooManyColumns"; limit: number; row: number }
  /** A quoted field that never ends; `row` is where it starts. */
  | { code: "unterminatedQuote"; row: number };

export type CsvParseResult = { ok: true; rows: string[][]; delimiter: CsvDelimiter } | { ok: false; error: CsvError };

type TokenizeResult = { rows: string[][]; error: CsvError | null };

/**
 * The tokenizer. `stopAfter` ends quietly after that many rows (for sniffing a sample), while
 * `limits` end with an error.
 */
function tokenize(text: string, delimiter: CsvDelimiter, limits: CsvLimits, stopAfter = Infinity): TokenizeResult {
  const rows: string[][] = [];
  const n = text.length;
  let i = text.startsWith("\uFEFF") ? 1 : 0;
  let row: string[] = [];
  const isBreak = (char: string | undefined) => char === "\n" || char === "\r";

  while (i < n) {
    let value: string;
    if (text[i] === '"') {
      value = "";
      let segment = i + 1;
      let cursor = segment;
      for (;;) {
        const quote = text.indexOf('"', cursor);
        if (quote === -1) return { rows, error: { code: "unterminatedQuote", row: rows.length + 1 } };
        if (text[quote + 1] === '"') {
          value += text.slice(segment, quote + 1);
          segment = cursor = quote + 2;
          continue;
        }
        value += text.slice(segment, quote);
        i = quote + 1;
        break;
      }
      // Text after the closing quote ("abc"def) is kept, as Excel does, rather than refused.
      let end = i;
      while (end < n && text[end] !== delimiter && !isBreak(text[end])) end++;
      value += text.slice(i, end);
      i = end;
    } else {
      let end = i;
      while (end < n && text[end] !== delimiter && !isBreak(text[end])) end++;
      value = text.slice(i, end);
      i = end;
    }
    row.push(value);
    if (row.length > limits.maxColumns) return { rows, error: { code: "tooManyColumns", limit: limits.maxColumns, row: rows.length + 1 } };

    if (i < n && text[i] === delimiter) {
      i++;
      // A delimiter at the very end still opens one (empty) last field.
      if (i < n) continue;
      row.push("");
    } else if (i < n) {
      i += text[i] === "\r" && text[i + 1] === "\n" ? 2 : 1;
    }
    // End of a row: a line break, or the end of the text (a final line break adds no empty row).
    if (rows.length >= limits.maxRows) return { rows, error: { code: "tooManyRows", limit: limits.maxRows } };
    rows.push(row);
    row = [];
    if (rows.length >= stopAfter) break;
  }
  return { rows, error: null };
}

/** Parses `text` into rows of cells, exactly as written (no trimming, no type conversion). */
export function parseCsv(text: string, options: ParseCsvOptions = {}): CsvParseResult {
  const limits: CsvLimits = {
    maxRows: options.maxRows ?? DEFAULT_CSV_LIMITS.maxRows,
    maxColumns: options.maxColumns ?? DEFAULT_CSV_LIMITS.maxColumns,
  };
  const delimiter = options.delimiter ?? sniffDelimiter(text);
  const { rows, error } = tokenize(text, delimiter, limits);
  return error ? { ok: false, error } : { ok: true, rows, delimiter };
}

/** How many rows {@link sniffDelimiter} looks at: enough to get past a bank's preamble. */
const SNIFF_ROWS = 40;

/**
 * The delimiter under which the first rows form the biggest consistent table: for each
 * candidate, the most common column count (at least two) among the sample rows, weighted by how
 * many rows have it and by how many cells they gain (rows × (columns − 1)). Only delimiters
 * outside quotes count. The most common count rather than all rows tolerates a bank's preamble
 * ("Kontostand vom …;1.234,56 €") and blank lines above the table. The weight keeps decimal
 * commas from winning: in comdirect's `"Umsatz";"-45,00";` rows a comma split gives two cells,
 * a semicolon split the whole table. A tie goes to `;`, as German Excel writes it.
 */
export function sniffDelimiter(text: string, sampleRows = SNIFF_ROWS): CsvDelimiter {
  let best: CsvDelimiter = ";";
  let bestScore = 0;
  const sampleLimits: CsvLimits = { maxRows: sampleRows, maxColumns: DEFAULT_CSV_LIMITS.maxColumns };
  for (const delimiter of CSV_DELIMITERS) {
    // An error (a quote that does not end within the sample) still leaves the rows before it.
    const { rows } = tokenize(text, delimiter, sampleLimits, sampleRows);
    const frequency = new Map<number, number>();
    for (const row of rows) {
      if (row.length >= 2) frequency.set(row.length, (frequency.get(row.length) ?? 0) + 1);
    }
    const score = Math.max(0, ...[...frequency].map(([columns, count]) => count * (columns - 1)));
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

/** A row without content: no cells, or only empty / blank ones (a blank line, ";;;"). */
export function isBlankRow(row: readonly string[]): boolean {
  return row.every((cell) => cell.trim() === "");
}
