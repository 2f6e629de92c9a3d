/**
 * Tilgungshelfer ("repayment helper", SPEC §5 "Parsing").
 *
 * What it computes: the initial repayment rate (anfängliche Tilgung, % p.a.) at which the
 * monthly annuity of a loan over the full purchase price is exactly covered by the
 * monthly cold rent — "the rent pays the loan":
 *
 *   price × (Sollzins + Tilgung) / 12 / 100 = rent
 *   ⇒ Tilgung = 12 × rent / price × 100 − Sollzins = Bruttomietrendite − Sollzins
 *
 * Why: when entering a financing, the form can prefill the repayment field with the
 * highest repayment the property carries on its own. With a Sollzins of 0 the result is
 * simply the gross yield.
 *
 * Rules from the spec: the interest-rate-like input must be within [0, 50]; the helper
 * returns null if price or rent is not positive, if the result is not positive (the rent
 * does not even cover the interest) or above 50 (not a sensible rate); otherwise the value
 * rounded to 2 decimals with a comma ("3,25"), ready to be put into the input field.
 */
import { isValidRate, toDecimalInput } from "@/core/number";
import { roundTo, type Cents } from "@/core/money";

export interface RepaymentHelperInput {
  purchasePrice: Cents;
  monthlyColdRent: Cents;
  /** Sollzins in percent; must be within [0, 50]. Default 0. */
  interestRatePercent?: number;
}

/** The suggested initial repayment in percent (2 decimals), or null; see module comment. */
export function suggestInitialRepaymentPercent(input: RepaymentHelperInput): number | null {
  const interest = input.interestRatePercent ?? 0;
  if (!isValidRate(interest)) return null;
  if (!(input.purchasePrice > 0) || !(input.monthlyColdRent > 0)) return null;
  const grossYield = (input.monthlyColdRent * 12 * 100) / input.purchasePrice;
  const result = roundTo(grossYield - interest, 2);
  if (!(result > 0) || result > 50) return null;
  return result;
}

/** Same as {@link suggestInitialRepaymentPercent}, formatted for the input field: "3,25". */
export function repaymentHelper(input: RepaymentHelperInput): string | null {
  const value = suggestInitialRepaymentPercent(input);
  return value === null ? null : toDecimalInput(value, 2);
}
