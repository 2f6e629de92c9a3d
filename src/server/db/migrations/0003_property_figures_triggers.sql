-- Keeps property_figures (0002) current: statement-level triggers on properties, units and
-- rental_contracts recompute the affected properties with the arithmetic of
-- src/server/features/portfolio/figures.sql.ts (which mirrors src/domain/yield.ts), then
-- the summary is backfilled for the existing properties.
-- refresh_property_figures first locks the summary rows it is about to recompute (in id
-- order) and only then aggregates: in READ COMMITTED each statement of a volatile SQL
-- function takes a new snapshot, so a transaction that waited for a concurrent writer of the
-- same property recomputes with that writer's committed rows instead of overwriting them.
CREATE FUNCTION refresh_property_figures(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM property_figures WHERE property_id = ANY(ids) ORDER BY property_id FOR UPDATE;
  WITH unit_rent AS (
    SELECT p.id AS property_id, p.workspace_id, p.purchase_price_cents AS property_price,
      u.id AS unit_id, u.usage, u.size_sqm, u.purchase_price_cents AS unit_price,
      coalesce(sum(c.cold_rent_cents), 0)::numeric AS rent
    FROM properties p
    LEFT JOIN units u ON u.workspace_id = p.workspace_id AND u.property_id = p.id
    LEFT JOIN rental_contracts c ON c.workspace_id = p.workspace_id AND c.unit_id = u.id AND c.status = 'active'
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
--> statement-breakpoint
ANALYZE property_figures;
