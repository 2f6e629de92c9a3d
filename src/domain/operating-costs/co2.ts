/**
 * The CO2 cost split between landlord and tenant (CO2KostAufG, NEBENKOSTEN.md): the building's
 * kg CO2 per m² living area and year, rounded to one decimal (§ 5 (1) S. 3), picks a step of the
 * Anlage; the step's landlord percentage of each tenant's CO2 share comes off the tenant's costs.
 * Non-residential buildings split 50/50 (§ 8); § 9 (1) halves the landlord's percentage where
 * public law blocks improvements.
 *
 * Everything exact: a float 11,95 may be 11,949999… and land one step too low.
 */
import { compare, div, fraction, isNegative, mul, roundHalfAwayFromZero, sub, type Fraction } from "@/core/fraction";
import { cents, type Cents } from "@/core/money";
import type { Co2Step } from "@/domain/operating-costs/types";

export interface Co2TableStep {
  /** Lower bound in kg CO2/m²/a, inclusive; the step runs up to the next one's bound, exclusive. */
  fromKg: number;
  tenantPercent: number;
  landlordPercent: number;
}

/** The Anlage to §§ 5–7 CO2KostAufG (residential buildings), lowest step first. */
export const CO2_STEPS: readonly Co2TableStep[] = [
  { fromKg: 0, tenantPercent: 100, landlordPercent: 0 },
  { fromKg: 12, tenantPercent: 90, landlordPercent: 10 },
  { fromKg: 17, tenantPercent: 80, landlordPercent: 20 },
  { fromKg: 22, tenantPercent: 70, landlordPercent: 30 },
  { fromKg: 27, tenantPercent: 60, landlordPercent: 40 },
  { fromKg: 32, tenantPercent: 50, landlordPercent: 50 },
  { fromKg: 37, tenantPercent: 40, landlordPercent: 60 },
  { fromKg: 42, tenantPercent: 30, landlordPercent: 70 },
  { fromKg: 47, tenantPercent: 20, landlordPercent: 80 },
  { fromKg: 52, tenantPercent: 5, landlordPercent: 95 },
];

/** `Co2Step.step` of a non-residential building: § 8 has no table, the split is a flat 50/50. */
export const NON_RESIDENTIAL_STEP = -1;
const NON_RESIDENTIAL_LANDLORD_PERCENT = 50;

export const CO2_MESSAGES = {
  kg: "Der CO2-Ausstoß darf nicht negativ sein",
  area: "Für die CO2-Stufe fehlt die Wohnfläche des Gebäudes",
  days: "Die Tage des Abrechnungszeitraums und des Jahres müssen ganze Zahlen größer null sein",
  percent: "Der Anteil des Vermieters muss zwischen 0 und 100 % liegen",
} as const;

export interface Co2StepInput {
  /** The building's emissions in the period (supplier's bill, § 3). */
  kgCo2: Fraction;
  /** The building's total living area. */
  livingAreaSqm: Fraction;
  /** Days of the period, and of the 12 months starting with it (see `yearDaysFrom`). */
  periodDays: number;
  yearDays: number;
  residential: boolean;
  /** § 9 (1): public law blocks a substantial improvement. */
  halved: boolean;
}

const HUNDRED = fraction(100);

function positiveWholeDays(days: number): boolean {
  return Number.isInteger(days) && days > 0;
}

/**
 * kg per m² and year, rounded half away from zero to one decimal. A period other than 12 months
 * scales the area by days (area × periodDays / yearDays), which is the same as cutting the table
 * values pro rata (§ 5 (1) S. 4) — except that the rounding applies to the scaled figure.
 */
function kgPerSqmYear(kgCo2: Fraction, area: Fraction, periodDays: number, yearDays: number): Fraction {
  const perYear = div(mul(kgCo2, fraction(yearDays)), mul(area, fraction(periodDays)));
  return fraction(roundHalfAwayFromZero(mul(perYear, fraction(10))), 10);
}

/** Index of the step whose lower bound (inclusive) is the highest one not above `kg`. */
function stepIndex(kg: Fraction): number {
  let index = 0;
  CO2_STEPS.forEach((step, i) => {
    if (compare(kg, fraction(step.fromKg)) >= 0) index = i;
  });
  return index;
}

/**
 * The building's step and the percentages of the CO2 cost the landlord and the tenants bear.
 * Non-residential: step {@link NON_RESIDENTIAL_STEP}, 50/50 (§ 8); its kg figure is shown for
 * information only and is 0 when no living area is known. Halved (§ 9 (1), also for § 8): the
 * landlord's percentage / 2, so 95 becomes 47,5 and the tenant bears 52,5.
 */
export function co2Step(input: Co2StepInput): Co2Step {
  const { kgCo2, livingAreaSqm, periodDays, yearDays, residential, halved } = input;
  if (isNegative(kgCo2)) throw new RangeError(CO2_MESSAGES.kg);
  if (!positiveWholeDays(periodDays) || !positiveWholeDays(yearDays)) throw new RangeError(CO2_MESSAGES.days);
  const hasArea = compare(livingAreaSqm, fraction(0)) > 0;
  if (residential && !hasArea) throw new RangeError(CO2_MESSAGES.area);

  const kg = hasArea ? kgPerSqmYear(kgCo2, livingAreaSqm, periodDays, yearDays) : fraction(0);
  const step = residential ? stepIndex(kg) : NON_RESIDENTIAL_STEP;
  const basePercent = residential ? (CO2_STEPS[step]?.landlordPercent ?? 0) : NON_RESIDENTIAL_LANDLORD_PERCENT;
  const landlordPercent = halved ? fraction(basePercent, 2) : fraction(basePercent);
  return { kgPerSqmYear: kg, step, landlordPercent, tenantPercent: sub(HUNDRED, landlordPercent) };
}

/**
 * What the landlord takes off one tenant's costs (§ 7 (1)): his percentage of the tenant's
 * already rounded CO2 share, rounded once, half away from zero; a credit share gives a negative relief.
 */
export function co2Relief(tenantCo2ShareCents: Cents, landlordPercent: Fraction): Cents {
  if (isNegative(landlordPercent) || compare(landlordPercent, HUNDRED) > 0) throw new RangeError(CO2_MESSAGES.percent);
  const relief = div(mul(fraction(tenantCo2ShareCents), landlordPercent), HUNDRED);
  return cents(Number(roundHalfAwayFromZero(relief)));
}
