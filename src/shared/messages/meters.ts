// Meters and their readings (Zählerstände, issue 19): validation, rules, toasts and confirmations.

import { formatDate } from "@/core/dates";

export const meterMessages = {
  // Validation
  meterKindRequired: "Bitte wähle die Art des Zählers.",
  meterSerialRequired: "Bitte gib die Zählernummer an.",
  meterInstalledOnRequired: "Bitte gib das Einbaudatum an.",
  meterRemovedBeforeInstalled: "Der Ausbau kann nicht vor dem Einbau liegen.",
  meterReadingDateRequired: "Bitte gib das Ablesedatum an.",
  meterReadingKindRequired: "Bitte wähle die Art der Ablesung.",
  meterValueRequired: "Bitte gib den Zählerstand an, z. B. 1.234,567.",
  meterValueInvalid: "Bitte gib den Zählerstand als Zahl an, z. B. 1.234,567.",
  meterValueNegative: "Der Zählerstand darf nicht negativ sein.",
  meterValueDecimals: "Der Zählerstand hat höchstens 3 Nachkommastellen.",
  meterValueTooLarge: "Der Zählerstand ist zu groß (höchstens 12 Stellen vor dem Komma).",

  // The photo of a reading
  meterPhotoTypeNotAllowed: "Ein Foto der Ablesung muss ein JPEG-, PNG- oder HEIC-Bild sein.",
  meterPhotoTooLarge: "Das Foto ist zu groß: Es darf höchstens 20 MB haben.",
  meterPhotoUploadFailed: "Das Foto konnte nicht übertragen werden. Bitte versuche es noch einmal.",
  meterPhotoNotSaved: (reason: string) => `Die Ablesung ist gespeichert, das Foto aber nicht: ${reason}`,

  // Rules that need the stored readings
  meterReadingBelowPrevious: (date: string) => `Der Stand ist niedriger als die Ablesung vom ${formatDate(date)}.`,
  meterReadingAboveNext: (date: string) => `Der Stand ist höher als die Ablesung vom ${formatDate(date)}.`,
  meterReadingBeforeInstallation: (date: string) => `Die Ablesung liegt vor dem Einbau des Zählers am ${formatDate(date)}.`,
  meterReadingAfterRemoval: (date: string) => `Die Ablesung liegt nach dem Ausbau des Zählers am ${formatDate(date)}.`,
  meterReadingDuplicate: (date: string) => `Für den ${formatDate(date)} gibt es schon eine Ablesung dieses Zählers.`,
  meterReadingsOutsidePeriod: (date: string) =>
    `Die Ablesung vom ${formatDate(date)} läge dann außerhalb der Einbauzeit. Bitte passe zuerst die Ablesung an.`,
  meterAlreadyRemoved: (date: string) => `Dieser Zähler ist seit dem ${formatDate(date)} ausgebaut und kann nicht mehr getauscht werden.`,
  meterAlreadyReplaced: "Dieser Zähler wurde bereits durch einen neuen ersetzt.",
  meterRemovalAfterSuccessor: (date: string) =>
    `Der Nachfolger wurde am ${formatDate(date)} eingebaut: Der Ausbau muss spätestens an diesem Tag liegen.`,
  meterInstalledBeforePredecessorRemoved: (date: string) =>
    `Der Vorgänger wurde am ${formatDate(date)} ausgebaut: Der Einbau kann nicht davor liegen.`,
  meterReadingAfterSwap: (date: string) =>
    `Es gibt eine Ablesung vom ${formatDate(date)}, die nach dem Tauschdatum liegt. Der Tausch muss an oder nach diesem Tag sein.`,

  // Toasts and confirmations
  meterSaved: "Zähler gespeichert",
  meterCreated: (serial: string) => `Zähler ${serial} angelegt`,
  meterDeleted: "Zähler gelöscht",
  meterReplaced: (serial: string) => `Zähler getauscht – neuer Zähler ${serial}`,
  meterReadingSaved: "Ablesung gespeichert",
  meterReadingDeleted: "Ablesung gelöscht",
  loadMetersFailed: "Die Zähler konnten nicht geladen werden.",
  saveMeterFailed: "Der Zähler konnte nicht gespeichert werden.",
  deleteMeterFailed: "Der Zähler konnte nicht gelöscht werden.",
  replaceMeterFailed: "Der Zählertausch konnte nicht gespeichert werden.",
  saveMeterReadingFailed: "Die Ablesung konnte nicht gespeichert werden.",
  deleteMeterReadingFailed: "Die Ablesung konnte nicht gelöscht werden.",
  confirmDeleteMeter: (serial: string, readings: number) =>
    `Zähler ${serial} und ${readings === 1 ? "seine Ablesung werden" : `seine ${readings} Ablesungen werden`} endgültig gelöscht.`,
  confirmDeleteMeterReading: (date: string) => `Die Ablesung vom ${formatDate(date)} wird endgültig gelöscht.`,
} as const;
