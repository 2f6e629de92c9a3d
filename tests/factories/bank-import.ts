import { readFileSync } from "node:fs";
import { ibanCheckDigits } from "@/core/iban";
import type { BankAccountDto, BankTransactionDto } from "@/shared/bank-import-types";
import { expectStatus, type Api } from "./api";

// Builders for the bank import (issue 16): accounts, statement uploads (multipart with the JSON
// text field `options`), and statements written here in a bank's CSV dialect.

let seq = 0;

/** A valid German IBAN (check digits computed), different on every call unless `account` is given. */
export function germanIban(account: number = 1_000_000 + ++seq + Math.floor(Math.random() * 1_000_000_000)): string {
  const bban = `37040044${String(account).padStart(10, "0")}`;
  return `DE${ibanCheckDigits("DE", bban)}${bban}`;
}

export const camtFixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/camt053/${name}`, import.meta.url)));
export const bankCsvFixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/bank-csv/${name}`, import.meta.url)));

export async function createBankAccount(api: Api, overrides: Record<string, unknown> = {}): Promise<BankAccountDto> {
  return expectStatus(await api.post("/api/v1/bank-accounts", { name: `Girokonto ${++seq}`, iban: germanIban(), propertyIds: [], ...overrides }), 201, "Bankkonto anlegen");
}

/** The multipart body of a statement upload: `file` and `options` (an object is sent as its JSON text). */
export function statementForm(bytes: Uint8Array, name: string, options: object | string | null): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  if (options !== null) form.append("options", typeof options === "string" ? options : JSON.stringify(options));
  return form;
}

export const previewStatement = (api: Api, bytes: Uint8Array, name: string, options: object | string | null) =>
  api.post("/api/v1/bank-statements/preview", statementForm(bytes, name, options));
export const importStatement = (api: Api, bytes: Uint8Array, name: string, options: object | string | null) =>
  api.post("/api/v1/bank-statements", statementForm(bytes, name, options));

/** One row of a Sparkasse "CSV-CAMT" export. */
export type SparkasseRow = { date: string; name: string; iban: string; purpose: string; amount: string; text?: string };

const SPARKASSE_HEADER =
  '"Auftragskonto";"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Glaeubiger ID";"Mandatsreferenz";"Kundenreferenz (End-to-End)";"Sammlerreferenz";"Lastschrift Ursprungsbetrag";"Auslagenersatz Ruecklastschrift";"Beguenstigter/Zahlungspflichtiger";"Kontonummer/IBAN";"BIC (SWIFT-Code)";"Betrag";"Waehrung";"Info"';

/** A Sparkasse CSV-CAMT export of `accountIban` (UTF-8; dates "dd.MM.yy", amounts "-1234,56"). */
export function sparkasseCsv(accountIban: string, rows: readonly SparkasseRow[]): Uint8Array {
  const q = (value: string) => `"${value.replaceAll('"', '""')}"`;
  const lines = rows.map((r) =>
    [accountIban, r.date, r.date, r.text ?? (r.amount.startsWith("-") ? "LASTSCHRIFT" : "GUTSCHR. UEBERWEISUNG"), r.purpose, "", "", "", "", "", "", r.name, r.iban, "", r.amount, "EUR", "Umsatz gebucht"].map(q).join(";"),
  );
  return new TextEncoder().encode(`${[SPARKASSE_HEADER, ...lines].join("\r\n")}\r\n`);
}

/** The open transactions (of one account), as the list shows them. */
export async function openTransactions(api: Api, bankAccountId?: string): Promise<BankTransactionDto[]> {
  const query = bankAccountId ? `?status=open&bankAccountId=${bankAccountId}` : "?status=open";
  return expectStatus(await api.get<BankTransactionDto[]>(`/api/v1/bank-transactions${query}`), 200, "offene Umsätze");
}
