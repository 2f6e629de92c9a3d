/**
 * Investor metrics (DOMAIN "Investor metrics", SPEC §9). Amounts are Cents, results are
 * percentages or factors as plain numbers, rounded explicitly to {@link METRIC_DECIMALS}
 * so that the band colour and the shown figure are computed from the same value.
 * A metric that cannot be computed (price or denominator not positive) is `null`, which
 * the UI shows as "–" — never 0, which would look like a real (bad) result.
 */
import { allocateCents, roundTo, scaleCents, subCents, sumCents, ZERO_CENTS, type Cents } from "@/core/money";
import { toSquareMetres } from "@/core/format";

export const METRIC_DECIMALS = 2;

// ---------------------------------------------------------------------------------------
// Bruttomietrendite
// ---------------------------------------------------------------------------------------

export type YieldBand = "green" | "amber" | "red";
export const YIELD_GREEN_FROM = 6.5;
export const YIELD_AMBER_FROM = 5;

/**
 * Bruttomietrendite (bmr) = 12 × Kaltmiete / Kaufpreis × 100, in percent, 2 decimals.
 * Null when the price is not positive or there is no rent (issue 10): a vacant unit, or a
 * WG without let rooms, has no yield, shown as "–" — not a red 0 %, which would read as a
 * bad investment rather than an empty flat. Vacancy has its own figure (Leerstand).
 */
export function grossYield(input: { monthlyColdRent: Cents | null; purchasePrice: Cents }): number | null {
  const { monthlyColdRent, purchasePrice } = input;
  if (purchasePrice <= 0 || monthlyColdRent === null || monthlyColdRent <= 0) return null;
  return roundTo((monthlyColdRent * 12 * 100) / purchasePrice, METRIC_DECIMALS);
}

/** Leerstandsquote: vacant units / units × 100, 1 decimal; null without units. */
export const vacancyPercent = (vacantUnits: number, units: number): number | null => (units > 0 ? roundTo((vacantUnits * 100) / units, 1) : null);

/** Colour band: ≥ 6,5 green, 5 to < 6,5 amber, < 5 red. */
export function yieldBand(yieldPercent: number | null | undefined): YieldBand | null {
  if (yieldPercent === null || yieldPercent === undefined || !Number.isFinite(yieldPercent)) return null;
  if (yieldPercent >= YIELD_GREEN_FROM) return "green";
  if (yieldPercent >= YIELD_AMBER_FROM) return "amber";
  return "red";
}

/**
 * Share of a property's price attributed to some of its parts, proportional to their
 * area: price × partArea / totalArea, to the cent. Null when the areas don't allow it.
 */
export function attributedPurchasePrice(input: {
  purchasePrice: Cents;
  partAreaSqm: number;
  totalAreaSqm: number;
}): Cents | null {
  const { purchasePrice, partAreaSqm, totalAreaSqm } = input;
  if (!(totalAreaSqm > 0) || !(partAreaSqm >= 0) || partAreaSqm > totalAreaSqm) return null;
  return scaleCents(purchasePrice, partAreaSqm, totalAreaSqm);
}

/**
 * Splits a purchase price over units by area so the parts add up to the price exactly
 * (a plain per-unit rounding can lose or invent a cent). Null if an area is missing.
 */
export function allocatePriceByArea(
  purchasePrice: Cents,
  areasSqm: readonly (number | string | null | undefined)[],
): Cents[] | null {
  const areas = areasSqm.map(toSquareMetres);
  if (areas.some((a) => a === null || a < 0)) return null;
  const weights = areas as number[];
  if (!(weights.reduce((s, a) => s + a, 0) > 0)) return null;
  return allocateCents(purchasePrice, weights);
}

export interface UnitRentArea {
  sizeSqm: number | string | null | undefined;
  monthlyColdRent: Cents | null | undefined;
}

/**
 * Yield of the units actually used when only a share of a property's parts is counted
 * (e.g. the rented ones): their rents against the price attributed by their area.
 * When the units cover the whole area, or no total area is known, the full price is used.
 */
export function grossYieldForUnits(input: {
  purchasePrice: Cents;
  totalAreaSqm?: number | string | null;
  units: readonly UnitRentArea[];
}): { attributedPrice: Cents; monthlyColdRent: Cents; yield: number | null } | null {
  const rent = sumCents(input.units.map((u) => u.monthlyColdRent ?? ZERO_CENTS));
  const total = toSquareMetres(input.totalAreaSqm ?? null);
  let attributedPrice = input.purchasePrice;
  if (total !== null && total > 0) {
    const areas = input.units.map((u) => toSquareMetres(u.sizeSqm));
    if (areas.some((a) => a === null)) return null;
    const part = (areas as number[]).reduce((s, a) => s + a, 0);
    if (part < total) {
      const price = attributedPurchasePrice({ purchasePrice: input.purchasePrice, partAreaSqm: part, totalAreaSqm: total });
      if (price === null) return null;
      attributedPrice = price;
    }
  }
  return { attributedPrice, monthlyColdRent: rent, yield: grossYield({ monthlyColdRent: rent, purchasePrice: attributedPrice }) };
}

/**
 * Portfolio bmr: average of the units' bmr weighted by their cold rent, over units where
 * both are positive (a unit without rent or yield would only drag the average to 0).
 */
