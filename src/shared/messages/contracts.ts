// Rental contracts (SPEC §8 "Contract dialog"): validation, rules, toasts.
// "SPEC §8 verbatim" texts stay exactly as quoted, including their "Sie".

export const contractMessages = {
  /** SPEC §8 verbatim. */
  selectTenant: "Bitte wählen Sie einen Mieter aus",
  /** SPEC §8 verbatim. */
  selectRoom: "Bitte wählen Sie ein Zimmer aus",
  /** SPEC §8 verbatim. */
  startDateRequired: "Startdatum ist erforderlich",
  /** SPEC §8 verbatim. */
  coldRentRequired: "Gültige Kaltmiete ist erforderlich",
  /** SPEC §8 verbatim. */
  endDateRequiredWhenTerminated: "Enddatum ist erforderlich bei beendetem Vertrag",
  endDateRequiredWhenLimited: "Bei befristetem Vertrag ist ein Enddatum erforderlich",
  endBeforeStart: "Das Enddatum darf nicht vor dem Startdatum liegen",

  roomNotInUnit: "Das gewählte Zimmer gehört nicht zu dieser Einheit.",
  roomOnlyForWg: "Ein Zimmer kann nur bei einer WG-Einheit gewählt werden.",
  /** Issue 10: periods of one unit, or of one WG room, must not overlap; names the other contract. */
  contractOverlaps: (tenant: string, period: string) =>
    `Der Zeitraum überschneidet sich mit dem Mietvertrag von ${tenant} (${period}). Ein Vertrag darf erst nach dessen Ende beginnen.`,
  /** The same, when the other contract was deleted before it could be named. */
  contractOverlapsAnother: "Der Zeitraum überschneidet sich mit einem anderen Mietvertrag dieser Einheit.",
  tenantNotFound: "Der Mieter wurde nicht gefunden.",

  loadContractsFailed: "Die Mietverträge konnten nicht geladen werden.",
  /** SPEC §8 verbatim. */
  saveContractFailed: "Fehler beim Speichern des Mietvertrags",
  /** SPEC §8 verbatim. */
  deleteContractFailed: "Fehler beim Löschen des Mietvertrags",
  /** SPEC §8 verbatim. */
  contractCreated: "Mietvertrag erfolgreich erstellt",
  /** SPEC §8 verbatim. */
  contractUpdated: "Mietvertrag erfolgreich aktualisiert",
  /** SPEC §8 verbatim. */
  contractDeleted: "Mietvertrag erfolgreich gelöscht",
} as const;
