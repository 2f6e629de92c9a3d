// The export of all data of a workspace (DSGVO Art. 20, GET /workspace/export) and its import
// into a new workspace (POST /workspace/import). The app says "Du".

export const dataExportMessages = {
  dataExportForbidden:
    "Alle Daten des Portfolios exportieren dürfen nur seine Administratorinnen und Administratoren. Bitte wende Dich an eine Administratorin oder einen Administrator des Portfolios.",
  dataExportTooManyFiles: (files: number, limit: number) =>
    `Das Portfolio hat ${files.toLocaleString("de-DE")} Belege; ein Export kann höchstens ${limit.toLocaleString("de-DE")} enthalten. Bitte wende Dich an den Betrieb Deiner Hausbuch-Installation: Eine Sicherung (npm run backup) enthält alle Daten.`,
  dataExportTooLarge: (gigabytes: string, limit: string) =>
    `Die Belege des Portfolios sind zusammen ${gigabytes} GB groß; ein Export kann höchstens ${limit} GB Belege enthalten. Bitte wende Dich an den Betrieb Deiner Hausbuch-Installation: Eine Sicherung (npm run backup) enthält alle Daten.`,
  /** LIESMICH.txt, the first file of the export: what the ZIP holds, for a person opening it. */
  dataExportReadme: (workspace: string, exportedAt: string) =>
    [
      `Export aller Daten des Portfolios „${workspace}“ aus Hausbuch, erstellt am ${exportedAt} (UTC).`,
      "",
      "hausbuch-export.json – alle Daten in einer Datei, maschinenlesbar: je Tabelle ihre Spalten und Zeilen.",
      "  Jeder Wert steht so da, wie die Datenbank ihn als Text schreibt (Beträge in Cent, Datumsangaben als JJJJ-MM-TT,",
      "  Zeitpunkte in UTC), leere Werte als null. Welche Tabellen oder Spalten fehlen und warum, steht in der Datei.",
      "csv/ – jede Tabelle als CSV für Excel: Semikolon, Dezimalkomma, UTF-8.",
      "belege/ – die Dateien der Belege, benannt nach der Nummer (id) des Belegs und seinem Dateinamen.",
      "",
    ].join("\r\n"),
  /** FEHLENDE-BELEGE.txt: written only when stored files were gone while the export ran. */
  dataExportMissingFiles: (lines: string[]) =>
    ["Zu diesen Belegen war beim Export keine Datei mehr gespeichert (Beleg-Nummer, Dateiname):", "", ...lines, ""].join("\r\n"),
  dataImportTooLarge: (megabytes: number) =>
    `Der Export ist größer als ${megabytes} MB und lässt sich hier nicht hochladen. Ein ganzer Bestand zieht mit einer Sicherung um (npm run backup, npm run restore).`,
  dataImportNotExport:
    "Die Datei ist kein Hausbuch-Export. Bitte lade die ZIP-Datei hoch, die Hausbuch unter „Deine Daten“ beim Export erstellt hat, so wie sie ist.",
  dataImportDamaged: "Der Export ist beschädigt und lässt sich nicht lesen. Bitte exportiere das Portfolio erneut und lade die neue Datei hoch.",
  dataImportEncrypted: "Der Export ist verschlüsselt. Bitte lade die ZIP-Datei so hoch, wie Hausbuch sie erstellt hat, ohne Passwort.",
  dataImportInvalid: (detail: string) => `Die Datei hausbuch-export.json ist kein gültiger Hausbuch-Export (${detail}). Es wurde nichts importiert.`,
  dataImportNewerVersion:
    "Der Export stammt aus einer neueren Hausbuch-Version als dieser. Bitte aktualisiere zuerst diese Installation und importiere dann erneut.",
  dataImportUnknownColumn: (table: string, column: string) =>
    `Der Export enthält „${table}.${column}“, das diese Hausbuch-Version nicht kennt. Bitte aktualisiere zuerst diese Installation und importiere dann erneut.`,
  dataImportRejected: (table: string) =>
    `Die Datenbank lehnt Werte der Tabelle „${table}“ aus dem Export ab. Wurde die Datei verändert? Es wurde nichts importiert.`,
  dataImportFileDamaged: (path: string) => `Die Datei „${path}“ im Export ist beschädigt oder fehlt. Es wurde nichts importiert.`,
  /** Appended to the imported portfolio's name when the person already has one of that name. */
  dataImportNameSuffix: " (Import)",
} as const;
