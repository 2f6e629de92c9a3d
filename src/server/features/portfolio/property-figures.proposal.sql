-- PROPOSAL, NOT APPLIED: a per-property summary of the portfolio figures, kept current by
-- statement-level triggers. Needed for GET /portfolio/overview and GET /properties sorted by
-- unitCount/coldRent/yield to stay under 50 ms with 50.000 units (see BENCHMARKS.md,
-- "Portfolio API"); computing those figures live costs 190–280 ms there.
-- To adopt: add the property_figures table to src/server/db/schema/portfolio.ts, run
-- `npx drizzle-kit generate --custom --name property_figures`, paste this file into the
-- generated migration, and switch src/server/features/portfolio/figures.sql.ts to read it.
-- The arithmetic is the same as figures.sql.ts (mirrors src/domain/yield.ts).
-- Measure it: BENCH_PROPOSAL=1 npx tsx bench/portfolio.bench.ts
CREATE TABLE "property_figures" (
	"property_id" uuid PRIMARY KEY NOT NULL REFERENCES "properties"("id") ON DELETE cascade,
	"workspace_id" uuid NOT NULL REFERENCES "workspaces"("id") ON DELETE cascade,
	"unit_count" integer DEFAULT 0 NOT NULL,
	"vacant_unit_count" integer DEFAULT 0 NOT NULL,
	"monthly_cold_rent_cents" bigint DEFAULT 0 NOT NULL,
	"yield_weighted" numeric,
	"yield_weight" numeric,
	"gross_yield_percent" numeric(9, 2),
	"purchase_price_cents" bigint
);
--> statement-breakpoint
CREATE INDEX "property_figures_workspace_rent_idx" ON "property_figures" ("workspace_id", "monthly_cold_rent_cents");
--> statement-breakpoint
CREATE INDEX "property_figures_workspace_yield_idx" ON "property_figures" ("workspace_id", "gross_yield_percent");
--> statement-breakpoint
CREATE INDEX "property_figures_workspace_units_idx" ON "property_figures" ("workspace_id", "unit_count");
--> statement-breakpoint
CREATE FUNCTION refresh_property_figures(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  WITH unit_rent AS (
    SELECT p.id AS property_id, p.workspace_id, p.purchase_price_cents AS property_price,
      u.id AS unit_id, u.usage, u.size_sqm, u.purchase_price_cents AS unit_price,
      coalesce(sum(c.cold_rent_cents), 0)::numeric AS rent
    FROM properties p
    LEFT JOIN units u ON u.property_id = p.id
    LEFT JOIN rental_contracts c ON c.unit_id = u.id AND c.status = 'active'
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
      count(*) FILTER (WHERE usage = 'vacant') AS vacant_unit_count,
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
CREATE FUNCTION property_figures_from_properties() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_property_figures(ARRAY(SELECT id FROM new_rows));
  ELSE
    PERFORM refresh_property_figures(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.purchase_price_cents IS DISTINCT FROM o.purchase_price_cents));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION property_figures_from_units() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_property_figures(ARRAY(SELECT DISTINCT property_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_property_figures(ARRAY(SELECT DISTINCT property_id FROM old_rows));
  ELSE
    PERFORM refresh_property_figures(ARRAY(SELECT property_id FROM new_rows UNION SELECT property_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION property_figures_from_contracts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_property_figures(ARRAY(SELECT DISTINCT u.property_id FROM new_rows n JOIN units u ON u.id = n.unit_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_property_figures(ARRAY(SELECT DISTINCT u.property_id FROM old_rows o JOIN units u ON u.id = o.unit_id));
  ELSE
    PERFORM refresh_property_figures(ARRAY(
      SELECT u.property_id FROM new_rows n JOIN units u ON u.id = n.unit_id
      UNION SELECT u.property_id FROM old_rows o JOIN units u ON u.id = o.unit_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_figures_insert AFTER INSERT ON properties REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_figures_from_properties();
--> statement-breakpoint
CREATE TRIGGER properties_figures_update AFTER UPDATE ON properties REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_figures_from_properties();
--> statement-breakpoint
CREATE TRIGGER units_figures_insert AFTER INSERT ON units REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_figures_from_units();
--> statement-breakpoint
CREATE TRIGGER units_figures_update AFTER UPDATE ON units REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_figures_from_units();
--> statement-breakpoint
CREATE TRIGGER units_figures_delete AFTER DELETE ON units REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION property_figures_from_units();
--> statement-breakpoint
CREATE TRIGGER rental_contracts_figures_insert AFTER INSERT ON rental_contracts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_figures_from_contracts();
--> statement-breakpoint
CREATE TRIGGER rental_contracts_figures_update AFTER UPDATE ON rental_contracts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_figures_from_contracts();
--> statement-breakpoint
CREATE TRIGGER rental_contracts_figures_delete AFTER DELETE ON rental_contracts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION property_figures_from_contracts();
--> statement-breakpoint
SELECT refresh_property_figures(ARRAY(SELECT id FROM properties));
