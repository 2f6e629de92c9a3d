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
  /** Booked as "Nebenkosten-Nachzahlung / -Erstattung": it pays the statements' back-payments first (§366(1)). */
  designatesSettlement?: boolean;
};

/**
 * The result of a Nebenkostenabrechnung for this contract, from the day it was sent
 * (docs/decisions/0027-settlement-in-tenant-account.md). The statement deducted what the tenant
 * paid on the period's NK-Vorauszahlungen, so what it found unpaid is part of its balance: those
 * prepayments are closed by it, never claimed twice.
 */
export type AccountSettlement = {
  id: string;
  periodStart: IsoDate;
  periodEnd: IsoDate;
  /** The dispatch date: from then on the balance is owed or credited. */
  date: IsoDate;
  /** When a back-payment falls due (dispatch + the statement's payment term). */
  dueDate: IsoDate;
  /** The balance as far as it can be claimed: > 0 Nachzahlung, < 0 Guthaben. */
  claimCents: Cents;
  /** The period's NK-Vorauszahlungen the statement found unpaid (Soll − Ist), closed by it. */
  writeOffCents: Cents;
};

/** A settlement as the account shows it: its back-payment and what of it is still open. */
export type SettlementState = { id: string; periodStart: IsoDate; periodEnd: IsoDate; dueDate: IsoDate; claimCents: Cents; openCents: Cents };

/** Balance on the first day of `month` ("yyyy-MM"), for landlords who start mid-tenancy: > 0 the tenant owes, < 0 credit. */
export type OpeningBalance = { month: string; cents: Cents };

export type MonthStatus = "paid" | "partial" | "open" | "overdue";

export type AccountMonth = MonthCharge & {
  paidServiceChargeCents: Cents;
  paidColdRentCents: Cents;
  paidCents: Cents;
  openCents: Cents;
  /** Of the NK-Vorauszahlung: closed by a Nebenkostenabrechnung unpaid (its balance holds it). */
  settledServiceChargeCents: Cents;
  status: MonthStatus;
  /** Days since the due date while something is open and the date has passed, else 0. */
  daysOverdue: number;
};

