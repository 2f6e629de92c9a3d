// The tenant account (Mieterkonto) of one contract: Soll per month, the payments (Ist)
// allocated to it per §366 BGB, what is open, paid, overdue, and the running balance.
// Computed from the contract, its rent history and its payments on every read, so a new
// month appears without a write and nothing can drift (docs/decisions/0012-rent-roll-ledger.md).
import { addDays, daysBetween, type IsoDate } from "@/core/dates";
import { addCents, cents, subCents, sumCents, ZERO_CENTS, type Cents } from "@/core/money";
import { rentStepInForce } from "./rent";
import { arrearsState, chargesForMonths, openItems, type ArrearsState, type MonthCharge, type OpenItem, type RentContract } from "./rent-roll";

/** A payment of the tenant for this contract: the sum of its booking's rent and NK lines (negative: a refund or chargeback). */
export type AccountPayment = {
  bookingId: string;
  number: string;
  paymentDate: IsoDate;
  amountCents: Cents;
  /** §366(1): the month ("yyyy-MM") the tenant named, or the user's re-allocation. */
  designatedMonth: string | null;
};

/** Balance on the first day of `month` ("yyyy-MM"), for landlords who start mid-tenancy: > 0 the tenant owes, < 0 credit. */
export type OpeningBalance = { month: string; cents: Cents };

export type MonthStatus = "paid" | "partial" | "open" | "overdue";

export type AccountMonth = MonthCharge & {
  paidServiceChargeCents: Cents;
  paidColdRentCents: Cents;
  paidCents: Cents;
  openCents: Cents;
  status: MonthStatus;
  /** Days since the due date while something is open and the date has passed, else 0. */
  daysOverdue: number;
};

export type AccountEntry = {
  date: IsoDate;
  kind: "opening" | "charge" | "payment";
  /** "yyyy-MM" of a charge, the booking's number of a payment. */
  reference: string;
  bookingId: string | null;
  /** What the tenant owes more (charge) or less (payment, as a negative number). */
  amountCents: Cents;
  balanceCents: Cents;
};

export type TenantAccount = {
  months: AccountMonth[];
  /** Open of the opening balance (0 when paid or none). */
  openingOpenCents: Cents;
  /** What was paid beyond every charge up to the last month shown. */
  creditCents: Cents;
  /** Soll − Ist over everything shown: > 0 the tenant owes, < 0 credit. */
  balanceCents: Cents;
  /** Open amounts whose due date has passed. */
  arrears: ArrearsState;
  entries: AccountEntry[];
};

const OPENING_KEY = "opening";
/** The open item of one month's Kaltmiete or Nebenkosten-Vorauszahlung. */
const itemKey = (month: string, kind: "service_charge" | "cold_rent") => `${month}:${kind}`;
const monthOf = (date: IsoDate) => date.slice(0, 7);
const firstOfMonth = (month: string): IsoDate => `${month}-01`;
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export type AccountInput = {
  contract: RentContract;
  openingBalance: OpeningBalance | null;
  payments: readonly AccountPayment[];
  /** The last month to charge ("yyyy-MM"); later months are not due yet and not shown. */
  untilMonth: string;
  today: IsoDate;
};

/**
 * The account from the contract's start (or the opening balance's month, when later) up
 * to `untilMonth`. Every payment, in the order of its date, goes first to the month its
 * booking designates, then to the oldest open item, within one due date the
 * Nebenkosten-Vorauszahlung before the Kaltmiete (§366(2), decision 0006); what is left
 * over is credit. A negative payment (refund, chargeback) is owed again from its date.
 */
