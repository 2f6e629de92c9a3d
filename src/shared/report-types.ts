import type { Cents } from "@/core/money";
import type { AnlageVReportLine } from "@/domain/anlage-v";
import type { CashFlow } from "@/domain/cash-flow";
import type { ProfitLossRow } from "@/domain/profit-loss";

// Report DTOs (issue 15). Money is integer cents; income > 0, expenses < 0 in the P&L.

export type AfaGap = "purchase_price" | "purchase_date" | "building_share";

/** How a property's AfA was found, and what it lacks. */
export interface AfaInfoDto {
  propertyId: string;
  name: string;
  afaCents: Cents;
  basisCents: Cents;
  ratePercent: number | null;
  gaps: AfaGap[];
  yearBuiltAssumed: boolean;
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
