// Reports and the tax advisor's package (issue 15). The app says "Du".

export const reportMessages = {
  reportYearInvalid: "Bitte wähle ein Steuerjahr zwischen 2000 und 2100.",
  loadProfitLossFailed: "Die Einnahmen-Überschuss-Rechnung konnte nicht geladen werden.",
  loadAnlageVFailed: "Die Anlage V konnte nicht geladen werden.",
} as const;
