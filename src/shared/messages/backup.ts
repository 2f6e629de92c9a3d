// Backup and restore (issue 13, self-hosting): what `npm run backup`, `npm run restore` and the
// server's daily backup say. The app says "Du". Log lines name files, tables and counts, never
// a value out of the database (no personal data in logs).

const thousands = (n: number) => n.toLocaleString("de-DE");

export const backupMessages = {
  backupWritten: (file: string, tables: number, rows: number, files: number) =>
    `Sicherung geschrieben: ${file} (${thousands(tables)} Tabellen, ${thousands(rows)} Zeilen, ${thousands(files)} Belegdateien).`,
  backupReceiptFilesMissing: (count: number) =>
    `${thousands(count)} Belegdateien fehlten im Ordner receipts/ und sind nicht in der Sicherung.`,
  backupFailed: (reason: string) => `Die Sicherung ist fehlgeschlagen: ${reason}`,
  backupPruned: (count: number) => `${thousands(count)} ältere automatische Sicherungen gelöscht.`,
  backupDatabaseNewer:
    "Die Datenbank ist auf einem neueren Stand als diese Hausbuch-Version. Sichere sie mit der Hausbuch-Version, die sie zuletzt gestartet hat.",
  backupServerUnreachable: (dataDir: string) =>
    `Hausbuch läuft mit dem Datenverzeichnis ${dataDir}, nimmt aber keine Sicherungsanfrage an. Ist der Server gerade im Start oder im Beenden? Versuch es gleich noch einmal.`,
  backupTakenByServer: "Der laufende Server hat die Sicherung geschrieben.",
  backupNoDatabase: (dataDir: string) => `Im Datenverzeichnis ${dataDir} gibt es keine Datenbank, die sich sichern ließe.`,
  serverWaitsForRestore: "Eine Wiederherstellung läuft gerade; Hausbuch startet, sobald sie fertig ist.",
  serverPresenceLost:
    "Die Verbindung, mit der Hausbuch sich als laufender Server anmeldet, ist abgebrochen; sie wird neu aufgebaut. Solange könnte eine Wiederherstellung den Server übersehen.",
  controlUnknownRequest: "Unbekannte Anfrage an den Server.",
  controlSocketUnavailable: (reason: string) =>
    `Der Server nimmt keine Sicherungsanfragen von "npm run backup" an (${reason}); die tägliche Sicherung läuft trotzdem.`,

  restoreUsage: "Aufruf: npm run restore -- <Sicherungsdatei> [--replace]",
  restoreFileMissing: (file: string) => `Die Sicherungsdatei ${file} gibt es nicht (auch nicht im Ordner backups/ des Datenverzeichnisses).`,
  restoreNotABackup: "Die Datei ist keine Hausbuch-Sicherung.",
  restoreFormatNewer: (version: number) =>
    `Die Sicherung hat das Format ${version}, das diese Hausbuch-Version noch nicht kennt. Aktualisiere Hausbuch und versuch es dann noch einmal.`,
  restoreMigrationNewer: (tag: string, appTag: string) =>
    `Die Sicherung stammt von einer neueren Hausbuch-Version (Datenbankstand ${tag}, diese Version kennt bis ${appTag}). Aktualisiere Hausbuch und stelle die Sicherung dann wieder her.`,
  restoreMigrationUnknown: (tag: string) =>
    `Die Sicherung hat den Datenbankstand ${tag}, den diese Hausbuch-Version nicht kennt. Stelle sie mit der Hausbuch-Version wieder her, die sie geschrieben hat.`,
  restoreDamaged: (line: number, reason: string) =>
    `Die Sicherungsdatei ist beschädigt oder unvollständig (Zeile ${thousands(line)}: ${reason}). Es wurde nichts verändert.`,
  restoreTableMismatch: (table: string) =>
    `Die Tabelle ${table} der Sicherung passt nicht zum Datenbankstand. Die Datei ist beschädigt. Es wurde nichts verändert.`,
  restoreServerRunningPglite: (pid: number, dataDir: string) =>
    `Hausbuch läuft noch (Prozess ${pid}) und benutzt das Datenverzeichnis ${dataDir}. Beende den Server und starte die Wiederherstellung dann noch einmal. Es wurde nichts verändert.`,
  restoreServerRunningPostgres:
    "Hausbuch läuft noch: Mindestens ein Server ist mit dieser Datenbank verbunden. Beende alle Hausbuch-Server und starte die Wiederherstellung dann noch einmal. Es wurde nichts verändert.",
  restoreDatabaseNotEmpty:
    "Die Datenbank enthält schon Konten oder Portfolios. Um sie durch die Sicherung zu ersetzen, hänge --replace an (npm run restore -- <Datei> --replace). Es wurde nichts verändert.",
  restoreFailed: (reason: string) => `Die Wiederherstellung ist fehlgeschlagen: ${reason} Es wurde nichts verändert.`,
  restoreDone: (file: string, tables: number, rows: number, files: number) =>
    `Wiederhergestellt aus ${file}: ${thousands(tables)} Tabellen, ${thousands(rows)} Zeilen, ${thousands(files)} Belegdateien. Du kannst Hausbuch jetzt starten.`,
  restoreKeptPrevious: (dir: string) => `Der bisherige Stand liegt in ${dir}. Lösche den Ordner, wenn alles passt.`,
} as const;
