/**
 * Depreciation (AfA) of residential buildings, §7 EStG, and the 15 % rule, §6(1) Nr. 1a
 * EStG (DOMAIN "Depreciation"). Amounts are Cents, rounded half away from zero per year;
 * the last year takes exactly the remaining book value so the table sums to the basis.
 */
import { addDays, addYears, endOfYear, parseIsoDate, toIsoDate, type IsoDate } from "@/core/dates";
import { cents, mulRate, roundHalfAwayFromZero, roundTo, scaleCents, subCents, sumCents, ZERO_CENTS, type Cents } from "@/core/money";

/** The building's AfA method (pg enum `afa_method`); degressive only where §7(5a) allows it. */
export const afaMethods = ["linear", "degressive"] as const;
export type AfaMethod = (typeof afaMethods)[number];
export const afaMethodLabels: Record<AfaMethod, string> = {
  linear: "Linear (§ 7 Abs. 4 EStG)",
  degressive: "Degressiv, 5 % vom Restwert (§ 7 Abs. 5a EStG)",
};

/** §7(5a): 5 % of the remaining book value per year. */
export const DEGRESSIVE_RATE_PERCENT = 5;
/** §7(5a) window for the start of construction or the purchase contract. */
export const DEGRESSIVE_WINDOW = { from: "2023-10-01", to: "2029-09-30" } as const;

/**
 * Straight-line rate by completion date (§7(4) Nr. 2): 3 % after 31.12.2022,
 * 2 % for 01.01.1925–31.12.2022, 2,5 % before 1925.
 */
export function linearAfaRate(completionDate: IsoDate): number {
  if (completionDate > "2022-12-31") return 3;
  if (completionDate >= "1925-01-01") return 2;
  return 2.5;
}

/**
 * Whether §7(5a) degressive AfA can apply. Own construction (a construction start is
 * given): construction started within the window. Purchase (no construction start): the
 * contract falls within the window and the building is bought by the end of its
 * completion year (new build from a developer). Pass the purchase contract date as
 * `acquisitionDate` when it differs from the transfer of ownership; the law looks at the
 * contract.
 */
export function isDegressiveAfaEligible(input: DegressiveAfaFacts): boolean {
  return degressiveAfaRefusal(input) === null;
}

export interface DegressiveAfaFacts {
  constructionStartDate?: IsoDate | null;
  acquisitionDate: IsoDate;
  completionDate: IsoDate;
}

/**
 * Why §7(5a) does not apply (null: it does). `construction_start`: own construction started
 * outside the window; `contract`: bought with a contract outside the window; `not_new`:
 * bought after the end of the completion year (no new build).
 */
export type DegressiveAfaRefusal = "construction_start" | "contract" | "not_new";

export function degressiveAfaRefusal(input: DegressiveAfaFacts): DegressiveAfaRefusal | null {
  const inWindow = (d: IsoDate) => d >= DEGRESSIVE_WINDOW.from && d <= DEGRESSIVE_WINDOW.to;
  // A construction start means the owner built it (Herstellung): only the start counts.
  if (input.constructionStartDate) return inWindow(input.constructionStartDate) ? null : "construction_start";
  if (!inWindow(input.acquisitionDate)) return "contract";
  const completionYearEnd = endOfYear(parseIsoDate(input.completionDate).year);
  return input.acquisitionDate <= completionYearEnd ? null : "not_new";
}

/** Why degressive AfA cannot be used for a property: a §7(5a) refusal, or what the check lacks. */
export type DegressiveAfaProblem = DegressiveAfaRefusal | "purchase_date" | "completion";

/**
 * §7(5a) for a property as entered: own construction (a Baubeginn is given) decides by the
 * start alone; a purchase needs the purchase date (the contract) and the Fertigstellung, or
 * at least the year built (only the completion year counts there). Null: degressive applies.
 */
