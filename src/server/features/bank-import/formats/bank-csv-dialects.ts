import { messages } from "@/shared/messages";
import { parseBankAmount } from "./amount-text";
import { cleanText, ibanOrNull } from "./fields";
import { firstWord, splitPacked } from "./packed-text";
import { accepted, parseBankDate, reference, transaction, type CsvRow, type RowOutcome, type TableEnd } from "./csv-table";
import type { StatementBalance } from "./statement";

/**
 * The CSV exports of German banks, each recognised by its exact header row (the rows above it
 * are the bank's preamble). A dialect knows its columns, what its preamble tells (account IBAN,
 * balance), how pending rows look, and where its table ends. Header texts are compared exactly:
 * a bank that renames a column is not guessed at but falls back to the generic column mapping,
 * where the user sees and confirms what is what.
 */

export type BankCsvDialectId = "sparkasse" | "dkb" | "ing" | "comdirect" | "volksbank" | "commerzbank";

/** What a dialect finds in the rows above its header. */
export type Preamble = { accountIban: string | null; openingBalance: StatementBalance | null; closingBalance: StatementBalance | null };

export type BankCsvDialect = {
  id: BankCsvDialectId;
  /** For the user, e.g. "Sparkasse (CSV-CAMT)". */
  name: string;
  /** The header rows this export is known with (a bank's older and newer layouts). */
  headers: readonly (readonly string[])[];
  readRow: (row: CsvRow) => RowOutcome;
  preamble?: (rows: readonly (readonly string[])[]) => Preamble;
  /** Rows below the table that are no bookings (comdirect's closing balance, a next section). */
  endsTable?: (cells: readonly string[], line: number) => TableEnd | null;
};

const BOOKING_DATE = messages.bankCsvColumnBookingDate;
const VALUE_DATE = messages.bankCsvColumnValueDate;

/** "1.234,56 €", "-12,00 EUR" of a preamble or balance line, or null. */
function balanceAmount(text: string | undefined) {
  const parsed = parseBankAmount(text ?? "", ",");
  return parsed.ok ? parsed.value : null;
}

// ---------------------------------------------------------------------------------------
// Sparkasse "CSV-CAMT": all fields quoted, Windows-1252, TT.MM.JJ, amounts "-1234,56".
// ---------------------------------------------------------------------------------------

const sparkasse: BankCsvDialect = {
  id: "sparkasse",
  name: messages.bankCsvSparkasse,
  headers: [
    [
      "Auftragskonto", "Buchungstag", "Valutadatum", "Buchungstext", "Verwendungszweck", "Glaeubiger ID", "Mandatsreferenz",
      "Kundenreferenz (End-to-End)", "Sammlerreferenz", "Lastschrift Ursprungsbetrag", "Auslagenersatz Ruecklastschrift",
      "Beguenstigter/Zahlungspflichtiger", "Kontonummer/IBAN", "BIC (SWIFT-Code)", "Betrag", "Waehrung", "Info",
    ],
  ],
  readRow(row) {
    // "Umsatz vorgemerkt" (pending) next to "Umsatz gebucht".
    if (/vorgemerkt/i.test(row.raw("Info"))) return { kind: "skip", message: messages.bankCsvPending(row.line) };
    const bookingDate = row.date("Buchungstag", BOOKING_DATE, "dd.MM.yy", true);
    const valueDate = row.date("Valutadatum", VALUE_DATE, "dd.MM.yy", false);
    const amount = row.amount("Betrag", ",");
    if (row.problem || bookingDate === null || amount === null) return row.failure();
    return accepted(
      transaction(
        {
          accountIban: row.iban("Auftragskonto"),
          bookingDate,
          valueDate,
          amount,
          currency: row.text("Waehrung") ?? "EUR",
          counterpartyName: row.text("Beguenstigter/Zahlungspflichtiger"),
          counterpartyIban: row.iban("Kontonummer/IBAN"),
          counterpartyBic: row.text("BIC (SWIFT-Code)"),
          purpose: row.text("Verwendungszweck") ?? "",
          bankTransactionText: row.text("Buchungstext"),
          endToEndId: reference(row.raw("Kundenreferenz (End-to-End)")),
          mandateReference: row.text("Mandatsreferenz"),
          creditorId: row.text("Glaeubiger ID"),
        },
        row.line,
      ),
    );
  },
};