export function weightedAverageBmr(
  units: readonly { bmr: number | null | undefined; coldRent: Cents | null | undefined }[],
): number | null {
  let weighted = 0;
  let weights = 0;
  for (const { bmr, coldRent } of units) {
    if (bmr === null || bmr === undefined || coldRent === null || coldRent === undefined) continue;
    if (!(bmr > 0) || !(coldRent > 0)) continue;
    weighted += bmr * coldRent;
    weights += coldRent;
  }
  return weights > 0 ? roundTo(weighted / weights, METRIC_DECIMALS) : null;
}

// ---------------------------------------------------------------------------------------
// Nettomietrendite, Kaufpreisfaktor, cash flow, Eigenkapitalrendite
// ---------------------------------------------------------------------------------------

/**
 * Nettomietrendite = (annual cold rent − non-allocable costs) / (price + acquisition
 * costs) × 100. Can be negative when costs exceed the rent.
 */
export function netYield(input: {
  annualColdRent: Cents;
  annualNonAllocableCosts: Cents;
  purchasePrice: Cents;
  acquisitionCosts: Cents;
}): number | null {
  const investment = input.purchasePrice + input.acquisitionCosts;
  if (input.purchasePrice <= 0 || investment <= 0) return null;
  const netIncome = input.annualColdRent - input.annualNonAllocableCosts;
  return roundTo((netIncome * 100) / investment, METRIC_DECIMALS);
}

export type PriceFactorBand = "cheap" | "fair" | "expensive";
export const PRICE_FACTOR_CHEAP_BELOW = 20;
export const PRICE_FACTOR_EXPENSIVE_ABOVE = 25;

/**
 * Kaufpreisfaktor = price / (12 × Kaltmiete), i.e. how many annual rents the property
 * costs. Whether acquisition costs belong in the price is a matter of taste, hence the
 * option (default: without, the common listing-portal figure).
 */
export function purchasePriceFactor(input: {
  purchasePrice: Cents;
  monthlyColdRent: Cents;
  acquisitionCosts?: Cents;
  includeAcquisitionCosts?: boolean;
}): number | null {
  const price = input.purchasePrice + (input.includeAcquisitionCosts ? (input.acquisitionCosts ?? 0) : 0);
  if (input.purchasePrice <= 0 || input.monthlyColdRent <= 0) return null;
  return roundTo(price / (12 * input.monthlyColdRent), METRIC_DECIMALS);
}

/** < 20 cheap, 20..25 fair, > 25 expensive. */
export function priceFactorBand(factor: number | null | undefined): PriceFactorBand | null {
  if (factor === null || factor === undefined || !Number.isFinite(factor)) return null;
  if (factor < PRICE_FACTOR_CHEAP_BELOW) return "cheap";
  if (factor > PRICE_FACTOR_EXPENSIVE_ABOVE) return "expensive";
  return "fair";
}

/**
 * Cash flow before tax for one period (month or year; all inputs for the same period):
 * rent − non-allocable costs − interest − principal. Use cold rent: allocable costs are
 * passed on and cancel out against the tenant's prepayments.
 */
export function cashFlowBeforeTax(input: {
  rent: Cents;
  nonAllocableCosts: Cents;
  interest: Cents;
  principal: Cents;
}): Cents {
  return subCents(subCents(subCents(input.rent, input.nonAllocableCosts), input.interest), input.principal);
}

/**
 * Eigenkapitalrendite = annual net income / equity × 100; null without equity. DOMAIN's
 * figure takes the income after tax; with the cash flow before tax it is the cash-on-cash
 * return the yield report shows ("vor Steuern").
 */
export function equityReturn(input: { annualNetIncome: Cents; equity: Cents }): number | null {
  if (input.equity <= 0) return null;
  return roundTo((input.annualNetIncome * 100) / input.equity, METRIC_DECIMALS);
}

/**
 * Price (or rent) per m², to the cent; null without a positive area. Exact: the area is
 * taken as the decimal it is stored as ("72.50" = 7250/100) and the division is integer
 * arithmetic, rounded once, half away from zero (scaleCents).
 */
export function pricePerSqm(amount: Cents, areaSqm: number | string | null | undefined): Cents | null {
  const area = toSquareMetres(areaSqm);
  if (area === null || !(area > 0)) return null;
  return scaleCents(amount, 1, area);
}

/** Kaltmiete €/m² of a unit: the cold rent in force over its size; null without rent (vacant) or size. */
export function coldRentPerSqm(monthlyColdRent: Cents | null, sizeSqm: number | string | null | undefined): Cents | null {
  if (monthlyColdRent === null || monthlyColdRent <= 0) return null;
  return pricePerSqm(monthlyColdRent, sizeSqm);
}

/**
 * Kaufpreis €/m² of a property: its price over the summed area of its units. Null without
 * a price, without units, or when a unit has no area — a partial area would overstate it.
 */
export function purchasePricePerSqm(
  purchasePrice: Cents | null,
  area: { totalSqm: number | string | null; unitCount: number; unitsWithoutArea: number },
): Cents | null {
  if (purchasePrice === null || purchasePrice <= 0 || area.unitCount === 0 || area.unitsWithoutArea > 0) return null;
  return pricePerSqm(purchasePrice, area.totalSqm);
}
