import { and, desc, eq, gte, isNull, lte, or } from "drizzle-orm";
import { addCents, cents, sumCents, ZERO_CENTS, type Cents } from "@/core/money";
import { daysBetween, endOfMonth, monthKeysBetween, today as todayIso } from "@/core/dates";
import type { ArrearsState } from "@/domain/rent-roll";
import { overdueSettlements } from "@/domain/tenant-account";
import type { AccountPaymentInfo, ArrearsWarning, OpenItemDto, RentRollCell, RentRollDto, RentRollRow, ReminderDto, TenantAccountDto } from "@/shared/rent-roll-types";
import type { RentRollQuery } from "@/shared/schemas/rent-roll";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { paymentReminders, rentalContracts, units } from "@/server/db/schema";
import { notFound } from "@/server/http/errors";
import { CONTRACT } from "@/server/features/contracts";
import { bookingStates } from "@/server/features/bookings";
import { accountSummaries } from "./account-cache";
import { accountOf, loadContractRows, loadContractSources, type ContractRow, type ContractSource } from "./account-source";

type Ctx = { db: Db; actor: Actor };

const currentMonth = (day: string) => day.slice(0, 7);


export const arrearsWarning = (a: ArrearsState): ArrearsWarning => (a.twoMonthsRent ? "two_months" : a.consecutiveDates ? "consecutive" : "none");

const refOf = (s: ContractRow) => ({
  contractId: s.contractId,
  tenantId: s.tenantId,
  tenantName: s.tenantName,
  propertyId: s.propertyId,
  propertyName: s.propertyName,
  unitId: s.unitId,
  unitCode: s.unitCode,
  roomCode: s.roomCode,
});

/** GET /rent-roll: month × contract matrix of the range, for the portfolio or one property. */
export async function getRentRoll({ db, actor, query }: Ctx & { query: RentRollQuery }): Promise<RentRollDto> {
  authorize(actor, "read");
  const day = todayIso();
  const months = monthKeysBetween(query.from, query.to);
  const rangeStart = `${query.from}-01`;
  const rangeEnd = endOfMonth(`${query.to}-01`);
  const contracts = await loadContractRows(
    db,
    actor.workspaceId,
    and(
      lte(rentalContracts.startDate, rangeEnd),
      or(isNull(rentalContracts.endDate), gte(rentalContracts.endDate, rangeStart)),
      query.propertyId ? eq(units.propertyId, query.propertyId) : undefined,
    ),
  );
  const accounts = await accountSummaries(db, actor.workspaceId, contracts, query.to, day);
  const totals = months.map((month) => ({ month, sollCents: ZERO_CENTS, paidCents: ZERO_CENTS, openCents: ZERO_CENTS }));
  const monthIndex = new Map(months.map((month, i) => [month, i]));
  // Every contract counts for the totals; only the requested page's rows are built.
  const start = (query.page - 1) * query.pageSize;
  const end = start + query.pageSize;
  const rows: RentRollRow[] = [];
  contracts.forEach((s, index) => {
    const account = accounts[index]!;
    const onPage = index >= start && index < end;
    const cells: Array<RentRollCell | null> = onPage ? months.map(() => null) : [];
    for (const m of account.months) {
      const i = monthIndex.get(m.month);
      if (i === undefined) continue;
      const t = totals[i]!;
      t.sollCents = cents(t.sollCents + m.totalCents);
      t.paidCents = cents(t.paidCents + m.paidCents);
      t.openCents = cents(t.openCents + m.openCents);
      if (onPage) cells[i] = { month: m.month, dueDate: m.dueDate, sollCents: m.totalCents, paidCents: m.paidCents, openCents: m.openCents, status: m.status, daysOverdue: m.daysOverdue };
    }
    if (onPage) {
      rows.push({
        ...refOf(s),
        cells,
        arrearsCents: account.arrears.arrearsCents,
        daysOverdue: account.arrears.daysOverdue,
        warning: arrearsWarning(account.arrears),
        settlementOpenCents: sumCents(account.settlements.map((x) => x.openCents)),
        creditCents: account.creditCents,
      });
    }
  });
  return { months, rows, totals, total: contracts.length, page: query.page, pageSize: query.pageSize };
}

