// The Nebenkostenabrechnung (issue 19): validation, rules of the statement's life, toasts.

import { formatDate } from "@/core/dates";

export const operatingCostMessages = {
  // Validation
  statementPeriodStartRequired: "Bitte gib den Beginn des Abrechnungszeitraums an.",
  statementPeriodEndRequired: "Bitte gib das Ende des Abrechnungszeitraums an.",
  statementPeriodOrder: "Das Ende des Abrechnungszeitraums liegt vor seinem Beginn.",
  statementHeatingPercent: "Der Verbrauchsanteil der Heizkosten liegt zwischen 50 und 70 % (§§ 7, 8 HeizkostenV).",
  statementDecimalInvalid: "Bitte gib eine Zahl an, z. B. 12.345,6.",
  statementBetrkvTypeInvalid: "Bitte wähle die Betriebskostenart (§ 2 BetrKV).",
  statementKeyInvalid: "Bitte wähle einen Umlageschlüssel.",
  statementReasonRequired: "Bitte gib einen Grund an: Er steht in der Abrechnung.",
  statementPersonsInvalid: "Die Zahl der Personen liegt zwischen 0 und 99.",
  statementDueDaysInvalid: "Die Zahlungsfrist liegt zwischen 1 und 90 Tagen.",
  statementLabourTooLarge: "Der Lohnanteil kann nicht größer sein als der Betrag.",
  statementPreDeductionUnit: "Bitte wähle die Einheit, die den Vorwegabzug trägt.",
  statementPreDeductionKind: "Gib entweder einen festen Betrag oder einen Anteil an.",
  statementPreDeductionShare: "Der Anteil liegt zwischen 0 und 100 %.",
  statementScopeNameRequired: "Bitte gib der Einheit einen Namen, z. B. „Haus A“: Er steht in der Abrechnung.",
  statementScopeChooseUnits: "Bitte wähle mindestens eine Einheit der Abrechnungseinheit.",
  statementScopeChooseProperties: "Bitte wähle mindestens eine weitere Immobilie für die Wirtschaftseinheit.",
  statementScopeUnitOtherProperty: "Eine Abrechnungseinheit umfasst nur Einheiten dieser Immobilie.",

  // Rules of the statement's life
  statementExists: (start: string, end: string) =>
    `Für den Zeitraum ${formatDate(start)} – ${formatDate(end)} gibt es für diese Immobilie schon eine Abrechnung. Öffne sie oder korrigiere sie.`,
  statementScopeOverlap: (what: string, plural: boolean, other: string, start: string, end: string) =>
    `${what} ${plural ? "sind" : "ist"} für ${formatDate(start)} – ${formatDate(end)} schon in der Abrechnung ${other} enthalten. Eine Einheit kann in einem Zeitraum nur einmal abgerechnet werden.`,
  statementScopeWholeProperty: (property: string) => `alle Einheiten von „${property}“`,
  statementScopeNamed: (name: string) => `„${name}“`,
  statementScopeWhole: (property: string) => `für die ganze Immobilie „${property}“`,
  statementScopeUnitsLabel: (name: string, units: string, property: string) => `Abrechnungseinheit „${name}“: ${units} der Immobilie „${property}“`,
  statementScopePropertiesLabel: (name: string, properties: string) => `Wirtschaftseinheit „${name}“ aus ${properties}`,
  statementSharedCostHint: (n: number) =>
    `${n === 1 ? "Eine Kostenzeile ist" : `${n} Kostenzeilen sind`} auf die ganze Immobilie gebucht und in dieser Abrechnungseinheit enthalten. Gehört nur ein Teil hierher, korrigiere den Betrag mit Grund; gehört nichts hierher, nimm sie heraus.`,
  statementSharedCostTwice: (line: string, others: string, total: string, amount: string) =>
    `„${line}“ ist auf die ganze Immobilie gebucht und steht auch in der Abrechnung ${others}: zusammen ${total} statt ${amount}. Nimm die Zeile in einer Abrechnung heraus oder teile den Betrag mit einer Korrektur auf.`,
  statementNotDraft: "Diese Abrechnung ist abgeschlossen und kann nicht mehr geändert werden. Lege eine Korrektur an.",
  statementNotFinalised: "Nur eine abgeschlossene Abrechnung kann korrigiert oder versendet werden.",
  statementHasDefects: "Die Abrechnung hat noch Fehler, die einen Abschluss verhindern. Sieh Dir die Prüfung an.",
  statementAlreadyCorrected: "Zu dieser Abrechnung gibt es schon eine Korrektur.",
  statementDeleteFinalised: "Eine abgeschlossene Abrechnung bleibt erhalten (Nachweis gegenüber den Mietern). Nur Entwürfe kannst Du löschen.",
  statementLineUnknown: "Diese Position gehört nicht zur Abrechnung.",
  statementUnitUnknown: "Diese Einheit gehört nicht zur Immobilie der Abrechnung.",
  statementContractUnknown: "Dieser Mietvertrag gehört nicht zur Abrechnung.",
  statementSentBeforeFinalised: "Das Versanddatum kann nicht vor dem Abschluss liegen.",
  statementMailChooseTenant: "Bitte wähle mindestens einen Mieter, dem die Abrechnung per E-Mail gehen soll.",
  statementMailNoAddress: (names: string) => `Für ${names} ist keine E-Mail-Adresse hinterlegt. Trage sie beim Mieter ein oder schicke den Brief per Post.`,
  statementMailFailed: (sent: number) =>
    `Der Mailserver hat eine E-Mail nicht angenommen. ${sent === 0 ? "Es wurde keine E-Mail gesendet." : sent === 1 ? "Eine E-Mail ist vorher hinausgegangen und vermerkt." : `${sent} E-Mails sind vorher hinausgegangen und vermerkt.`} Bitte versuche es später noch einmal.`,
  prepaymentAdjustmentDateRequired: "Bitte gib an, ab wann die neue Vorauszahlung gilt.",
  prepaymentAdjustmentFirstOfMonth: "Die neue Vorauszahlung gilt ab dem Ersten eines Monats.",
  prepaymentAdjustmentTooEarly: "Die neue Vorauszahlung kann erst nach dem Abrechnungszeitraum gelten.",
  prepaymentAdjustmentNone: "Für diesen Mietvertrag gibt es keinen Vorschlag: Er ist beendet oder nicht Teil der Abrechnung.",
  prepaymentAdjustmentNote: (start: string, end: string) => `Nebenkostenabrechnung ${formatDate(start)} – ${formatDate(end)}`,

  // Toasts
  statementCreated: "Abrechnung angelegt",
  statementSaved: "Abrechnung gespeichert",
  statementFinalised: "Abrechnung abgeschlossen",
  statementCorrectionCreated: "Korrektur angelegt",
  statementDeleted: "Entwurf gelöscht",
  statementMarkedSent: "Versand vermerkt",
  statementMailed: (n: number) => (n === 1 ? "Abrechnung an einen Mieter per E-Mail gesendet" : `Abrechnung an ${n} Mieter per E-Mail gesendet`),
  prepaymentAdjusted: "Neue Vorauszahlung übernommen",

  // Web: loading, saving and the wizard's own checks
  loadStatementsFailed: "Die Nebenkostenabrechnungen konnten nicht geladen werden.",
  loadStatementFailed: "Die Abrechnung konnte nicht geladen werden.",
  loadDeadlinesFailed: "Die Fristen der Nebenkostenabrechnungen konnten nicht geladen werden.",
  createStatementFailed: "Die Abrechnung konnte nicht angelegt werden.",
  saveStatementFailed: "Die Abrechnung konnte nicht gespeichert werden.",
  deleteStatementFailed: "Der Entwurf konnte nicht gelöscht werden.",
  finaliseStatementFailed: "Die Abrechnung konnte nicht abgeschlossen werden.",
  correctStatementFailed: "Die Korrektur konnte nicht angelegt werden.",
  markStatementSentFailed: "Der Versand konnte nicht vermerkt werden.",
  mailStatementFailed: "Die E-Mails konnten nicht gesendet werden.",
  adjustPrepaymentFailed: "Die neue Vorauszahlung konnte nicht übernommen werden.",
  downloadStatementFailed: "Die Datei konnte nicht erstellt werden. Bitte versuche es noch einmal.",
  statementDecimalDecimals: "Bitte gib höchstens vier Nachkommastellen an.",
  statementDecimalNegative: "Die Zahl darf nicht negativ sein.",
  statementSentOnRequired: "Bitte gib an, wann Du die Abrechnung versendet hast.",
  statementLabourRequired: "Bitte gib den Lohnanteil laut Rechnung an.",
  statementLabelRequired: "Bitte gib an, wofür die Kosten sind, z. B. „Wartung Rauchmelder“.",
  statementCorrectionRequired: "Bitte gib den richtigen Betrag für den Zeitraum an.",
  confirmDeleteStatement: (start: string, end: string) =>
    `Der Entwurf für ${formatDate(start)} – ${formatDate(end)} wird mit allen Einstellungen gelöscht. Deine Buchungen bleiben, wie sie sind.`,
} as const;
