/**
 * The yield report (issue 15): the investor metrics of DOMAIN "Investor metrics" for one
 * property or the portfolio, from two kinds of figures —
 *  - today's: the rent in force (Sollmiete) and the units let, as on the portfolio page
 *    (Bruttomietrendite with the spec's bands, Kaufpreisfaktor, Leerstand);
 *  - the tax year's, by payment date (Ist): cold rent received, non-allocable costs,
 *    interest and Tilgung (Nettomietrendite, cash flow before tax, Eigenkapitalrendite
 *    before tax = cash on cash).
 * Every formula is yield.ts's; this file only puts the inputs together.
 */
import { subCents, sumCents, type Cents } from "@/core/money";
import {
  cashFlowBeforeTax,
  equityReturn,
  grossYield,
  netYield,
  priceFactorBand,
  purchasePriceFactor,
  vacancyPercent,
  yieldBand,
  type PriceFactorBand,
  type YieldBand,
} from "./yield";

export interface YieldInput {
  purchasePriceCents: Cents | null;
  /** Grunderwerbsteuer, Notar, Grundbuch, Makler and booked Anschaffungskosten. */
  acquisitionCostsCents: Cents;
  /** Rent in force today, per month. */
  monthlyColdRentCents: Cents;
  /**
   * The rent-weighted bmr of the units, as the portfolio page shows it; null where no unit has
   * one (e.g. units without an area to share the price by) — then the property's own
   * 12 × rent / price is used.
   */
  grossYieldPercent: number | null;
  unitCount: number;
  vacantUnitCount: number;
  /** The year's cold rent received (Kaltmiete, Stellplätze), by payment date. */
  coldRentReceivedCents: Cents;
  /** The year's costs not passed on to tenants (positive). */
  nonAllocableCostsCents: Cents;
  /** The year's Schuldzinsen and Tilgung incl. Sondertilgungen (positive). */
  interestCents: Cents;
  principalCents: Cents;
  /** The loans' amounts: equity = price + acquisition costs − loans. */
  loanAmountsCents: Cents;
}

export interface YieldFigures extends YieldInput {
  grossYieldBand: YieldBand | null;
  priceFactor: number | null;
  priceFactorBand: PriceFactorBand | null;
  vacancyPercent: number | null;
  netYieldPercent: number | null;
  cashFlowBeforeTaxCents: Cents;
  /** null without a price; may be 0 or negative when the loans cover everything. */
  equityCents: Cents | null;
  /** Cash flow before tax / equity × 100; null without positive equity. */
  equityReturnPercent: number | null;
}

export function buildYieldFigures(input: YieldInput): YieldFigures {
  const price = input.purchasePriceCents;
  const equity = price === null ? null : subCents(sumCents([price, input.acquisitionCostsCents]), input.loanAmountsCents);
  const cashFlow = cashFlowBeforeTax({ rent: input.coldRentReceivedCents, nonAllocableCosts: input.nonAllocableCostsCents, interest: input.interestCents, principal: input.principalCents });
  const factor = price === null ? null : purchasePriceFactor({ purchasePrice: price, monthlyColdRent: input.monthlyColdRentCents });
  const bmr = input.grossYieldPercent ?? (price === null ? null : grossYield({ monthlyColdRent: input.monthlyColdRentCents, purchasePrice: price }));
  return {
    ...input,
    grossYieldPercent: bmr,
    grossYieldBand: yieldBand(bmr),
    priceFactor: factor,
    priceFactorBand: priceFactorBand(factor),
    vacancyPercent: vacancyPercent(input.vacantUnitCount, input.unitCount),
    netYieldPercent:
      price === null
        ? null
        : netYield({ annualColdRent: input.coldRentReceivedCents, annualNonAllocableCosts: input.nonAllocableCostsCents, purchasePrice: price, acquisitionCosts: input.acquisitionCostsCents }),
    cashFlowBeforeTaxCents: cashFlow,
    equityCents: equity,
    equityReturnPercent: equity === null ? null : equityReturn({ annualNetIncome: cashFlow, equity }),
  };
}