export type AccountEntry = {
  date: IsoDate;
  /** settlement: a statement's balance; settlement_offset: the period's unpaid prepayments it closes. */
  kind: "opening" | "charge" | "payment" | "settlement" | "settlement_offset";
  /** "yyyy-MM" of a charge, the booking's number of a payment, "start/end" of a statement's period. */
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
  /** Open amounts of rent whose due date has passed (a statement's back-payment is no rent in § 543 BGB). */
  arrears: ArrearsState;
  /** The Nebenkostenabrechnungen sent, oldest first. */
  settlements: SettlementState[];
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
  settlements?: readonly AccountSettlement[];
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
export function tenantAccount({ contract, openingBalance, payments, settlements = [], untilMonth, today }: AccountInput): TenantAccount {
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
  const settledService: Cents[] = charges.map(() => ZERO_CENTS);
  const settlementItems: OpenItem[] = [];

  const sorted = [...payments].sort((a, b) => compare(a.paymentDate, b.paymentDate) || compare(a.number, b.number));
  const settlementsByDate = [...settlements].sort((a, b) => compare(a.date, b.date) || compare(a.id, b.id));
  const designation = (p: Pick<AccountPayment, "designatedMonth" | "designatesSettlement"> | null): string[] => {
    const keys = p?.designatesSettlement ? settlementItems.map((i) => i.key) : [];
    if (p?.designatedMonth) keys.push(itemKey(p.designatedMonth, "service_charge"), itemKey(p.designatedMonth, "cold_rent"));
    return keys;
  };
  const spend = (amount: Cents, payment: Pick<AccountPayment, "designatedMonth" | "designatesSettlement"> | null) => open.allocate(amount, designation(payment)).creditCents;
  // A statement closes the period's prepayments it found unpaid, then its balance is owed
  // (an open item due on its due date) or credited. Where the prepayments are less open than
  // the statement saw (a payment entered after it), the tenant paid that much more: credit.
  const settle = (s: AccountSettlement) => {
    const first = monthOf(s.periodStart);
    const last = monthOf(s.periodEnd);
    let left = s.writeOffCents;
    for (let i = 0; i < charges.length && left > 0; i++) {
      const month = charges[i]!.month;
      if (month < first || month > last) continue;
      const item = serviceItems[i]!;
      const part = left < item.openCents ? left : item.openCents;
      item.openCents = subCents(item.openCents, part);
      settledService[i] = addCents(settledService[i]!, part);
      left = subCents(left, part);
    }
    credit = addCents(credit, left);
    if (s.claimCents > 0) {
      const item: OpenItem = { key: `settlement:${s.id}`, dueDate: s.dueDate, kind: "other", openCents: s.claimCents };
      open.add(item);
      settlementItems.push(item);
    } else if (s.claimCents < 0) {
      credit = addCents(credit, cents(-s.claimCents));
    }
  };
  let nextSettlement = 0;
  const settleUntil = (date: IsoDate | null) => {
    while (nextSettlement < settlementsByDate.length && (date === null || settlementsByDate[nextSettlement]!.date <= date)) settle(settlementsByDate[nextSettlement++]!);
  };
  // An opening credit is spent like a payment made before everything else.
  if (credit > 0) credit = spend(credit, null);
  for (const p of sorted) {
    // A statement sent on a payment's day counts first: the payment may be meant for it.
    settleUntil(p.paymentDate);
    if (p.amountCents > 0) {
      credit = addCents(credit, spend(p.amountCents, p));
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
  settleUntil(null);
  if (credit > 0) credit = spend(credit, null);

  const months: AccountMonth[] = charges.map((c, i) => {
    const openService = serviceItems[i]!.openCents;
    const openCold = coldItems[i]!.openCents;
    const settledServiceChargeCents = settledService[i]!;
    const paidServiceChargeCents = subCents(subCents(c.serviceChargeCents, openService), settledServiceChargeCents);
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
      settledServiceChargeCents,
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
  for (const s of settlementsByDate) balanceCents = subCents(addCents(balanceCents, s.claimCents), s.writeOffCents);
  let settlementIndex = 0;
  const settlementStates: SettlementState[] = settlementsByDate.map((s) => {
    const item = s.claimCents > 0 ? settlementItems[settlementIndex++]! : null;
    return { id: s.id, periodStart: s.periodStart, periodEnd: s.periodEnd, dueDate: s.dueDate, claimCents: s.claimCents, openCents: item ? item.openCents : ZERO_CENTS };
  });
  let entries: AccountEntry[] | undefined;
  return {
    months,
    openingOpenCents: opening ? opening.openCents : ZERO_CENTS,
    creditCents: credit,
    balanceCents,
    arrears: arrearsState(dueMonths, monthlyRent, today),
    settlements: settlementStates,
    // Sorted into a statement on first read only: the rent roll and the open items never read it.
    get entries() {
      entries ??= accountEntries(openingBalance, openingDue, charges, sorted, settlementsByDate);
      return entries;
    },
  };
}

/** The account as a statement: charges on their due dates, payments on theirs, with the running balance. */
function accountEntries(
  openingBalance: OpeningBalance | null,
  openingDue: IsoDate | null,
  charges: readonly MonthCharge[],
  payments: readonly AccountPayment[],
  settlements: readonly AccountSettlement[],
): AccountEntry[] {
  const raw: Omit<AccountEntry, "balanceCents">[] = [
    ...(openingBalance && openingDue ? [{ date: openingDue, kind: "opening" as const, reference: openingBalance.month, bookingId: null, amountCents: openingBalance.cents }] : []),
    ...charges.map((c) => ({ date: c.dueDate, kind: "charge" as const, reference: c.month, bookingId: null, amountCents: c.totalCents })),
    ...payments.map((p) => ({ date: p.paymentDate, kind: "payment" as const, reference: p.number, bookingId: p.bookingId, amountCents: cents(-p.amountCents) })),
  ];
  for (const s of settlements) {
    const reference = `${s.periodStart}/${s.periodEnd}`;
    raw.push({ date: s.date, kind: "settlement", reference, bookingId: null, amountCents: s.claimCents });
    if (s.writeOffCents > 0) raw.push({ date: s.date, kind: "settlement_offset", reference, bookingId: null, amountCents: cents(-s.writeOffCents) });
  }
  const order = { opening: 0, charge: 1, settlement: 2, settlement_offset: 3, payment: 4 } as const;
  raw.sort((a, b) => compare(a.date, b.date) || order[a.kind] - order[b.kind] || compare(a.reference, b.reference));
  let balance = ZERO_CENTS;
  return raw.map((e) => {
    balance = addCents(balance, e.amountCents);
    return { date: e.date, kind: e.kind, reference: e.reference, bookingId: e.bookingId, amountCents: e.amountCents, balanceCents: balance };
  });
}

/**
 * The Nachzahlungen of sent statements still open after their due date on `day`. Owed like
 * rent (open items, reminders) but no rent: the § 543 warnings (arrearsState) leave them out.
 */
export const overdueSettlements = <T extends Pick<SettlementState, "dueDate" | "openCents">>(settlements: readonly T[], day: IsoDate): T[] =>
  settlements.filter((s) => s.openCents > 0 && s.dueDate < day);

/** Sum of what is open and overdue on `today` over several accounts (dashboard "Offene Posten"). */
export const totalArrears = (accounts: readonly TenantAccount[]): Cents => sumCents(accounts.map((a) => a.arrears.arrearsCents));
