// Recurring bookings (issue 14): templates that book what is due, and their runs. The app says "Du".

export const recurringMessages = {
  recurringNameRequired: "Bitte gib der Vorlage einen Namen.",
  selectInterval: "Bitte wähle ein Intervall.",
  dayOfMonthInvalid: "Bitte gib einen Tag im Monat von 1 bis 31 an.",
  recurringStartRequired: "Bitte gib den Beginn an.",
  recurringEndBeforeStart: "Das Ende darf nicht vor dem Beginn liegen.",
  /** A stored template that no longer makes a valid booking (its property was deleted, …): the run skips it. */
  recurringTemplateInvalid: (name: string, reason: string) => `Die Vorlage „${name}“ kann nicht gebucht werden: ${reason} Bitte bearbeite sie.`,

  recurringCreated: "Vorlage gespeichert",
  recurringUpdated: "Vorlage aktualisiert",
  recurringDeleted: "Vorlage gelöscht",
  saveRecurringFailed: "Die Vorlage konnte nicht gespeichert werden.",
  deleteRecurringFailed: "Die Vorlage konnte nicht gelöscht werden.",
  loadRecurringFailed: "Die wiederkehrenden Buchungen konnten nicht geladen werden.",
  runRecurringFailed: "Die fälligen Buchungen konnten nicht erstellt werden.",
  confirmDeleteRecurring: "Die Vorlage wird gelöscht. Buchungen, die schon aus ihr erstellt wurden, bleiben erhalten.",
  noRecurring: "Noch keine wiederkehrenden Buchungen. Lege eine Vorlage an, z. B. für die Grundsteuer oder eine Versicherung.",
  /** Toast after "Jetzt buchen". */
  recurringRunResult: (created: number, skipped: number) => `${created} ${created === 1 ? "Buchung" : "Buchungen"} erstellt, ${skipped} übersprungen`,
} as const;
