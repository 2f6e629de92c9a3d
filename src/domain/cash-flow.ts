/**
 * Cashflow of a period (issue 15): the money that actually moved, month by month, by
 * payment date — unlike the P&L no 10-day rule, no AfA, no §82b spreading, and Tilgung and
 * investments count, because they leave the account. Kautionen are left out: the landlord
 * holds them in trust, apart from his own money (§551(3) BGB), and pays them back.
 *
 * Each booking category belongs to one cash-flow group, through its tax class, so a new
 * category needs no change here. Income > 0, money out < 0; every month's net is the sum of
 * its groups, the cumulative line the sum of the nets so far.
 */
import { addCents, cents, sumCents, ZERO_CENTS, type Cents } from "@/core/money";
import { bookingCategoryInfo, type BookingCategory, type TaxClass } from "./booking-categories";

export const cashFlowGroups = ["rent", "other_income", "costs", "interest", "repayment", "special_repayment", "investment"] as const;
export type CashFlowGroup = (typeof cashFlowGroups)[number];

export const CASH_FLOW_LABELS: Record<CashFlowGroup, string> = {
  rent: "Mieteinnahmen (inkl. Nebenkosten)",
  other_income: "Sonstige Einnahmen",
  costs: "Bewirtschaftungskosten",
  interest: "Zinsen",
  repayment: "Tilgung",
  special_repayment: "Sondertilgungen",
  investment: "Anschaffung / Herstellung",
};

/** The groups of the debt service (Kapitaldienst). */
export const DEBT_SERVICE_GROUPS: readonly CashFlowGroup[] = ["interest", "repayment", "special_repayment"];

/** Tax class → group; null: not part of the landlord's own cash flow (Kaution). */
const groupOfTaxClass: Record<TaxClass, CashFlowGroup | null> = {
  rent: "rent",
  allocations: "rent",
  other_income: "other_income",
  deposit: null,
  maintenance: "costs",
  operating_costs: "costs",
  property_tax: "costs",
  insurance: "costs",
  administration: "costs",
  loan_interest: "interest",
  financing_costs: "costs",
  other_expenses: "costs",
  acquisition_costs: "investment",
  repayment: "repayment",
  non_deductible: "costs",
};

export const cashFlowGroupOf = (category: BookingCategory): CashFlowGroup | null => groupOfTaxClass[bookingCategoryInfo[category].taxClass];

export type CashFlowAmounts = Record<CashFlowGroup, Cents>;

export interface CashFlowMonth {
  /** "2025-01" */
  month: string;
  amounts: CashFlowAmounts;
  /** Money in minus money out of the month. */
  netCents: Cents;
  /** The nets from the period's first month up to this one. */
  cumulativeCents: Cents;
}

export interface CashFlow {
  months: CashFlowMonth[];
  total: CashFlowAmounts;
  /** Zinsen + Tilgung + Sondertilgungen (negative or 0). */
  debtServiceCents: Cents;
  netCents: Cents;
}

export interface CashFlowInput {
  /** The months of the period, "YYYY-MM", in order. */
  months: readonly string[];
  /** Signed sums per month ("YYYY-MM") and category, by payment date. */
  categoryTotals: ReadonlyMap<string, Partial<Record<BookingCategory, Cents>>>;
  /**
   * Sondertilgungen per month (negative), already inside the loan_repayment totals: they
   * are moved out of "Tilgung" into their own group.
   */
  specialRepayments: ReadonlyMap<string, Cents>;
}

const emptyAmounts = (): CashFlowAmounts => Object.fromEntries(cashFlowGroups.map((g) => [g, ZERO_CENTS])) as CashFlowAmounts;

export function buildCashFlow(input: CashFlowInput): CashFlow {
  let cumulative = ZERO_CENTS;
  const months = input.months.map((month): CashFlowMonth => {
    const amounts = emptyAmounts();
    for (const [category, amount] of Object.entries(input.categoryTotals.get(month) ?? {}) as Array<[BookingCategory, Cents]>) {
      const group = cashFlowGroupOf(category);
      if (group) amounts[group] = addCents(amounts[group], amount);
    }
    const special = input.specialRepayments.get(month) ?? ZERO_CENTS;
    amounts.special_repayment = addCents(amounts.special_repayment, special);
    amounts.repayment = cents(amounts.repayment - special);
    const netCents = sumCents(cashFlowGroups.map((g) => amounts[g]));
    cumulative = addCents(cumulative, netCents);
    return { month, amounts, netCents, cumulativeCents: cumulative };
  });
  const total = emptyAmounts();
  for (const g of cashFlowGroups) total[g] = sumCents(months.map((m) => m.amounts[g]));
  return {
    months,
    total,
    debtServiceCents: sumCents(DEBT_SERVICE_GROUPS.map((g) => total[g])),
    netCents: sumCents(months.map((m) => m.netCents)),
  };
}
