import { and, asc, eq, inArray } from "drizzle-orm";
import {
  balanceAt,
  balanceAtFixationEnd,
  buildAnnuitySchedule,
  isDisbursed,
  summarizeFinancing,
  yearsUntil,
  type AnnuityLoan,
  type FinancialMetrics,
  type FinancingInput,
} from "@/domain/loans";
import { today, type IsoDate } from "@/core/dates";
import { cents, centsOrNull, ZERO_CENTS } from "@/core/money";
import { rateMilli, rateToDecimal } from "@/core/rate";
import type {
  FinancialMetricsDto,
  FinancingOverviewDto,
  LoanDto,
  LoanScheduleDto,
  LoanSummary,
  PropertyLoansDto,
} from "@/shared/loan-types";
import { rateOf, toAnnuityLoan, type LoanInput, type LoanUpdateInput } from "@/shared/schemas/loans";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { loans, loanSpecialRepayments, properties } from "@/server/db/schema";
import { deleteOwned, updateVersioned } from "@/server/db/versioned";
import { findOwnedProperty } from "@/server/features/properties";
import { notFound } from "@/server/http/errors";

type Ctx = { db: Db; actor: Actor };
type LoanRow = typeof loans.$inferSelect;
type SpecialRow = typeof loanSpecialRepayments.$inferSelect;

// The routes check path ids with idParam, so every id here is a well-formed UUID.
export const LOAN = "Die Finanzierung";

// ---------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------

async function findProperty(db: Db, actor: Actor, propertyId: string) {
  const { id, name } = await findOwnedProperty(db, actor.workspaceId, propertyId);
  return { id, name };
}

export async function findLoanRow(db: Db, actor: Actor, loanId: string): Promise<LoanRow> {
  const [row] = await db
    .select()
    .from(loans)
    .where(and(eq(loans.id, loanId), eq(loans.workspaceId, actor.workspaceId)));
  if (!row) throw notFound(LOAN);
  return row;
}

export async function specialsByLoan(db: Db, actor: Actor, loanIds: string[]): Promise<Map<string, SpecialRow[]>> {
  const byLoan = new Map<string, SpecialRow[]>(loanIds.map((id) => [id, []]));
  if (loanIds.length === 0) return byLoan;
  const rows = await db
    .select()
    .from(loanSpecialRepayments)
    .where(and(eq(loanSpecialRepayments.workspaceId, actor.workspaceId), inArray(loanSpecialRepayments.loanId, loanIds)))
    .orderBy(asc(loanSpecialRepayments.date), asc(loanSpecialRepayments.id));
  for (const row of rows) byLoan.get(row.loanId)?.push(row);
  return byLoan;
}

/** Stored thousandths of a percent → the API's decimal text ("7.612"). */
const rateText = (milli: number) => rateToDecimal(rateMilli(milli));

/** The stored row in the domain's terms. */
export function toDomain(row: LoanRow, specials: SpecialRow[]): AnnuityLoan {
  return toAnnuityLoan({
    amountCents: row.amountCents,
    disbursementDate: row.disbursementDate,
    interestRatePercent: rateText(row.interestRateMilli),
    repaymentKind: row.repaymentKind,
    initialRepaymentPercent: row.initialRepaymentMilli === null ? null : rateText(row.initialRepaymentMilli),
    monthlyPaymentCents: row.monthlyPaymentCents,
    fixationEndDate: row.fixationEndDate,
    specialRepayments: specials.map((s) => ({ date: s.date, amountCents: s.amountCents })),
  });
}

