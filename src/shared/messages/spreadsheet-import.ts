// Spreadsheet import (Aus Excel übernehmen, issue 16): reading XLSX/CSV sheets, mapping columns,
// interpreting German cell values, the preview's row errors. The app says "Du".
import { groupDigits } from "@/core/money";
import type { ImportEntity } from "@/shared/spreadsheet-import-types";

/** 50000 → "50.000": a limit as the user reads numbers. */
const count = groupDigits;

/** What an import creates, singular and plural, for the wizard's badges, summary and report. */
const ENTITY_NOUNS: Readonly<Record<ImportEntity, readonly [one: string, many: string]>> = {
  property: ["Immobilie", "Immobilien"],
  unit: ["Einheit", "Einheiten"],
  tenant: ["Mieter", "Mieter"],
  contract: ["Mietvertrag", "Mietverträge"],
  loan: ["Darlehen", "Darlehen"],
  booking: ["Buchung", "Buchungen"],
};

const rowCount = (n: number) => (n === 1 ? "1 Zeile" : `${count(n)} Zeilen`);

export const spreadsheetImportMessages = {
  // The file (src/server/spreadsheet/read-workbook.ts)
  sheetFileEmpty: "Die Datei ist leer.",
  sheetFileXls:
    "Das ist eine Excel-Datei im alten Format (.xls). Bitte öffne sie in Excel, speichere sie als „Excel-Arbeitsmappe (*.xlsx)“ oder als CSV und lade sie noch einmal hoch.",
  sheetFileXlsb:
    "Das ist eine binäre Excel-Arbeitsmappe (.xlsb). Bitte speichere sie in Excel als „Excel-Arbeitsmappe (*.xlsx)“ oder als CSV und lade sie noch einmal hoch.",
  sheetFileOds:
    "Das ist eine OpenDocument-Tabelle (.ods, z. B. aus LibreOffice). Bitte speichere sie als „Excel 2007-365 (.xlsx)“ oder als CSV und lade sie noch einmal hoch.",
  sheetFileEncrypted: "Die Datei ist mit einem Passwort geschützt. Bitte entferne den Kennwortschutz in Excel und lade sie noch einmal hoch.",
  sheetFileNotSpreadsheet: "Die Datei ist keine Excel-Tabelle. Bitte lade eine XLSX- oder CSV-Datei hoch.",
  sheetFileDamaged: "Die Datei lässt sich nicht lesen, sie ist beschädigt oder unvollständig. Bitte öffne sie in Excel, speichere sie noch einmal als XLSX und lade sie erneut hoch.",
  sheetFileTooLarge: (megabytes: number) =>
    `Die Tabelle ist zu groß (entpackt mehr als ${count(megabytes)} MB). Bitte lösche nicht benötigte Blätter oder teile sie auf mehrere Dateien auf.`,
  sheetTooManyRows: (max: number) => `Ein Tabellenblatt hat mehr als ${count(max)} Zeilen. Bitte teile es auf mehrere Dateien auf.`,
  sheetTooManyColumns: (max: number) => `Ein Tabellenblatt hat Werte in mehr als ${count(max)} Spalten. Bitte lösche die nicht benötigten Spalten.`,
  sheetTooManyCells: (max: number) => `Ein Tabellenblatt hat mehr als ${count(max)} Zellen. Bitte lösche nicht benötigte Spalten oder teile es auf mehrere Dateien auf.`,
  sheetFileUnsafe:
    "Die Datei enthält Anweisungen (eine DTD), die Excel nie schreibt, und wird deshalb nicht gelesen. Bitte öffne sie in Excel, speichere sie noch einmal als XLSX und lade sie erneut hoch.",

  // One cell (src/server/features/spreadsheet-import/cell-values.ts); `value` is the cell as shown.
  cellNotAnAmount: (label: string, value: string) => `${label} „${value}“ ist kein Betrag`,
  cellAmountDecimals: (label: string, value: string) => `${label} „${value}“ hat mehr als zwei Nachkommastellen`,
  cellAmountNegative: (label: string, value: string) => `${label} „${value}“ darf nicht negativ sein`,
  cellTooLarge: (label: string, value: string) => `${label} „${value}“ ist zu groß`,
  cellNotAnArea: (label: string, value: string) => `${label} „${value}“ ist keine Fläche in m²`,
  cellAreaNotPositive: (label: string, value: string) => `${label} „${value}“ muss größer als 0 sein`,
  cellNotAnInteger: (label: string, value: string) => `${label} „${value}“ ist keine ganze Zahl`,
  cellNotADate: (label: string, value: string) => `${label} „${value}“ ist kein Datum (TT.MM.JJJJ)`,
  cellLeapDay1900: (label: string, value: string) => `${label} „${value}“ ist der 29.02.1900, den es nicht gab (ein Fehler aus alten Excel-Versionen)`,
  cellDateOutOfRange: (label: string, value: string) => `${label} „${value}“ liegt nicht zwischen 1900 und 2199`,
  cellNotABoolean: (label: string, value: string) => `${label} „${value}“ ist weder ja noch nein`,
  cellNotAnEmail: (label: string, value: string) => `${label} „${value}“ ist keine gültige E-Mail-Adresse`,
  cellNotAnIban: (label: string, value: string) => `${label} „${value}“ ist keine gültige IBAN`,
  cellNotARate: (label: string, value: string) => `${label} „${value}“ ist kein Prozentsatz`,
  cellRateDecimals: (label: string, value: string) => `${label} „${value}“ hat mehr als drei Nachkommastellen`,
  cellTooLong: (label: string, max: number) => `${label} ist länger als ${count(max)} Zeichen`,
  cellUnknownChoice: (label: string, value: string, choices: string) => `${label} „${value}“ ist unbekannt (möglich: ${choices})`,
  // A boolean cell as German Excel shows it.
  cellTrue: "WAHR",
  cellFalse: "FALSCH",

  // Rows (src/server/features/spreadsheet-import/interpret-rows.ts)
  rowValueMissing: (label: string) => `${label} fehlt`,
  rowProblem: (rowNumber: number, problem: string) => `Zeile ${rowNumber}: ${problem}`,

  // The sheet's shape (src/server/features/spreadsheet-import/sheet-shape.ts)
  sheetHeaderNotFound: (rows: number) =>
    `In den ersten ${rows} Zeilen steht keine Zeile mit Spaltenüberschriften. Bitte achte darauf, dass über den Daten eine Zeile mit Überschriften wie „Wohnung“, „Mieter“ oder „Kaltmiete“ steht.`,
  rowSkippedEmpty: "leer",
  rowSkippedSum: "Summenzeile",
  rowSkippedHeader: "wiederholte Überschriften",

  // The upload and its options (src/server/features/spreadsheet-import/import-file.ts, import-options.ts)
  sheetUploadTooLarge: (megabytes: number) => `Die Datei ist zu groß: Eine Tabelle darf höchstens ${count(megabytes)} MB haben.`,
  sheetCsvUnterminatedQuote: (row: number) =>
    `Die CSV-Datei ist unvollständig: In Zeile ${count(row)} beginnt ein Feld in Anführungszeichen, das nicht endet. Bitte speichere sie noch einmal aus Excel.`,
  sheetNoData: "In der Datei stehen keine Daten.",
  sheetNotFound: (name: string) => `Das Blatt „${name}“ gibt es in der Datei nicht.`,
  sheetHeaderRowMissing: (row: number) => `Zeile ${count(row)} gibt es in dem Blatt nicht.`,
  importOptionsMissing: "Die Einstellungen des Imports fehlen. Bitte lade die Seite neu und versuche es noch einmal.",
  importOptionsUnreadable: "Die Einstellungen des Imports sind unlesbar. Bitte lade die Seite neu und versuche es noch einmal.",
  importTargetInvalid: "Bitte wähle, was die Zeilen enthalten.",
  importSheetNameInvalid: "Der Name des Tabellenblatts ist ungültig.",
  importHeaderRowInvalid: "Die Zeile mit den Überschriften ist ungültig.",
  importMappingInvalid: "Die Zuordnung der Spalten ist ungültig.",
  importFieldUnknown: "Die Zuordnung der Spalten nennt ein unbekanntes Feld.",
  importExcludedRowsInvalid: "Die ausgeschlossenen Zeilen sind ungültig.",
  importFieldNotInTarget: (field: string, target: string) => `„${field}“ gehört nicht zu „${target}“.`,
  importFieldTwice: (field: string, first: number, second: number) =>
    `„${field}“ ist zwei Spalten zugeordnet (Spalte ${first} und ${second}). Bitte ordne es nur einer Spalte zu.`,

  // The preview (src/server/features/spreadsheet-import/preview-dto.ts)
  importReasonExact: (header: string) => `Kopfzeile „${header}“`,
  importReasonContains: (word: string) => `Kopfzeile enthält „${word}“`,
  importYes: "ja",
  importNo: "nein",

  // Rows the database would refuse (spreadsheet-import/plan-*.ts); each is shown as "Zeile N: …"
  importPropertyMissing: "Immobilie fehlt (Name oder Straße, Hausnummer und PLZ)",
  importPropertyUnknown: (name: string) => `Immobilie „${name}“ gibt es in Deinem Bestand nicht`,
  importPropertyNeeded: "Immobilie fehlt: Gib an, zu welcher Immobilie die Zeile gehört",
  importUnitUnknown: (code: string, property: string) => `Einheit „${code}“ gibt es in „${property}“ nicht`,
  importUnitSharedHousing: (code: string) => `Einheit „${code}“ ist eine WG: Dort gilt ein Mietvertrag je Zimmer. Bitte lege ihn im Zimmer an`,
  importUnitAlreadyLet: (code: string, period: string, tenant: string) => `Einheit ${code} ist ${period} schon an ${tenant} vermietet`,
  importTenantAmbiguous: (name: string) => `Es gibt mehrere Mieter namens ${name}. Bitte gib die E-Mail-Adresse an, damit klar ist, wer gemeint ist`,
  importCategoryUnknown: (text: string) =>
    `Kategorie „${text}“ ist unbekannt (z. B. Kaltmiete, Nebenkosten-Vorauszahlung, Grundsteuer, Versicherungen, Erhaltungsaufwand, Schuldzinsen)`,
  importCategoryNeedsBetrkv: (text: string) => `Kategorie „${text}“: Bitte nenne die Art der Betriebskosten, z. B. „Wasserversorgung“, „Heizung“ oder „Müllbeseitigung“`,
  importBookingTwice: (row: number) =>
    `dieselbe Buchung wie Zeile ${count(row)} (Datum, Betrag, Text und Immobilie gleich). Bitte unterscheide den Buchungstext oder schließe eine der Zeilen aus`,

  // The commit (src/server/features/spreadsheet-import/spreadsheet-import.service.ts)
  importUnmet: (labels: string) => `Es fehlen Spalten: ${labels}. Bitte ordne sie zu.`,
  importRowsHaveErrors: (rows: readonly number[]) =>
    rows.length === 1
      ? `Zeile ${count(rows[0] ?? 0)} hat Fehler. Bitte schließe sie aus oder korrigiere die Datei.`
      : `Die Zeilen ${rows.slice(0, -1).map(count).join(", ")} und ${count(rows.at(-1) ?? 0)} haben Fehler. Bitte schließe sie aus oder korrigiere die Datei.`,
  importContractOverlapRace:
    "Während des Imports hat jemand einen Mietvertrag angelegt, der sich mit einem importierten überschneidet. Bitte lade die Vorschau neu und prüfe sie noch einmal.",

  // Templates (src/server/features/spreadsheet-import/templates.ts)
  importTemplateSheet: "Vorlage",
  importTemplateFileName: (target: string, extension: string) => `Vorlage ${target}.${extension}`,

  // The wizard (src/web/features/spreadsheet-import)
  sheetImportPreviewFailed: "Die Datei konnte nicht gelesen werden. Bitte versuche es noch einmal.",
  sheetImportCommitFailed: "Die Daten konnten nicht übernommen werden. Es wurde nichts gespeichert.",
  sheetImportTemplateFailed: "Die Vorlage konnte nicht geladen werden.",
  sheetImportDone: (rows: number) => `${rowCount(rows)} übernommen`,
  sheetImportRows: rowCount,
  sheetImportCommitLabel: (rows: number) => `${rowCount(rows)} übernehmen`,
  sheetImportEntityName: (entity: ImportEntity) => ENTITY_NOUNS[entity][0],
  sheetImportEntityPlural: (entity: ImportEntity) => ENTITY_NOUNS[entity][1],
  sheetImportEntityCount: (entity: ImportEntity, n: number) => `${count(n)} ${ENTITY_NOUNS[entity][n === 1 ? 0 : 1]}`,
  sheetImportSummaryNew: (parts: string) => `Neu: ${parts}`,
  sheetImportSummaryExisting: (parts: string) => `vorhanden: ${parts}`,
  sheetImportSummaryNothing: "Nichts Neues anzulegen",
  sheetImportUnmet: (requirement: string) => `${requirement}: ordne eine Spalte zu.`,
  // Why the commit button is disabled, shown next to it.
  sheetImportBlockedErrors: (rows: number) =>
    rows === 1
      ? "1 ausgewählte Zeile hat Fehler: Schließe sie aus oder korrigiere die Datei."
      : `${count(rows)} ausgewählte Zeilen haben Fehler: Schließe sie aus oder korrigiere die Datei.`,
  sheetImportBlockedUnmet: "Ordne zuerst allen Pflichtfeldern eine Spalte zu.",
  sheetImportBlockedNoRows: "Keine Zeile ausgewählt.",
  sheetImportBlockedUpdating: "Die Vorschau wird gerade aktualisiert …",
  sheetImportBlockedFailed: "Die Vorschau ist nicht aktuell: Prüfe die Zuordnung.",
} as const;