// ---------------------------------------------------------------------------------------
// DKB (since 2023): UTF-8 with BOM, all quoted, preamble "Girokonto";"DE…" and
// "Kontostand vom TT.MM.JJJJ:";"1.234,56 €", TT.MM.JJ, status Gebucht/Vorgemerkt.
// ---------------------------------------------------------------------------------------

function dkbPreamble(rows: readonly (readonly string[])[]): Preamble {
  let accountIban: string | null = null;
  let closingBalance: StatementBalance | null = null;
  for (const row of rows) {
    accountIban ??= row.map((cell) => ibanOrNull(cell)).find((iban) => iban !== null) ?? null;
    const balance = /^Kontostand vom (\d{2}\.\d{2}\.\d{4})/.exec(row[0]?.trim() ?? "");
    const amount = balance ? balanceAmount(row[1]) : null;
    if (balance && amount !== null) closingBalance = { amount, currency: "EUR", date: parseBankDate(balance[1] ?? "", "dd.MM.yyyy") };
  }
  return { accountIban, openingBalance: null, closingBalance };
}

const dkb: BankCsvDialect = {
  id: "dkb",
  name: messages.bankCsvDkb,
  headers: [
    [
      "Buchungsdatum", "Wertstellung", "Status", "Zahlungspflichtige*r", "Zahlungsempfänger*in", "Verwendungszweck", "Umsatztyp", "IBAN",
      "Betrag (€)", "Gläubiger-ID", "Mandatsreferenz", "Kundenreferenz",
    ],
  ],
  preamble: dkbPreamble,
  readRow(row) {
    if (/vorgemerkt/i.test(row.raw("Status"))) return { kind: "skip", message: messages.bankCsvPending(row.line) };
    const bookingDate = row.date("Buchungsdatum", BOOKING_DATE, "dd.MM.yy", true);
    const valueDate = row.date("Wertstellung", VALUE_DATE, "dd.MM.yy", false);
    const amount = row.amount("Betrag (€)", ",");
    if (row.problem || bookingDate === null || amount === null) return row.failure();
    return accepted(
      transaction(
        {
          bookingDate,
          valueDate,
          amount,
          // Both parties are listed; the other one is the payer of a credit, the payee of a debit.
          counterpartyName: amount >= 0 ? row.text("Zahlungspflichtige*r") : row.text("Zahlungsempfänger*in"),
          counterpartyIban: row.iban("IBAN"),
          purpose: row.text("Verwendungszweck") ?? "",
          bankTransactionText: row.text("Umsatztyp"),
          endToEndId: reference(row.raw("Kundenreferenz")),
          mandateReference: row.text("Mandatsreferenz"),
          creditorId: row.text("Gläubiger-ID"),
        },
        row.line,
      ),
    );
  },
};

// ---------------------------------------------------------------------------------------
// ING: ISO-8859-1, preamble "IBAN;DE…", "Saldo;1.234,56;EUR", TT.MM.JJJJ, amounts "-1.234,56".
// ---------------------------------------------------------------------------------------

function ingPreamble(rows: readonly (readonly string[])[]): Preamble {
  let accountIban: string | null = null;
  let closingBalance: StatementBalance | null = null;
  for (const row of rows) {
    const label = row[0]?.trim();
    if (label === "IBAN") accountIban = ibanOrNull(row[1]);
    const amount = label === "Saldo" ? balanceAmount(row[1]) : null;
    if (amount !== null) closingBalance = { amount, currency: cleanText(row[2]) ?? "EUR", date: null };
  }
  return { accountIban, openingBalance: null, closingBalance };
}

const ingColumns = (valueDate: string, withBalance: boolean) => [
  "Buchung", valueDate, "Auftraggeber/Empfänger", "Buchungstext", "Verwendungszweck", ...(withBalance ? ["Saldo", "Währung"] : []), "Betrag", "Währung",
];

const ing: BankCsvDialect = {
  id: "ing",
  name: messages.bankCsvIng,
  headers: [ingColumns("Wertstellungsdatum", true), ingColumns("Wertstellungsdatum", false), ingColumns("Valuta", true), ingColumns("Valuta", false)],
  preamble: ingPreamble,
  readRow(row) {
    const valueColumn = row.raw("Valuta") !== "" ? "Valuta" : "Wertstellungsdatum";
    const bookingDate = row.date("Buchung", BOOKING_DATE, "dd.MM.yyyy", true);
    const valueDate = row.date(valueColumn, VALUE_DATE, "dd.MM.yyyy", false);
    const amount = row.amount("Betrag", ",");
    if (row.problem || bookingDate === null || amount === null) return row.failure();
    return accepted(
      transaction(
        {
          bookingDate,
          valueDate,
          amount,
          // With a balance column "Währung" appears twice; the amount's is the last.
          currency: row.text("Währung", -1) ?? "EUR",
          counterpartyName: row.text("Auftraggeber/Empfänger"),
          purpose: row.text("Verwendungszweck") ?? "",
          bankTransactionText: row.text("Buchungstext"),
        },
        row.line,
      ),
    );
  },
};

