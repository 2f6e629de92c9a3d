import iconv from "iconv-lite";
import { decodeText, stripControlCharacters } from "@/server/files/text-decoding";
import { isZip, readZipEntries, type ZipError } from "@/server/files/zip-entries";
import { messages } from "@/shared/messages";
import { STATEMENT_MAX_BYTES } from "@/shared/limits";
import { readBankCsv } from "./bank-csv";
import { looksLikeXml, readCamt053 } from "./camt053";
import type { GenericCsvMapping } from "./generic-csv";
import { commonIban, type ParsedStatement } from "./statement";

/**
 * The one entry point of the bank import's file reading: uploaded bytes → {@link ParsedStatement}
 * or a German message. The format is decided by the CONTENT, never by the file name (a CAMT file
 * downloaded as ".txt", a CSV named ".xls"): ZIP signature → CAMT files inside; XML → CAMT;
 * otherwise text → the CSV export of a bank. PDFs, Excel files and MT940 get a message of their
 * own that says what to export instead.
 */

export type StatementLimits = {
  /** The uploaded file. */
  maxBytes: number;
  maxZipEntries: number;
  maxZipEntryBytes: number;
  /** All entries of a ZIP together, uncompressed. */
  maxZipTotalBytes: number;
  maxCsvRows: number;
  maxCsvColumns: number;
};

/**
 * A year of daily CAMT statements is a few MB; a CSV export of ten years some 10 000 rows. The
 * limits leave room for that and stop what no bank produces.
 */
export const DEFAULT_STATEMENT_LIMITS: StatementLimits = {
  maxBytes: STATEMENT_MAX_BYTES,
  maxZipEntries: 1_000,
  maxZipEntryBytes: 20_000_000,
  maxZipTotalBytes: 100_000_000,
  maxCsvRows: 100_000,
  maxCsvColumns: 200,
};

export type ReadStatementOptions = {
  limits?: Partial<StatementLimits>;
  /** The column mapping saved for the bank account, for CSV files no dialect recognises. */
  csvMapping?: GenericCsvMapping | null;
};

export type StatementReadErrorCode =
  | "empty"
  | "tooLarge"
  | "notStatement"
  | "unreadableEncoding"
  | "zip"
  | "camt"
  | "csv"
  /** A CSV no dialect (and no saved mapping) reads: `mappingProposal` pre-fills the mapping dialog. */
  | "unknownCsv"
  | "emptyStatement";

export type ReadStatementResult =
  | { ok: true; value: ParsedStatement }
  | { ok: false; code: StatementReadErrorCode; message: string; mappingProposal?: GenericCsvMapping | null };

type Failure = Extract<ReadStatementResult, { ok: false }>;

const failure = (code: StatementReadErrorCode, message: string): Failure => ({ ok: false, code, message });

const PDF = [0x25, 0x50, 0x44, 0x46]; // "%PDF"
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0]; // old Excel (.xls) and other Office files

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte);
}

/** A file name as shown in a message: no path, no control characters, not endless. */
function displayName(fileName: string): string {
  const base = stripControlCharacters(fileName.slice(Math.max(fileName.lastIndexOf("/"), fileName.lastIndexOf("\\")) + 1));
  return base.length > 80 ? `${base.slice(0, 79)}…` : base || messages.statementFileUnnamed;
}

/** MT940 ("SWIFT-Kontoauszug") is recognised by its field tags at line starts. */
function looksLikeMt940(text: string): boolean {
  return /^:20:/m.test(text) && /^:(25|60[FM]|61):/m.test(text);
}

function zipFailure(error: ZipError): Failure {
  switch (error.code) {
    case "corrupt":
      return failure("zip", messages.statementZipCorrupt);
    case "tooManyEntries":
      return failure("zip", messages.statementZipTooManyFiles(error.limit));
    case "tooLarge":
      return failure("zip", messages.statementZipTooLarge(error.limit));
    case "entryTooLarge":
      return failure("zip", messages.statementZipEntryTooLarge(error.name, error.limit));
    case "encrypted":
      return failure("zip", messages.statementZipEncrypted(error.name));
    case "unsupportedCompression":
      return failure("zip", messages.statementZipUnsupportedCompression(error.name));
    case "unsafeName":
      return failure("zip", messages.statementZipUnsafeName(error.name));
  }
}

/** Several CAMT files (of a ZIP) as one statement file. */
function merge(parts: readonly ParsedStatement[]): ParsedStatement {
  const names = new Set(parts.map((p) => p.formatName));
  const statements = parts.flatMap((p) => p.statements);
  return {
    format: "camt053",
    formatName: names.size === 1 ? [...names][0] ?? messages.camtFormatName(null) : messages.camtFormatName(null),
    accountIban: commonIban(statements.map((s) => s.accountIban)),
    statements,
    transactions: parts.flatMap((p) => p.transactions),
    skipped: parts.flatMap((p) => p.skipped),
    errors: parts.flatMap((p) => p.errors),
  };
}

