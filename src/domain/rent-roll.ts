// The rent roll (Soll/Ist): what a contract owes per month, when it is due, how a payment
// is allocated to open items, and when arrears reach the thresholds of §543(2) Nr. 3 BGB.
// Conventions that the law leaves open: docs/decisions/0006-rent-roll-conventions.md.
import { addDays, dayNumber, daysBetween, daysInMonth, isoWeekday, parseIsoDate, toIsoDate, type IsoDate } from "@/core/dates";
import { addCents, cents, centsScaler, minCents, subCents, sumCents, ZERO_CENTS, type Cents } from "@/core/money";
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
 * Due dates already computed, per period start: every contract of a rent roll has the same
 * few period starts (the 1st of each month), each needing several working-day checks.
 * Cleared when it grows past a bound, so a long-running server cannot collect dates forever.
 */
const dueDates = new Map<IsoDate, IsoDate>();
const DUE_DATE_CACHE_LIMIT = 10_000;

/**
 * §556b(1) BGB: rent is due "spätestens bis zum dritten Werktag" of the period it pays for.
 * The period starts on the 1st, or on the contract's first day when it starts mid-month.
 */
export function rentDueDate(periodStart: IsoDate): IsoDate {
  const known = dueDates.get(periodStart);
  if (known !== undefined) return known;
  let day = periodStart;
  let counted = 0;
  for (;;) {
    if (isRentWorkingDay(day)) counted += 1;
    if (counted === 3) break;
    day = addDays(day, 1);
  }
  if (dueDates.size >= DUE_DATE_CACHE_LIMIT) dueDates.clear();
  dueDates.set(periodStart, day);
  return day;
}

/** What every contract shares about a calendar month, computed once per month. */
type CalendarMonth = {
  /** "yyyy-MM" */
  key: string;
  start: IsoDate;
  end: IsoDate;
  /** Day numbers ({@link dayNumber}) of start and end. */
  startDay: number;
  endDay: number;
  days: number;
  /** `amount / days` rounded half away from zero (an exact {@link centsScaler}). */
  perDay: (amount: Cents) => Cents;
};

const calendarMonths = new Map<number, CalendarMonth>();

function calendarMonth(year: number, month: number): CalendarMonth {
  const index = year * 12 + month - 1;
  let known = calendarMonths.get(index);
  if (!known) {
    const days = daysInMonth(year, month);
    const start = toIsoDate(year, month, 1);
    const end = toIsoDate(year, month, days);
    known = { key: `${year}-${String(month).padStart(2, "0")}`, start, end, startDay: dayNumber(start), endDay: dayNumber(end), days, perDay: centsScaler(1, days) };
    calendarMonths.set(index, known);
  }
  return known;
}

/**
 * A contract prepared once for all its months: its dates as day numbers and each rent step
 * with the day it starts and the last day it applies (the day before the next step; the
 * last step has none).
 */
type PreparedContract = {
  startDate: IsoDate;
  endDate: IsoDate | null;
  startDay: number;
  endDay: number | null;
  spans: Array<RentComponents & { fromDay: number; untilDay: number | null }>;
};

function prepare(contract: RentContract): PreparedContract {
  const sorted = [...contract.steps].sort((a, b) => (a.validFrom < b.validFrom ? -1 : a.validFrom > b.validFrom ? 1 : 0));
  return {
    startDate: contract.startDate,
    endDate: contract.endDate,
    startDay: dayNumber(contract.startDate),
    endDay: contract.endDate === null ? null : dayNumber(contract.endDate),
    spans: sorted.map((step, i) => {
      const next = sorted[i + 1];
      return { coldRentCents: step.coldRentCents, serviceChargeCents: step.serviceChargeCents, fromDay: dayNumber(step.validFrom), untilDay: next ? dayNumber(next.validFrom) - 1 : null };
    }),
  };
}

/**
 * The Soll for one month, or null when the contract does not run in it. Partial months are
 * pro rata by calendar days (days / days of that month); when the rent changes within the
 * month each part counts with its own amount. Each component is rounded once, half away
 * from zero: 650 € + 150 € from 15.01. → 17/31 → 356,45 € + 82,26 € = 438,71 €.
 */
export function chargeForMonth(contract: RentContract, year: number, month: number): MonthCharge | null {
  return preparedCharge(prepare(contract), year, month);
}

/** {@link chargeForMonth} of a contract prepared once for all its months. */
function preparedCharge(contract: PreparedContract, year: number, month: number): MonthCharge | null {
  const calendar = calendarMonth(year, month);
  const startsLater = contract.startDay > calendar.startDay;
  const endsEarlier = contract.endDay !== null && contract.endDay < calendar.endDay;
  const periodStartDay = startsLater ? contract.startDay : calendar.startDay;
  const periodEndDay = endsEarlier ? contract.endDay! : calendar.endDay;
  if (periodStartDay > periodEndDay) return null;
  if (contract.spans.length === 0) throw new RangeError("Ein Mietvertrag braucht mindestens einen Mietbetrag.");

  // Exact numerators (cents × days) summed over the rent steps; one rounding per component.
  let coldNumerator = 0;
  let serviceNumerator = 0;
  for (let i = 0; i < contract.spans.length; i++) {
    const step = contract.spans[i]!;
    const from = i === 0 || step.fromDay < periodStartDay ? periodStartDay : step.fromDay;
    const until = step.untilDay !== null && step.untilDay < periodEndDay ? step.untilDay : periodEndDay;
    if (from > until) continue;
    const days = until - from + 1;
    coldNumerator += step.coldRentCents * days;
    serviceNumerator += step.serviceChargeCents * days;
  }
  const coldRentCents = calendar.perDay(cents(coldNumerator));
  const serviceChargeCents = calendar.perDay(cents(serviceNumerator));
  const periodStart = startsLater ? contract.startDate : calendar.start;
  return {
    month: calendar.key,
    periodStart,
    periodEnd: endsEarlier ? contract.endDate! : calendar.end,
    days: periodEndDay - periodStartDay + 1,
    daysInMonth: calendar.days,
    dueDate: rentDueDate(periodStart),
    coldRentCents,
    serviceChargeCents,
    totalCents: addCents(coldRentCents, serviceChargeCents),
  };
}

