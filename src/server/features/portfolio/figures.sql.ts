import { sql, type SQL } from "drizzle-orm";
import type { PortfolioFigures } from "@/shared/portfolio-types";
import { roundTo } from "@/shared/money";
import { yieldBand } from "@/domain/yield";
import type { Db } from "../../db/client";
import { rowsOf, toNumber, toNumberOrNull } from "./request";

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
 * `propertyCondition` narrows the properties (a page of ids, a search, one property);
 * it is written against the `properties` table without alias.
 */
export function unitFiguresCtes(workspaceId: string, propertyCondition: SQL): SQL {
  // Written as plain joins over the base tables (no materialised CTEs) so the planner
  // sees real row estimates: index probes for a page of properties, hash joins for the
  // whole portfolio. Misestimates made PostgreSQL JIT-compile this query (≈ 400 ms).
  return sql`
    with unit_rent as (
      select u.id, u.property_id, u.usage, u.size_sqm, u.purchase_price_cents as unit_price,
        properties.purchase_price_cents as property_price,
        coalesce(sum(c.cold_rent_cents), 0)::numeric as rent
      from units u
      join properties on properties.id = u.property_id
      left join rental_contracts c on c.unit_id = u.id and c.workspace_id = ${workspaceId} and c.status = 'active'
      where u.workspace_id = ${workspaceId} and properties.workspace_id = ${workspaceId} and ${propertyCondition}
      group by u.id, properties.id
    ),
    unit_priced as (
      select property_id, usage, rent,
        coalesce(
          unit_price::numeric,
          case when size_sqm is not null and area > 0 then round(property_price::numeric * size_sqm / area) end
        ) as price
      from (select *, sum(size_sqm) over (partition by property_id) as area from unit_rent) with_area
    ),
    unit_figures as (
      select property_id, usage, rent,
        case when price > 0 then round(rent * 1200 / price, 2) end as bmr
      from unit_priced
    )`;
}

/** Column list shared by the per-property and the portfolio aggregate. */
const unitAggregates = sql`
  count(*) as unit_count,
  count(*) filter (where usage = 'vacant') as vacant_count,
  coalesce(sum(rent), 0) as rent,
  round(
    sum(bmr * rent) filter (where bmr > 0 and rent > 0)
      / nullif(sum(rent) filter (where bmr > 0 and rent > 0), 0),
    2
  ) as avg_yield`;

export type PropertyAggregate = { unitCount: number; monthlyColdRentCents: number; grossYieldPercent: number | null };

type AggregateRow = { property_id: string; unit_count: unknown; rent: unknown; avg_yield: unknown };

const toAggregate = (r: AggregateRow): PropertyAggregate => ({
  unitCount: toNumber(r.unit_count),
  monthlyColdRentCents: toNumber(r.rent),
  grossYieldPercent: toNumberOrNull(r.avg_yield),
});

export const emptyAggregate: PropertyAggregate = { unitCount: 0, monthlyColdRentCents: 0, grossYieldPercent: null };

/** Unit count, rent and average yield per property of the given set. */
export async function aggregateByProperty(db: Db, workspaceId: string, propertyCondition: SQL): Promise<Map<string, PropertyAggregate>> {
  const result = await db.execute(sql`
    ${unitFiguresCtes(workspaceId, propertyCondition)}
    select property_id, ${unitAggregates}
    from unit_figures
    group by property_id`);
  return new Map(rowsOf<AggregateRow>(result).map((r) => [r.property_id, toAggregate(r)]));
}

export type PropertySortKey = "unitCount" | "coldRent" | "yield";

const sortExpressions: Record<PropertySortKey, SQL> = {
  unitCount: sql`coalesce(agg.unit_count, 0)`,
  coldRent: sql`coalesce(agg.rent, 0)`,
  yield: sql`agg.avg_yield`,
};

/**
 * One page of property ids ordered by a computed figure. Sorting by a figure needs
 * the figures of every matching property, so this aggregates the whole (searched)
 * set, but in one grouped pass rather than per property.
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
    ${unitFiguresCtes(workspaceId, propertyCondition)},
    agg as (
      select property_id, ${unitAggregates}
      from unit_figures
      group by property_id
    )
    select properties.id as property_id, agg.unit_count, agg.rent, agg.avg_yield
    from properties
    left join agg on agg.property_id = properties.id
    where properties.workspace_id = ${workspaceId} and ${propertyCondition}
    order by ${sortExpressions[order.key]} ${sql.raw(order.dir)} nulls last, properties.name asc, properties.id asc
    limit ${limit} offset ${offset}`);
  return rowsOf<AggregateRow>(result).map((r) => ({ id: r.property_id, aggregate: toAggregate(r) }));
}

/** PortfolioFigures of the properties matching the condition (the whole portfolio or one property). */
export async function portfolioFigures(db: Db, workspaceId: string, propertyCondition: SQL): Promise<PortfolioFigures> {
  const result = await db.execute(sql`
    ${unitFiguresCtes(workspaceId, propertyCondition)}
    select
      (select count(*) from properties where properties.workspace_id = ${workspaceId} and ${propertyCondition}) as property_count,
      (select coalesce(sum(coalesce(properties.purchase_price_cents, (
          select sum(u.purchase_price_cents) from units u where u.workspace_id = ${workspaceId} and u.property_id = properties.id
        ))), 0)
        from properties where properties.workspace_id = ${workspaceId} and ${propertyCondition}) as total_price,
      ${unitAggregates}
    from unit_figures`);
  const row = rowsOf<Record<string, unknown>>(result)[0] ?? {};
  const unitCount = toNumber(row.unit_count);
  const vacant = toNumber(row.vacant_count);
  const average = toNumberOrNull(row.avg_yield);
  return {
    propertyCount: toNumber(row.property_count),
    unitCount,
    vacantUnitCount: vacant,
    vacancyPercent: unitCount > 0 ? roundTo((vacant * 100) / unitCount, 1) : null,
    monthlyColdRentCents: toNumber(row.rent),
    // A property's own price counts; only a property without one counts its units' prices
    // (e.g. condominiums entered per unit), so nothing is counted twice.
    totalPurchasePriceCents: toNumber(row.total_price),
    averageGrossYieldPercent: average,
    averageGrossYieldBand: yieldBand(average),
  };
}