export async function loadSource(db: Db, workspaceId: string, contractId: string, options: { paymentsUntil?: string } = {}): Promise<ContractSource> {
  const [source] = await loadContractSources(db, workspaceId, eq(rentalContracts.id, contractId), options);
  if (!source) throw notFound(CONTRACT);
  return source;
}

export const reminderDto = (r: typeof paymentReminders.$inferSelect): ReminderDto => ({
  id: r.id,
  level: r.level,
  sentOn: r.sentOn,
  openCents: cents(r.openCents),
  paymentDeadline: r.paymentDeadline,
  createdAt: r.createdAt.toISOString(),
});

/** GET /contracts/:id/account: the Mieterkonto from the start (or the opening balance) to the current month. */
export async function getTenantAccount({ db, actor, contractId }: Ctx & { contractId: string }): Promise<TenantAccountDto> {
  authorize(actor, "read");
  const day = todayIso();
  const source = await loadSource(db, actor.workspaceId, contractId);
  const account = accountOf(source, currentMonth(day), day);
  const reminders = await db
    .select()
    .from(paymentReminders)
    .where(and(eq(paymentReminders.workspaceId, actor.workspaceId), eq(paymentReminders.contractId, contractId)))
    .orderBy(desc(paymentReminders.sentOn), desc(paymentReminders.createdAt));
  const states = await bookingStates(db, actor.workspaceId, source.payments.map((p) => p.bookingId));
  const paymentInfo = new Map<string, AccountPaymentInfo>();
  for (const p of source.payments) {
    const state = states.get(p.bookingId);
    if (state) paymentInfo.set(p.bookingId, { version: state.version, designatedMonth: p.designatedMonth, reversed: state.reversed });
  }
  return {
    contract: { ...refOf(source), startDate: source.startDate, endDate: source.endDate, version: source.version },
    openingBalance: source.openingBalance,
    rentSteps: source.steps,
    months: account.months.map((m) => ({ ...m, sollCents: m.totalCents })),
    entries: account.entries.map((e) => ({ ...e, payment: e.bookingId ? paymentInfo.get(e.bookingId) ?? null : null })),
    balanceCents: account.balanceCents,
    creditCents: account.creditCents,
    arrears: { arrearsCents: account.arrears.arrearsCents, daysOverdue: account.arrears.daysOverdue, warning: arrearsWarning(account.arrears) },
    settlements: account.settlements,
    reminders: reminders.map(reminderDto),
  };
}

/** GET /open-items: every contract with overdue rent today, the largest arrears first. */
export async function listOpenItems({ db, actor }: Ctx): Promise<{ items: OpenItemDto[]; totalCents: Cents }> {
  authorize(actor, "read");
  const day = todayIso();
  // Contracts that have started; an ended one can still owe.
  const contracts = await loadContractRows(db, actor.workspaceId, lte(rentalContracts.startDate, day));
  const accounts = await accountSummaries(db, actor.workspaceId, contracts, currentMonth(day), day);
  const items: OpenItemDto[] = [];
  for (const [index, s] of contracts.entries()) {
    const account = accounts[index]!;
    // A Nachzahlung past its due date is open too (not in the § 543 warning): in the sum and the oldest date.
    const overdue = overdueSettlements(account.settlements, day);
    const settlementCents = sumCents(overdue.map((x) => x.openCents));
    const arrearsCents = addCents(account.arrears.arrearsCents, settlementCents);
    if (arrearsCents <= 0) continue;
    const oldestSettlement = overdue.map((x) => x.dueDate).sort()[0];
    const oldestMonth = account.months.find((m) => m.status === "overdue")?.dueDate;
    items.push({
      ...refOf(s),
      arrearsCents,
      settlementCents,
      daysOverdue: Math.max(account.arrears.daysOverdue, oldestSettlement ? daysBetween(oldestSettlement, day) : 0),
      warning: arrearsWarning(account.arrears),
      oldestDueDate: [oldestMonth, oldestSettlement].filter((d) => d !== undefined).sort()[0] ?? null,
    });
  }
  items.sort((a, b) => b.arrearsCents - a.arrearsCents || a.tenantName.localeCompare(b.tenantName, "de"));
  return { items, totalCents: sumCents(items.map((i) => i.arrearsCents)) };
}

