/**
 * What follows from a statement for the prepayments and the balance (NEBENKOSTEN.md):
 * the new monthly prepayment (§ 560 (4) BGB) and the limits the deadline of § 556 (3) BGB
 * puts on back-payments and on corrections.
 *
 * A balance is seen from the tenant: positive = Nachzahlung (the tenant pays), negative =
 * Guthaben (the tenant gets money back).
 */
import { ceil, fraction, mul } from "@/core/fraction";
import { cents, ZERO_CENTS, type Cents } from "@/core/money";

export const PREPAYMENT_MESSAGES = {
  days: "Belegungstage und Jahrestage müssen ganze Zahlen größer null sein",
} as const;

export interface PrepaymentInput {
  /** The tenant's costs for the period (before prepayments). */
  costsCents: Cents;
  /** Days of the period the tenant's contract covered. */
  occupiedDays: number;
  /** Days of a full year from the period's start (see `yearDaysFrom`). */
  yearDays: number;
  contractEnded: boolean;
}

function positiveWholeDays(days: number): boolean {
  return Number.isInteger(days) && days > 0;
}

/**
 * The proposed new monthly prepayment: the tenant's costs, scaled to a full year when the contract
 * covered fewer days, divided by 12 and rounded up to whole euros (practice, not law: § 560 (4)
 * asks for an "appropriate" amount, so no flat margin on top). Null for an ended contract, 0 when
 * there were no costs.
 */
export function proposeMonthlyPrepayment(input: PrepaymentInput): Cents | null {
  const { costsCents, occupiedDays, yearDays, contractEnded } = input;
  if (contractEnded) return null;
  if (costsCents <= 0) return ZERO_CENTS;
  if (!positiveWholeDays(occupiedDays) || !positiveWholeDays(yearDays)) throw new RangeError(PREPAYMENT_MESSAGES.days);
  // A contract that covered a whole 12-month period (or more) already shows a year's costs.
  const annual = occupiedDays < yearDays ? mul(fraction(costsCents), fraction(yearDays, occupiedDays)) : fraction(costsCents);
  const monthlyEuros = ceil(mul(annual, fraction(1, 12 * 100)));
  return cents(Number(monthlyEuros * 100n));
}

/**
 * A correction after the deadline may not worsen the tenant's result (BGH VIII ZR 190/06): no higher
 * back-payment, no smaller credit, so the lower of the two balances stands.
 */
export function limitCorrectionAfterDeadline(previousBalance: Cents, correctedBalance: Cents): Cents {
  return cents(Math.min(previousBalance, correctedBalance));
}

/**
 * What can still be settled: after the deadline a back-payment is excluded (§ 556 (3) S. 3 BGB),
 * a credit is still owed to the tenant. The exception for a landlord not at fault is left to the
 * caller, who then passes `deadlinePassed` false.
 */
export function claimableBalance(balance: Cents, deadlinePassed: boolean): Cents {
  return deadlinePassed && balance > 0 ? ZERO_CENTS : cents(balance);
}
