import type { AllocationKey, SharePart } from "@/domain/operating-costs/types";
import type { StatementLineSettings, StatementSettings } from "@/shared/schemas/operating-costs";

// The German names the wizard and the preview give the statement's choices.

/** The keys' labels, as the statement's letter prints them too. */
export { allocationKeyLabels } from "@/shared/operating-cost-types";

/** What a key counts, so "Gesamteinheiten" can be read: everything by days. */
export const allocationKeyUnits: Record<AllocationKey, string> = {
  living_area: "m² × Tage",
  usable_area: "m² × Tage",
  units: "Einheiten × Tage",
  persons: "Personentage",
  consumption: "Verbrauch laut Zähler",
  ownership_shares: "MEA × Tage",
  direct: "Tage",
  custom: "Anteil × Tage",
  heating: "",
};

/** A part of a line's split besides the plain key: the row's subtitle. */
export const sharePartLabels: Record<SharePart["kind"], string> = {
  pre_deduction: "Vorwegabzug",
  key: "",
  heating_consumption: "Verbrauchsanteil",
  heating_area: "Grundkosten nach Fläche",
};

export const labourKindLabels: Record<StatementLineSettings["labourKind"], string> = {
  household: "haushaltsnahe Dienstleistung",
  craftsman: "Handwerkerleistung",
};

export const sharedFlatRuleLabels: Record<StatementSettings["sharedFlatRule"], string> = {
  room_area: "nach Zimmerfläche",
  equal_rooms: "zu gleichen Teilen",
};
