-- The same refresh as migration 0012, with its plans kept (decision 0040). A LANGUAGE sql
-- function is planned anew on every call: 1,8 ms of planning for 0,4 ms of work when a unit or a
-- contract of a small property is written, most of a unit update's cost in the database. PL/pgSQL
-- keeps each statement's plan for the connection's life; force_generic_plan keeps one plan for any
-- ids (auto mode kept planning, judging a plan for any array dearer than one for its values).
-- Measured on PostgreSQL 15 in one session (1.000 calls in a row, 200 small workspaces and one of
-- 2.000 properties with 50.000 units): one small property 1,63 → 0,16 ms per refresh, a unit
-- update 1,15 → 0,20 ms, a contract insert + delete 3,74 → 0,83 ms, one property of the large
-- workspace 1,29 → 0,31 ms, all properties at once (the daily refresh) 0,54 → 0,53 s. A plan is
-- made again when a table's statistics change
-- (ANALYZE, autovacuum on PostgreSQL, start-up on PGlite: migrate.ts).
-- Each statement of a VOLATILE PL/pgSQL function takes a new snapshot, as the SQL function's did:
-- the aggregate still sees what was committed before the row locks were granted (0003).
CREATE OR REPLACE FUNCTION refresh_property_figures(ids uuid[]) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  PERFORM 1 FROM property_figures WHERE property_id = ANY(ids) ORDER BY property_id FOR UPDATE;
  WITH unit_rent AS (
    SELECT p.id AS property_id, p.workspace_id, p.purchase_price_cents AS property_price,
      u.id AS unit_id, u.usage, u.size_sqm, u.purchase_price_cents AS unit_price,
      coalesce(sum(r.cold_rent_cents), 0)::numeric AS rent,
      count(c.id) AS in_force
    FROM properties p
    CROSS JOIN property_figures_day d
    LEFT JOIN units u ON u.workspace_id = p.workspace_id AND u.property_id = p.id
    LEFT JOIN rental_contracts c ON c.workspace_id = p.workspace_id AND c.unit_id = u.id
      AND c.start_date <= d.day AND (c.end_date IS NULL OR c.end_date >= d.day)
    LEFT JOIN LATERAL rent_in_force(c, d.day) r ON true
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
END $$;
