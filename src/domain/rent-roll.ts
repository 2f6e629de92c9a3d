// The rent roll (Soll/Ist): what a contract owes per month, when it is due, how a payment
// is allocated to open items, and when arrears reach the thresholds of §543(2) Nr. 3 BGB.
// Conventions that the law leaves open: docs/decisions/0006-rent-roll-conventions.md.
import { addDays, daysBetween, daysInMonth, isoWeekday, parseIsoDate, toIsoDate, type IsoDate } from "@/core/dates";
import { addCents, cents, minCents, scaleCents, subCents, sumCents, ZERO_CENTS, type Cents } from "@/core/money";
import { nationwideHolidays } from "./holidays";

export type RentComponents = { coldRentCents: Cents; serviceChargeCents: Cents };

/** One entry of a contract's rent history: these amounts apply from `validFrom` on. */
export type RentStep = RentComponents & { validFrom: IsoDate };

export type RentContract = {
  startDate: IsoDate;
  /** Last day of the tenancy (inclusive), or null while it runs. */
  endDate: IsoDate | null;
  /** At least one step; the first applies from the start whatever its validFrom. */
  steps: readonly RentStep[];
};

/** The Soll of one contract for one calendar month. */
export type MonthCharge = RentComponents & {
  /** "yyyy-MM" */
  month: string;
  periodStart: IsoDate;
  periodEnd: IsoDate;
  /** Days of the month the contract ran (pro rata basis) and the month's length. */
  days: number;
  daysInMonth: number;
  dueDate: IsoDate;
  totalCents: Cents;
};

/** Monday to Friday and no nationwide public holiday: Saturday is no Werktag for rent (BGH, 13.07.2016, VIII ZR 291/15). */
export function isRentWorkingDay(date: IsoDate): boolean {
  return isoWeekday(date) <= 5 && !nationwideHolidays(parseIsoDate(date).year).has(date);
}

/**
 * §556b(1) BGB: rent is due "spätestens bis zum dritten Werktag" of the period it pays for.
 * The period starts on the 1st, or on the contract's first day when it starts mid-month.
 */
