import { formatDate } from "@/core/dates";
import { DEGRESSIVE_WINDOW, type DegressiveAfaProblem } from "@/domain/afa";

// AfA of a property (issue 15): the building's method and dates, the movable assets, and why
// §7(5a) EStG applies or not. The app says "Du".

const WINDOW = `zwischen dem ${formatDate(DEGRESSIVE_WINDOW.from)} und dem ${formatDate(DEGRESSIVE_WINDOW.to)}`;

/** One sentence per reason, shown on its own, in the refusal (400) and in the report's AfA note. */
export const afaDegressiveProblemMessages: Record<DegressiveAfaProblem, string> = {
  construction_start: `Der Baubeginn liegt nicht ${WINDOW}.`,
  contract: `Der Kauf (Kaufdatum) liegt nicht ${WINDOW}.`,
  not_new: "Die Immobilie wurde nicht bis zum Ende ihres Fertigstellungsjahres gekauft – degressiv abschreiben lassen sich nur neue Gebäude.",
  purchase_date: "Es fehlt das Kaufdatum der Immobilie.",
  completion: "Es fehlen Fertigstellung und Baujahr.",
};

export const afaMessages = {
  // The settings (PUT /properties/:id/afa-settings).
  afaMethodRequired: "Bitte wähle die AfA-Methode: linear oder degressiv.",
  afaConstructionAfterCompletion: "Der Baubeginn muss vor der Fertigstellung liegen.",
  afaDegressiveRefused: (reason: string) => `Die degressive AfA (§ 7 Abs. 5a EStG) ist für diese Immobilie nicht möglich: ${reason}`,
  /** The report's note when degressive was chosen but does not apply. */
  afaLinearInstead: (reason: string) => `Degressive AfA nicht möglich: ${reason} Berechnet wird deshalb linear.`,
  afaDegressiveOwnBuild: `Baubeginn ${WINDOW}: Du kannst degressiv abschreiben.`,
  afaDegressivePurchase: `Neubau, gekauft ${WINDOW} und bis zum Ende seines Fertigstellungsjahres: Du kannst degressiv abschreiben.`,
  /** The settings dialog's one sentence on §7(5a). */
  afaDegressiveExplained: `Degressiv (§ 7 Abs. 5a EStG) schreibst Du jedes Jahr 5 % vom Restwert ab – für neue Wohngebäude, deren Bau ${WINDOW} begonnen hat oder die Du in diesem Zeitraum bis zum Ende ihres Fertigstellungsjahres gekauft hast; später wechselt Hausbuch zur linearen AfA, sobald sie höher ist.`,
  afaSettingsSaved: "AfA-Einstellungen gespeichert.",
  saveAfaSettingsFailed: "Die AfA-Einstellungen konnten nicht gespeichert werden.",
  loadAfaFailed: "Die AfA konnte nicht geladen werden.",
  // Movable assets (POST /properties/:id/afa-assets, PATCH/DELETE /afa-assets/:id).
  afaAssetNameRequired: "Bitte gib eine Bezeichnung an, z. B. Einbauküche.",
  afaAssetNameTooLong: "Die Bezeichnung darf höchstens 200 Zeichen lang sein.",
  afaAssetCostPositive: "Die Anschaffungskosten müssen größer als 0 € sein.",
  afaAssetDateRequired: "Bitte gib das Anschaffungsdatum an (TT.MM.JJJJ).",
  afaUsefulLifeInvalid: "Die Nutzungsdauer muss eine ganze Zahl von 1 bis 50 Jahren sein.",
  afaAssetCreated: "Wirtschaftsgut angelegt.",
  afaAssetUpdated: "Wirtschaftsgut gespeichert.",
  afaAssetDeleted: "Wirtschaftsgut gelöscht.",
  saveAfaAssetFailed: "Das Wirtschaftsgut konnte nicht gespeichert werden.",
  deleteAfaAssetFailed: "Das Wirtschaftsgut konnte nicht gelöscht werden.",
  /** The report's AfA note of a degressive building (the linear one is the screen's and the PDF's own sentence). */
  afaDegressiveSummary: (propertyName: string, basis: string) => `${propertyName}: AfA degressiv 5 % vom Restwert (§ 7 Abs. 5a EStG), Bemessungsgrundlage ${basis}.`,
  /** The report's AfA note: the movable assets' part of the year. */
  afaMovableNote: (propertyName: string, amount: string) => `${propertyName}: AfA bewegliche Wirtschaftsgüter ${amount}.`,
} as const;
