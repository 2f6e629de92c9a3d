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
 * Shape: properties drive (so a property without units still gets its row), and every
 * property is aggregated exactly once in `property_figures`; callers only read that.
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
    property_figures as (
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

export type PropertyAggregate = { unitCount: number; monthlyColdRentCents: number; grossYieldPercent: number | null };

type AggregateRow = { property_id: string; unit_count: unknown; rent: unknown; avg_yield: unknown };

const toAggregate = (r: AggregateRow): PropertyAggregate => ({
  unitCount: toNumber(r.unit_count),
  monthlyColdRentCents: toNumber(r.rent),
  grossYieldPercent: toNumberOrNull(r.avg_yield),
});

export const emptyAggregate: PropertyAggregate = { unitCount: 0, monthlyColdRentCents: 0, grossYieldPercent: null };

const perProperty = sql`property_id, unit_count, rent, ${averageYield(sql`yield_weighted`, sql`yield_weight`)} as avg_yield`;

/** Unit count, rent and average yield per property of the given set. */
export async function aggregateByProperty(db: Db, workspaceId: string, propertyCondition: SQL): Promise<Map<string, PropertyAggregate>> {
  const result = await db.execute(sql`
    ${propertyFiguresCte(workspaceId, propertyCondition)}
    select ${perProperty} from property_figures`);
  return new Map(rowsOf<AggregateRow>(result).map((r) => [r.property_id, toAggregate(r)]));
}

export type PropertySortKey = "unitCount" | "coldRent" | "yield";

const sortExpressions: Record<PropertySortKey, SQL> = {
  unitCount: sql`unit_count`,
  coldRent: sql`rent`,
  yield: sql`avg_yield`,
};

/**
 * One page of property ids ordered by a computed figure. Sorting by a figure needs
 * the figures of every matching property, so this aggregates the whole (searched)
 * set, in one grouped pass.
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
    ${propertyFiguresCte(workspaceId, propertyCondition)}
    select ${perProperty}
    from property_figures
    order by ${sortExpressions[order.key]} ${sql.raw(order.dir)} nulls last, property_name asc, property_id asc
    limit ${limit} offset ${offset}`);
  return rowsOf<AggregateRow>(result).map((r) => ({ id: r.property_id, aggregate: toAggregate(r) }));
}

/** PortfolioFigures of the properties matching the condition (the whole portfolio or one property). */
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
    from property_figures`);
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
    totalPurchasePriceCents: toNumber(row.total_price),
    averageGrossYieldPercent: average,
    averageGrossYieldBand: yieldBand(average),
  };
}
