// The German message catalogue for the portfolio: SPEC §8 texts verbatim.
// Server and client use these same strings.
export const messages = {
  duplicateCode: (code: string) => `Code "${code}" existiert bereits`,
  codeCheckFailed: "Fehler beim Überprüfen des Codes",
  codeValidationUnexpected: "Unerwarteter Fehler bei der Validierung",
  loadRoomsFailed: "Fehler beim Laden der Zimmer",
  loadTenantsFailed: "Fehler beim Laden der Mieter",
  createTenantFailed: "Fehler beim Anlegen des Mieters",
  saveContractFailed: "Fehler beim Speichern des Mietvertrags",
  deleteContractFailed: "Fehler beim Löschen des Mietvertrags",
  unexpected: "Ein unerwarteter Fehler ist aufgetreten",
  selectTenant: "Bitte wählen Sie einen Mieter aus",
  selectRoom: "Bitte wählen Sie ein Zimmer aus",
  startDateRequired: "Startdatum ist erforderlich",
  coldRentRequired: "Gültige Kaltmiete ist erforderlich",
  endDateRequiredWhenTerminated: "Enddatum ist erforderlich bei beendetem Vertrag",
  namesRequired: "Vor- und Nachname sind erforderlich",
  invalidEmail: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
  confirmDelete: 'Bitte "löschen" eingeben, um zu bestätigen',
  tenantCreated: "Mieter erfolgreich angelegt",
  contractCreated: "Mietvertrag erfolgreich erstellt",
  contractUpdated: "Mietvertrag erfolgreich aktualisiert",
  contractDeleted: "Mietvertrag erfolgreich gelöscht",
  rentalHint: "Bei Angabe von Mietdaten wird automatisch ein Mietvertrag erstellt",
  noFinancing: "Keine Finanzierungen vorhanden",
  staleRecord: "Der Datensatz wurde inzwischen geändert. Die aktuelle Fassung wurde geladen – bitte prüfen Sie Ihre Änderung erneut.",
} as const;

/** SPEC §2/§9: the word a user types to confirm a permanent delete. */
export const DELETE_CONFIRMATION_WORD = "löschen";
