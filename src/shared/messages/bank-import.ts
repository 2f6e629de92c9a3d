// Bank statement import (Kontoauszug importieren, issue 16): reading CAMT.053 and the CSV exports
// of German banks, matching, rules. The app says "Du".
import { groupDigits } from "@/core/money";

/** What the other ISO 20022 messages a bank offers for download are, for "this is not a statement". */
const ISO_MESSAGE_NAMES: Readonly<Record<string, string>> = {
  "camt.052": "ein Umsatzbericht (camt.052, untertägige Umsätze)",
  "camt.054": "eine Einzelumsatz-Benachrichtigung (camt.054)",
  "pain.001": "ein Überweisungsauftrag (pain.001)",
  "pain.002": "ein Statusbericht zu einem Auftrag (pain.002)",
  "pain.008": "ein Lastschriftauftrag (pain.008)",
};

/** A size limit for people: "20 MB", "500 kB", "800 Bytes". */
function size(bytes: number): string {
  if (bytes >= 1_000_000) return `${Math.floor(bytes / 1_000_000)} MB`;
  return bytes >= 1_000 ? `${Math.floor(bytes / 1_000)} kB` : `${bytes} Bytes`;
}

export const bankImportMessages = {
  // The file as a whole (read-statement.ts)
  statementFileEmpty: "Die Datei ist leer.",
  /** Stands in for the name of a file uploaded without one. */
  statementFileUnnamed: "Datei ohne Namen",
  statementFileTooLarge: (maxBytes: number) => `Die Datei ist zu groß: Ein Kontoauszug darf höchstens ${size(maxBytes)} haben.`,
  statementNotRecognized: (fileName: string) =>
    `„${fileName}“ ist kein Kontoauszug, den Hausbuch lesen kann. Lade einen Kontoauszug im CAMT-Format (XML oder ZIP) oder den CSV-Export Deiner Bank hoch.`,
  statementUnreadableEncoding: (fileName: string) =>
    `„${fileName}“ ist keine Textdatei oder in einer Zeichenkodierung gespeichert, die Hausbuch nicht lesen kann. Lade den Kontoauszug im CAMT-Format (XML oder ZIP) oder als CSV hoch.`,
  statementIsPdf:
    "Das ist ein PDF. Kontoauszüge als PDF kann Hausbuch nicht einlesen – exportiere die Umsätze im Online-Banking als CAMT (XML) oder CSV.",
  statementIsSpreadsheet:
    "Das ist eine Excel-Datei. Lade den CSV-Export Deiner Bank hoch oder speichere die Tabelle als CSV.",
  statementIsMt940:
    "Das ist ein Kontoauszug im MT940-Format. Den kann Hausbuch (noch) nicht lesen – exportiere die Umsätze bitte als CAMT (XML) oder CSV.",
  statementEmpty: "Der Kontoauszug enthält keine Buchungen.",
  statementOnlyPending: (count: number) =>
    `Der Kontoauszug enthält nur vorgemerkte Umsätze (${count}), noch keine gebuchten. Importiere ihn, wenn die Bank sie gebucht hat.`,

  // ZIP archives
  statementZipCorrupt: "Die ZIP-Datei ist beschädigt und kann nicht gelesen werden.",
  statementZipEmpty: "Die ZIP-Datei enthält keine Dateien.",
  statementZipTooManyFiles: (limit: number) => `Die ZIP-Datei enthält zu viele Dateien (höchstens ${groupDigits(limit)}).`,
  statementZipTooLarge: (maxBytes: number) => `Die ZIP-Datei ist entpackt zu groß (höchstens ${size(maxBytes)}).`,
  statementZipEntryTooLarge: (name: string, maxBytes: number) =>
    `„${name}“ in der ZIP-Datei ist entpackt zu groß (höchstens ${size(maxBytes)}).`,
  statementZipEncrypted: (name: string) => `„${name}“ in der ZIP-Datei ist verschlüsselt. Lade die Kontoauszüge bitte ohne Passwort hoch.`,
  statementZipUnsupportedCompression: (name: string) =>
    `„${name}“ in der ZIP-Datei ist mit einem Verfahren gepackt, das Hausbuch nicht lesen kann.`,
  statementZipUnsafeName: (name: string) => `Die ZIP-Datei enthält einen ungültigen Dateinamen („${name}“).`,
  statementZipEntryNotCamt: (name: string) =>
    `„${name}“ in der ZIP-Datei ist kein Kontoauszug im CAMT-Format (XML). Eine ZIP-Datei darf nur CAMT-Kontoauszüge enthalten.`,
  statementZipEntryProblem: (name: string, problem: string) => `„${name}“ in der ZIP-Datei: ${problem}`,

  // CAMT.053 (camt053.ts)
  camtFormatName: (version: string | null) => (version ? `CAMT.053 (Version ${version})` : "CAMT.053"),
  camtDoctype:
    "Die XML-Datei enthält eine DOCTYPE- oder ENTITY-Deklaration. Aus Sicherheitsgründen liest Hausbuch solche Dateien nicht; ein Kontoauszug im CAMT-Format braucht keine.",
  camtMalformed: (line: number) => `Die XML-Datei ist beschädigt oder unvollständig (Fehler in Zeile ${line}).`,
  camtNotIso: (root: string) => `Die XML-Datei ist kein Kontoauszug im CAMT.053-Format (sie enthält „${root}“ statt eines ISO-20022-Dokuments).`,
  camtWrongMessage: (type: string) =>
    `Die Datei ist ${ISO_MESSAGE_NAMES[type] ?? `eine ISO-20022-Nachricht vom Typ ${type}`}, kein Kontoauszug. Exportiere im Online-Banking bitte den Kontoauszug im Format camt.053.`,
  camtUnsupportedVersion: (version: string) =>
    `Diese Version des CAMT.053-Formats (${version}) kann Hausbuch nicht lesen; unterstützt sind die Versionen 001.02 bis 001.08.`,
  camtNoStatementElement: "Die XML-Datei ist kein Kontoauszug: Das Element „BkToCstmrStmt“ fehlt.",
  camtNoStatement: "Die CAMT-Datei enthält keinen Kontoauszug: Das Element „Stmt“ fehlt.",
  camtEntry: (statement: string, entry: number) => `Auszug ${statement}, Buchung ${entry}`,
  camtStatement: (statement: string) => `Auszug ${statement}`,
  camtAmountMissing: (where: string) => `${where}: Der Betrag fehlt.`,
  camtAmountInvalid: (where: string, text: string) => `${where}: Betrag „${text}“ ist kein Betrag.`,
  camtAmountFractionOfCent: (where: string, text: string) =>
    `${where}: Betrag „${text}“ hat mehr als zwei Nachkommastellen und lässt sich nicht auf den Cent genau buchen.`,
  camtDirectionInvalid: (where: string, value: string) =>
    `${where}: Das Soll/Haben-Kennzeichen „${value}“ ist weder CRDT (Gutschrift) noch DBIT (Belastung).`,
  camtBookingDateMissing: (where: string) => `${where}: Das Buchungsdatum fehlt oder ist ungültig.`,
  camtPending: (where: string) => `${where}: vorgemerkt, noch nicht gebucht.`,
  camtNotBooked: (where: string, status: string) => `${where}: Status „${status}“ – übernommen werden nur gebuchte Umsätze.`,
  camtBalanceInvalid: (where: string, text: string) => `${where}: Der Saldo „${text}“ ist kein Betrag.`,

  // CSV files (bank-csv.ts, generic-csv.ts)
  bankCsvUnterminatedQuote: (line: number) =>
    `Zeile ${line}: Ein Feld in Anführungszeichen endet nicht. Die CSV-Datei ist unvollständig oder beschädigt.`,
  bankCsvTooManyRows: (limit: number) => `Die CSV-Datei hat zu viele Zeilen (höchstens ${groupDigits(limit)}).`,
  bankCsvTooManyColumns: (line: number, limit: number) => `Zeile ${line} hat zu viele Spalten (höchstens ${groupDigits(limit)}).`,
  bankCsvUnknown:
    "Diese CSV-Datei kennt Hausbuch nicht: Die Kopfzeile passt zu keiner unterstützten Bank (Sparkasse, DKB, ING, comdirect, Volksbank/Raiffeisenbank, Commerzbank). Ordne die Spalten bitte selbst zu.",
  bankCsvSparkasse: "Sparkasse (CSV-CAMT)",
  bankCsvDkb: "DKB",
  bankCsvIng: "ING",
  bankCsvComdirect: "comdirect",
  bankCsvVolksbank: "Volksbank/Raiffeisenbank",
  bankCsvCommerzbank: "Commerzbank",
  bankCsvMappingName: "CSV mit eigener Spaltenzuordnung",
  bankCsvTooFewColumns: (line: number, found: number, expected: number) => `Zeile ${line}: ${found} statt ${expected} Spalten`,
  bankCsvAmountMissing: (line: number) => `Zeile ${line}: Der Betrag fehlt`,
  bankCsvAmountInvalid: (line: number, text: string) => `Zeile ${line}: Betrag „${text}“ ist kein Betrag`,
  bankCsvAmountTooManyDecimals: (line: number, text: string) => `Zeile ${line}: Betrag „${text}“ hat mehr als zwei Nachkommastellen`,
  bankCsvAmountTooLarge: (line: number, text: string) => `Zeile ${line}: Betrag „${text}“ ist zu groß`,
  bankCsvCreditAndDebit: (line: number) => `Zeile ${line}: Haben und Soll sind beide ausgefüllt`,
  bankCsvDateMissing: (line: number, column: string) => `Zeile ${line}: ${column} fehlt`,
  bankCsvDateInvalid: (line: number, column: string, text: string) => `Zeile ${line}: ${column} „${text}“ ist kein Datum`,
  bankCsvPending: (line: number) => `Zeile ${line}: vorgemerkt, noch nicht gebucht`,
  bankCsvOtherSection: (line: number, title: string) =>
    `Ab Zeile ${line}: Der Abschnitt „${title}“ gehört zu einem anderen Konto und wird nicht übernommen`,
  bankCsvColumnBookingDate: "Buchungstag",
  bankCsvColumnValueDate: "Valutadatum",
  bankCsvMappingHeaderRowMissing: (row: number) => `Die Kopfzeile ${row} gibt es in der Datei nicht.`,
  bankCsvMappingColumnMissing: (column: string) => `Die Spalte „${column}“ gibt es in der Kopfzeile nicht.`,
} as const;
