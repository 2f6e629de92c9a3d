// API answers of "Kontoauszug importieren" (issue 16): the landlord's bank accounts, statement
// files read and previewed (stateless, like the spreadsheet import: the browser sends the file
// again to commit), the imported transactions with proposals, and the rules. Money is signed
// integer cents (> 0 money in), dates 'yyyy-MM-dd'.
//
// Routes (mounted at /api/v1):
// - GET /bank-accounts → BankAccountDto[]; POST /bank-accounts (BankAccountInput) → 201;
//   GET|PATCH|DELETE /bank-accounts/:id (PATCH: input + version; DELETE only without transactions, else 409)
// - POST /bank-statements/preview  multipart `file` + `options` (JSON BankStatementOptions) → 200 BankStatementPreviewDto
// - POST /bank-statements          multipart, same fields → 201 BankStatementImportDto (all-or-nothing;
//   transactions already stored, by fingerprint, are skipped; saves `csvMapping` on the account)
// - GET /bank-transactions?status=open|booked|ignored&bankAccountId=… → BankTransactionDto[] (open ones with a proposal)
// - POST /bank-transactions/:id/confirm (BankTransactionConfirmInput) → 200 BankTransactionDto
// - POST /bank-transactions/:id/ignore, POST /bank-transactions/:id/reopen → 200 BankTransactionDto
//   (reopen of a booked one: 409 — reverse the booking instead)
// - GET /bank-rules → BankRuleDto[]; POST /bank-rules → 201; PATCH|DELETE /bank-rules/:id
// Limits: file ≤ 20 MB (413), not a statement (415 with the format named), bad mapping (400).
import type { Cents } from "@/core/money";
import type { BookingCategory } from "@/domain/booking-categories";
import type { BookingCreateInput } from "./schemas/bookings";

/** The column mapping of a bank's CSV without a dialect of its own; saved per bank account. Columns by header text. */
export type BankCsvMapping = {
  delimiter?: ";" | "," | "\t";
  encoding?: "utf-8" | "windows-1252";
  /** 1-based row of the header, as a spreadsheet numbers it. */
  headerRow: number;
  columns: {
    bookingDate: string;
    valueDate?: string;
    counterpartyName?: string;
    counterpartyIban?: string;
    purpose?: string;
    currency?: string;
  } & ({ amount: string; credit?: undefined; debit?: undefined } | { amount?: undefined; credit: string; debit: string });
  dateFormat: "dd.MM.yyyy" | "dd.MM.yy" | "yyyy-MM-dd";
  decimalSeparator: "," | ".";
};

export type BankAccountDto = {
  id: string;
  name: string;
  /** Normalised (no spaces, upper case). */
  iban: string;
  /** The properties whose money runs over this account (empty: any). */
  propertyIds: string[];
  csvMapping: BankCsvMapping | null;
  transactionCount: number;
  openCount: number;
  /** The latest booking date imported, null before the first import. */
  lastBookingDate: string | null;
  version: number;
};

export type BankAccountInput = { name: string; iban: string; propertyIds: string[] };

export type BankStatementOptions = {
  bankAccountId: string;
  /** For a CSV the app does not know; absent: the account's saved mapping, or the file's dialect. */
  csvMapping?: BankCsvMapping;
};

export type StatementTransactionDto = {
  bookingDate: string;
  valueDate: string | null;
  amountCents: Cents;
  counterpartyName: string | null;
  counterpartyIban: string | null;
  purpose: string;
  bankTransactionText: string | null;
  /** Already stored from an earlier (overlapping) statement: not imported again. */
  duplicate: boolean;
};

export type BankStatementPreviewDto =
  | {
      ok: true;
      /** "CAMT.053 (Version 001.08)", "Sparkasse (CSV-CAMT)", "CSV mit gespeicherter Zuordnung". */
      formatLabel: string;
      /** The account IBAN the file names (null: it does not). */
      fileIban: string | null;
      /** The file names another account than the chosen one (a warning; the import is refused). */
      ibanMismatch: boolean;
      from: string | null;
      to: string | null;
      transactions: StatementTransactionDto[];
      newCount: number;
      duplicateCount: number;
      /** Pending and other rows not imported, German with the line. */
      skipped: { line: number | null; message: string }[];
      /** Rows that could not be read (the file is still imported without them). */
      errors: { line: number | null; message: string }[];
    }
  | {
      ok: false;
      /** A CSV of an unknown bank: the user maps its columns (pre-filled), then previews again. */
      needsMapping: true;
      headers: string[];
      sampleRows: string[][];
      proposal: BankCsvMapping;
    };

export type BankStatementImportDto = {
  imported: number;
  duplicates: number;
  /** Booked at once by automatic rules. */
  autoBooked: number;
  /** With a proposal waiting for confirmation. */
  proposed: number;
};

export type BankTransactionStatus = "open" | "booked" | "ignored";

/** Why the proposal was made, shown to the user ("IBAN DE12… zahlte schon für diesen Vertrag"). */
export type BankProposal =
  | {
      kind: "rent";
      contractId: string;
      tenantName: string;
      /** "Musterstraße 1 · WE 3" */
      unitLabel: string;
      /** The month the payment most probably pays ("yyyy-MM"), or null: oldest open first. */
      rentMonth: string | null;
      openCents: Cents;
      reason: string;
      /** iban: learned from an earlier confirmed payment; amount_name: amount and name/purpose words. */
      basis: "iban" | "amount_name";
    }
  | {
      kind: "rule";
      ruleId: string;
      ruleName: string;
      category: BookingCategory;
      propertyId: string;
      reason: string;
    };

export type BankTransactionDto = {
  id: string;
  bankAccountId: string;
  bankAccountName: string;
  bookingDate: string;
  valueDate: string | null;
  amountCents: Cents;
  counterpartyName: string | null;
  counterpartyIban: string | null;
  purpose: string;
  status: BankTransactionStatus;
  /** The booking made from it (status booked). */
  bookingId: string | null;
  /** Open only: the best proposal, or null. */
  proposal: BankProposal | null;
  version: number;
};

export type BankTransactionConfirmInput =
  | {
      kind: "rent";
      contractId: string;
      /** The month it pays (designation, §366(1) BGB); null: oldest open first. */
      rentMonth: string | null;
      version: number;
    }
  | {
      kind: "booking";
      /** Date, amount and counterparty must be the transaction's (400 otherwise): the bank's facts are not edited. */
      booking: BookingCreateInput;
      /** "Immer so buchen": save a rule from this booking (counterparty / IBAN / words of the purpose). */
      saveRule: { name: string; automatic: boolean } | null;
      version: number;
    };

export type BankRuleDto = {
  id: string;
  name: string;
  /** Matches when every condition given holds; at least one is given. */
  counterpartyIban: string | null;
  /** Case-insensitive part of the counterparty's name. */
  counterpartyContains: string | null;
  /** Case-insensitive part of the purpose. */
  purposeContains: string | null;
  /** Only money out (< 0), only money in (> 0), or both. */
  direction: "in" | "out" | "any";
  /** What it books: one line. */
  propertyId: string;
  unitId: string | null;
  category: BookingCategory;
  subcategoryId: string | null;
  betrkvType: number | null;
  /** Book without asking (otherwise only proposed). */
  automatic: boolean;
  /** How often it was applied. */
  uses: number;
  version: number;
};

export type BankRuleInput = Omit<BankRuleDto, "id" | "uses" | "version">;
