import type { Cents } from "@/core/money";
import type { TaxYearChange } from "@/domain/tax-year-versions";
import type { AnlageVDto, ProfitLossColumnDto } from "./report-types";

// Finalised tax years (issue 15): a property's year frozen as numbered versions.

/** What a version freezes: the property's P&L column and its Anlage V, exactly as the reports answered them. */
export interface TaxYearFiguresDto {
  profitLoss: ProfitLossColumnDto;
  anlageV: AnlageVDto;
}

/** A row or line whose amount differs (P&L: income > 0, expenses < 0; Anlage V: as on the form). */
export type TaxYearChangeDto = TaxYearChange;

export interface TaxYearVersionSummaryDto {
  /** 1, 2, … per property and year. */
  version: number;
  /** ISO timestamp. */
  createdAt: string;
  /** Who finalised it; null when the account has been deleted since. */
  createdByName: string | null;
  /** The year's result (Überschuss, a loss negative) as frozen. */
  resultCents: Cents;
  /** SHA-256 (hex) of the frozen figures as canonical JSON. */
  sha256: string;
}

/** GET /properties/:id/tax-years/:year/versions/:version: one frozen version with its figures. */
export interface TaxYearVersionDto extends TaxYearVersionSummaryDto {
  year: number;
  propertyId: string;
  figures: TaxYearFiguresDto;
}

/** GET /properties/:id/tax-years/:year: the versions, and how today's figures differ from the last. */
export interface TaxYearDto {
  year: number;
  propertyId: string;
  propertyName: string;
  /** Oldest first; empty: not finalised yet. */
  versions: TaxYearVersionSummaryDto[];
  /** Today's figures: their result and hash (the hash goes back with POST …/versions, so what is frozen is what was shown). */
  current: { resultCents: Cents; sha256: string };
  /** Today's figures against the last version; empty when unchanged or when there is no version yet. */
  changes: TaxYearChangeDto[];
}