export function degressiveAfaProblem(input: {
  constructionStartDate: IsoDate | null;
  purchaseDate: IsoDate | null;
  completionDate: IsoDate | null;
  yearBuilt: number | null;
}): DegressiveAfaProblem | null {
  const start = input.constructionStartDate;
  if (start) return degressiveAfaRefusal({ constructionStartDate: start, acquisitionDate: input.purchaseDate ?? start, completionDate: input.completionDate ?? start });
  if (!input.purchaseDate) return "purchase_date";
  if (!input.completionDate && input.yearBuilt === null) return "completion";
  return degressiveAfaRefusal({ acquisitionDate: input.purchaseDate, completionDate: afaCompletion(input.completionDate, input.yearBuilt).date });
}

/** Where the Fertigstellung that sets the rate comes from. */
export type AfaCompletionSource = "completion_date" | "year_built" | "assumed";

/** Without a year built a completion in 1925–2022 is assumed: the 2 % of §7(4) Nr. 2 b). */
export const ASSUMED_COMPLETION_DATE = "2000-01-01";

/**
 * The Fertigstellung for the rate: the date entered, else 1 January of the year built (only
 * the year decides the rate: before 1925, 1925–2022, from 2023), else assumed (2 %).
 */
export function afaCompletion(completionDate: IsoDate | null, yearBuilt: number | null): { date: IsoDate; source: AfaCompletionSource } {
  if (completionDate) return { date: completionDate, source: "completion_date" };
  if (yearBuilt !== null) return { date: toIsoDate(yearBuilt, 1, 1), source: "year_built" };
  return { date: ASSUMED_COMPLETION_DATE, source: "assumed" };
}

/**
 * The first day of the building's AfA: the purchase, or an entered Fertigstellung when it is
 * later (bought before it was finished, or built on land bought before: the year of
 * Herstellung is the year of Fertigstellung, §9a EStDV). 1 January of the year built sets
 * only the rate, never the start.
 */
export function afaStartDate(purchaseDate: IsoDate, completion: { date: IsoDate; source: AfaCompletionSource }): IsoDate {
  return completion.source === "completion_date" && completion.date > purchaseDate ? completion.date : purchaseDate;
}

/** Bemessungsgrundlage = (price + Anschaffungsnebenkosten) × building share. Land is never depreciable. */
export function afaBasis(input: {
  purchasePrice: Cents;
  acquisitionCosts: Cents;
  buildingSharePercent: number;
}): Cents {
  if (!(input.buildingSharePercent >= 0 && input.buildingSharePercent <= 100)) {
    throw new RangeError("Der Gebäudeanteil muss zwischen 0 und 100 % liegen");
  }
  return mulRate(cents(input.purchasePrice + input.acquisitionCosts), input.buildingSharePercent);
}

/** Months depreciated in the year of acquisition: 13 − month (March → 10). */
export function monthsInFirstYear(acquisitionDate: IsoDate): number {
  return 13 - parseIsoDate(acquisitionDate).month;
}

/**
 * When to leave degressive for straight-line AfA (§7(5a) allows the switch):
 * "optimal" switches in the first year the straight-line amount is at least the
 * degressive one; { year } switches in that calendar year; "never" keeps 5 % of the
 * remaining value (the table then stops at `maxYears`, it never reaches 0).
 */
export type SwitchToLinear = "optimal" | "never" | { year: number };

export interface AfaInput {
  purchasePrice: Cents;
  acquisitionCosts: Cents;
  /** Gebäudeanteil in percent (land/building split, editable). */
  buildingSharePercent: number;
  /** Anschaffung (transfer of benefits and burdens); its month sets the first-year share. */
  acquisitionDate: IsoDate;
  /** Fertigstellung; sets the straight-line rate. */
  completionDate: IsoDate;
  /** Baubeginn; decides degressive eligibility for own construction. */
  constructionStartDate?: IsoDate | null;
  /** The purchase contract, when it differs from `acquisitionDate` (the start of AfA); §7(5a) looks at it. */
  contractDate?: IsoDate | null;
  /** Requested method; degressive falls back to linear when not eligible. Default linear. */
  method?: AfaMethod;
  switchToLinear?: SwitchToLinear;
  /** Safety stop for degressive without switch. Default 100. */
  maxYears?: number;
  /** Rows up to this calendar year only: a report of one year needs none after it (5.000 properties' tables in a portfolio report). */
  untilYear?: number;
}

