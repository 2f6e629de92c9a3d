// API answers of the Nebenkostenabrechnung (issue 19). The computation works on exact
// fractions; over the API every fraction is decimal text with at most four decimals
// ("23441.7", "0.3333"), for display only — the cents are exact integers throughout.
import type { Cents } from "@/core/money";
import type { Fraction } from "@/core/fraction";
import type { IsoDate } from "@/core/dates";
import type { Statement } from "@/domain/operating-costs/statement";
import type { AllocationKey, DateRange } from "@/domain/operating-costs/types";
import type { StatementScopeKind, StatementStatus } from "./enums";
import type { StatementSettings } from "./schemas/operating-costs";

/** The keys in the order the wizard offers them, named as the screen and the letter print them. */
export const allocationKeyLabels: Record<AllocationKey, string> = {
  living_area: "Wohnfläche",
  usable_area: "Nutzfläche",
  units: "Einheiten",
  persons: "Personen",
  consumption: "Verbrauch",
  ownership_shares: "Miteigentumsanteile",
  direct: "direkte Zuordnung",
  custom: "fester Anteil",
  heating: "Heizkosten (HeizkostenV)",
};

/** The computation's value with every fraction as decimal text. */
export type Displayed<T> = T extends string | number | boolean | bigint | null | undefined ? T : T extends Fraction ? string : T extends ReadonlyArray<infer U> ? Displayed<U>[] : T extends object ? { [K in keyof T]: Displayed<T[K]> } : T;

export type StatementSummaryDto = {
  id: string;
  version: number;
  propertyId: string;
  periodStart: IsoDate;
  periodEnd: IsoDate;
  shortPeriodReason: string | null;
  status: StatementStatus;
  revision: number;
  correctsId: string | null;
  /** The correction made of this version, if any. */
  correctedById: string | null;
  finalisedAt: string | null;
  sentOn: IsoDate | null;
  /** § 556 (3) BGB: the end of the 12th month after the period (for each property it covers). */
  deadline: IsoDate;
  scope: StatementScopeDto;
};

/** What a statement covers (decision 0032). */
export type StatementScopeDto = {
  kind: StatementScopeKind;
  /** The Abrechnungseinheit's or Wirtschaftseinheit's name; null for a whole property. */
  name: string | null;
  /** The properties it takes in, the main one (address of the letters) first. */
  properties: Array<{ id: string; name: string }>;
  /** An Abrechnungseinheit's units; null: every unit of its properties. */
  units: Array<{ id: string; code: string }> | null;
  /** The rule as the statement and the letters print it; null for a whole property. */
  label: string | null;
};

/** One position of the statement (a cost type, or a cost type booked on one unit). */
export type StatementPositionDto = {
  id: string;
  betrkvType: number;
  label: string;
  amountCents: Cents;
  key: AllocationKey;
  unitIds: string[] | null;
  keyExplanation: string | null;
  consumptionPercent: number | null;
};

/** A booked (or hand-added) line and what became of it. */
export type StatementCatalogueLineDto = {
  id: string;
  bookingId: string | null;
  bookingNumber: string | null;
  paymentDate: IsoDate | null;
  /** The booking's receipts (Belege); none for a line added by hand. */
  receipts: Array<{ id: string; fileName: string }>;
  betrkvType: number | null;
  text: string;
  bookedCents: Cents;
  servicePeriod: DateRange | null;
  periodCents: Cents;
  positionId: string | null;
  refusal: { rule: string; message: string; overridable: boolean } | null;
  refusedCents: Cents;
  excludedReason: string | null;
  overrideReason: string | null;
  correctedCents: Cents | null;
  correctionReason: string | null;
  manual: boolean;
};

export type StatementUnitDto = { id: string; code: string; rooms: Array<{ id: string; code: string }> };
export type StatementContractDto = { id: string; unitId: string; roomId: string | null; tenantName: string; start: IsoDate; end: IsoDate | null };

export type StatementResultDto = Displayed<Statement> & { positions: StatementPositionDto[] };

export type StatementDetailDto = StatementSummaryDto & {
  settings: StatementSettings;
  propertyName: string;
  units: StatementUnitDto[];
  contracts: StatementContractDto[];
  catalogue: StatementCatalogueLineDto[];
  result: StatementResultDto;
  /** Blocking defects stop finalising; the others are shown. */
  canFinalise: boolean;
  /** Each tenant of the result: the address on file today, and the letters e-mailed so far. */
  recipients: StatementRecipientDto[];
};

export type StatementRecipientDto = {
  contractId: string;
  email: string | null;
  mailings: Array<{ address: string; sentAt: string }>;
};

/** GET /operating-cost-deadlines: a statement a property still owes (§ 556 (3) BGB), oldest deadline first. */
export type StatementDeadlineDto = {
  propertyId: string;
  propertyName: string;
  periodStart: string;
  periodEnd: string;
  deadline: string;
  /** Nine months after the period: from then on the dashboard warns. */
  warnFrom: string;
  /** The period's statement so far; null while none is started. */
  statementId: string | null;
  status: "missing" | "draft" | "finalised";
  warning: boolean;
  passed: boolean;
};
