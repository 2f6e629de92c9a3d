import { sql, type SQL } from "drizzle-orm";
import { dayAfterMonth, firstDayOfMonth, monthKeysBetween } from "@/core/dates";
import { cents, type Cents } from "@/core/money";
import type { BookingCategory } from "@/domain/booking-categories";
import { buildCashFlow } from "@/domain/cash-flow";
import type { CashFlowDto } from "@/shared/report-types";
import type { CashFlowQuery } from "@/shared/schemas/reports";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { rowsOf, toCents } from "@/server/db/rows";
import { findOwnedProperty } from "@/server/features/properties";
import { findOwnedUnit, UNIT } from "@/server/features/units";
import { notFound } from "@/server/http/errors";

type Ctx = { db: Db; actor: Actor };
type Scope = { propertyId: string | null; unitId: string | null };


/**
 * Signed sums per month and category. The portfolio and a property read the month
 * summaries (decision 0014: no line is visited, however large the ledger); a unit has no
 * summary of its own and reads its lines through their unit index.
 */
async function monthTotals(db: Db, workspaceId: string, scope: Scope, from: string, to: string) {
  const range = (column: SQL) => sql`${column} >= ${firstDayOfMonth(from)} and ${column} < ${dayAfterMonth(to)}`;
  const query = scope.unitId
    ? sql`select to_char(l.payment_date, 'YYYY-MM') as month, l.category, sum(l.amount_cents) as total
          from booking_lines l
          where l.workspace_id = ${workspaceId} and l.unit_id = ${scope.unitId} and ${range(sql`l.payment_date`)}
          group by 1, 2`
    : scope.propertyId
      ? sql`select to_char(s.month, 'YYYY-MM') as month, s.category, sum(s.in_cents + s.out_cents) as total
            from booking_line_property_sums s
            where s.workspace_id = ${workspaceId} and s.property_id = ${scope.propertyId} and ${range(sql`s.month`)}
            group by 1, 2`
      : sql`select to_char(s.month, 'YYYY-MM') as month, s.category, sum(s.in_cents + s.out_cents) as total
            from booking_line_sums s
            where s.workspace_id = ${workspaceId} and ${range(sql`s.month`)}
            group by 1, 2`;
  const totals = new Map<string, Partial<Record<BookingCategory, Cents>>>();
  for (const r of rowsOf<{ month: string; category: BookingCategory; total: unknown }>(await db.execute(query))) {
    const row = totals.get(r.month) ?? {};
    row[r.category] = toCents(r.total);
    totals.set(r.month, row);
  }
  return totals;
}

/**
 * The Sondertilgungen among the Tilgung lines: the loan feature books each on its own date
 * with the source key "loan:<id>:special:<date>". Few rows; the bookings' (workspace, date)
 * index finds the period.
 */
async function specialRepayments(db: Db, workspaceId: string, scope: Scope, from: string, to: string) {
  const rows = rowsOf<{ month: string; total: unknown }>(
    await db.execute(sql`
      select to_char(b.payment_date, 'YYYY-MM') as month, sum(l.amount_cents) as total
      from bookings b join booking_lines l on l.booking_id = b.id
      where b.workspace_id = ${workspaceId} and b.payment_date >= ${firstDayOfMonth(from)} and b.payment_date < ${dayAfterMonth(to)}
        and b.origin = 'loan' and b.source_key like 'loan:%:special:%' and l.category = 'loan_repayment'
        ${scope.propertyId ? sql`and l.property_id = ${scope.propertyId}` : sql``}
        ${scope.unitId ? sql`and l.unit_id = ${scope.unitId}` : sql``}
      group by 1`),
  );
  return new Map(rows.map((r) => [r.month, cents(toCents(r.total))]));
}

/** GET /reports/cash-flow?from&to&propertyId&unitId */
export async function getCashFlow({ db, actor, query }: Ctx & { query: CashFlowQuery }): Promise<CashFlowDto> {
  authorize(actor, "read");
  const ws = actor.workspaceId;
  if (query.propertyId) await findOwnedProperty(db, ws, query.propertyId);
  let propertyId = query.propertyId ?? null;
  if (query.unitId) {
    const unit = await findOwnedUnit(db, ws, query.unitId);
    // A unit of another property than the one named is not found in that scope.
    if (propertyId && unit.propertyId !== propertyId) throw notFound(UNIT);
    propertyId = unit.propertyId;
  }
  const scope: Scope = { propertyId, unitId: query.unitId ?? null };
  const [categoryTotals, specials] = await Promise.all([monthTotals(db, ws, scope, query.from, query.to), specialRepayments(db, ws, scope, query.from, query.to)]);
  return { from: query.from, to: query.to, ...scope, ...buildCashFlow({ months: monthKeysBetween(query.from, query.to), categoryTotals, specialRepayments: specials }) };
}
