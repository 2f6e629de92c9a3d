import { sql, type SQL } from "drizzle-orm";
import type { PortfolioFigures } from "@/shared/portfolio-types";
import { roundTo, ZERO_CENTS, type Cents } from "@/core/money";
import { yieldBand } from "@/domain/yield";
import type { Db } from "@/server/db/client";
import { rowsOf, toCents, toNumber, toNumberOrNull } from "@/server/db/rows";

/**
 * Portfolio figures in SQL, so a workspace with 50.000 units never loads its rows.
 *
 * The per-unit arithmetic mirrors src/domain/yield.ts exactly, in exact numeric
 * arithmetic with Postgres' round() (half away from zero, like roundTo/scaleCents):
 *  - a unit's price is its own purchase price, else the property's price attributed by
 *    area over the property's units with an area (attributedPurchasePrice),
 *  - bmr = round(12 × rent × 100 / price, 2) when the price is positive (grossYield),
 *  - the average is weighted by cold rent over units where both are positive
 *    (weightedAverageBmr), rounded to 2 decimals.
 * tests/api/portfolio-figures.test.ts checks the SQL against those domain functions.
 *
 * Two sources with the same arithmetic:
 *  - `property_figures` (table, src/server/db/schema/portfolio.ts): the per-property summary the
 *    triggers of migration 0003_property_figures_triggers keep current (its function
 *    refresh_property_figures holds the same SQL as the CTE below). The overview and the
 *    property list read it, so they never aggregate the workspace's units per request.
 *  - the live CTE below, for one property's detail (exact by construction, and cheap).
 *
 * Shape of the live CTE: properties drive (so a property without units still gets its row), and every
 * property is aggregated exactly once in `figures_by_property`; callers only read that.
 * No CTE is joined back against another, so a bad row estimate (an ILIKE search has
 * none) cannot make the planner re-run the aggregate per property.
 *
 * `propertyCondition` narrows the properties (a page of ids, a search, one property);
 * it is written against the `properties` table without alias.
 */
function propertyFiguresCte(workspaceId: string, propertyCondition: SQL): SQL {
  return sql`
    with unit_rent as (
      select properties.id as property_id, properties.name as property_name, properties.purchase_price_cents as property_price,
        u.id as unit_id, u.usage, u.size_sqm, u.purchase_price_cents as unit_price,
        coalesce(sum(c.cold_rent_cents), 0)::numeric as rent
      from properties
      left join units u on u.property_id = properties.id and u.workspace_id = ${workspaceId}
      left join rental_contracts c on c.unit_id = u.id and c.workspace_id = ${workspaceId} and c.status = 'active'
      where properties.workspace_id = ${workspaceId} and ${propertyCondition}
      group by properties.id, u.id
    ),
    unit_figures as (
      select *, case when price > 0 then round(rent * 1200 / price, 2) end as bmr
      from (
        select *,
          coalesce(
            unit_price::numeric,
            case when size_sqm is not null and area > 0 then round(property_price::numeric * size_sqm / area) end
          ) as price
        from (select *, sum(size_sqm) over (partition by property_id) as area from unit_rent) with_area
      ) priced
    ),
    figures_by_property as (
      select property_id, property_name,
        count(unit_id) as unit_count,
        count(*) filter (where usage = 'vacant') as vacant_count,
        coalesce(sum(rent), 0) as rent,
        sum(bmr * rent) filter (where bmr > 0 and rent > 0) as yield_weighted,
        sum(rent) filter (where bmr > 0 and rent > 0) as yield_weight,
        -- A property's own price counts; only a property without one counts its units'
        -- prices (e.g. condominiums entered per unit), so nothing is counted twice.
        coalesce(property_price, sum(unit_price)) as price
      from unit_figures
      group by property_id, property_name, property_price
    )`;
}

const averageYield = (weighted: SQL, weight: SQL) => sql`round(${weighted} / nullif(${weight}, 0), 2)`;

export type PropertyAggregate = { unitCount: number; monthlyColdRentCents: Cents; grossYieldPercent: number | null };

type AggregateRow = { property_id: string; unit_count: unknown; rent: unknown; avg_yield: unknown };

const toAggregate = (r: AggregateRow): PropertyAggregate => ({
  unitCount: toNumber(r.unit_count),
  monthlyColdRentCents: toCents(r.rent),
  grossYieldPercent: toNumberOrNull(r.avg_yield),
});

export const emptyAggregate: PropertyAggregate = { unitCount: 0, monthlyColdRentCents: ZERO_CENTS, grossYieldPercent: null };

// The stored gross_yield_percent is round(yield_weighted / yield_weight, 2), as averageYield.
const perProperty = sql`f.property_id, f.unit_count, f.monthly_cold_rent_cents as rent, f.gross_yield_percent as avg_yield`;

/** Unit count, rent and average yield of the given properties, from the summary. */
export async function aggregateByProperty(db: Db, workspaceId: string, propertyIds: string[]): Promise<Map<string, PropertyAggregate>> {
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
    vacancyPercent: unitCount > 0 ? roundTo((vacant * 100) / unitCount, 1) : null,
    monthlyColdRentCents: toCents(row.rent),
    totalPurchasePriceCents: toCents(row.total_price),
    averageGrossYieldPercent: average,
    averageGrossYieldBand: yieldBand(average),
  };
}

/** PortfolioFigures of the whole workspace, summed from the summary. */
export async function workspaceFigures(db: Db, workspaceId: string): Promise<PortfolioFigures> {
  const result = await db.execute(sql`
    select
      count(*) as property_count,
      coalesce(sum(unit_count), 0) as unit_count,
      coalesce(sum(vacant_unit_count), 0) as vacant_count,
      coalesce(sum(monthly_cold_rent_cents), 0) as rent,
      coalesce(sum(purchase_price_cents), 0) as total_price,
      ${averageYield(sql`sum(yield_weighted)`, sql`sum(yield_weight)`)} as avg_yield
    from property_figures
    where workspace_id = ${workspaceId}`);
  return toFigures(rowsOf<Record<string, unknown>>(result)[0] ?? {});
}

/** PortfolioFigures of the properties matching the condition, computed live (one property's detail). */
export async function portfolioFigures(db: Db, workspaceId: string, propertyCondition: SQL): Promise<PortfolioFigures> {
  const result = await db.execute(sql`
    ${propertyFiguresCte(workspaceId, propertyCondition)}
    select
      count(*) as property_count,
      coalesce(sum(unit_count), 0) as unit_count,
      coalesce(sum(vacant_count), 0) as vacant_count,
      coalesce(sum(rent), 0) as rent,
      coalesce(sum(price), 0) as total_price,
      ${averageYield(sql`sum(yield_weighted)`, sql`sum(yield_weight)`)} as avg_yield
    from figures_by_property`);
  return toFigures(rowsOf<Record<string, unknown>>(result)[0] ?? {});
}
