import { cents, type Cents } from "@/core/money";
import type { BankCsvMapping } from "@/shared/bank-import-types";
import { messages } from "@/shared/messages";
import type { DecimalSeparator } from "./amount-text";
import { accepted, headerCells, parseBankDate, readTable, transaction, type CsvRow, type DateFormat, type RowOutcome, type TableResult } from "./csv-table";

/**
 * The CSV of a bank without a dialect of its own: the user says once which column is what, and
 * the mapping is saved with the bank account for its next import. Columns are named by their
 * header text rather than by position, so a bank that adds or moves a column keeps working.
 */

/**
 * The mapping is the API's `BankCsvMapping` (shared with the web's mapping dialog and saved as
 * JSON on the bank account): one type, so what the user maps is what this reader reads.
 */
export type GenericCsvMapping = BankCsvMapping;

type Columns = GenericCsvMapping["columns"];
type CommonColumns = Omit<Columns, "amount" | "credit" | "debit">;
/** One signed amount column, or separate columns for money in (Haben) and out (Soll). */
type AmountColumns = { amount: string; credit?: undefined; debit?: undefined } | { amount?: undefined; credit: string; debit: string };

export type GenericCsvResult = { ok: true; header: string[]; table: TableResult } | { ok: false; message: string };

/** The signed amount of a Soll/Haben pair: money out is negative however the bank writes it. */
function creditDebit(row: CsvRow, credit: string, debit: string, separator: DecimalSeparator): Cents | null {
  const inflow = row.amount(credit, separator, false);
  const outflow = row.amount(debit, separator, false);
  if (row.problem) return null;
  const hasIn = inflow !== null && inflow !== 0;
  const hasOut = outflow !== null && outflow !== 0;
  if (hasIn && hasOut) {
    row.problem = messages.bankCsvCreditAndDebit(row.line);
    return null;
  }
  if (hasOut) return cents(-Math.abs(outflow));
  if (hasIn) return cents(Math.abs(inflow));
  if (inflow === null && outflow === null) {
    row.problem = messages.bankCsvAmountMissing(row.line);
    return null;
  }
  return cents(0);
}

function readMappedRow(row: CsvRow, mapping: GenericCsvMapping): RowOutcome {
  const { columns, dateFormat, decimalSeparator } = mapping;
  const bookingDate = row.date(columns.bookingDate, messages.bankCsvColumnBookingDate, dateFormat, true);
  const valueDate = columns.valueDate ? row.date(columns.valueDate, messages.bankCsvColumnValueDate, dateFormat, false) : null;
  const amount =
    columns.amount !== undefined ? row.amount(columns.amount, decimalSeparator) : creditDebit(row, columns.credit, columns.debit, decimalSeparator);
  if (row.problem || bookingDate === null || amount === null) return row.failure();
  const optional = (name: string | undefined) => (name ? row.text(name) : null);
  return accepted(
    transaction(
      {
        bookingDate,
        valueDate,
        amount,
        currency: optional(columns.currency) ?? "EUR",
        counterpartyName: optional(columns.counterpartyName),
        counterpartyIban: columns.counterpartyIban ? row.iban(columns.counterpartyIban) : null,
        purpose: optional(columns.purpose) ?? "",
      },
      row.line,
    ),
  );
}

/** Reads the rows of a CSV with a saved mapping; a header row or column that is not there is refused. */
export function readGenericCsv(rows: readonly string[][], mapping: GenericCsvMapping): GenericCsvResult {
  const headerIndex = mapping.headerRow - 1;
  const headerRow = rows[headerIndex];
  if (!Number.isInteger(mapping.headerRow) || headerIndex < 0 || !headerRow) {
    return { ok: false, message: messages.bankCsvMappingHeaderRowMissing(mapping.headerRow) };
  }
  const header = headerCells(headerRow);
  for (const column of Object.values(mapping.columns)) {
    if (column !== undefined && !header.includes(column)) return { ok: false, message: messages.bankCsvMappingColumnMissing(column) };
  }
  const table = readTable(rows, headerIndex, { header, readRow: (row) => readMappedRow(row, mapping) });
  return { ok: true, header, table };
}

// ---------------------------------------------------------------------------------------
// Proposing a mapping from a header row (for the mapping dialog)
// ---------------------------------------------------------------------------------------

type Field = keyof CommonColumns | "amount" | "credit" | "debit";

/**
 * Header words per field, German and English, most specific first. A header is compared in
 * lower case, and each header is given to one field only, in this order: "Buchungstext" must
 * not become the purpose while there is a "Verwendungszweck".
 */