function summarizeLoan(loan: AnnuityLoan, asOf: IsoDate): LoanSummary {
  const schedule = buildAnnuitySchedule(loan);
  // Not paid out yet: no debt and no payment today (it shows "ab MM.JJJJ").
  const disbursed = isDisbursed(loan, asOf);
  const remaining = disbursed ? balanceAt(loan, asOf) : ZERO_CENTS;
  const fixationEnd = loan.fixationEndDate ?? null;
  return {
    disbursed,
    monthlyPaymentCents: schedule.monthlyPayment,
    currentMonthlyPaymentCents: disbursed && remaining > 0 ? schedule.monthlyPayment : ZERO_CENTS,
    remainingDebtCents: remaining,
    balanceAtFixationEndCents: balanceAtFixationEnd(loan),
    fixationYearsLeft: fixationEnd && fixationEnd >= asOf ? yearsUntil(fixationEnd, asOf) : null,
    totalInterestCents: schedule.totalInterest,
    payoffDate: schedule.payoffDate,
    termMonths: schedule.rows.length,
  };
}

function toDto(row: LoanRow, specials: SpecialRow[], asOf: IsoDate): LoanDto {
  return {
    id: row.id,
    version: row.version,
    propertyId: row.propertyId,
    lender: row.lender,
    amountCents: cents(row.amountCents),
    disbursementDate: row.disbursementDate,
    interestRatePercent: rateText(row.interestRateMilli),
    repaymentKind: row.repaymentKind,
    initialRepaymentPercent: row.initialRepaymentMilli === null ? null : rateText(row.initialRepaymentMilli),
    monthlyPaymentCents: centsOrNull(row.monthlyPaymentCents),
    fixationEndDate: row.fixationEndDate,
    notes: row.notes,
    specialRepayments: specials.map((s) => ({ id: s.id, date: s.date, amountCents: cents(s.amountCents) })),
    summary: summarizeLoan(toDomain(row, specials), asOf),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function loanDto(db: Db, actor: Actor, row: LoanRow): Promise<LoanDto> {
  const specials = await specialsByLoan(db, actor, [row.id]);
  return toDto(row, specials.get(row.id) ?? [], today());
}

/** GET /properties/:id/loans: every loan of the property, oldest payout first. */
export async function listPropertyLoans({ db, actor, propertyId }: Ctx & { propertyId: string }): Promise<PropertyLoansDto> {
  authorize(actor, "read");
  // Side by side: the loans are read in the caller's workspace, so for another one's property
  // they are none, and the lookup's 404 is the answer.
  const [property, rows] = await Promise.all([
    findProperty(db, actor, propertyId),
    db
      .select()
      .from(loans)
      .where(and(eq(loans.workspaceId, actor.workspaceId), eq(loans.propertyId, propertyId)))
      .orderBy(asc(loans.disbursementDate), asc(loans.createdAt)),
  ]);
  const specials = await specialsByLoan(db, actor, rows.map((r) => r.id));
  const asOf = today();
  return { property, items: rows.map((r) => toDto(r, specials.get(r.id) ?? [], asOf)) };
}

export async function getLoan({ db, actor, loanId }: Ctx & { loanId: string }): Promise<LoanDto> {
  authorize(actor, "read");
  return loanDto(db, actor, await findLoanRow(db, actor, loanId));
}

/** GET /loans/:id/schedule: the full month-by-month plan until the loan is repaid. */
export async function getLoanSchedule({ db, actor, loanId }: Ctx & { loanId: string }): Promise<LoanScheduleDto> {
  authorize(actor, "read");
  const row = await findLoanRow(db, actor, loanId);
  const specials = (await specialsByLoan(db, actor, [row.id])).get(row.id) ?? [];
  const loan = toDomain(row, specials);
  const schedule = buildAnnuitySchedule(loan);
  return {
    loanId: row.id,
    lender: row.lender,
    amountCents: cents(row.amountCents),
    monthlyPaymentCents: schedule.monthlyPayment,
    fixationEndDate: row.fixationEndDate,
    balanceAtFixationEndCents: balanceAtFixationEnd(loan),
    totalInterestCents: schedule.totalInterest,
    totalPrincipalCents: schedule.totalPrincipal,
    totalSpecialRepaymentsCents: schedule.totalSpecialRepayments,
    paidOff: schedule.paidOff,
    payoffDate: schedule.payoffDate,
    rows: schedule.rows.map((r) => ({
      month: r.month,
      date: r.date,
      openingBalanceCents: r.openingBalance,
      interestCents: r.interest,
      principalCents: r.principal,
      paymentCents: r.payment,
      specialRepaymentCents: r.specialRepayment,
      closingBalanceCents: r.closingBalance,
    })),
  };
}

// ---------------------------------------------------------------------------------------
// Metrics (financing card and portfolio summary)
// ---------------------------------------------------------------------------------------

function financingInput(loan: LoanDto): FinancingInput {
  const s = loan.summary;
  return {
    originalAmount: loan.amountCents,
    remainingDebt: s.remainingDebtCents,
    monthlyPayment: s.currentMonthlyPaymentCents,
    interestRate: rateOf(loan.interestRatePercent),
    // A repaid loan needs no follow-up financing.
    fixationEndDate: s.remainingDebtCents > 0 ? loan.fixationEndDate : null,
  };
}

function metricsDto(metrics: FinancialMetrics, loanCount: number, asOf: IsoDate): FinancialMetricsDto {
  return {
    hasFinancingData: metrics.hasFinancingData,
    totalMonthlyPayment: metrics.totalMonthlyPayment,
    totalRemainingDebt: metrics.totalRemainingDebt,
    totalOriginalLoanAmount: metrics.totalOriginalLoanAmount,
    averageInterestRate: metrics.averageInterestRate === null ? null : rateToDecimal(metrics.averageInterestRate),
    nextRenewalDate: metrics.nextRenewalDate,
    nextRenewalYears: metrics.nextRenewalYears,
    estimatedMonthlyInterest: metrics.estimatedMonthlyInterest,
    estimatedMonthlyPrincipal: metrics.estimatedMonthlyPrincipal,
    loanCount,
    asOf,
  };
}

/** GET /properties/:id/financing-metrics: the financing card's figures at today(). */
export async function getPropertyFinancingMetrics({ db, actor, propertyId }: Ctx & { propertyId: string }): Promise<FinancialMetricsDto> {
  const { items } = await listPropertyLoans({ db, actor, propertyId });
  const asOf = today();
  return metricsDto(currentFinancing(items, (l) => l, asOf).metrics, items.length, asOf);
}

export type WorkspaceLoan = { dto: LoanDto; propertyName: string };

/** Every loan of the workspace with its property's name, summarized at `asOf`, oldest payout first. */
export async function workspaceLoans({ db, actor }: Ctx, asOf: IsoDate): Promise<WorkspaceLoan[]> {
  authorize(actor, "read");
  const rows = await db
    .select({ loan: loans, propertyName: properties.name })
    .from(loans)
    .innerJoin(properties, eq(properties.id, loans.propertyId))
    .where(eq(loans.workspaceId, actor.workspaceId))
    .orderBy(asc(loans.disbursementDate), asc(loans.createdAt));
  const specials = await specialsByLoan(db, actor, rows.map((r) => r.loan.id));
  return rows.map((r) => ({ dto: toDto(r.loan, specials.get(r.loan.id) ?? [], asOf), propertyName: r.propertyName }));
}

/**
 * The financing card's figures of the loans paid out by `asOf` (a loan paid out later is
 * neither debt nor payment today); `current` holds those loans, in the order given.
 */
export function currentFinancing<T>(all: readonly T[], loanOf: (item: T) => LoanDto, asOf: IsoDate) {
  const current = all.filter((item) => loanOf(item).summary.disbursed);
  const inputs = current.map((item) => financingInput(loanOf(item)));
  return { current, inputs, metrics: summarizeFinancing(inputs, asOf) };
}

/** GET /financing/overview: the same figures over every loan of the workspace. */
export async function getFinancingOverview({ db, actor }: Ctx): Promise<FinancingOverviewDto> {
  const asOf = today();
  const all = await workspaceLoans({ db, actor }, asOf);
  const { current, inputs, metrics } = currentFinancing(all, (i) => i.dto, asOf);
  const next = metrics.nextRenewalDate ? current[inputs.findIndex((input) => input.fixationEndDate === metrics.nextRenewalDate)] : undefined;
  return {
    ...metricsDto(metrics, all.length, asOf),
    propertyCount: new Set(all.map((i) => i.dto.propertyId)).size,
    nextRenewal: next
      ? { date: metrics.nextRenewalDate as string, propertyId: next.dto.propertyId, propertyName: next.propertyName, lender: next.dto.lender }
      : null,
  };
}

// ---------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------

/** A parsed loan payload as the loans table's columns (also used by the demo portfolio). */
export function loanValues(input: LoanInput) {
  return {
    lender: input.lender,
    amountCents: input.amountCents,
    disbursementDate: input.disbursementDate,
    interestRateMilli: rateOf(input.interestRatePercent),
    repaymentKind: input.repaymentKind,
    initialRepaymentMilli: input.initialRepaymentPercent === null ? null : rateOf(input.initialRepaymentPercent),
    monthlyPaymentCents: input.monthlyPaymentCents,
    fixationEndDate: input.fixationEndDate,
    notes: input.notes,
  };
}

async function insertSpecials(tx: Db, workspaceId: string, loanId: string, input: LoanInput) {
  if (input.specialRepayments.length === 0) return;
  await tx.insert(loanSpecialRepayments).values(
    input.specialRepayments.map((s) => ({ workspaceId, loanId, date: s.date, amountCents: s.amountCents })),
  );
}

/**
 * A parsed loan of one of the workspace's properties with its Sondertilgungen, in the
 * caller's transaction. The one insert of POST /properties/:id/loans and of the spreadsheet
 * import; the schedule is computed from the row, its bookings are made by
 * POST /loans/:id/bookings.
 */
export async function insertLoan(tx: Db, workspaceId: string, propertyId: string, input: LoanInput): Promise<LoanRow> {
  const [created] = await tx
    .insert(loans)
    .values({ ...loanValues(input), workspaceId, propertyId })
    .returning();
  await insertSpecials(tx, workspaceId, created!.id, input);
  return created!;
}

/** POST /properties/:id/loans: the loan and its Sondertilgungen in one transaction. */
export async function createLoan({ db, actor, propertyId, input }: Ctx & { propertyId: string; input: LoanInput }): Promise<LoanDto> {
  authorize(actor, "write");
  const property = await findProperty(db, actor, propertyId);
  // The answer is built inside the transaction: if it fails, nothing stays saved (issue 12).
  return db.transaction(async (tx) => loanDto(tx, actor, await insertLoan(tx, actor.workspaceId, property.id, input)));
}

/**
 * PATCH /loans/:id: replaces the loan's terms and its Sondertilgungen as a set, in one
 * transaction. The version the client read must still be current, otherwise 409 `stale`.
 */
export async function updateLoan({ db, actor, loanId, input }: Ctx & { loanId: string; input: LoanUpdateInput }): Promise<LoanDto> {
  authorize(actor, "write");
  return db.transaction(async (tx) => {
    const updated = await updateVersioned(tx, loans, { id: loanId, workspaceId: actor.workspaceId, version: input.version }, loanValues(input), LOAN);
    await tx.delete(loanSpecialRepayments).where(and(eq(loanSpecialRepayments.loanId, loanId), eq(loanSpecialRepayments.workspaceId, actor.workspaceId)));
    await insertSpecials(tx, actor.workspaceId, loanId, input);
    return loanDto(tx, actor, updated);
  });
}

/** DELETE /loans/:id: permanent; the Sondertilgungen go with it (FK cascade). */
export async function deleteLoan({ db, actor, loanId }: Ctx & { loanId: string }): Promise<void> {
  authorize(actor, "write");
  await deleteOwned(db, loans, { id: loanId, workspaceId: actor.workspaceId }, LOAN);
}
