/**
 * Spreading of Erhaltungsaufwand, §82b EStDV (DOMAIN "Depreciation"): larger repairs of a
 * building mainly used for housing may be deducted in equal parts over 2–5 years instead of at
 * once. The first part counts in the year of payment (the year §11(2) EStG puts the expense in,
 * see tax-year.ts), the others in the following years.
 *
 * Amounts are the expense as a positive number (a refund of an earlier repair is negative) and
 * split in whole cents: the shares differ by at most one cent, and the leftover cents go to the
 * first years so that the shares always sum exactly to the amount.
 *
 * Not covered here: §82b(2) EStDV (sale or end of letting within the period deducts the
 * remainder at once) is the caller's decision, as is the choice to spread at all.
 */
import { cents, sumCents, ZERO_CENTS, type Cents } from "@/core/money";
import { MAX_SPREAD_YEARS } from "./booking-categories";

export const SPREAD_MESSAGES = {
  years: `Erhaltungsaufwand lässt sich nur sofort (1 Jahr) oder auf 2 bis ${MAX_SPREAD_YEARS} Jahre verteilen (§ 82b EStDV)`,
  taxYear: "Das Steuerjahr muss eine ganze Jahreszahl sein",
} as const;

function checkYears(years: number): void {
  if (!Number.isInteger(years) || years < 1 || years > MAX_SPREAD_YEARS) throw new RangeError(SPREAD_MESSAGES.years);
}

/**
 * `amount` in `years` equal shares (1 = deducted at once), leftover cents to the first years:
 * 1.000,00 € over 3 years → 333,34 / 333,33 / 333,33; −1.000,00 € → −333,34 / −333,33 / −333,33.
 */
export function spreadShares(amount: Cents, years: number): Cents[] {
  checkYears(years);
  const absolute = Math.abs(cents(amount));
  const base = Math.floor(absolute / years);
  const leftover = absolute - base * years;
  const sign = amount < 0 ? -1 : 1;
  return Array.from({ length: years }, (_, i) => cents(sign * (base + (i < leftover ? 1 : 0))));
}

export interface MaintenanceItem {
  /** The year the repair counts in (its payment year after §11 EStG). */
  taxYear: number;
  /** The expense, positive; a refund negative. */
  amountCents: Cents;
  /** 1 = deducted at once; 2–5 = spread (§82b EStDV). */
  spreadYears: number;
}

export interface MaintenanceDeduction {
  /** Items deducted at once (spreadYears 1) in `year`. */
  immediate: Cents;
  /** Shares of items spread from earlier years that fall in `year`. */
  spreadFromEarlierYears: Cents;
  /** First shares of items of `year` that are spread. */
  spreadThisYearsShare: Cents;
  total: Cents;
}

/** What the repairs of all years deduct in `year`. */
export function maintenanceDeductionInYear(items: readonly MaintenanceItem[], year: number): MaintenanceDeduction {
  if (!Number.isInteger(year)) throw new RangeError(SPREAD_MESSAGES.taxYear);
  let immediate: Cents = ZERO_CENTS;
  let spreadFromEarlierYears: Cents = ZERO_CENTS;
  let spreadThisYearsShare: Cents = ZERO_CENTS;
  for (const item of items) {
    if (!Number.isInteger(item.taxYear)) throw new RangeError(SPREAD_MESSAGES.taxYear);
    const shares = spreadShares(item.amountCents, item.spreadYears);
    const share = shares[year - item.taxYear];
    if (share === undefined) continue; // before the payment year or after the last share
    if (item.spreadYears === 1) immediate = sumCents([immediate, share]);
    else if (year === item.taxYear) spreadThisYearsShare = sumCents([spreadThisYearsShare, share]);
    else spreadFromEarlierYears = sumCents([spreadFromEarlierYears, share]);
  }
  return { immediate, spreadFromEarlierYears, spreadThisYearsShare, total: sumCents([immediate, spreadFromEarlierYears, spreadThisYearsShare]) };
}
