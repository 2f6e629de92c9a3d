import { createHash } from "node:crypto";
import type { IsoDate } from "@/core/dates";
import type { Cents } from "@/core/money";

/**
 * The normalised result of reading a bank statement file, whatever its format (CAMT.053, the CSV
 * export of a German bank, a CSV with a saved column mapping). Everything after the readers —
 * preview, matching, booking — works on these types only.
 */

/** One booking on the account. */
export type StatementTransaction = {
  /** The account the statement is for (normalised IBAN), when the file says. */
  accountIban: string | null;
  bookingDate: IsoDate;
  valueDate: IsoDate | null;
  /** Signed: money in (credit) > 0, money out (debit) < 0; hundredths of `currency`. */
  amount: Cents;
  /** ISO 4217 code as the file gives it ("EUR"); the readers do not convert. */
  currency: string;
  /** The other party: the payer of a credit, the payee of a debit. */
  counterpartyName: string | null;
  /** Normalised and checked (mod 97); a non-IBAN account number becomes null. */
  counterpartyIban: string | null;
  counterpartyBic: string | null;
  /** Verwendungszweck: the remittance information, "" when there is none. */
  purpose: string;
  /** Buchungstext: the bank's kind of booking ("GUTSCHR. UEBERWEISUNG", "Lastschrift"). */
  bankTransactionText: string | null;
  endToEndId: string | null;
  mandateReference: string | null;
  /** Gläubiger-ID of a SEPA direct debit. */
  creditorId: string | null;
  /** The bank's own reference for the booking (CAMT AcctSvcrRef, comdirect "Ref."). */
  bankReference: string | null;
  /** Row of the CSV file (as a spreadsheet numbers it); null for CAMT. */
  sourceLine: number | null;
};

export type StatementBalance = { amount: Cents; currency: string; date: IsoDate | null };

/** One statement (CAMT `<Stmt>`) or, for a CSV export, the file as a whole. */
export type StatementSummary = {
  id: string | null;
  accountIban: string | null;
  from: IsoDate | null;
  to: IsoDate | null;
  openingBalance: StatementBalance | null;
  closingBalance: StatementBalance | null;
};

/**
 * A row or booking that was not read, with a German text for the user. `line` is the CSV row;
 * CAMT names the statement and entry in the text instead and has `line` null.
 */
export type StatementIssue = { line: number | null; message: string };

export type StatementFormat = "camt053" | "bank-csv" | "generic-csv";

export type ParsedStatement = {
  format: StatementFormat;
  /** For the user: "CAMT.053 (Version 001.02)", "Sparkasse (CSV-CAMT)", "CSV mit eigener Zuordnung". */
  formatName: string;
  /** The one account all statements are for; null when unknown or when they differ. */
  accountIban: string | null;
  statements: StatementSummary[];
  transactions: StatementTransaction[];
  /** Deliberately not imported, e.g. pending ("vorgemerkt") bookings. */
  skipped: StatementIssue[];
  /** Could not be read (a broken amount or date); the rest of the file still is. */
  errors: StatementIssue[];
};

/** The single account of all `ibans`, or null when there is none or there are several. */
export function commonIban(ibans: Iterable<string | null>): string | null {
  const distinct = new Set(ibans);
  if (distinct.size !== 1) return null;
  const [only] = distinct;
  return only ?? null;
}

/**
 * The purpose as it takes part in the fingerprint: Unicode-normalised (NFKC), case-folded and
 * without any whitespace. Removing whitespace rather than collapsing it is deliberate: CAMT
 * splits the Verwendungszweck into lines of 35 or 140 characters (joined here with a space),
 * while CSV exports glue the same lines together, with or without a space depending on the bank
 * — "Miete Januar Whg" and "MieteJanuar Whg" must give the same key.
 */
export function fingerprintPurpose(purpose: string): string {
  return purpose.normalize("NFKC").toLowerCase().replace(/\s+/g, "");
}

/** The fields a fingerprint depends on. */
export type FingerprintFields = Pick<StatementTransaction, "accountIban" | "bookingDate" | "amount" | "counterpartyIban" | "purpose">;

/**
 * A stable de-duplication key for a transaction: the same booking, imported twice from
 * overlapping statements or once from CAMT and once from the CSV export of the same account,
 * must get the same key, and two different bookings must not.
 *
 * Why these fields: account, booking date, signed amount, counterparty IBAN and purpose are what
 * every format carries for the same booking and what the bank does not change between exports.
 * The bank's own reference (AcctSvcrRef) would be unique but CSV exports lack it, and it differs
 * between a bank's CAMT and CSV; the value date is missing in some exports; names are shortened
 * or spelt differently ("Mustermann, Max" / "MAX MUSTERMANN"). The counterparty IBAN keeps apart
 * two tenants paying the same rent with the same purpose on the same day. Where a CSV dialect
 * has no IBAN (comdirect, Commerzbank) its keys cannot match the CAMT keys of the same bookings;
 * they still match each other across overlapping CSV files.
 *
 * The account IBAN must be set before fingerprinting (the import sets it from the chosen bank
 * account where the file does not tell it). A hash keeps the key short for a database index.
 * Two genuinely identical bookings in one file (a tenant paying twice by mistake) get the same
 * key here; {@link transactionFingerprints} numbers them.
 */
export function transactionFingerprint(tx: FingerprintFields): string {
  const parts = [tx.accountIban ?? "", tx.bookingDate, String(tx.amount), tx.counterpartyIban ?? "", fingerprintPurpose(tx.purpose)];
  // The unit separator cannot occur in an IBAN, a date or a number, so fields cannot run together.
  return createHash("sha256").update(parts.join("\u001f")).digest("hex");
}

/**
 * The keys of all transactions of one file, the n-th repetition of the same key suffixed "#n"
 * (n ≥ 2): a file with two identical bookings keeps both, and importing it again (or an
 * overlapping file with the same two) finds both.
 */
export function transactionFingerprints(transactions: readonly FingerprintFields[]): string[] {
  const seen = new Map<string, number>();
  return transactions.map((tx) => {
    const key = transactionFingerprint(tx);
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count === 1 ? key : `${key}#${count}`;
  });
}