const HEADER_WORDS: readonly [Field, RegExp][] = [
  ["bookingDate", /^(buchungstag|buchungsdatum|buchung|datum|date|booking date|transaction date|posting date)$/],
  ["bookingDate", /^(?!.*(valuta|wertstellung|value)).*(buchung|booking|posting|datum|date)/],
  ["valueDate", /valuta|wertstellung|value date/],
  ["amount", /^(betrag|umsatz|amount)\b/],
  ["amount", /betrag|amount/],
  ["credit", /^(haben|gutschrift|eingang|einnahmen?|credit|paid in|money in)\b/],
  ["debit", /^(soll|belastung|ausgang|ausgaben?|debit|paid out|money out)\b/],
  ["counterpartyIban", /iban|kontonummer|account number/],
  ["counterpartyName", /empfänger|auftraggeber|zahlungspflichtig|begünstigt|beguenstigt|zahlungsbeteiligt|gegenkonto|name|payee|payer|counterparty/],
  ["purpose", /verwendungszweck|zweck|purpose|remittance|reference|beschreibung|description|details/],
  ["purpose", /buchungstext|text|memo/],
  ["currency", /währung|waehrung|currency|^whg\.?$/],
];

/** Words that mark a column as about the own account or a running balance, never a booking field. */
const NOT_A_BOOKING_FIELD = /saldo|kontostand|balance|auftragskonto|kontoinhaber|ursprungsbetrag|auslagenersatz|steuer/;

function guessDateFormat(samples: readonly string[]): DateFormat {
  if (samples.some((value) => /^\d{4}-\d{2}-\d{2}$/.test(value.trim()))) return "yyyy-MM-dd";
  if (samples.some((value) => /^\d{1,2}\.\d{1,2}\.\d{2}$/.test(value.trim()))) return "dd.MM.yy";
  return "dd.MM.yyyy";
}

/** "." when the amounts end in a point and one or two digits and no comma is a decimal comma. */
function guessDecimalSeparator(samples: readonly string[]): DecimalSeparator {
  const point = samples.filter((value) => /\.\d{1,2}$/.test(value.trim()) && !/,\d{1,2}$/.test(value.trim())).length;
  const comma = samples.filter((value) => /,\d{1,2}$/.test(value.trim())).length;
  return point > comma ? "." : ",";
}

/**
 * A mapping proposed from `header` (found in row `headerRow`, 1-based) and a few data rows
 * below it, or null when no booking date or amount column is recognisable. Only a proposal: the
 * user confirms or corrects it before anything is read with it.
 */
export function proposeGenericMapping(header: readonly string[], headerRow: number, sampleRows: readonly (readonly string[])[] = []): GenericCsvMapping | null {
  const cells = headerCells(header);
  const taken = new Set<number>();
  const found = new Map<Field, string>();
  for (const [field, words] of HEADER_WORDS) {
    if (found.has(field)) continue;
    const index = cells.findIndex((cell, i) => !taken.has(i) && cell !== "" && words.test(cell.toLowerCase()) && !NOT_A_BOOKING_FIELD.test(cell.toLowerCase()));
    if (index === -1) continue;
    taken.add(index);
    found.set(field, cells[index] ?? "");
  }
  const bookingDate = found.get("bookingDate");
  const amount = found.get("amount");
  const credit = found.get("credit");
  const debit = found.get("debit");
  if (!bookingDate) return null;
  let amountColumns: AmountColumns;
  if (amount) amountColumns = { amount };
  else if (credit && debit) amountColumns = { credit, debit };
  else return null;

  const column = (name: string | undefined) => (name ? cells.indexOf(name) : -1);
  const samples = (name: string | undefined) => sampleRows.map((row) => row[column(name)] ?? "").filter((value) => value.trim() !== "");
  const amountSamples = [amount, credit, debit].flatMap(samples);
  const columns: GenericCsvMapping["columns"] = { bookingDate, ...amountColumns };
  for (const field of ["valueDate", "counterpartyName", "counterpartyIban", "purpose", "currency"] as const) {
    const name = found.get(field);
    if (name) columns[field] = name;
  }
  return {
    headerRow,
    columns,
    dateFormat: guessDateFormat(samples(bookingDate)),
    decimalSeparator: guessDecimalSeparator(amountSamples),
  };
}

/** Whether `value` could be a date in any supported format (for finding the header above data). */
export function looksLikeDate(value: string): boolean {
  return parseBankDate(value, "dd.MM.yyyy") !== null || parseBankDate(value, "yyyy-MM-dd") !== null;
}