export function rentDueDate(periodStart: IsoDate): IsoDate {
  let day = periodStart;
  let counted = 0;
  for (;;) {
    if (isRentWorkingDay(day)) counted += 1;
    if (counted === 3) return day;
    day = addDays(day, 1);
  }
}

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, "0")}`;

function sortedSteps(contract: RentContract): RentStep[] {
  if (contract.steps.length === 0) throw new RangeError("Ein Mietvertrag braucht mindestens einen Mietbetrag.");
  return [...contract.steps].sort((a, b) => (a.validFrom < b.validFrom ? -1 : a.validFrom > b.validFrom ? 1 : 0));
}

/**
 * The Soll for one month, or null when the contract does not run in it. Partial months are
 * pro rata by calendar days (days / days of that month); when the rent changes within the
 * month each part counts with its own amount. Each component is rounded once, half away
 * from zero: 650 € + 150 € from 15.01. → 17/31 → 356,45 € + 82,26 € = 438,71 €.
 */
export function chargeForMonth(contract: RentContract, year: number, month: number): MonthCharge | null {
  const dim = daysInMonth(year, month);
  const monthStart = toIsoDate(year, month, 1);
  const monthEnd = toIsoDate(year, month, dim);
  const periodStart = contract.startDate > monthStart ? contract.startDate : monthStart;
  const periodEnd = contract.endDate !== null && contract.endDate < monthEnd ? contract.endDate : monthEnd;
  if (periodStart > periodEnd) return null;

  const steps = sortedSteps(contract);
  // Exact numerators (cents × days) summed over the rent steps; one rounding per component.
  let coldNumerator = 0;
  let serviceNumerator = 0;
  steps.forEach((step, i) => {
    const from = i === 0 || step.validFrom < periodStart ? periodStart : step.validFrom;
    const next = steps[i + 1];
    const until = next && addDays(next.validFrom, -1) < periodEnd ? addDays(next.validFrom, -1) : periodEnd;
    if (from > until) return;
    const days = daysBetween(from, until) + 1;
    coldNumerator += step.coldRentCents * days;
    serviceNumerator += step.serviceChargeCents * days;
  });
  const coldRentCents = scaleCents(cents(coldNumerator), 1, dim);
  const serviceChargeCents = scaleCents(cents(serviceNumerator), 1, dim);
  return {
    month: monthKey(year, month),
    periodStart,
    periodEnd,
    days: daysBetween(periodStart, periodEnd) + 1,
    daysInMonth: dim,
    dueDate: rentDueDate(periodStart),
    coldRentCents,
    serviceChargeCents,
    totalCents: addCents(coldRentCents, serviceChargeCents),
  };
}

/** The Soll of every month from `from` to `to` ("yyyy-MM", inclusive) in which the contract runs. */
export function chargesForMonths(contract: RentContract, from: string, to: string): MonthCharge[] {
  const out: MonthCharge[] = [];
  let [year, month] = from.split("-").map(Number) as [number, number];
  const [toYear, toMonth] = to.split("-").map(Number) as [number, number];
  while (year < toYear || (year === toYear && month <= toMonth)) {
    const charge = chargeForMonth(contract, year, month);
    if (charge) out.push(charge);
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Allocation of a payment (§366 BGB)
// ---------------------------------------------------------------------------------------

/** Nebenkosten-Vorauszahlung before Kaltmiete within one due date (see the decision record). */
export const itemKinds = ["service_charge", "cold_rent", "other"] as const;
export type OpenItemKind = (typeof itemKinds)[number];

export type OpenItem = { key: string; dueDate: IsoDate; kind: OpenItemKind; openCents: Cents };
export type Allocation = { key: string; cents: Cents };

/**
 * Allocates a payment to a contract's open items. Items the tenant designated (§366(1)) are
 * served first, in the order given. The rest follows §366(2): the oldest due date first, and
 * within one due date the Nebenkosten-Vorauszahlung before the Kaltmiete (it is the less
 * secure claim: it can no longer be demanded once the statement is due). What is left over
 * is kept as credit.
 */
export function allocatePayment(amount: Cents, items: readonly OpenItem[], designated: readonly string[] = []): { allocations: Allocation[]; creditCents: Cents } {
  if (amount < 0) throw new RangeError("Eine Zahlung ist nicht negativ.");
  const rank = (kind: OpenItemKind) => itemKinds.indexOf(kind);
  const designatedItems = designated.map((key) => items.find((i) => i.key === key)).filter((i): i is OpenItem => i !== undefined);
  const rest = items
    .filter((i) => !designated.includes(i.key))
    .sort((a, b) => (a.dueDate !== b.dueDate ? (a.dueDate < b.dueDate ? -1 : 1) : rank(a.kind) - rank(b.kind) || (a.key < b.key ? -1 : 1)));
  let left = amount;
  const allocations: Allocation[] = [];
  for (const item of [...designatedItems, ...rest]) {
    if (left <= 0) break;
    if (item.openCents <= 0) continue;
    const part = minCents(left, item.openCents);
    allocations.push({ key: item.key, cents: part });
    left = subCents(left, part);
  }
  return { allocations, creditCents: left };
}

// ---------------------------------------------------------------------------------------
// Arrears and §543(2) Nr. 3 BGB
// ---------------------------------------------------------------------------------------

/** One due date of a contract with what is still open of it. */
export type DueMonth = { dueDate: IsoDate; openCents: Cents };

export type ArrearsState = {
  /** Open amounts of due dates that have passed (the tenant is in Verzug from the day after). */
  arrearsCents: Cents;
  /** §543(2) S. 1 Nr. 3 a) with §569(3) Nr. 1: arrears at two consecutive due dates above one month's rent. */
  consecutiveDates: boolean;
  /** §543(2) S. 1 Nr. 3 b): over more than two due dates, arrears reaching two months' rent. */
  twoMonthsRent: boolean;
  /** Days since the oldest open due date, 0 when nothing is overdue. */
  daysOverdue: number;
};

/**
 * Whether the arrears on `onDate` reach the thresholds for a termination without notice.
 * "Miete" here is the monthly rent including the Nebenkosten-Vorauszahlung.
 */
export function arrearsState(months: readonly DueMonth[], monthlyRentCents: Cents, onDate: IsoDate): ArrearsState {
  const passed = [...months].filter((m) => m.dueDate < onDate).sort((a, b) => (a.dueDate < b.dueDate ? -1 : 1));
  const arrearsCents = sumCents(passed.map((m) => (m.openCents > 0 ? m.openCents : ZERO_CENTS)));
  let consecutiveDates = false;
  for (let i = 1; i < passed.length; i++) {
    const a = passed[i - 1]!;
    const b = passed[i]!;
    if (a.openCents > 0 && b.openCents > 0 && a.openCents + b.openCents > monthlyRentCents) consecutiveDates = true;
  }
  const firstOpen = passed.findIndex((m) => m.openCents > 0);
  const datesSinceFirstOpen = firstOpen === -1 ? 0 : passed.length - firstOpen;
  const twoMonthsRent = datesSinceFirstOpen > 2 && arrearsCents >= 2 * monthlyRentCents;
  return {
    arrearsCents,
    consecutiveDates,
    twoMonthsRent,
    daysOverdue: firstOpen === -1 ? 0 : daysBetween(passed[firstOpen]!.dueDate, onDate),
  };
}
