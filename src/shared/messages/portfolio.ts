// Properties, units, rooms and the demo portfolio: server errors, validation, toasts
// and delete confirmations. "SPEC §8 verbatim" texts stay exactly as quoted.

import { roomLabel } from "@/shared/labels";

export const portfolioMessages = {
  // Unit code (SPEC §8 "Unit code")
  /** SPEC §8 verbatim. */
  duplicateCode: (code: string) => `Code "${code}" existiert bereits`,
  /** SPEC §8 verbatim. */
  codeCheckFailed: "Fehler beim Überprüfen des Codes",
  /** SPEC §8 verbatim. */
  codeValidationUnexpected: "Unerwarteter Fehler bei der Validierung",
  /** SPEC §5 verbatim. */
  rentalHint: "Bei Angabe von Mietdaten wird automatisch ein Mietvertrag erstellt",

  // Property validation
  propertyNameRequired: "Bitte einen Namen für die Immobilie angeben.",
  propertyKindRequired: "Bitte eine Objektart wählen.",
  yearBuiltInvalid: "Bitte ein gültiges Baujahr angeben.",
  buildingShareRange: "Gebäudeanteil: 0 bis 100 %.",
  areaPositive: "Die Fläche muss größer als 0 sein.",

  // Unit validation and rules
  unitCodeRequired: "Einheitscode ist erforderlich",
  unitTypeRequired: "Bitte einen Einheitentyp wählen.",
  unitUsageRequired: "Bitte eine Nutzung wählen.",
  invalidUnitId: "Ungültige Einheit.",
  tenantNameRequired: "Mietername ist erforderlich",
  rentalOnlyWithTenant: "Nur zusammen mit Mietername und Kaltmiete",
  wgRentedPerRoom: "Eine WG wird pro Zimmer vermietet: Bitte lege zuerst die Zimmer an und erstelle dann die Mietverträge.",
  wgStillHasRooms: (n: number) => `Diese WG hat noch ${n} Zimmer. Bitte lösche zuerst die Zimmer, bevor Du die Nutzung änderst.`,

  // Room validation and rules
  roomCodeRequired: "Zimmercode ist erforderlich",
  duplicateRoomCode: (code: string) => `Zimmer "${code}" existiert bereits`,
  roomsOnlyInWg: "Zimmer können nur in einer WG angelegt werden. Bitte stelle die Nutzung der Einheit zuerst auf „WG (Wohngemeinschaft)“.",
  roomStillHasContracts: (n: number) => `Dieses Zimmer hat noch ${n} ${n === 1 ? "Mietvertrag" : "Mietverträge"}. Bitte lösche zuerst die Verträge.`,

  // Demo portfolio
  demoRefused: "Dieses Portfolio enthält bereits Immobilien. Die Demo-Daten werden nur in ein leeres Portfolio geladen.",
  demoCreated: "Demo-Portfolio angelegt",
  createDemoFailed: "Fehler beim Anlegen des Demo-Portfolios",
  demoRemoved: "Demo-Daten entfernt",
  /** After removal, when the user's own records still use some demo records. */
  demoPartlyKept: (count: number) =>
    `Demo-Daten entfernt. ${count === 1 ? "Ein Demo-Eintrag bleibt" : `${count} Demo-Einträge bleiben`}, weil Deine eigenen Daten darauf verweisen.`,
  removeDemoFailed: "Fehler beim Entfernen der Demo-Daten",
  confirmRemoveDemo:
    "Alle Immobilien, Einheiten, Zimmer, Mieter, Mietverträge und Finanzierungen aus dem Demo-Portfolio werden gelöscht. Was Du selbst angelegt hast, bleibt erhalten.",

  // Loading
  /** SPEC §8 verbatim. */
  loadRoomsFailed: "Fehler beim Laden der Zimmer",
  loadPropertiesFailed: "Die Immobilien konnten nicht geladen werden.",
  loadPropertyFailed: "Die Immobilie konnte nicht geladen werden.",
  loadFiguresFailed: "Die Kennzahlen konnten nicht geladen werden.",
  loadUnitsFailed: "Die Einheiten konnten nicht geladen werden.",
  loadUnitFailed: "Die Einheit konnte nicht geladen werden.",

  // Toasts
  propertyCreated: "Immobilie angelegt",
  propertySaved: "Immobilie gespeichert",
  propertyDeleted: "Immobilie gelöscht",
  savePropertyFailed: "Fehler beim Speichern der Immobilie",
  deletePropertyFailed: "Fehler beim Löschen der Immobilie",
  unitCreated: "Einheit angelegt",
  unitCreatedWithContract: "Einheit angelegt – Mieter und Mietvertrag wurden erstellt",
  unitSaved: "Einheit gespeichert",
  unitDeleted: "Einheit gelöscht",
  saveUnitFailed: "Fehler beim Speichern der Einheit",
  deleteUnitFailed: "Fehler beim Löschen der Einheit",
  roomCreated: (code: string) => `${roomLabel(code)} angelegt`,
  roomSaved: "Zimmer gespeichert",
  roomDeleted: "Zimmer gelöscht",
  saveRoomFailed: "Fehler beim Speichern des Zimmers",
  deleteRoomFailed: "Fehler beim Löschen des Zimmers",

  // Delete confirmations
  confirmDeleteProperty: (name: string) => `„${name}“ wird mit allen Einheiten, Zimmern, Mietverträgen und Finanzierungen endgültig gelöscht.`,
  confirmDeleteUnit: (code: string) => `Die Einheit „${code}“ wird mit ihren Zimmern und Mietverträgen endgültig gelöscht.`,
  confirmDeleteRoom: (code: string) => `Das Zimmer „${code}“ wird mit seinen Mietverträgen endgültig gelöscht.`,
} as const;
