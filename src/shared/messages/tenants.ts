// Tenants (SPEC §8 "Contract dialog", nested new-tenant dialog, tenant page).
// "SPEC §8 verbatim" texts stay exactly as quoted, including their "Sie".

export const tenantMessages = {
  /** SPEC §8 verbatim. */
  namesRequired: "Vor- und Nachname sind erforderlich",
  /** SPEC §8 verbatim. */
  invalidEmail: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
  tenantStillHasContracts: (n: number) => `Dieser Mieter hat noch ${n} ${n === 1 ? "Mietvertrag" : "Mietverträge"}. Bitte lösche zuerst die Verträge.`,

  /** SPEC §8 verbatim. */
  loadTenantsFailed: "Fehler beim Laden der Mieter",
  /** SPEC §8 verbatim. */
  createTenantFailed: "Fehler beim Anlegen des Mieters",
  /** SPEC §8 verbatim. */
  tenantCreated: "Mieter erfolgreich angelegt",
  tenantSaved: "Mieter gespeichert",
  tenantDeleted: "Mieter gelöscht",
  saveTenantFailed: "Fehler beim Speichern des Mieters",
  deleteTenantFailed: "Fehler beim Löschen des Mieters",
  confirmDeleteTenant: (name: string) =>
    `„${name}“ wird endgültig gelöscht. Mieter mit Mietverträgen können nicht gelöscht werden – lösche zuerst deren Verträge.`,
} as const;