export function tenantAccount({ contract, openingBalance, payments, untilMonth, today }: AccountInput): TenantAccount {
  const fromMonth = openingBalance && openingBalance.month > monthOf(contract.startDate) ? openingBalance.month : monthOf(contract.startDate);
  const charges = fromMonth <= untilMonth ? chargesForMonths(contract, fromMonth, untilMonth) : [];

  const openingDue = openingBalance ? addDays(firstOfMonth(openingBalance.month), -1) : null;
  let opening: OpenItem | null = null;
  let credit = ZERO_CENTS;
  if (openingBalance && openingDue) {
    if (openingBalance.cents > 0) opening = { key: OPENING_KEY, dueDate: openingDue, kind: "other", openCents: openingBalance.cents };
    else credit = cents(-openingBalance.cents);
  }
  // Each month's two items, read again below once every payment is allocated to them.
  const serviceItems: OpenItem[] = [];
  const coldItems: OpenItem[] = [];
  for (const c of charges) {
    serviceItems.push({ key: itemKey(c.month, "service_charge"), dueDate: c.dueDate, kind: "service_charge", openCents: c.serviceChargeCents });
    coldItems.push({ key: itemKey(c.month, "cold_rent"), dueDate: c.dueDate, kind: "cold_rent", openCents: c.coldRentCents });
  }
  const open = openItems([...(opening ? [opening] : []), ...serviceItems, ...coldItems]);
  const refunds: OpenItem[] = [];

  const sorted = [...payments].sort((a, b) => compare(a.paymentDate, b.paymentDate) || compare(a.number, b.number));
  const spend = (amount: Cents, designatedMonth: string | null) =>
    open.allocate(amount, designatedMonth ? [itemKey(designatedMonth, "service_charge"), itemKey(designatedMonth, "cold_rent")] : []).creditCents;
  // An opening credit is spent like a payment made before everything else.
  if (credit > 0) credit = spend(credit, null);
  for (const p of sorted) {
    if (p.amountCents > 0) {
      credit = addCents(credit, spend(p.amountCents, p.designatedMonth));
    } else if (p.amountCents < 0) {
      // A refund first uses up credit; the rest is owed again from the payment's date.
      const owed = cents(-p.amountCents);
      const fromCredit = owed < credit ? owed : credit;
      credit = subCents(credit, fromCredit);
      const rest = subCents(owed, fromCredit);
      if (rest > 0) {
        const refund: OpenItem = { key: `refund:${p.bookingId}`, dueDate: p.paymentDate, kind: "other", openCents: rest };
        open.add(refund);
        refunds.push(refund);
        // Credit paid later can now settle it.
      }
    }
    // Credit left from earlier payments settles items that appeared since.
    if (credit > 0) credit = spend(credit, null);
  }

  const months: AccountMonth[] = charges.map((c, i) => {
    const openService = serviceItems[i]!.openCents;
    const openCold = coldItems[i]!.openCents;
    const paidServiceChargeCents = subCents(c.serviceChargeCents, openService);
    const paidColdRentCents = subCents(c.coldRentCents, openCold);
    const paidCents = addCents(paidServiceChargeCents, paidColdRentCents);
    const openCents = addCents(openService, openCold);
    const overdue = openCents > 0 && c.dueDate < today;
    const status: MonthStatus = openCents === 0 ? "paid" : overdue ? "overdue" : paidCents > 0 ? "partial" : "open";
    const daysOverdue = overdue ? daysBetween(c.dueDate, today) : 0;
    // Every field spelt out rather than `{ ...c, … }`: the spread was the replay's slowest step.
    return {
      month: c.month,
      periodStart: c.periodStart,
      periodEnd: c.periodEnd,
      days: c.days,
      daysInMonth: c.daysInMonth,
      dueDate: c.dueDate,
      coldRentCents: c.coldRentCents,
      serviceChargeCents: c.serviceChargeCents,
      totalCents: c.totalCents,
      paidServiceChargeCents,
      paidColdRentCents,
      paidCents,
      openCents,
      status,
      daysOverdue,
    };
  });

  const dueMonths = [
    ...(opening && opening.openCents > 0 ? [{ dueDate: opening.dueDate, openCents: opening.openCents }] : []),
    ...refunds.map((i) => ({ dueDate: i.dueDate, openCents: i.openCents })),
    ...months.map((m) => ({ dueDate: m.dueDate, openCents: m.openCents })),
  ];
  const lastStep = rentStepInForce(contract.steps, today);
  const monthlyRent = addCents(lastStep.coldRentCents, lastStep.serviceChargeCents);

  // The balance is the sum of the statement's amounts, whatever their order.
  let balanceCents = openingBalance && openingDue ? openingBalance.cents : ZERO_CENTS;
  for (const c of charges) balanceCents = addCents(balanceCents, c.totalCents);
  for (const p of sorted) balanceCents = subCents(balanceCents, p.amountCents);
  let entries: AccountEntry[] | undefined;
  return {
    months,
    openingOpenCents: opening ? opening.openCents : ZERO_CENTS,
    creditCents: credit,
    balanceCents,
    arrears: arrearsState(dueMonths, monthlyRent, today),
    // Sorted into a statement on first read only: the rent roll and the open items never read it.
    get entries() {
      entries ??= accountEntries(openingBalance, openingDue, charges, sorted);
      return entries;
    },
  };
}

/** The account as a statement: charges on their due dates, payments on theirs, with the running balance. */
function accountEntries(openingBalance: OpeningBalance | null, openingDue: IsoDate | null, charges: readonly MonthCharge[], payments: readonly AccountPayment[]): AccountEntry[] {
  const raw: Omit<AccountEntry, "balanceCents">[] = [
    ...(openingBalance && openingDue ? [{ date: openingDue, kind: "opening" as const, reference: openingBalance.month, bookingId: null, amountCents: openingBalance.cents }] : []),
    ...charges.map((c) => ({ date: c.dueDate, kind: "charge" as const, reference: c.month, bookingId: null, amountCents: c.totalCents })),
    ...payments.map((p) => ({ date: p.paymentDate, kind: "payment" as const, reference: p.number, bookingId: p.bookingId, amountCents: cents(-p.amountCents) })),
  ];
  const order = { opening: 0, charge: 1, payment: 2 } as const;
  raw.sort((a, b) => compare(a.date, b.date) || order[a.kind] - order[b.kind] || compare(a.reference, b.reference));
  let balance = ZERO_CENTS;
  return raw.map((e) => {
    balance = addCents(balance, e.amountCents);
    return { date: e.date, kind: e.kind, reference: e.reference, bookingId: e.bookingId, amountCents: e.amountCents, balanceCents: balance };
  });
}

/** Sum of what is open and overdue on `today` over several accounts (dashboard "Offene Posten"). */
export const totalArrears = (accounts: readonly TenantAccount[]): Cents => sumCents(accounts.map((a) => a.arrears.arrearsCents));
