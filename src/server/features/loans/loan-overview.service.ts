import { followUpDueSoon } from "@/domain/loans";
import { today, type IsoDate } from "@/core/dates";
import { rateToDecimal } from "@/core/rate";
import type { LoanOverviewDto, LoanOverviewItemDto, LoanOverviewTotalsDto } from "@/shared/loan-types";
import type { LoanListQuery } from "@/shared/schemas/loans";
import type { Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { currentFinancing, workspaceLoans, type WorkspaceLoan } from "./loans.service";

type Ctx = { db: Db; actor: Actor };

/** The whole overview: every loan in overview order and the totals over all of them. */
export type LoanOverview = { items: LoanOverviewItemDto[]; totals: LoanOverviewTotalsDto };

function toItem({ dto, propertyName }: WorkspaceLoan, asOf: IsoDate): LoanOverviewItemDto {
  const s = dto.summary;
  return {
    id: dto.id,
    property: { id: dto.propertyId, name: propertyName },
    lender: dto.lender,
    amountCents: dto.amountCents,
    disbursementDate: dto.disbursementDate,
    disbursed: s.disbursed,
    remainingDebtCents: s.remainingDebtCents,
    interestRatePercent: dto.interestRatePercent,
    monthlyPaymentCents: s.monthlyPaymentCents,
    currentMonthlyPaymentCents: s.currentMonthlyPaymentCents,
    fixationEndDate: dto.fixationEndDate,
    balanceAtFixationEndCents: s.balanceAtFixationEndCents,
    followUpDueSoon: followUpDueSoon(dto.fixationEndDate, s.balanceAtFixationEndCents, asOf),
  };
}

// German order for names ("Ärzte" next to "Arzt"), the same on PGlite and PostgreSQL
// whatever collation the database has.
const byName = new Intl.Collator("de", { sensitivity: "base", numeric: true }).compare;

/** Fixation end ascending, loans without one last; then lender, property and id (a stable page order). */
function overviewOrder(a: LoanOverviewItemDto, b: LoanOverviewItemDto): number {
  const fa = a.fixationEndDate;
  const fb = b.fixationEndDate;
  if (fa !== fb) {
    if (fa === null) return 1;
    if (fb === null) return -1;
    return fa < fb ? -1 : 1;
  }
  return byName(a.lender, b.lender) || byName(a.property.name, b.property.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Every loan of the workspace for the overview and its exports, with the totals. */
export async function loanOverview({ db, actor }: Ctx): Promise<LoanOverview> {
  const asOf = today();
  const all = await workspaceLoans({ db, actor }, asOf);
  // Debt, payment and the debt-weighted average rate (exact, decision 0007) as on the financing card.
  const { current, metrics } = currentFinancing(all, (i) => i.dto, asOf);
  const items = all.map((loan) => toItem(loan, asOf)).sort(overviewOrder);
  return {
    items,
    totals: {
      loanCount: items.length,
      disbursedCount: current.length,
      totalRemainingDebtCents: metrics.totalRemainingDebt,
      totalMonthlyPaymentCents: metrics.totalMonthlyPayment,
      averageInterestRate: metrics.averageInterestRate === null ? null : rateToDecimal(metrics.averageInterestRate),
      followUpDueSoonCount: items.filter((i) => i.followUpDueSoon).length,
      asOf,
    },
  };
}

/**
 * GET /loans: one page of the overview. Every loan is summarized anyway (the totals cover
 * all of them and the order needs each loan's fixation end), so the page is cut afterwards.
 */
export async function listLoanOverview({ db, actor, query }: Ctx & { query: LoanListQuery }): Promise<LoanOverviewDto> {
  const { items, totals } = await loanOverview({ db, actor });
  const offset = (query.page - 1) * query.pageSize;
  return { items: items.slice(offset, offset + query.pageSize), total: items.length, page: query.page, pageSize: query.pageSize, totals };
}
