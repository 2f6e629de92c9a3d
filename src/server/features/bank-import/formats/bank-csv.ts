import { isBlankRow, parseCsv, type CsvDelimiter, type CsvError, type CsvLimits } from "@/server/files/csv";
import { messages } from "@/shared/messages";
import { BANK_CSV_DIALECTS, type BankCsvDialect, type BankCsvDialectId, type Preamble } from "./bank-csv-dialects";
import { headerCells, readTable, type TableResult } from "./csv-table";
import { looksLikeDate, proposeGenericMapping, readGenericCsv, type GenericCsvMapping } from "./generic-csv";
import { commonIban, type ParsedStatement, type StatementSummary } from "./statement";

/**
 * A bank's CSV export → {@link ParsedStatement}. The dialect is recognised by its exact header
 * row within the first rows (banks put a preamble above it); a file no dialect recognises is
 * read with the user's saved column mapping, or refused with a proposed mapping for the dialog.
 */

/** How far down the header may be: DKB's and ING's preambles are about 15 rows. */
const HEADER_SEARCH_ROWS = 40;

export type BankCsvOptions = {
  limits?: Partial<CsvLimits>;
  /** The mapping saved for the bank account, used when no dialect recognises the file. */
  mapping?: GenericCsvMapping | null;
};

export type BankCsvResult =
  | { ok: true; value: ParsedStatement; dialect: BankCsvDialectId | "generic" }
  /** No dialect and no (fitting) mapping: `proposal` pre-fills the mapping dialog. */
  | { ok: false; code: "unknownFormat"; message: string; proposal: GenericCsvMapping | null }
  | { ok: false; code: "unreadable"; message: string };

export type DetectedDialect = { dialect: BankCsvDialect; headerIndex: number; header: string[] };

/** The dialect whose header row appears within the first rows, with where it is. */
export function detectBankCsvDialect(rows: readonly string[][]): DetectedDialect | null {
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let index = 0; index < limit; index++) {
    const header = headerCells(rows[index] ?? []);
    if (header.length < 3) continue;
    for (const dialect of BANK_CSV_DIALECTS) {
      if (dialect.headers.some((known) => known.length === header.length && known.every((name, i) => name === header[i]))) {
        return { dialect, headerIndex: index, header };
      }
    }
  }
  return null;
}

function csvErrorMessage(error: CsvError): string {
  switch (error.code) {
    case "tooManyRows":
      return messages.bankCsvTooManyRows(error.limit);
    case "tooManyColumns":
      return messages.bankCsvTooManyColumns(error.row, error.limit);
    case "unterminatedQuote":
      return messages.bankCsvUnterminatedQuote(error.row);
  }
}

function summary(table: TableResult, preamble: Preamble, accountIban: string | null): StatementSummary {
  const dates = table.transactions.map((t) => t.bookingDate).sort();
  return {
    id: null,
    accountIban,
    from: dates[0] ?? null,
    to: dates.at(-1) ?? null,
    openingBalance: preamble.openingBalance,
    closingBalance: preamble.closingBalance,
  };
}

function statementOf(format: ParsedStatement["format"], formatName: string, table: TableResult, preamble: Preamble): ParsedStatement {
  // The preamble names the account for all rows; where rows name it themselves, they agree.
  const transactions = table.transactions.map((t) => ({ ...t, accountIban: t.accountIban ?? preamble.accountIban }));
  const accountIban = preamble.accountIban ?? commonIban(transactions.map((t) => t.accountIban));
  return {
    format,
    formatName,
    accountIban,
    statements: [summary(table, preamble, accountIban)],
    transactions,
    skipped: table.skipped,
    errors: table.errors,
  };
}

/** The row above the first data row (one with a date), as the likely header of an unknown file. */
function proposeFor(rows: readonly string[][], delimiter: CsvDelimiter): GenericCsvMapping | null {
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let index = 0; index < limit; index++) {
    const cells = headerCells(rows[index] ?? []);
    if (cells.filter((cell) => cell !== "").length < 2 || cells.some(looksLikeDate)) continue;
    const below = rows.slice(index + 1, index + 6).filter((row) => !isBlankRow(row));
    if (below.length === 0 || !below[0]?.some((cell) => looksLikeDate(cell))) continue;
    const proposal = proposeGenericMapping(cells, index + 1, below);
    if (proposal) return { delimiter, ...proposal };
  }
  return null;
}

const NO_PREAMBLE: Preamble = { accountIban: null, openingBalance: null, closingBalance: null };

/** Reads the CSV `text` of a bank export. */
export function readBankCsv(text: string, options: BankCsvOptions = {}): BankCsvResult {
  const parsed = parseCsv(text, { ...options.limits, ...(options.mapping?.delimiter ? { delimiter: options.mapping.delimiter } : {}) });
  if (!parsed.ok) return { ok: false, code: "unreadable", message: csvErrorMessage(parsed.error) };
  const { rows } = parsed;

  const detected = detectBankCsvDialect(rows);
  if (detected) {
    const { dialect, headerIndex, header } = detected;
    const table = readTable(rows, headerIndex, { header, readRow: dialect.readRow, endsTable: dialect.endsTable });
    const preamble = dialect.preamble?.(rows.slice(0, headerIndex)) ?? NO_PREAMBLE;
    return { ok: true, value: statementOf("bank-csv", dialect.name, table, preamble), dialect: dialect.id };
  }

  if (options.mapping) {
    const generic = readGenericCsv(rows, options.mapping);
    if (generic.ok) return { ok: true, value: statementOf("generic-csv", messages.bankCsvMappingName, generic.table, NO_PREAMBLE), dialect: "generic" };
    return { ok: false, code: "unknownFormat", message: generic.message, proposal: proposeFor(rows, parsed.delimiter) };
  }
  return { ok: false, code: "unknownFormat", message: messages.bankCsvUnknown, proposal: proposeFor(rows, parsed.delimiter) };
}