// ---------------------------------------------------------------------------------------
// comdirect: Windows-1252, preamble ";", "Umsätze Girokonto";"Zeitraum: …", "Neuer Kontostand";
// "1.234,56 EUR"; rows end with ";", pending rows have "offen" as date, the table ends with
// "Alter Kontostand" (and maybe a next section "Umsätze Visa-Karte …" for another account).
// ---------------------------------------------------------------------------------------

const COMDIRECT_LABELS = [
  "Auftraggeber:", "Empfänger:", "Zahlungspflichtiger:", "Kto/IBAN:", "BLZ/BIC:", "Buchungstext:",
  "End-to-End-Ref.:", "Mandatsref:", "Gläubiger-ID:", "Ref.",
];

function comdirectPreamble(rows: readonly (readonly string[])[]): Preamble {
  let closingBalance: StatementBalance | null = null;
  for (const row of rows) {
    const amount = row[0]?.trim() === "Neuer Kontostand" ? balanceAmount(row[1]) : null;
    if (amount !== null) closingBalance = { amount, currency: "EUR", date: null };
  }
  return { accountIban: null, openingBalance: null, closingBalance };
}

const comdirect: BankCsvDialect = {
  id: "comdirect",
  name: messages.bankCsvComdirect,
  headers: [["Buchungstag", "Wertstellung (Valuta)", "Vorgang", "Buchungstext", "Umsatz in EUR"]],
  preamble: comdirectPreamble,
  endsTable(cells, line) {
    const first = cells[0]?.trim() ?? "";
    if (first === "Alter Kontostand" || first === "Neuer Kontostand") return { skipped: null };
    if (first.startsWith("Umsätze ")) return { skipped: messages.bankCsvOtherSection(line, first) };
    return null;
  },
  readRow(row) {
    if (row.raw("Buchungstag").trim().toLowerCase() === "offen") return { kind: "skip", message: messages.bankCsvPending(row.line) };
    const bookingDate = row.date("Buchungstag", BOOKING_DATE, "dd.MM.yyyy", true);
    const valueDate = row.date("Wertstellung (Valuta)", VALUE_DATE, "dd.MM.yyyy", false);
    const amount = row.amount("Umsatz in EUR", ",");
    if (row.problem || bookingDate === null || amount === null) return row.failure();
    const packed = splitPacked(row.raw("Buchungstext"), COMDIRECT_LABELS);
    const field = (label: string) => cleanText(packed.fields.get(label));
    const hasLabels = packed.fields.size > 0;
    return accepted(
      transaction(
        {
          bookingDate,
          valueDate,
          amount,
          counterpartyName: field("Auftraggeber:") ?? field("Empfänger:") ?? field("Zahlungspflichtiger:"),
          counterpartyIban: ibanOrNull(field("Kto/IBAN:")),
          counterpartyBic: firstWord(packed.fields.get("BLZ/BIC:")),
          // Card payments and fees come without labels: then the whole text is the purpose.
          purpose: (hasLabels ? field("Buchungstext:") : cleanText(packed.lead)) ?? "",
          bankTransactionText: row.text("Vorgang"),
          endToEndId: reference(firstWord(packed.fields.get("End-to-End-Ref.:"))),
          mandateReference: firstWord(packed.fields.get("Mandatsref:")),
          creditorId: firstWord(packed.fields.get("Gläubiger-ID:")),
          bankReference: firstWord(packed.fields.get("Ref.")),
        },
        row.line,
      ),
    );
  },
};

// ---------------------------------------------------------------------------------------
// Volksbanken/Raiffeisenbanken (Atruvia export): no preamble, unquoted, TT.MM.JJJJ; the purpose
// may carry the SEPA tags "EREF: … MREF: … CRED: …".
// ---------------------------------------------------------------------------------------