export interface AfaRow {
  year: number;
  method: AfaMethod;
  /** Effective rate of this year's amount relative to the basis (linear) or book value (degressive). */
  ratePercent: number;
  /** Months depreciated in this year (12, or fewer in the first year). */
  months: number;
  openingBookValue: Cents;
  depreciation: Cents;
  closingBookValue: Cents;
}

export interface AfaTable {
  basis: Cents;
  /** Method actually used. */
  method: AfaMethod;
  degressiveEligible: boolean;
  linearRatePercent: number;
  rows: AfaRow[];
  /** Calendar year of the last depreciation, null if the table stops before 0. */
  fullyDepreciatedYear: number | null;
}

/** AfA by calendar year, from the year of acquisition until fully depreciated. */
export function buildAfaTable(input: AfaInput): AfaTable {
  const basis = afaBasis(input);
  const linearRate = linearAfaRate(input.completionDate);
  const degressiveEligible = isDegressiveAfaEligible({ constructionStartDate: input.constructionStartDate, completionDate: input.completionDate, acquisitionDate: input.contractDate ?? input.acquisitionDate });
  const method: AfaMethod = input.method === "degressive" && degressiveEligible ? "degressive" : "linear";
  const firstYear = parseIsoDate(input.acquisitionDate).year;
  const firstMonths = monthsInFirstYear(input.acquisitionDate);
  const untilYear = input.untilYear ?? Number.POSITIVE_INFINITY;
  const rows =
    method === "linear"
      ? linearRows(basis, linearRate, firstYear, firstMonths, untilYear)
      : degressiveRows(basis, linearRate, firstYear, firstMonths, input.switchToLinear ?? "optimal", input.maxYears ?? 100, untilYear);
  const last = rows[rows.length - 1];
  return {
    basis,
    method,
    degressiveEligible,
    linearRatePercent: linearRate,
    rows,
    fullyDepreciatedYear: last && last.closingBookValue === 0 ? last.year : null,
  };
}

function linearRows(basis: Cents, rate: number, firstYear: number, firstMonths: number, untilYear: number): AfaRow[] {
  const rows: AfaRow[] = [];
  const fullYear = mulRate(basis, rate);
  let book = basis as number;
  for (let year = firstYear; book > 0 && year <= untilYear; year++) {
    const months = year === firstYear ? firstMonths : 12;
    const planned = months === 12 ? fullYear : scaleCents(basis, rate * months, 1200);
    // At least 1 ct, so that a basis of a few cents still ends instead of looping at 0.
    const amount = Math.min(Math.max(planned, 1), book);
    rows.push(row(year, "linear", rate, months, book, amount));
    book -= amount;
  }
  return rows;
}

function degressiveRows(
  basis: Cents,
  linearRate: number,
  firstYear: number,
  firstMonths: number,
  switchRule: SwitchToLinear,
  maxYears: number,
  untilYear: number,
): AfaRow[] {
  const rows: AfaRow[] = [];
  // Typified useful life of the straight-line rate: 3 % → 400 months (33⅓ years).
  const usefulLifeMonths = roundHalfAwayFromZero(1200 / linearRate);
  let book = basis as number;
  let monthsElapsed = 0;
  let linearAmount: number | null = null;
  for (let year = firstYear; book > 0 && year < firstYear + maxYears && year <= untilYear; year++) {
    const months = year === firstYear ? firstMonths : 12;
    if (linearAmount === null && year > firstYear) {
      // After the switch the remaining value is spread over the remaining useful life
      // (§7(5a) S. 5 with §7(4)). Unconfirmed reading, hence the configurable switch.
      const remainingMonths = usefulLifeMonths - monthsElapsed;
      const candidate = remainingMonths <= 12 ? book : scaleCents(book as Cents, 12, remainingMonths);
      const degressive = mulRate(book as Cents, DEGRESSIVE_RATE_PERCENT);
      const switchNow =
        switchRule === "optimal" ? candidate >= degressive : switchRule !== "never" && year >= switchRule.year;
      if (switchNow) linearAmount = Math.max(candidate, 1);
    }
    let depreciation: number;
    let rate: number;
    if (linearAmount !== null) {
      depreciation = Math.min(linearAmount, book);
      rate = roundTo((depreciation * 100) / basis, 4);
    } else {
      depreciation = Math.min(Math.max(scaleCents(book as Cents, DEGRESSIVE_RATE_PERCENT * months, 1200), 1), book);
      rate = DEGRESSIVE_RATE_PERCENT;
    }
    rows.push(row(year, linearAmount !== null ? "linear" : "degressive", rate, months, book, depreciation));
    book -= depreciation;
    monthsElapsed += months;
  }
  return rows;
}

