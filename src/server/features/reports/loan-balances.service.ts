import { today } from "@/core/dates";
import { sumCents, ZERO_CENTS, type Cents } from "@/core/money";
import { buildAnnuitySchedule, type AnnuityLoan } from "@/domain/loans";
import type { LoanBalanceLoanDto, LoanBalancesDto, LoanBalanceYearDto } from "@/shared/report-types";
import type { LoanBalancesQuery } from "@/shared/schemas/reports";
import { toAnnuityLoan } from "@/shared/schemas/loans";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { workspaceLoans } from "@/server/features/loans";
import { findOwnedProperty } from "@/server/features/properties";

type Ctx = { db: Db; actor: Actor };

/**
 * The chart reaches at most this many years beyond the current one. A loan whose rate barely
 * beats the interest runs for up to 100 years (the schedule's guard); decades of a flat line
 * say nothing, and the follow-up financing after the Zinsbindung is unknown anyway.
 */
export const LOAN_BALANCE_HORIZON_YEARS = 40;

const yearOf = (date: string) => Number(date.slice(0, 4));

/**
 * One loan's Restschuld on 31.12. of each year from its payout year to `lastYear`: the closing
 * balance of the last instalment in or before the year (Sondertilgungen are in the schedule),
 * the full amount while no instalment was due yet, 0 once repaid. The same figure as
 * `balanceAt(loan, "<year>-12-31")`, from one pass over the schedule.
 */
function yearEndBalances(loan: AnnuityLoan, lastYear: number): { balances: Map<number, Cents>; payoffDate: string | null } {
  const schedule = buildAnnuitySchedule(loan);
  const closing = new Map<number, Cents>();
  for (const row of schedule.rows) closing.set(yearOf(row.date), row.closingBalance);
  const balances = new Map<number, Cents>();
  let balance: Cents = loan.amount;
  for (let year = yearOf(loan.startDate); year <= lastYear; year++) {
    balance = closing.get(year) ?? balance;
    balances.set(year, balance);
  }
  return { balances, payoffDate: schedule.payoffDate };
}

/**
 * GET /reports/loan-balances?propertyId: the Restschuld of every loan in scope at the end of
 * each year, from the first payout until the last loan is repaid (at most
 * {@link LOAN_BALANCE_HORIZON_YEARS} years ahead), per loan and summed.
 */
export async function getLoanBalances({ db, actor, query }: Ctx & { query: LoanBalancesQuery }): Promise<LoanBalancesDto> {
  authorize(actor, "read");
  const propertyId = query.propertyId ?? null;
  if (propertyId) await findOwnedProperty(db, actor.workspaceId, propertyId);
  const asOf = today();
  const horizonYear = yearOf(asOf) + LOAN_BALANCE_HORIZON_YEARS;
  const inScope = (await workspaceLoans({ db, actor }, asOf)).filter((l) => propertyId === null || l.dto.propertyId === propertyId);

  const computed = inScope.map(({ dto, propertyName }) => {
    const { balances, payoffDate } = yearEndBalances(toAnnuityLoan(dto), horizonYear);
    const loan: LoanBalanceLoanDto = {
      id: dto.id,
      propertyId: dto.propertyId,
      propertyName,
      lender: dto.lender,
      amountCents: dto.amountCents,
      disbursementDate: dto.disbursementDate,
      fixationEndDate: dto.fixationEndDate,
      payoffDate,
    };
    return { loan, balances, remainingToday: dto.summary.remainingDebtCents };
  });

  const now = { date: asOf, balanceCents: sumCents(computed.map((c) => c.remainingToday)) };
  const loans = computed.map((c) => c.loan);
  if (computed.length === 0) return { propertyId, years: [], loans, horizonYear, cappedAtHorizon: false, today: now };

  // A loan not repaid within the schedule's 100 years runs past any horizon.
  const endYears = computed.map((c) => (c.loan.payoffDate === null ? Infinity : yearOf(c.loan.payoffDate)));
  const lastEnd = Math.max(...endYears);
  const firstYear = Math.min(...computed.map((c) => yearOf(c.loan.disbursementDate)));
  // A scope whose loans are all paid out after the horizon has no year to show.
  const lastYear = Math.min(lastEnd, horizonYear);

  const years: LoanBalanceYearDto[] = [];
  for (let year = firstYear; year <= lastYear; year++) {
    const byLoan: Record<string, Cents> = {};
    for (const c of computed) byLoan[c.loan.id] = c.balances.get(year) ?? ZERO_CENTS;
    years.push({ year, balanceCents: sumCents(Object.values(byLoan)), byLoan });
  }
  return { propertyId, years, loans, horizonYear, cappedAtHorizon: lastEnd > horizonYear, today: now };
}
