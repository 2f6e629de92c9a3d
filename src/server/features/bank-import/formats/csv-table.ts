import { isIsoDate, parseGermanDate, type IsoDate } from "@/core/dates";
import type { Cents } from "@/core/money";
import { isBlankRow } from "@/server/files/csv";
import { messages } from "@/shared/messages";
import { parseBankAmount, type AmountResult, type DecimalSeparator } from "./amount-text";
import { cleanText, ibanOrNull } from "./fields";
import type { StatementIssue, StatementTransaction } from "./statement";

/**
 * The table part of a bank CSV, shared by the bank dialects and the generic column mapping:
 * header lookup, typed cell reading with German row messages, and the loop over the data rows.
 */

/** Header cells as compared: trimmed, a stray BOM removed, trailing empty cells dropped (comdirect ends rows with ";"). */
export function headerCells(row: readonly string[]): string[] {
  const cells = row.map((cell) => cell.replace(/^\uFEFF/, "").trim());
  while (cells.length > 0 && cells.at(-1) === "") cells.pop();
  return cells;
}

export type DateFormat = "dd.MM.yyyy" | "dd.MM.yy" | "yyyy-MM-dd";

/**
 * A date cell. German formats go through `parseGermanDate` (two-digit years by the app's fixed
 * pivot: 00–69 are 20xx); the stated format is a hint for the column mapping, not a filter, so a
 * bank that writes the year with four digits one day and two the next is still read.
 */
export function parseBankDate(text: string, format: DateFormat): IsoDate | null {
  const value = text.trim();
  if (format === "yyyy-MM-dd") return isIsoDate(value) ? value : null;
  if (!/^\d{1,2}\.\d{1,2}\.(?:\d{2}|\d{4})$/.test(value)) return null;
  const parsed = parseGermanDate(value);
  return parsed.ok ? parsed.value : null;
}

/** A SEPA reference cell: empty and the placeholder "NOTPROVIDED" mean none. */
export function reference(value: string | null): string | null {
  const cleaned = cleanText(value);
  return cleaned === null || cleaned.toUpperCase() === "NOTPROVIDED" ? null : cleaned;
}

/**
 * One data row, read by column name. The first problem (a broken amount or date) is kept and
 * reading goes on harmlessly, so a dialect reads all its cells and asks once at the end.
 */
export class CsvRow {
  problem: string | null = null;

  constructor(
    private readonly cells: readonly string[],
    private readonly columns: ReadonlyMap<string, number[]>,
    readonly line: number,
  ) {}

  /** The raw cell of column `name` (its `occurrence`-th one, -1 = the last), "" when absent. */
  raw(name: string, occurrence = 0): string {
    const indexes = this.columns.get(name) ?? [];
    const index = occurrence < 0 ? indexes.at(occurrence) : indexes[occurrence];
    return index === undefined ? "" : (this.cells[index] ?? "");
  }

  /** The cell as text, whitespace runs collapsed; null when empty. */
  text(name: string, occurrence = 0): string | null {
    return cleanText(this.raw(name, occurrence));
  }

  iban(name: string): string | null {
    return ibanOrNull(this.raw(name));
  }

  private fail(message: string): void {
    this.problem ??= message;
  }

  /** A date cell; null when empty (reported when `required`) or broken (always reported). */
  date(name: string, label: string, format: DateFormat, required: boolean): IsoDate | null {
    const value = this.raw(name).trim();
    if (value === "") {
      if (required) this.fail(messages.bankCsvDateMissing(this.line, label));
      return null;
    }
    const date = parseBankDate(value, format);
    if (date === null) this.fail(messages.bankCsvDateInvalid(this.line, label, value));
    return date;
  }

  /** An amount text; null when empty (reported when `required`) or broken (always reported). */
  amountOf(value: string, separator: DecimalSeparator, required = true): Cents | null {
    const trimmed = value.trim();
    if (trimmed === "") {
      if (required) this.fail(messages.bankCsvAmountMissing(this.line));
      return null;
    }
    const parsed: AmountResult = parseBankAmount(trimmed, separator);
    if (parsed.ok) return parsed.value;
    if (parsed.problem === "tooManyDecimals") this.fail(messages.bankCsvAmountTooManyDecimals(this.line, trimmed));
    else if (parsed.problem === "tooLarge") this.fail(messages.bankCsvAmountTooLarge(this.line, trimmed));
    else this.fail(messages.bankCsvAmountInvalid(this.line, trimmed));
    return null;
  }

  amount(name: string, separator: DecimalSeparator, required = true): Cents | null {
    return this.amountOf(this.raw(name), separator, required);
  }

  /** The row as an error: its first problem. */
  failure(): RowOutcome {
    return { kind: "error", message: this.problem ?? messages.bankCsvAmountMissing(this.line) };
  }
}

/** Column name → its positions (a name can repeat: ING has "Währung" twice). */
export function columnIndex(header: readonly string[]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  header.forEach((name, position) => index.set(name, [...(index.get(name) ?? []), position]));
  return index;
}

/** The fields every transaction needs; the rest default to "unknown". */
export type TransactionCore = Pick<StatementTransaction, "bookingDate" | "amount"> & Partial<Omit<StatementTransaction, "bookingDate" | "amount">>;

export function transaction(core: TransactionCore, line: number): StatementTransaction {
  return {
    accountIban: null,
    valueDate: null,
    currency: "EUR",
    counterpartyName: null,
    counterpartyIban: null,
    counterpartyBic: null,
    purpose: "",
    bankTransactionText: null,
    endToEndId: null,
    mandateReference: null,
    creditorId: null,
    bankReference: null,
    ...core,
    sourceLine: line,
  };
}

export type RowOutcome =
  | { kind: "transaction"; transaction: StatementTransaction }
  | { kind: "skip"; message: string }
  | { kind: "error"; message: string };

/** What ends a table early: a balance line below it, or the next section of another account. */
export type TableEnd = { skipped: string | null };

export type TableReader = {
  header: readonly string[];
  readRow: (row: CsvRow) => RowOutcome;
  endsTable?: (cells: readonly string[], line: number) => TableEnd | null;
};

export type TableResult = { transactions: StatementTransaction[]; skipped: StatementIssue[]; errors: StatementIssue[] };

/**
 * Reads the data rows below the header at `headerIndex` (0-based). Blank rows are passed over;
 * a row narrower than the header is an error of its own, so a cut-off line never shifts values
 * into the wrong fields.
 */
export function readTable(rows: readonly string[][], headerIndex: number, reader: TableReader): TableResult {
  const columns = columnIndex(reader.header);
  const result: TableResult = { transactions: [], skipped: [], errors: [] };
  for (let index = headerIndex + 1; index < rows.length; index++) {
    const cells = rows[index] ?? [];
    const line = index + 1;
    if (isBlankRow(cells)) continue;
    const end = reader.endsTable?.(cells, line);
    if (end) {
      if (end.skipped) result.skipped.push({ line, message: end.skipped });
      break;
    }
    const row = new CsvRow(cells, columns, line);
    if (cells.length < reader.header.length) {
      result.errors.push({ line, message: messages.bankCsvTooFewColumns(line, cells.length, reader.header.length) });
      continue;
    }
    const outcome = reader.readRow(row);
    if (outcome.kind === "transaction") result.transactions.push(outcome.transaction);
    else if (outcome.kind === "skip") result.skipped.push({ line, message: outcome.message });
    else result.errors.push({ line, message: outcome.message });
  }
  return result;
}

/** A row read into a transaction. */
export function accepted(transaction: StatementTransaction): RowOutcome {
  return { kind: "transaction", transaction };
}