function row(year: number, method: AfaMethod, ratePercent: number, months: number, opening: number, depreciation: number): AfaRow {
  return {
    year,
    method,
    ratePercent,
    months,
    openingBookValue: opening as Cents,
    depreciation: depreciation as Cents,
    closingBookValue: (opening - depreciation) as Cents,
  };
}

/** AfA of one calendar year (0 outside the table). */
export function afaForYear(table: { rows: readonly AfaRow[] }, year: number): Cents {
  return table.rows.find((r) => r.year === year)?.depreciation ?? ZERO_CENTS;
}

// ---------------------------------------------------------------------------------------
// Movable assets (bewegliche Wirtschaftsgüter): fitted kitchen, furniture, appliances
// ---------------------------------------------------------------------------------------

/** §6(2) EStG: an asset whose cost net of VAT is at most 800 € is deducted in full in its year (GWG). */
export const LOW_VALUE_ASSET_LIMIT_NET: Cents = cents(80_000);
/**
 * The VAT assumed in a stored cost: a landlord letting flats cannot deduct input VAT, so the
 * cost is kept gross (as paid), while the 800 € limit is net "vermindert um einen darin
 * enthaltenen Vorsteuerbetrag" whether deductible or not; the standard rate is assumed.
 */
export const ASSUMED_VAT_PERCENT = 19;

/** Whether a cost as paid (gross, `vatPercent` contained) is a GWG: net ≤ 800 €, i.e. ≤ 952,00 € at 19 %. */
export function isLowValueAsset(costCents: Cents, vatPercent: number = ASSUMED_VAT_PERCENT): boolean {
  // Integer comparison cost × 100 ≤ limit × (100 + VAT), no division.
  return costCents * 100 <= LOW_VALUE_ASSET_LIMIT_NET * (100 + vatPercent);
}

export interface MovableAssetInput {
  /** Anschaffungskosten as paid (gross for a landlord without input VAT deduction). */
  costCents: Cents;
  acquisitionDate: IsoDate;
  /** Betriebsgewöhnliche Nutzungsdauer in whole years (fitted kitchen: 10). */
  usefulLifeYears: number;
  vatPercent?: number;
}

export interface MovableAfaRow extends AfaRow {
  /** §6(2) EStG: the whole cost deducted in the year of acquisition (GWG). */
  lowValueWriteOff: boolean;
}

export interface MovableAfaTable {
  basis: Cents;
  /** A GWG: one row with the whole cost. */
  lowValue: boolean;
  rows: MovableAfaRow[];
  fullyDepreciatedYear: number | null;
}

/**
 * Straight-line AfA of a movable asset over its useful life (§7(1) EStG): in the year of
 * acquisition only the months from the month of acquisition on (§7(1) S. 4: 15.04. → 9/12),
 * then full years, and the last year (the months left of the useful life) takes exactly the
 * remaining value. A GWG (§6(2)) is deducted in full in its year.
 */
