// Spreadsheet import (Aus Excel übernehmen, issue 16): reading XLSX/CSV sheets, mapping columns,
// interpreting German cell values, the preview's row errors. The app says "Du".
import { groupDigits } from "@/core/money";

/** 50000 → "50.000": a limit as the user reads numbers. */
const count = groupDigits;

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
} as const;
