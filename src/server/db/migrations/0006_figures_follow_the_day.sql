-- Issue 10 item 4 (docs/decisions/0008-contracts-in-force.md): the property_figures summary
-- counts the contracts in force on one stored day, not those whose status is 'active'.
-- property_figures_day holds that day (one row); the triggers recompute with it, and the
-- server moves it to today (Europe/Berlin) at start-up and after midnight
-- (src/server/features/portfolio/figures-day.ts), recomputing every property then.
-- In force on day d: start_date <= d AND (end_date IS NULL OR end_date >= d), the rule of
-- src/domain/contracts.ts isInForce. Vacant: not owner-occupied and no contract in force
-- (isVacant), so a WG without let rooms is vacant too.
CREATE TABLE "property_figures_day" (
	"id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
	"day" date NOT NULL
);
--> statement-breakpoint
INSERT INTO "property_figures_day" ("day") VALUES ((now() AT TIME ZONE 'Europe/Berlin')::date);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_property_figures(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM property_figures WHERE property_id = ANY(ids) ORDER BY property_id FOR UPDATE;
  WITH unit_rent AS (
    SELECT p.id AS property_id, p.workspace_id, p.purchase_price_cents AS property_price,
      u.id AS unit_id, u.usage, u.size_sqm, u.purchase_price_cents AS unit_price,
      coalesce(sum(c.cold_rent_cents), 0)::numeric AS rent,
      count(c.id) AS in_force
    FROM properties p
    CROSS JOIN property_figures_day d
    LEFT JOIN units u ON u.workspace_id = p.workspace_id AND u.property_id = p.id
    LEFT JOIN rental_contracts c ON c.workspace_id = p.workspace_id AND c.unit_id = u.id
      AND c.start_date <= d.day AND (c.end_date IS NULL OR c.end_date >= d.day)
    WHERE p.id = ANY(ids)
    GROUP BY p.id, u.id
  ), unit_figures AS (
    SELECT *, CASE WHEN price > 0 THEN round(rent * 1200 / price, 2) END AS bmr
    FROM (
      SELECT *, coalesce(unit_price::numeric,
        CASE WHEN size_sqm IS NOT NULL AND area > 0 THEN round(property_price::numeric * size_sqm / area) END) AS price
      FROM (SELECT *, sum(size_sqm) OVER (PARTITION BY property_id) AS area FROM unit_rent) with_area
    ) priced
  ), agg AS (
    SELECT property_id, workspace_id,
      count(unit_id) AS unit_count,
      count(unit_id) FILTER (WHERE usage <> 'owner_occupied' AND in_force = 0) AS vacant_unit_count,
      coalesce(sum(rent), 0) AS rent,
      sum(bmr * rent) FILTER (WHERE bmr > 0 AND rent > 0) AS yield_weighted,
      sum(rent) FILTER (WHERE bmr > 0 AND rent > 0) AS yield_weight,
      coalesce(property_price, sum(unit_price)) AS price
    FROM unit_figures
    GROUP BY property_id, workspace_id, property_price
  )
  INSERT INTO property_figures AS f (property_id, workspace_id, unit_count, vacant_unit_count, monthly_cold_rent_cents,
    yield_weighted, yield_weight, gross_yield_percent, purchase_price_cents)
  SELECT property_id, workspace_id, unit_count, vacant_unit_count, rent, yield_weighted, yield_weight,
    round(yield_weighted / nullif(yield_weight, 0), 2), price
  FROM agg
  ON CONFLICT (property_id) DO UPDATE SET
    unit_count = excluded.unit_count, vacant_unit_count = excluded.vacant_unit_count,
    monthly_cold_rent_cents = excluded.monthly_cold_rent_cents, yield_weighted = excluded.yield_weighted,
    yield_weight = excluded.yield_weight, gross_yield_percent = excluded.gross_yield_percent,
    purchase_price_cents = excluded.purchase_price_cents;
$$;
--> statement-breakpoint
SELECT refresh_property_figures(ARRAY(SELECT id FROM properties));
