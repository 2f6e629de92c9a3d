// API answers of the rent roll (issue 14): Soll/Ist per contract and month, the tenant
// account, open items and reminders. Money is integer cents, months "yyyy-MM", dates 'yyyy-MM-dd'.
import type { Cents } from "@/core/money";
import type { RentChangeReason } from "./enums";

/** paid: nothing open; partial: paid in part, not yet overdue; open: nothing paid, not yet overdue; overdue: open after the due date. */
export type RentMonthStatus = "paid" | "partial" | "open" | "overdue";

/** §543(2) Nr. 3 BGB: a) two consecutive due dates above one month's rent, b) two months' rent over a longer time. */
export type ArrearsWarning = "none" | "consecutive" | "two_months";

export type RentRollCell = {
  month: string;
  dueDate: string;
  sollCents: Cents;
  paidCents: Cents;
  openCents: Cents;
  status: RentMonthStatus;
  daysOverdue: number;
};

export type ContractRef = {
  contractId: string;
  tenantId: string;
  tenantName: string;
  propertyId: string;
  propertyName: string;
  unitId: string;
  unitCode: string;
  roomCode: string | null;
};

export type RentRollRow = ContractRef & {
  /** One per month of the range; null where the contract does not run. */
  cells: (RentRollCell | null)[];
  /** Open and overdue rent today, over the whole tenancy. */
  arrearsCents: Cents;
  daysOverdue: number;
  warning: ArrearsWarning;
  /** Back-payments of sent Nebenkostenabrechnungen still open (due or not). */
  settlementOpenCents: Cents;
  /** Paid beyond everything charged so far (e.g. a statement's Guthaben not yet paid out or used). */
  creditCents: Cents;
};

/** GET /rent-roll?from=yyyy-MM&to=yyyy-MM&propertyId=…&page&pageSize */
export type RentRollDto = {
  months: string[];
  rows: RentRollRow[];
  /** Per month over all contracts of the filter, not only this page. */
  totals: { month: string; sollCents: Cents; paidCents: Cents; openCents: Cents }[];
  total: number;
  page: number;
  pageSize: number;
};

export type RentStepDto = {
  /** null for the contract's own rent (from its start). */
  id: string | null;
  version: number | null;
  validFrom: string;
  coldRentCents: Cents;
  serviceChargeCents: Cents;
  reason: RentChangeReason;
  note: string;
};

export type AccountMonthDto = RentRollCell & {
  periodStart: string;
  periodEnd: string;
  days: number;
  daysInMonth: number;
  coldRentCents: Cents;
  serviceChargeCents: Cents;
  paidColdRentCents: Cents;
  paidServiceChargeCents: Cents;
  /** NK-Vorauszahlung closed unpaid by a Nebenkostenabrechnung: its balance holds the claim. */
  settledServiceChargeCents: Cents;
};

/** A payment entry's booking, as re-allocating it by hand needs it (PATCH /contracts/:id/payments/:bookingId). */
export type AccountPaymentInfo = {
  /** The booking's version, to send with the re-allocation. */
  version: number;
  /** "yyyy-MM" the payment is designated for (tenant's Verwendungszweck or by hand); null: oldest first (§366(2) BGB). */
  designatedMonth: string | null;
  /** Half of a reversed pair (reversed, or the counter-booking): it cannot be changed. */
  reversed: boolean;
};

export type AccountEntryDto = {
  date: string;
  /** settlement: a Nebenkostenabrechnung's balance; settlement_offset: the period's unpaid prepayments it closes. */
  kind: "opening" | "charge" | "payment" | "settlement" | "settlement_offset";
  reference: string;
  bookingId: string | null;
  amountCents: Cents;
  balanceCents: Cents;
  /** Set on payments, null on charges and the opening balance. */
  payment: AccountPaymentInfo | null;
};

/** Index = level: 0 Zahlungserinnerung, 1 1. Mahnung, 2 2. Mahnung (the letter's title and the dialog's choice). */
export const reminderLevelLabels = ["Zahlungserinnerung", "1. Mahnung", "2. Mahnung"] as const;

export type ReminderDto = { id: string; level: number; sentOn: string; openCents: Cents; paymentDeadline: string; createdAt: string };

/** GET /contracts/:id/account */
export type TenantAccountDto = {
  contract: ContractRef & { startDate: string; endDate: string | null; version: number };
  openingBalance: { month: string; cents: Cents } | null;
  rentSteps: RentStepDto[];
  months: AccountMonthDto[];
  entries: AccountEntryDto[];
  balanceCents: Cents;
  creditCents: Cents;
  arrears: { arrearsCents: Cents; daysOverdue: number; warning: ArrearsWarning };
  /** Sent Nebenkostenabrechnungen, oldest first: the claim (> 0 Nachzahlung, < 0 Guthaben) and what is open of it. */
  settlements: { id: string; periodStart: string; periodEnd: string; dueDate: string; claimCents: Cents; openCents: Cents }[];
  reminders: ReminderDto[];
};

/** GET /open-items: contracts with overdue rent, most first. */
export type OpenItemDto = ContractRef & {
  /** Everything overdue: rent and, from sent Nebenkostenabrechnungen, Nachzahlungen past their due date. */
  arrearsCents: Cents;
  /** The part of `arrearsCents` that is Nachzahlungen (no rent: not in the § 543 warnings). */
  settlementCents: Cents;
  daysOverdue: number;
  warning: ArrearsWarning;
  oldestDueDate: string | null;
};
