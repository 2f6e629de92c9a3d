// Areas of a unit and persons of a contract over time (issue 19, Nebenkostenabrechnung):
// validation, rules, toasts and confirmations.

import { formatDate } from "@/core/dates";

export const occupancyHistoryMessages = {
  // Validation
  historyValidFromRequired: "Bitte gib an, ab wann der Eintrag gilt.",
  livingAreaRequired: "Bitte gib die Wohnfläche an, z. B. 64,50.",
  areaInvalid: "Bitte gib die Fläche als Zahl an, z. B. 1.234,56.",
  areaNegative: "Die Fläche darf nicht negativ sein.",
  areaDecimals: "Die Fläche hat höchstens 2 Nachkommastellen.",
  areaTooLarge: "Die Fläche ist zu groß (höchstens 1.000.000 m²).",
  occupantPersonsRequired: "Bitte gib die Zahl der Personen an.",
  occupantPersonsInvalid: "Die Zahl der Personen ist eine ganze Zahl zwischen 0 und 99.",

  // Rules that need the stored rows
  unitAreaDateTaken: (date: string) => `Für den ${formatDate(date)} gibt es schon einen Flächeneintrag. Bearbeite ihn oder wähle ein anderes Datum.`,
  occupantDateTaken: (date: string) => `Für den ${formatDate(date)} gibt es schon einen Eintrag zur Personenzahl. Bearbeite ihn oder wähle ein anderes Datum.`,

  // Toasts and confirmations
  unitAreaSaved: "Fläche gespeichert",
  unitAreaDeleted: "Flächeneintrag gelöscht",
  occupantSaved: "Personenzahl gespeichert",
  occupantDeleted: "Eintrag zur Personenzahl gelöscht",
  loadUnitAreasFailed: "Die Flächen konnten nicht geladen werden.",
  saveUnitAreaFailed: "Die Fläche konnte nicht gespeichert werden.",
  deleteUnitAreaFailed: "Der Flächeneintrag konnte nicht gelöscht werden.",
  loadOccupantsFailed: "Die Personen im Haushalt konnten nicht geladen werden.",
  saveOccupantFailed: "Die Personenzahl konnte nicht gespeichert werden.",
  deleteOccupantFailed: "Der Eintrag zur Personenzahl konnte nicht gelöscht werden.",
  confirmDeleteUnitArea: (date: string) => `Der Flächeneintrag ab ${formatDate(date)} wird endgültig gelöscht; ab dann gilt wieder der Eintrag davor.`,
  confirmDeleteOccupant: (date: string) => `Der Eintrag ab ${formatDate(date)} wird endgültig gelöscht; ab dann gilt wieder der Eintrag davor.`,
} as const;