const volksbankColumns = (marking: readonly string[]) => [
  "Bezeichnung Auftragskonto", "IBAN Auftragskonto", "BIC Auftragskonto", "Bankname Auftragskonto", "Buchungstag", "Valutadatum",
  "Name Zahlungsbeteiligter", "IBAN Zahlungsbeteiligter", "BIC (SWIFT-Code) Zahlungsbeteiligter", "Buchungstext", "Verwendungszweck",
  "Betrag", "Waehrung", "Saldo nach Buchung", "Bemerkung", ...marking, "Glaeubiger ID", "Mandatsreferenz",
];

const volksbank: BankCsvDialect = {
  id: "volksbank",
  name: messages.bankCsvVolksbank,
  headers: [volksbankColumns(["Kategorie", "Steuerrelevant"]), volksbankColumns(["Gekennzeichneter Umsatz"])],
  readRow(row) {
    const bookingDate = row.date("Buchungstag", BOOKING_DATE, "dd.MM.yyyy", true);
    const valueDate = row.date("Valutadatum", VALUE_DATE, "dd.MM.yyyy", false);
    const amount = row.amount("Betrag", ",");
    if (row.problem || bookingDate === null || amount === null) return row.failure();
    const purpose = row.text("Verwendungszweck") ?? "";
    return accepted(
      transaction(
        {
          accountIban: row.iban("IBAN Auftragskonto"),
          bookingDate,
          valueDate,
          amount,
          currency: row.text("Waehrung") ?? "EUR",
          counterpartyName: row.text("Name Zahlungsbeteiligter"),
          counterpartyIban: row.iban("IBAN Zahlungsbeteiligter"),
          counterpartyBic: row.text("BIC (SWIFT-Code) Zahlungsbeteiligter"),
          purpose,
          bankTransactionText: row.text("Buchungstext"),
          endToEndId: reference(/\bEREF: ?(\S+)/.exec(purpose)?.[1] ?? null),
          mandateReference: row.text("Mandatsreferenz"),
          creditorId: row.text("Glaeubiger ID"),
        },
        row.line,
      ),
    );
  },
};

// ---------------------------------------------------------------------------------------
// Commerzbank: TT.MM.JJJJ, amounts "-12,5"; name and purpose run together in "Buchungstext",
// followed by labelled references.
// ---------------------------------------------------------------------------------------

const COMMERZBANK_LABELS = ["End-to-End-Ref.:", "Mandatsref:", "Gläubiger-ID:", "Kundenreferenz:"];

const commerzbank: BankCsvDialect = {
  id: "commerzbank",
  name: messages.bankCsvCommerzbank,
  headers: [
    ["Buchungstag", "Wertstellung", "Umsatzart", "Buchungstext", "Betrag", "Währung", "Auftraggeberkonto", "Bankleitzahl Auftraggeberkonto", "IBAN Auftraggeberkonto", "Kategorie"],
    ["Buchungstag", "Wertstellung", "Umsatzart", "Buchungstext", "Betrag", "Währung", "IBAN Kontoinhaber", "Kategorie"],
  ],
  readRow(row) {
    const bookingDate = row.date("Buchungstag", BOOKING_DATE, "dd.MM.yyyy", true);
    const valueDate = row.date("Wertstellung", VALUE_DATE, "dd.MM.yyyy", false);
    const amount = row.amount("Betrag", ",");
    if (row.problem || bookingDate === null || amount === null) return row.failure();
    const packed = splitPacked(row.raw("Buchungstext"), COMMERZBANK_LABELS);
    return accepted(
      transaction(
        {
          accountIban: row.iban("IBAN Auftraggeberkonto") ?? row.iban("IBAN Kontoinhaber"),
          bookingDate,
          valueDate,
          amount,
          currency: row.text("Währung") ?? "EUR",
          // The export gives no boundary between the name and the purpose ("Stadtwerke Musterstadt
          // Abschlag 01/2024"): the purpose keeps both, no name is guessed.
          purpose: packed.lead,
          bankTransactionText: row.text("Umsatzart"),
          endToEndId: reference(firstWord(packed.fields.get("End-to-End-Ref.:"))),
          mandateReference: firstWord(packed.fields.get("Mandatsref:")),
          creditorId: firstWord(packed.fields.get("Gläubiger-ID:")),
        },
        row.line,
      ),
    );
  },
};

export const BANK_CSV_DIALECTS: readonly BankCsvDialect[] = [sparkasse, dkb, ing, comdirect, volksbank, commerzbank];
