import type { Cents } from "@/core/money";
import type { AfaMethod, FifteenPercentStatus } from "@/domain/afa";
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
  /** The building's AfA of the year (P&L row "afa", Anlage V "afa_building"). */
  afaCents: Cents;
  basisCents: Cents;
  /** Linear: the rate of the basis; degressive: 5 (of the book value). Null without purchase data. */
  ratePercent: number | null;
  /** The building's method used: degressive only where chosen and §7(5a) applies. */
  method: AfaMethod;
  /** Degressive chosen but not possible: why, and that linear is used (German); null otherwise. */
  methodNote: string | null;
  /** The movable assets' AfA and GWG of the year (P&L row "afa_movable", Anlage V "afa_movable"). */
  movableAfaCents: Cents;
  gaps: AfaGap[];
  yearBuiltAssumed: boolean;
  /** The month the building's AfA starts ("yyyy-MM-dd": the purchase, or a later completion); null without purchase data. */
  startDate: string | null;
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
  /** The year the period ends in (the tax year when it is a whole one). */
  year: number;
  /** The period's first and last month "yyyy-MM": a whole year, or up to 12 months. */
  from: string;
  to: string;
  /** The same months a year earlier: the `previous` column. */
  previousFrom: string;
  previousTo: string;
  /** The property asked for (a unit's property for a unit), or null for the portfolio. */
  propertyId: string | null;
  /** The unit asked for: the figures are its own lines only, without AfA. */
  unitId: string | null;
  /**
   * One per property in scope, by name (for a unit: one, the unit). A portfolio of more than
   * PROFIT_LOSS_MAX_ROW_COLUMNS properties answers their sums only (`rows` empty): no screen
   * or file shows so many as columns, and thousands of full columns would weigh megabytes.
   */
  columns: ProfitLossColumnDto[];
  /** All columns added up. */
  total: ProfitLossColumnDto;
  /** The same scope in the same months a year before. */
  previous: ProfitLossColumnDto;
  /**
   * The AfA per property of the period's end year ([] for a unit); beyond
   * PROFIT_LOSS_MAX_ROW_COLUMNS properties only those with a gap, a 15 % note or a method note.
   */
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

/** A loan in the Restschuld chart, oldest payout first. */
export interface LoanBalanceLoanDto {
  id: string;
  propertyId: string;
  propertyName: string;
  lender: string;
  amountCents: Cents;
  disbursementDate: string;
  fixationEndDate: string | null;
  /** The payment that brings the balance to 0, or null when the schedule does not end within 100 years. */
  payoffDate: string | null;
}

export interface LoanBalanceYearDto {
  year: number;
  /** The scope's Restschuld on 31.12. of the year: the sum of `byLoan`. */
  balanceCents: Cents;
  /** Every loan of `loans` by id: the closing balance of its last instalment in or before the year; the amount between payout and first instalment; 0 before the payout and once repaid. */
  byLoan: Record<string, Cents>;
}

/** GET /reports/loan-balances?propertyId: the loans' Restschuld at the end of each year. */
export interface LoanBalancesDto {
  /** The property asked for, or null for the portfolio. */
  propertyId: string | null;
  /** From the year of the first payout until the last loan is repaid, at most until `horizonYear`; [] without loans. */
  years: LoanBalanceYearDto[];
  loans: LoanBalanceLoanDto[];
  /** The last year the report reaches: this year + 40 (a loan still running then is cut off, `cappedAtHorizon`). */
  horizonYear: number;
  cappedAtHorizon: boolean;
  /** Today's Restschuld of the scope (loans paid out by today), as the loan overview counts it. */
  today: { date: string; balanceCents: Cents };
}
