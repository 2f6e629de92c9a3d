import type { Cents } from "@/core/money";
import type { AfaCompletionSource, AfaMethod } from "@/domain/afa";
import type { AfaGap } from "./report-types";

// A property's AfA over the years (issue 15): GET /properties/:id/afa, the settings and the
// movable assets. Money is integer cents, AfA amounts positive.

/** One calendar year of an AfA table (the building's or an asset's). */
export interface AfaTableRowDto {
  year: number;
  /** Degressive until the switch to straight-line, then linear. */
  method: AfaMethod;
  /** The year's rate: of the basis (linear), of the book value (degressive). */
  ratePercent: number;
  /** Months depreciated in the year (fewer in the first and, for assets, the last year). */
  months: number;
  openingBookValueCents: Cents;
  afaCents: Cents;
  closingBookValueCents: Cents;
  /** §6(2) EStG: the whole cost of a GWG in its year. */
  lowValueWriteOff: boolean;
}

/** The building's AfA settings, columns of the property (PUT …/afa-settings sends `version` back). */
export interface AfaSettingsDto {
  propertyId: string;
  /** The property's version. */
  version: number;
  /** As chosen; `BuildingAfaDto.method` is the one used. */
  method: AfaMethod;
  /** Fertigstellung, or null (then 1 January of the year built). */
  completionDate: string | null;
  /** Baubeginn of a building the owner had built, or null (bought). */
  constructionStartDate: string | null;
}

export interface BuildingAfaDto {
  /** Used: degressive only when chosen and §7(5a) applies. */
  method: AfaMethod;
  /** §7(4): 3 % from 2023, 2 % for 1925–2022, 2,5 % before 1925 (degressive switches to it). */
  linearRatePercent: number;
  basisCents: Cents;
  /** The Fertigstellung that sets the rate, and where it comes from. */
  completionDate: string;
  completionSource: AfaCompletionSource;
  /** First day of AfA: the purchase, or a later Fertigstellung. */
  startDate: string;
  rows: AfaTableRowDto[];
  /** The last year with AfA, null when the table stops before 0. */
  fullyDepreciatedYear: number | null;
}

export interface AfaAssetDto {
  id: string;
  version: number;
  propertyId: string;
  name: string;
  /** As paid (gross). */
  costCents: Cents;
  acquisitionDate: string;
  usefulLifeYears: number;
  /** GWG (§6(2) EStG, at most 800 € net): written off in full in its year. */
  lowValue: boolean;
  rows: AfaTableRowDto[];
}

export interface AfaYearTotalDto {
  year: number;
  buildingCents: Cents;
  movableCents: Cents;
  totalCents: Cents;
}

/** GET /properties/:id/afa?year: the building's and the assets' AfA over all years. */
export interface PropertyAfaDto {
  propertyId: string;
  propertyName: string;
  /**
   * The report year: the basis holds the Anschaffungs-/Herstellungskosten booked until its end,
   * so its row is the report's AfA; costs booked later change the plan from their year.
   */
  year: number;
  settings: AfaSettingsDto;
  /** The property's facts the §7(5a) check reads besides the settings (the dialog checks as the user types). */
  purchaseDate: string | null;
  yearBuilt: number | null;
  /** Whether §7(5a) applies to the settings as saved, and why (German) either way. */
  degressive: { eligible: boolean; reason: string };
  /** Degressive chosen but not possible: why, and that linear is used; null otherwise. */
  methodNote: string | null;
  /** Null while purchase price, purchase date or building share are missing (`gaps`). */
  building: BuildingAfaDto | null;
  gaps: AfaGap[];
  /** Neither Fertigstellung nor year built: the 2 % of 1925–2022 is assumed. */
  yearBuiltAssumed: boolean;
  /** Oldest first. */
  assets: AfaAssetDto[];
  /** Every year with AfA, building and assets added up, oldest first. */
  totals: AfaYearTotalDto[];
}
