import type { Cents } from "@/core/money";
import type { FifteenPercentStatus } from "@/domain/afa";
import type { AnlageVReportLine } from "@/domain/anlage-v";
import type { CashFlow } from "@/domain/cash-flow";
import type { YieldFigures } from "@/domain/yield-report";
import type { ProfitLossRow } from "@/domain/profit-loss";

// Report DTOs (issue 15). Money is integer cents; income > 0, expenses < 0 in the P&L.

export type AfaGap = "purchase_price" | "purchase_date" | "building_share";

/** §6(1) Nr. 1a EStG: repairs within three years of the purchase against 15 % of the building's cost. */
export interface FifteenPercentDto {
  status: FifteenPercentStatus;
  /** Net repair costs so far in the three years (up to the report year's end). */
  totalCents: Cents;
  limitCents: Cents;
  /** totalCents / limitCents × 100, 2 decimals. */
  percentOfLimit: number;
  /** Last day of the three years. */
  windowEnd: string;
}

/** How a property's AfA was found, and what it lacks. */
export interface AfaInfoDto {
  propertyId: string;
  name: string;
  afaCents: Cents;
  basisCents: Cents;
  ratePercent: number | null;
  gaps: AfaGap[];
  yearBuiltAssumed: boolean;
  /** Only while the three years after the purchase touch the year and repairs were paid in them. */
  fifteenPercent: FifteenPercentDto | null;
}

export interface ProfitLossColumnDto {
  /** null: the portfolio's total. */
  propertyId: string | null;
  name: string;
  rows: ProfitLossRow[];
  incomeCents: Cents;
  expensesCents: Cents;
  resultCents: Cents;
}

export interface ProfitLossDto {
  year: number;
  /** The property asked for, or null for the portfolio. */
  propertyId: string | null;
  /** One per property in scope, by name. */
  columns: ProfitLossColumnDto[];
  /** All columns added up. */
  total: ProfitLossColumnDto;
  /** The same scope in the year before. */
  previous: ProfitLossColumnDto;
  afa: AfaInfoDto[];
}

export interface AnlageVDto {
  year: number;
  propertyId: string;
  propertyName: string;
  lines: AnlageVReportLine[];
  incomeCents: Cents;
  expensesCents: Cents;
  resultCents: Cents;
  afa: AfaInfoDto;
  /** Some line numbers could not be checked against the official form ("Zeilennummer ohne Gewähr"). */
  unconfirmedLines: boolean;
}

/** GET /reports/cash-flow: the money that moved, per month (income > 0, money out < 0). */
export interface CashFlowDto extends CashFlow {
  /** "2025-01" */
  from: string;
  to: string;
  propertyId: string | null;
  unitId: string | null;
}

export interface YieldRowDto extends YieldFigures {
  /** null: the scope's total. */
  propertyId: string | null;
  name: string;
}

/** GET /reports/yield: today's rent and vacancy, the tax year's money, per property and for the scope. */
export interface YieldReportDto {
  year: number;
  propertyId: string | null;
  /** One per property in scope, by name. */
  rows: YieldRowDto[];
  total: YieldRowDto;
}
