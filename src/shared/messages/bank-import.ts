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

  // The column mapping as the API takes it (schemas/bank-import.ts)
  bankCsvMappingHeaderRowInvalid: "Die Kopfzeile ist eine Zeilennummer ab 1.",
  bankCsvMappingBookingDateRequired: "Wähle die Spalte mit dem Buchungstag.",
  bankCsvMappingAmountColumns: "Wähle eine Spalte für den Betrag oder je eine Spalte für Haben (Eingang) und Soll (Ausgang).",
  bankCsvMappingInvalid: "Die Spaltenzuordnung ist unvollständig oder ungültig.",

  // Bank accounts (server)
  bankAccountNameRequired: "Bitte gib dem Konto einen Namen.",
  bankAccountSelect: "Bitte wähle das Konto, zu dem der Kontoauszug gehört.",
  bankAccountIbanTaken: "Ein Konto mit dieser IBAN gibt es schon.",
  bankAccountHasTransactions: "Das Konto hat importierte Umsätze und kann deshalb nicht gelöscht werden.",
  bankAccountIbanLocked:
    "Die IBAN eines Kontos mit importierten Umsätzen lässt sich nicht ändern: Jeder Umsatz ist mit ihr gespeichert. Lege für ein anderes Konto ein neues an.",

  // Statement upload (preview and import)
  statementOptionsInvalid: "Die Angaben zum Import fehlen oder sind ungültig. Bitte wähle das Konto und lade die Datei erneut hoch.",
  statementIbanMismatch: (fileIban: string, accountName: string, accountIban: string) =>
    `Der Kontoauszug gehört zum Konto ${fileIban}, nicht zu „${accountName}“ (${accountIban}). Wähle das passende Konto oder lege es an.`,
  statementForeignCurrency: (where: string, currency: string) => `${where}: Umsatz in ${currency} – übernommen werden nur Umsätze in Euro.`,
  statementLine: (line: number) => `Zeile ${line}`,
  statementBookingOn: (date: string) => `Buchung vom ${date}`,

  // Transactions: confirm, ignore, reopen
  bankTransactionBooked: "Dieser Umsatz ist schon gebucht.",
  bankTransactionBookedNotReopened: "Dieser Umsatz ist gebucht. Um ihn wieder zu öffnen, lösche die Buchung.",
  bankConfirmSelectContract: "Bitte wähle den Mietvertrag, dessen Miete der Umsatz zahlt.",
  bankRentOnlyForCredits: "Als Miete lässt sich nur ein Geldeingang buchen.",
  bankConfirmDateMismatch: (date: string) => `Das Zahlungsdatum ist das Buchungsdatum des Umsatzes (${date}) und lässt sich nicht ändern.`,
  bankConfirmAmountMismatch: (amount: string) => `Der Betrag ist der des Umsatzes (${amount}) und lässt sich nicht ändern.`,
  bankRuleFromNothing: "Aus diesem Umsatz lässt sich keine Regel machen: Er hat weder IBAN noch Namen noch Verwendungszweck.",

  // Proposals: why each was made
  bankReasonIban: (iban: string) => `IBAN ${iban} hat schon für diesen Vertrag gezahlt`,
  bankReasonAmountAndWords: (amount: string, words: string) => `Betrag ${amount} und ${words} im Verwendungszweck`,
  bankReasonWords: (words: string) => `${words} im Verwendungszweck`,
  bankReasonAmount: (amount: string) => `Betrag ${amount} entspricht der Monatsmiete`,
  bankReasonName: (word: string) => `Name „${word}“`,
  bankReasonWord: (word: string) => `„${word}“`,
  bankReasonRule: (name: string, conditions: string) => `Regel „${name}“: ${conditions}`,
  bankRuleConditionIban: (iban: string) => `IBAN ${iban}`,
  bankRuleConditionCounterparty: (text: string) => `Name enthält „${text}“`,
  bankRuleConditionPurpose: (text: string) => `Verwendungszweck enthält „${text}“`,

  // Rules (server)
  bankRuleNameRequired: "Bitte gib der Regel einen Namen.",
  bankRuleConditionRequired: "Gib mindestens eine Bedingung an: IBAN, Name des Zahlungspartners oder Text im Verwendungszweck.",
  bankRuleDirectionInvalid: "Bitte wähle, ob die Regel für Geldeingänge, Geldausgänge oder beide gilt.",

  // UI: the screens of web/features/bank-import (keys prefixed bankUi, apart from the server's)
  bankUiLoadAccountsFailed: "Die Bankkonten konnten nicht geladen werden.",
  bankUiNoAccounts: "Noch kein Bankkonto. Lege Dein Konto an, dann kannst Du seine Kontoauszüge importieren.",
  bankUiAccountCreated: "Bankkonto angelegt",
  bankUiAccountUpdated: "Bankkonto aktualisiert",
  bankUiAccountDeleted: "Bankkonto gelöscht",
  bankUiSaveAccountFailed: "Das Bankkonto konnte nicht gespeichert werden.",
  bankUiDeleteAccountFailed: "Das Bankkonto konnte nicht gelöscht werden.",
  bankUiConfirmDeleteAccount: (name: string) => `Das Bankkonto „${name}“ wird gelöscht.`,
  bankUiAccountHasTransactions: (count: number) =>
    `Zu diesem Konto ${count === 1 ? "ist ein Umsatz" : `sind ${groupDigits(count)} Umsätze`} gespeichert. Ein Konto mit Umsätzen kann nicht gelöscht werden.`,
  bankUiSelectFile: "Bitte wähle eine Datei.",
  bankUiPreviewFailed: "Der Kontoauszug konnte nicht gelesen werden.",
  bankUiImportFailed: "Der Kontoauszug konnte nicht importiert werden.",
  bankUiStatementCounts: (newCount: number, duplicateCount: number) =>
    `${groupDigits(newCount)} ${newCount === 1 ? "neuer Umsatz" : "neue Umsätze"}, ${groupDigits(duplicateCount)} schon importiert`,
  bankUiNothingNew: "Alle Umsätze dieser Datei sind schon importiert.",
  bankUiImported: (r: { imported: number; duplicates: number; autoBooked: number; proposed: number }) =>
    `${groupDigits(r.imported)} ${r.imported === 1 ? "Umsatz" : "Umsätze"} importiert, ${groupDigits(r.duplicates)} schon vorhanden; ${groupDigits(r.autoBooked)} automatisch gebucht, ${groupDigits(r.proposed)} mit Vorschlag`,
  bankUiLoadTransactionsFailed: "Die Umsätze konnten nicht geladen werden.",
  bankUiNoOpenTransactions: "Keine offenen Umsätze – alles ist gebucht oder ignoriert.",
  bankUiNoBookedTransactions: "Noch keine gebuchten Umsätze.",
  bankUiNoIgnoredTransactions: "Keine ignorierten Umsätze.",
  bankUiTransactionBooked: "Umsatz gebucht",
  bankUiTransactionIgnored: "Umsatz ignoriert",
  bankUiTransactionReopened: "Umsatz wieder geöffnet",
  bankUiConfirmFailed: "Der Umsatz konnte nicht gebucht werden.",
  bankUiIgnoreFailed: "Der Umsatz konnte nicht ignoriert werden.",
  bankUiReopenFailed: "Der Umsatz konnte nicht wieder geöffnet werden.",
  bankUiTransactionStale: "Der Umsatz wurde inzwischen geändert. Die Liste ist neu geladen – prüfe ihn bitte noch einmal.",
  bankUiLoadContractsFailed: "Die Mietverträge konnten nicht geladen werden.",
  bankUiRuleMissing: "Die Regel dieses Vorschlags gibt es nicht mehr. Buche den Umsatz bitte selbst.",
  bankUiLoadRulesFailed: "Die Regeln konnten nicht geladen werden.",
  bankUiNoRules: "Noch keine Regeln. Lege eine an oder setze beim Buchen eines Umsatzes den Haken „Immer so buchen“.",
  bankUiRuleCreated: "Regel gespeichert",
  bankUiRuleUpdated: "Regel aktualisiert",
  bankUiRuleDeleted: "Regel gelöscht",
  bankUiSaveRuleFailed: "Die Regel konnte nicht gespeichert werden.",
  bankUiDeleteRuleFailed: "Die Regel konnte nicht gelöscht werden.",
  bankUiConfirmDeleteRule: (name: string) => `Die Regel „${name}“ wird gelöscht. Umsätze, die schon mit ihr gebucht wurden, bleiben gebucht.`,
} as const;