/** The Soll of every month from `from` to `to` ("yyyy-MM", inclusive) in which the contract runs. */
export function chargesForMonths(contract: RentContract, from: string, to: string): MonthCharge[] {
  const prepared = prepare(contract);
  const out: MonthCharge[] = [];
  let [year, month] = from.split("-").map(Number) as [number, number];
  const [toYear, toMonth] = to.split("-").map(Number) as [number, number];
  while (year < toYear || (year === toYear && month <= toMonth)) {
    const charge = preparedCharge(prepared, year, month);
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
export type AllocationResult = { allocations: Allocation[]; creditCents: Cents };

const kindRank = new Map<OpenItemKind, number>(itemKinds.map((kind, i) => [kind, i]));

/**
 * §366(2) BGB: the oldest due date first, and within one due date the
 * Nebenkosten-Vorauszahlung before the Kaltmiete (it is the less secure claim: it can no
 * longer be demanded once the statement is due). The key last, so the order is total.
 */
export function compareOpenItems(a: OpenItem, b: OpenItem): number {
  if (a.dueDate !== b.dueDate) return a.dueDate < b.dueDate ? -1 : 1;
  return kindRank.get(a.kind)! - kindRank.get(b.kind)! || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/** A contract's open items, paid down by one payment after the other. */
export type OpenItems = {
  /** Adds an item (e.g. a chargeback owed again) at its place in the §366(2) order. */
  add(item: OpenItem): void;
  /** What is still open of an item; 0 for an unknown key. */
  openCents(key: string): Cents;
  /**
   * Allocates a payment: first to the items the tenant designated (§366(1)), in the order
   * given, then in the §366(2) order ({@link compareOpenItems}). What is left over is credit.
   */
  allocate(amount: Cents, designated?: readonly string[]): AllocationResult;
};

/**
 * The open items of a contract, kept in the §366(2) order once instead of sorting them for
 * each payment: replaying a tenancy's payments is then linear in payments + items. The list
 * works on the items it is given (and added): their `openCents` go down as payments are
 * allocated, so the caller can read them there.
 */
export function openItems(items: readonly OpenItem[]): OpenItems {
  const ordered = [...items].sort(compareOpenItems);
  // By key, for designations and `openCents`; built on first use, most replays need neither.
  let byKey: Map<string, OpenItem> | undefined;
  const itemOf = (key: string) => {
    byKey ??= new Map(ordered.map((i) => [i.key, i]));
    return byKey.get(key);
  };
  // Every item before `firstOpen` is settled. An open amount only ever goes down (a
  // chargeback is a new item), so the search for the oldest open item never looks back
  // except to an item added before it.
  let firstOpen = 0;
  return {
    add(item) {
      let low = 0;
      let high = ordered.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (compareOpenItems(ordered[mid]!, item) <= 0) low = mid + 1;
        else high = mid;
      }
      ordered.splice(low, 0, item);
      byKey?.set(item.key, item);
      if (low < firstOpen) firstOpen = low;
    },
    openCents: (key) => itemOf(key)?.openCents ?? ZERO_CENTS,
    allocate(amount, designated = []) {
      if (amount < 0) throw new RangeError("Eine Zahlung ist nicht negativ.");
      let left = amount;
      const allocations: Allocation[] = [];
      const take = (item: OpenItem) => {
        const part = minCents(left, item.openCents);
        allocations.push({ key: item.key, cents: part });
        item.openCents = subCents(item.openCents, part);
        left = subCents(left, part);
      };
      for (const key of designated) {
        if (left <= 0) break;
        const item = itemOf(key);
        if (item && item.openCents > 0) take(item);
      }
      // A designated item left open means the payment is used up; otherwise it is settled
      // and skipped below like every other settled item.
      while (left > 0 && firstOpen < ordered.length) {
        const item = ordered[firstOpen]!;
        if (item.openCents > 0) take(item);
        else firstOpen += 1;
      }
      return { allocations, creditCents: left };
    },
  };
}

/** Allocates one payment to a contract's open items (see {@link OpenItems.allocate}); the items are not changed. */
export function allocatePayment(amount: Cents, items: readonly OpenItem[], designated: readonly string[] = []): AllocationResult {
  if (amount < 0) throw new RangeError("Eine Zahlung ist nicht negativ.");
  return openItems(items.map((i) => ({ key: i.key, dueDate: i.dueDate, kind: i.kind, openCents: i.openCents }))).allocate(amount, designated);
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
