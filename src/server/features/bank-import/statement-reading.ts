import { formatDate } from "@/core/dates";
import { formatIban } from "@/core/iban";
import type { BankCsvMapping } from "@/shared/bank-import-types";
import { messages } from "@/shared/messages";
import { isBlankRow, parseCsv } from "@/server/files/csv";
import { decodeText } from "@/server/files/text-decoding";
import { AppError } from "@/server/http/errors";
import type { UploadedFile } from "@/server/http/upload";
import { DEFAULT_STATEMENT_LIMITS, readStatementFile, type ReadStatementResult } from "./formats/read-statement";
import { transactionFingerprints, type ParsedStatement, type StatementIssue, type StatementTransaction } from "./formats/statement";
import type { BankAccountRow } from "./bank-accounts.service";

// An uploaded statement file read for one bank account: what preview and import share. Only
// euro transactions are taken (a German landlord's account is in euro; a foreign-currency line
// could not be booked in cents of euro), each with its fingerprint under the account's IBAN.

export type FingerprintedTransaction = StatementTransaction & { fingerprint: string };

export type StatementForAccount = {
  format: ParsedStatement["format"];
  formatName: string;
  /** The account IBAN the file names (null: none). */
  fileIban: string | null;
  ibanMismatch: boolean;
  from: string | null;
  to: string | null;
  transactions: FingerprintedTransaction[];
  skipped: StatementIssue[];
  errors: StatementIssue[];
};

export type NeedsMapping = { headers: string[]; sampleRows: string[][]; proposal: BankCsvMapping };

export type StatementReading = { kind: "statement"; value: StatementForAccount } | { kind: "needsMapping"; value: NeedsMapping; message: string };

/** How many rows below the header the mapping dialog shows, and how long a cell may be there. */
const SAMPLE_ROWS = 5;
const SAMPLE_CELL_CHARS = 200;

const clip = (cells: readonly string[]) => cells.map((cell) => (cell.length > SAMPLE_CELL_CHARS ? `${cell.slice(0, SAMPLE_CELL_CHARS - 1)}…` : cell));

/**
 * The header, a few rows and a proposed mapping of a CSV no dialect reads. Without a proposal
 * (no date or amount column recognisable) the first row with two cells is taken as the header
 * and the columns are left for the user to choose ("").
 */
function mappingDialog(bytes: Uint8Array, proposal: BankCsvMapping | null | undefined): NeedsMapping {
  const decoded = decodeText(bytes);
  const parsed = decoded.ok ? parseCsv(decoded.value.text, { maxRows: DEFAULT_STATEMENT_LIMITS.maxCsvRows, maxColumns: DEFAULT_STATEMENT_LIMITS.maxCsvColumns, delimiter: proposal?.delimiter }) : null;
  const rows = parsed?.ok ? parsed.rows : [];
  const headerIndex = proposal ? proposal.headerRow - 1 : Math.max(0, rows.findIndex((row) => row.filter((cell) => cell.trim() !== "").length >= 2));
  const headers = clip((rows[headerIndex] ?? []).map((cell) => cell.trim()));
  const sampleRows = rows
    .slice(headerIndex + 1)
    .filter((row) => !isBlankRow(row))
    .slice(0, SAMPLE_ROWS)
    .map(clip);
  return {
    headers,
    sampleRows,
    proposal: proposal ?? {
      ...(parsed?.ok ? { delimiter: parsed.delimiter } : {}),
      headerRow: headerIndex + 1,
      columns: { bookingDate: "", amount: "" },
      dateFormat: "dd.MM.yyyy",
      decimalSeparator: ",",
    },
  };
}

/** A refusal of the reader as the API answers it: 413 too large, 415 no statement, 400 a broken one. */
function refusal(result: Extract<ReadStatementResult, { ok: false }>): AppError {
  switch (result.code) {
    case "tooLarge":
      return new AppError("payload_too_large", result.message);
    case "notStatement":
    case "unreadableEncoding":
      return new AppError("unsupported_media_type", result.message);
    default:
      return new AppError("bad_request", result.message);
  }
}

const where = (t: StatementTransaction) => (t.sourceLine !== null ? messages.statementLine(t.sourceLine) : messages.statementBookingOn(formatDate(t.bookingDate)));

function forAccount(statement: ParsedStatement, account: BankAccountRow): StatementForAccount {
  const named = new Set<string>();
  for (const s of statement.statements) if (s.accountIban) named.add(s.accountIban);
  for (const t of statement.transactions) if (t.accountIban) named.add(t.accountIban);
  const foreign = [...named].find((iban) => iban !== account.iban) ?? null;
  const fileIban = statement.accountIban ?? foreign ?? (named.size > 0 ? account.iban : null);

  const euro = statement.transactions.filter((t) => t.currency.toUpperCase() === "EUR");
  const skipped = [
    ...statement.skipped,
    ...statement.transactions.filter((t) => t.currency.toUpperCase() !== "EUR").map((t) => ({ line: t.sourceLine, message: messages.statementForeignCurrency(where(t), t.currency) })),
  ];
  // Where the file names no account, the chosen account's IBAN stands in (decision 0021).
  const withAccount = euro.map((t) => ({ ...t, accountIban: t.accountIban ?? account.iban }));
  const fingerprints = transactionFingerprints(withAccount);
  const transactions = withAccount.map((t, i) => ({ ...t, fingerprint: fingerprints[i]! }));

  const dates = transactions.map((t) => t.bookingDate).sort();
  const froms = statement.statements.map((s) => s.from).filter((d): d is string => d !== null).sort();
  const tos = statement.statements.map((s) => s.to).filter((d): d is string => d !== null).sort();
  return {
    format: statement.format,
    formatName: statement.formatName,
    fileIban,
    ibanMismatch: foreign !== null,
    from: froms[0] ?? dates[0] ?? null,
    to: tos.at(-1) ?? dates.at(-1) ?? null,
    transactions,
    skipped,
    errors: statement.errors,
  };
}

/**
 * Reads the uploaded statement for `account` with the mapping given (else the account's saved
 * one). A CSV no dialect and no mapping reads is "needsMapping" — unless a mapping was given
 * for it, then the mapping is wrong: 400 with the reason.
 */
export function readStatementForAccount(file: UploadedFile, account: BankAccountRow, givenMapping: BankCsvMapping | undefined): StatementReading {
  const result = readStatementFile(file.bytes, file.name, { csvMapping: givenMapping ?? account.csvMapping ?? null });
  if (result.ok) return { kind: "statement", value: forAccount(result.value, account) };
  if (result.code === "unknownCsv" && !givenMapping) return { kind: "needsMapping", value: mappingDialog(file.bytes, result.mappingProposal), message: result.message };
  if (result.code === "unknownCsv") throw new AppError("bad_request", result.message, { fields: [{ field: "csvMapping", message: result.message }] });
  throw refusal(result);
}

/** The refusal of an import into the wrong account. */
export function ibanMismatchError(statement: StatementForAccount, account: BankAccountRow): AppError {
  return new AppError("bad_request", messages.statementIbanMismatch(formatIban(statement.fileIban ?? ""), account.name, formatIban(account.iban)));
}
