// Reports and the tax advisor's package (issue 15). The app says "Du".

export const reportMessages = {
  reportYearInvalid: "Bitte wähle ein Steuerjahr zwischen 2000 und 2100.",
  loadProfitLossFailed: "Die Einnahmen-Überschuss-Rechnung konnte nicht geladen werden.",
  loadCashFlowFailed: "Der Cashflow konnte nicht geladen werden.",
  cashFlowMonthInvalid: "Bitte gib einen Monat im Format JJJJ-MM zwischen 2000 und 2100 an.",
  cashFlowRangeInvalid: "Der Zeitraum muss mit dem ersten Monat beginnen und darf höchstens 120 Monate lang sein.",
  profitLossPeriodMissing: "Bitte wähle ein Steuerjahr oder einen Zeitraum mit erstem und letztem Monat.",
  profitLossRangeInvalid: "Der Zeitraum muss mit dem ersten Monat beginnen und darf höchstens 12 Monate lang sein.",
  profitLossYearMismatch: "Steuerjahr und Zeitraum passen nicht zusammen: Der Zeitraum muss in diesem Jahr enden.",
  loadYieldFailed: "Die Renditen konnten nicht geladen werden.",
  loadAnlageVFailed: "Die Anlage V konnte nicht geladen werden.",
  loadLoanBalancesFailed: "Die Restschuld der Darlehen konnte nicht geladen werden.",
  datevSettingsMissing: "Für den DATEV-Export fehlen noch Beraternummer, Mandantennummer, Kontenrahmen und Sachkontenlänge. Trage sie unter „DATEV-Einstellungen“ ein.",
  datevSettingsSaved: "DATEV-Einstellungen gespeichert.",
  saveDatevSettingsFailed: "Die DATEV-Einstellungen konnten nicht gespeichert werden.",
  exportReportFailed: "Der Download ist fehlgeschlagen. Bitte versuche es noch einmal.",
  datevTooManyBookings: "Mehr als 99.999 Buchungszeilen passen nicht in eine DATEV-Datei. Exportiere das Jahr je Immobilie.",
  // The mark of an Anlage V line number no source confirms for the year, and its footnote (screen and PDF).
  unconfirmedLineNumber: "Zeilennummer ohne Gewähr",
  unconfirmedLinesNote: "Zeilennummer ohne Gewähr: für dieses Jahr nicht am amtlichen Vordruck geprüft.",
  // The receipts ZIP (GET /reports/receipts.zip).
  receiptsZipEmpty: (year: number, propertyName: string | null) =>
    propertyName === null ? `Im Jahr ${year} gibt es keine Buchungen mit Belegen.` : `Für „${propertyName}“ gibt es im Jahr ${year} keine Buchungen mit Belegen.`,
  receiptsZipTooManyFiles: (max: number) => `Mehr als ${max.toLocaleString("de-DE")} Belege passen nicht in ein ZIP. Lade die Belege je Immobilie herunter.`,
  receiptsZipTooLarge: (sizeMb: number, maxMb: number) =>
    `Das ZIP mit den Belegen wäre ${sizeMb.toLocaleString("de-DE")} MB groß, erlaubt sind höchstens ${maxMb.toLocaleString("de-DE")} MB. Lade die Belege je Immobilie oder einzeln an der Buchung herunter.`,
  receiptsZipFileMissing: (bookingNumber: string, fileName: string) =>
    `Die Datei „${fileName}“ der Buchung ${bookingNumber} fehlt im Belegspeicher. Das ZIP wurde nicht erstellt, damit kein Beleg unbemerkt fehlt. Stelle die Datei aus einer Datensicherung wieder her.`,
  receiptsZipFileDamaged: (bookingNumber: string, fileName: string) =>
    `Die Datei „${fileName}“ der Buchung ${bookingNumber} ist beschädigt: Der Inhalt stimmt nicht mehr mit dem hochgeladenen überein. Das ZIP wurde nicht erstellt, damit kein beschädigter Beleg weitergegeben wird. Stelle die Datei aus einer Datensicherung wieder her.`,
  // Finalised tax years (POST/GET /properties/:id/tax-years/:year…).
  taxYearVersionInvalid: "Bitte gib eine Versionsnummer ab 1 an.",
  taxYearSha256Invalid: "Die Prüfsumme der Zahlen muss aus 64 Hex-Zeichen bestehen.",
  taxYearUnchanged: (year: number, version: number) =>
    `Die Zahlen von ${year} sind seit Version ${version} unverändert. Eine neue Version gibt es nur mit einem Unterschied.`,
  taxYearFiguresMoved: (year: number) =>
    `Die Zahlen von ${year} haben sich geändert, seit Du sie geladen hast. Prüfe die Unterschiede und schließe dann erneut ab.`,
  taxYearFinalisedMeanwhile: (year: number, version: number) =>
    `Inzwischen wurde Version ${version} des Steuerjahres ${year} abgeschlossen. Prüfe die Unterschiede und schließe dann erneut ab.`,
  taxYearVersionDamaged: (year: number, version: number) =>
    `Version ${version} des Steuerjahres ${year} stimmt nicht mehr mit ihrer Prüfsumme überein: Die gespeicherten Zahlen wurden außerhalb von Hausbuch verändert. Stelle sie aus einer Datensicherung wieder her.`,
  loadTaxYearFailed: "Der Stand des Steuerjahres konnte nicht geladen werden.",
  finaliseTaxYearFailed: "Das Steuerjahr konnte nicht abgeschlossen werden.",
  taxYearFinalised: (year: number, version: number) => `Steuerjahr ${year} abgeschlossen (Version ${version}).`,
  taxYearFinaliseConfirm: (year: number, propertyName: string) =>
    `Die Einnahmen-Überschuss-Rechnung und die Anlage V ${year} von „${propertyName}“ werden so gespeichert, wie sie jetzt sind. Spätere Buchungen ändern diese Version nicht; weichen die Zahlen ab, zeigt Hausbuch den Unterschied und Du kannst eine neue Version abschließen.`,
} as const;
