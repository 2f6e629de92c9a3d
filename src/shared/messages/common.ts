// Texts every area uses: the unexpected error, stale saves, request and list
// validation, permissions. The app addresses the user with "Du"; texts marked
// "SPEC §8 verbatim" are quoted from the specification and stay exactly as they are.

import { formatDate } from "@/core/dates";
import { cents, formatEuro } from "@/core/money";
import { MAX_CENTS, MAX_DATE, MIN_DATE } from "@/shared/limits";

export const commonMessages = {
  /** SPEC §8 verbatim. The one text for a failure nobody planned for (a bug, a 500). */
  unexpected: "Ein unerwarteter Fehler ist aufgetreten",
  /** SPEC §8 verbatim. */
  confirmDelete: 'Bitte "löschen" eingeben, um zu bestätigen',
  duplicateRecord: "Diesen Eintrag gibt es bereits – vermutlich wurde er gerade gleichzeitig gespeichert. Bitte lade die Seite neu.",
  referencedRecordMissing: "Ein Datensatz, auf den sich diese Änderung bezieht, wurde inzwischen gelöscht. Bitte lade die Seite neu.",
  recordStillReferenced: "Der Datensatz wird noch von anderen Daten verwendet und kann nicht gelöscht werden.",
  staleRecord: "Der Datensatz wurde inzwischen geändert. Die aktuelle Fassung wurde geladen – bitte prüfe Deine Änderung erneut.",
  notFound: (what: string) => `${what} wurde nicht gefunden.`,
  forbiddenRead: "Du hast keine Berechtigung, diese Daten zu sehen.",
  forbiddenWrite:
    "Deine Rolle erlaubt diese Änderung nicht. Bitte wende Dich an eine Administratorin oder einen Administrator des Portfolios.",

  // Requests
  invalidInput: "Bitte überprüfe Deine Eingaben.",
  invalidJson: "Die Anfrage enthält kein gültiges JSON.",
  badRequest: "Die Anfrage ist ungültig.",
  unknownEndpoint: "Diese Schnittstelle gibt es nicht.",
  databaseNotAnswering: "Die Datenbank antwortet nicht.",
  serverBusy: "Hausbuch ist gerade stark ausgelastet. Bitte versuche es in einem Moment noch einmal.",
  bodyTooLarge: "Die Anfrage ist zu groß (höchstens 1 MB).",
  nulByte: "Die Anfrage enthält ein unzulässiges Steuerzeichen (NUL).",
  badlyEncodedUrl: "Die Adresse der Anfrage ist ungültig kodiert.",
  foreignOrigin: "Diese Anfrage kam nicht von Hausbuch selbst und wurde abgelehnt.",
  foreignOriginHint: "Schreibende Anfragen müssen von der Adresse kommen, unter der Hausbuch läuft (BASE_URL).",
  jsonRequired: "Bitte sende die Daten als JSON (Content-Type: application/json).",
  multipartRequired: "Bitte sende die Datei als Formular-Upload (Content-Type: multipart/form-data).",
  uploadFileRequired: "Bitte wähle eine Datei aus.",
  uploadOneFileOnly: "Bitte lade eine Datei pro Anfrage hoch.",
  uploadEmpty: "Die Datei ist leer.",
  uploadUnreadable: "Der Upload konnte nicht gelesen werden. Bitte versuche es erneut.",
  jsonObjectRequired: "Die Anfrage muss ein JSON-Objekt sein.",
  bodyTooDeep: "Die Anfrage ist zu tief verschachtelt.",
  fieldMustBeText: (field: string) => `Das Feld „${field}“ muss ein Text sein.`,
  fieldTooLong: (field: string, max: number) => `Das Feld „${field}“ darf höchstens ${max} Zeichen lang sein.`,

  // Field validation shared by the schemas
  invalidDate: "Bitte ein gültiges Datum angeben.",
  dateOutOfRange: `Bitte ein Datum zwischen dem ${formatDate(MIN_DATE)} und dem ${formatDate(MAX_DATE)} angeben.`,
  centsTooLarge: (label: string) => `${label} darf höchstens ${formatEuro(cents(MAX_CENTS), { decimals: 2 })} betragen.`,
  numberTooLarge: "Die Zahl ist zu groß.",
  tooLong: (max: number) => `Höchstens ${max} Zeichen.`,
  amountRequired: (label: string) => `${label}: bitte einen Betrag angeben.`,
  wholeCents: (label: string) => `${label}: ganze Cent erwartet.`,
  notNegative: (label: string) => `${label} darf nicht negativ sein.`,
  versionMissing: "Die Version des Datensatzes fehlt.",

  // List queries (?search=&sort=&dir=&page=&pageSize=)
  searchTooLong: "Der Suchbegriff darf höchstens 100 Zeichen lang sein.",
  sortInvalid: (allowed: readonly string[]) => `Sortierung: erlaubt sind ${allowed.join(", ")}.`,
  sortDirectionInvalid: "Richtung: asc oder desc.",
  pageInvalid: "Seite: bitte eine Zahl ab 1.",
  pageSizeInvalid: "Seitengröße: 1 bis 100.",
  // Pickers (?q=&limit=&offset=): a bounded page for a searchable select.
  pickerLimitInvalid: (max: number) => `Anzahl: 1 bis ${max}.`,
  pickerOffsetInvalid: (max: number) => `Versatz: 0 bis ${max.toLocaleString("de-DE")}.`,
} as const;

/** SPEC §2/§9: the word a user types to confirm a permanent delete. */
export const DELETE_CONFIRMATION_WORD = "löschen";
