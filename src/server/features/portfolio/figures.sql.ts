import { sql, type SQL } from "drizzle-orm";
import type { PortfolioFigures } from "@/shared/portfolio-types";
import { ZERO_CENTS, type Cents } from "@/core/money";
import { vacancyPercent, yieldBand } from "@/domain/yield";
import type { Db } from "@/server/db/client";
import { rowsOf, toCents, toNumber, toNumberOrNull } from "@/server/db/rows";

/**
 * Portfolio figures in SQL, so a workspace with 50.000 units never loads its rows.
 *
 * Every figure is read from `property_figures` (table, src/server/db/schema/portfolio.ts):
 * one row per property that the statement-level triggers of migration
 * 0003_property_figures_triggers keep current (docs/decisions/0005-property-figures-summary.md).
 * Its function refresh_property_figures is the one SQL home of the yield arithmetic; it
 * mirrors src/domain/yield.ts exactly, in exact numeric arithmetic with Postgres' round()
 * (half away from zero, like roundTo/scaleCents):
 *  - a unit's price is its own purchase price, else the property's price attributed by
 *    area over the property's units with an area (attributedPurchasePrice),
 *  - bmr = round(12 × rent × 100 / price, 2) when the price is positive (grossYield),
 *  - the average is weighted by cold rent over units where both are positive
 *    (weightedAverageBmr), rounded to 2 decimals; the summary keeps the two sums so that
 *    several properties average exactly the same way ({@link averageYield}).
 * tests/api/portfolio-yield-sql.test.ts checks that SQL against those domain functions.
 */
const averageYield = (weighted: SQL, weight: SQL) => sql`round(${weighted} / nullif(${weight}, 0), 2)`;

export type PropertyAggregate = { unitCount: number; vacantUnitCount: number; monthlyColdRentCents: Cents; grossYieldPercent: number | null };

type AggregateRow = { property_id: string; unit_count: unknown; vacant_unit_count: unknown; rent: unknown; avg_yield: unknown };

const toAggregate = (r: AggregateRow): PropertyAggregate => ({
  unitCount: toNumber(r.unit_count),
  vacantUnitCount: toNumber(r.vacant_unit_count),
  monthlyColdRentCents: toCents(r.rent),
  grossYieldPercent: toNumberOrNull(r.avg_yield),
});

export const emptyAggregate: PropertyAggregate = { unitCount: 0, vacantUnitCount: 0, monthlyColdRentCents: ZERO_CENTS, grossYieldPercent: null };

// The stored gross_yield_percent is round(yield_weighted / yield_weight, 2), as averageYield.
const perProperty = sql`f.property_id, f.unit_count, f.vacant_unit_count, f.monthly_cold_rent_cents as rent, f.gross_yield_percent as avg_yield`;

/** Unit count, rent and average yield of the given properties, from the summary. */
export async function aggregateByProperty(db: Db, workspaceId: string, propertyIds: string[]): Promise<Map<string, PropertyAggregate>> {
  // "in ()" is no SQL: nothing asked, nothing to read.
  if (propertyIds.length === 0) return new Map();
  const ids = sql.join(propertyIds.map((id) => sql`${id}`), sql`, `);
  const result = await db.execute(sql`
    select ${perProperty} from property_figures f
    where f.workspace_id = ${workspaceId} and f.property_id in (${ids})`);
  return new Map(rowsOf<AggregateRow>(result).map((r) => [r.property_id, toAggregate(r)]));
}

export type PropertySortKey = "unitCount" | "coldRent" | "yield";

const sortExpressions: Record<PropertySortKey, SQL> = {
  unitCount: sql`f.unit_count`,
  coldRent: sql`f.monthly_cold_rent_cents`,
  yield: sql`f.gross_yield_percent`,
};

/**
 * One page of property ids ordered by a figure, ranked over the whole (searched) set from
 * the summary: one row per property, no aggregation. `propertyCondition` is written against
 * the `properties` table without alias.
 */
export async function pageByAggregate(
  db: Db,
  workspaceId: string,
  propertyCondition: SQL,
  order: { key: PropertySortKey; dir: "asc" | "desc" },
  limit: number,
  offset: number,
): Promise<Array<{ id: string; aggregate: PropertyAggregate }>> {
  const result = await db.execute(sql`
    select ${perProperty}
    from property_figures f
    join properties on properties.id = f.property_id
    where f.workspace_id = ${workspaceId} and properties.workspace_id = ${workspaceId} and ${propertyCondition}
    order by ${sortExpressions[order.key]} ${sql.raw(order.dir)} nulls last, properties.name asc, properties.id asc
    limit ${limit} offset ${offset}`);
  return rowsOf<AggregateRow>(result).map((r) => ({ id: r.property_id, aggregate: toAggregate(r) }));
}

function toFigures(row: Record<string, unknown>): PortfolioFigures {
  const unitCount = toNumber(row.unit_count);
  const vacant = toNumber(row.vacant_count);
  const average = toNumberOrNull(row.avg_yield);
  return {
    propertyCount: toNumber(row.property_count),
    unitCount,
    vacantUnitCount: vacant,
    vacancyPercent: vacancyPercent(vacant, unitCount),
    monthlyColdRentCents: toCents(row.rent),
    totalPurchasePriceCents: toCents(row.total_price),
    averageGrossYieldPercent: average,
    averageGrossYieldBand: yieldBand(average),
  };
}

/** PortfolioFigures summed over the summary rows of the workspace that match `where`. */
async function summaryFigures(db: Db, workspaceId: string, where: SQL): Promise<PortfolioFigures> {
  const result = await db.execute(sql`
    select
      count(*) as property_count,
      coalesce(sum(unit_count), 0) as unit_count,
      coalesce(sum(vacant_unit_count), 0) as vacant_count,
      coalesce(sum(monthly_cold_rent_cents), 0) as rent,
      coalesce(sum(purchase_price_cents), 0) as total_price,
      ${averageYield(sql`sum(yield_weighted)`, sql`sum(yield_weight)`)} as avg_yield
    from property_figures
    where workspace_id = ${workspaceId} and ${where}`);
  return toFigures(rowsOf<Record<string, unknown>>(result)[0] ?? {});
}

/** PortfolioFigures of the whole workspace (the overview). */
export function workspaceFigures(db: Db, workspaceId: string): Promise<PortfolioFigures> {
  return summaryFigures(db, workspaceId, sql`true`);
}

/** PortfolioFigures of one property (its detail page). */
export function figuresOfProperty(db: Db, workspaceId: string, propertyId: string): Promise<PortfolioFigures> {
  return summaryFigures(db, workspaceId, sql`property_id = ${propertyId}`);
}