export function buildMovableAfaTable(input: MovableAssetInput): MovableAfaTable {
  const basis = input.costCents;
  if (!(Number.isInteger(input.usefulLifeYears) && input.usefulLifeYears >= 1)) {
    throw new RangeError("Die Nutzungsdauer muss eine ganze Zahl von Jahren ab 1 sein");
  }
  const firstYear = parseIsoDate(input.acquisitionDate).year;
  const firstMonths = monthsInFirstYear(input.acquisitionDate);
  if (basis <= 0) return { basis, lowValue: false, rows: [], fullyDepreciatedYear: null };
  if (isLowValueAsset(basis, input.vatPercent)) {
    return { basis, lowValue: true, rows: [{ ...row(firstYear, "linear", 100, firstMonths, basis, basis), lowValueWriteOff: true }], fullyDepreciatedYear: firstYear };
  }
  const totalMonths = input.usefulLifeYears * 12;
  const ratePercent = roundTo(100 / input.usefulLifeYears, 4);
  const fullYear = scaleCents(basis, 12, totalMonths);
  const rows: MovableAfaRow[] = [];
  let book = basis as number;
  let monthsLeft = totalMonths;
  for (let year = firstYear; monthsLeft > 0; year++) {
    const months = Math.min(year === firstYear ? firstMonths : 12, monthsLeft);
    monthsLeft -= months;
    const planned = monthsLeft === 0 ? book : months === 12 ? fullYear : scaleCents(basis, months, totalMonths);
    const amount = Math.min(planned, book);
    rows.push({ ...row(year, "linear", ratePercent, months, book, amount), lowValueWriteOff: false });
    book -= amount;
  }
  return { basis, lowValue: false, rows, fullyDepreciatedYear: rows.at(-1)?.year ?? null };
}

// ---------------------------------------------------------------------------------------
// 15 % rule (anschaffungsnahe Herstellungskosten)
// ---------------------------------------------------------------------------------------

export const FIFTEEN_PERCENT_LIMIT = 15;
/** Warn once the running total reaches this share of the limit. */
export const FIFTEEN_PERCENT_WARN_AT_SHARE_OF_LIMIT = 80;

export type FifteenPercentStatus = "ok" | "warning" | "exceeded";

export interface FifteenPercentCheck {
  /** 15 % of the building's acquisition cost. */
  limit: Cents;
  /** Repair and modernisation costs (net of VAT) within the three-year window. */
  total: Cents;
  /** limit − total, floored at 0. */
  remaining: Cents;
  /** total / building acquisition cost × 100, 2 decimals. */
  percentOfBuildingCost: number;
  /** total / limit × 100, 2 decimals. */
  percentOfLimit: number;
  windowStart: IsoDate;
  /** Last day of the three years after acquisition. */
  windowEnd: IsoDate;
  status: FifteenPercentStatus;
}

/**
 * §6(1) Nr. 1a EStG: repairs and modernisation within three years of acquisition that
 * exceed 15 % (net of VAT) of the building's acquisition cost become building cost
 * (depreciated instead of deductible at once). Pass only costs that count (net amounts,
 * no extensions, no usual annual maintenance). Status "warning" from
 * `warnAtShareOfLimit` % of the limit, "exceeded" strictly above the limit.
 */
export function checkFifteenPercentRule(input: {
  buildingAcquisitionCost: Cents;
  acquisitionDate: IsoDate;
  costs: readonly { date: IsoDate; amount: Cents }[];
  warnAtShareOfLimit?: number;
}): FifteenPercentCheck {
  const windowStart = input.acquisitionDate;
  // §188 BGB: the period ends the day before the third anniversary; when the anniversary
  // does not exist (acquired 29.02.), at the end of that February.
  const anniversary = addYears(input.acquisitionDate, 3);
  const windowEnd = anniversary.endsWith(input.acquisitionDate.slice(4)) ? addDays(anniversary, -1) : anniversary;
  const limit = mulRate(input.buildingAcquisitionCost, FIFTEEN_PERCENT_LIMIT);
  const total = sumCents(input.costs.filter((c) => c.date >= windowStart && c.date <= windowEnd).map((c) => c.amount));
  const warnAt = input.warnAtShareOfLimit ?? FIFTEEN_PERCENT_WARN_AT_SHARE_OF_LIMIT;
  // Integer comparison total/limit ≥ warnAt/100 without dividing.
  const status: FifteenPercentStatus =
    total > limit ? "exceeded" : total * 100 >= limit * warnAt && total > 0 ? "warning" : "ok";
  const cost = input.buildingAcquisitionCost;
  return {
    limit,
    total,
    remaining: total >= limit ? ZERO_CENTS : subCents(limit, total),
    percentOfBuildingCost: cost > 0 ? roundTo((total * 100) / cost, 2) : 0,
    percentOfLimit: limit > 0 ? roundTo((total * 100) / limit, 2) : 0,
    windowStart,
    windowEnd,
    status,
  };
}