function readZip(bytes: Uint8Array, fileName: string, limits: StatementLimits): ReadStatementResult {
  const zip = readZipEntries(bytes, { maxEntries: limits.maxZipEntries, maxEntryBytes: limits.maxZipEntryBytes, maxTotalBytes: limits.maxZipTotalBytes });
  if (!zip.ok) return zipFailure(zip.error);
  if (zip.entries.length === 0) return failure("zip", messages.statementZipEmpty);
  // XLSX, DOCX … are ZIPs too, recognisable by this entry.
  if (zip.entries.some((entry) => entry.name === "[Content_Types].xml")) {
    const excel = zip.entries.some((entry) => entry.name.startsWith("xl/"));
    return failure("notStatement", excel ? messages.statementIsSpreadsheet : messages.statementNotRecognized(displayName(fileName)));
  }
  const parts: ParsedStatement[] = [];
  for (const entry of zip.entries) {
    const decoded = decodeText(entry.bytes);
    if (!decoded.ok || !looksLikeXml(decoded.value.text)) return failure("zip", messages.statementZipEntryNotCamt(entry.name));
    const camt = readCamt053(decoded.value.text, { maxChars: limits.maxZipEntryBytes });
    if (!camt.ok) return failure("camt", messages.statementZipEntryProblem(entry.name, camt.message));
    parts.push(camt.value);
  }
  return { ok: true, value: merge(parts) };
}

/** The text with the encoding a saved mapping prescribes, else as detected. */
function textOf(bytes: Uint8Array, mapping: GenericCsvMapping | null | undefined): string | null {
  const decoded = decodeText(bytes);
  if (!decoded.ok) return null;
  if (mapping?.encoding === "windows-1252" && decoded.value.encoding === "utf-8" && !decoded.value.bom) {
    return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), "win1252");
  }
  return decoded.value.text;
}

/** A statement without any booking is refused: there is nothing to import, and the user should know why. */
function nonEmpty(statement: ParsedStatement): ReadStatementResult {
  if (statement.transactions.length > 0 || statement.errors.length > 0) return { ok: true, value: statement };
  if (statement.skipped.length > 0) return failure("emptyStatement", messages.statementOnlyPending(statement.skipped.length));
  return failure("emptyStatement", messages.statementEmpty);
}

/** Reads an uploaded statement file; `fileName` only names the file in messages. */
export function readStatementFile(bytes: Uint8Array, fileName: string, options: ReadStatementOptions = {}): ReadStatementResult {
  const limits: StatementLimits = { ...DEFAULT_STATEMENT_LIMITS, ...options.limits };
  if (bytes.length === 0) return failure("empty", messages.statementFileEmpty);
  if (bytes.length > limits.maxBytes) return failure("tooLarge", messages.statementFileTooLarge(limits.maxBytes));

  if (isZip(bytes)) {
    const zip = readZip(bytes, fileName, limits);
    return zip.ok ? nonEmpty(zip.value) : zip;
  }
  if (startsWith(bytes, PDF)) return failure("notStatement", messages.statementIsPdf);
  if (startsWith(bytes, OLE2)) return failure("notStatement", messages.statementIsSpreadsheet);

  const text = textOf(bytes, options.csvMapping);
  if (text === null) return failure("unreadableEncoding", messages.statementUnreadableEncoding(displayName(fileName)));
  if (text.trim() === "") return failure("empty", messages.statementFileEmpty);

  if (looksLikeXml(text)) {
    const camt = readCamt053(text, { maxChars: limits.maxBytes });
    return camt.ok ? nonEmpty(camt.value) : failure("camt", camt.message);
  }
  if (looksLikeMt940(text)) return failure("notStatement", messages.statementIsMt940);

  const csv = readBankCsv(text, { limits: { maxRows: limits.maxCsvRows, maxColumns: limits.maxCsvColumns }, mapping: options.csvMapping });
  if (csv.ok) return nonEmpty(csv.value);
  if (csv.code === "unreadable") return failure("csv", csv.message);
  // A text that is not even a table (a letter, a log) is no statement; a table is an unknown bank.
  if (!csv.proposal && !looksLikeTable(text)) return failure("notStatement", messages.statementNotRecognized(displayName(fileName)));
  return { ok: false, code: "unknownCsv", message: csv.message, mappingProposal: csv.proposal };
}

/** Whether some rows of `text` have at least three `;`, `,` or tab separated cells. */
function looksLikeTable(text: string): boolean {
  const lines = text.split(/\r\n|\n|\r/, 50);
  return lines.filter((line) => /^[^;]*(;[^;]*){2,}$|^[^,]*(,[^,]*){2,}$|^[^\t]*(\t[^\t]*){2,}$/.test(line)).length >= 2;
}
