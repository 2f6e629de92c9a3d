// Reports and the tax advisor's package (issue 15). The app says "Du".

export const reportMessages = {
  reportYearInvalid: "Bitte wähle ein Steuerjahr zwischen 2000 und 2100.",
  loadProfitLossFailed: "Die Einnahmen-Überschuss-Rechnung konnte nicht geladen werden.",
  loadAnlageVFailed: "Die Anlage V konnte nicht geladen werden.",
  datevSettingsMissing: "Für den DATEV-Export fehlen noch Beraternummer, Mandantennummer, Kontenrahmen und Sachkontenlänge. Trage sie unter „DATEV-Einstellungen“ ein.",
  datevSettingsSaved: "DATEV-Einstellungen gespeichert.",
  saveDatevSettingsFailed: "Die DATEV-Einstellungen konnten nicht gespeichert werden.",
  exportDatevFailed: "Der DATEV-Export ist fehlgeschlagen.",
  datevTooManyBookings: "Mehr als 99.999 Buchungszeilen passen nicht in eine DATEV-Datei. Exportiere das Jahr je Immobilie.",
} as const;
