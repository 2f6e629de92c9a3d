-- The figures use the rent in force on their day, not the contract's own rent
-- (docs/decisions/0013-figures-follow-rent-history.md).
--
-- rent_in_force(contract row, day) is the one home of that rule in SQL: the latest rent
-- change of the contract with valid_from <= day, else the contract's own amounts (which
-- apply from its start until the first change, decision 0012). valid_from is the day from
-- which the returned amounts apply. It does not ask whether the contract is in force on that
-- day; callers join it to the contracts they count (the in-force rule of decision 0008). The
-- server's queries call it through rentInForceSql (src/server/features/contracts/
-- rent-in-force.sql.ts). It takes the whole contract row, so the caller's row supplies the
-- own amounts without a second lookup; a null row (no contract, left join) gives nulls. A
-- STABLE, non-strict SQL function returning a set: the planner inlines it into the calling
-- query, one probe of contract_rent_changes_contract_date_unique per contract.
-- A change's service charge is never null; only the contract's own one may be.
CREATE FUNCTION rent_in_force(contract rental_contracts, on_day date)
RETURNS TABLE (cold_rent_cents bigint, service_charge_cents bigint, valid_from date)
LANGUAGE sql STABLE ROWS 1 AS $$
  SELECT coalesce(ch.cold_rent_cents, (contract).cold_rent_cents),
    CASE WHEN ch.valid_from IS NULL THEN (contract).service_charge_cents ELSE ch.service_charge_cents END,
    coalesce(ch.valid_from, (contract).start_date)
  FROM (SELECT) one
  LEFT JOIN LATERAL (
    SELECT r.cold_rent_cents, r.service_charge_cents, r.valid_from
    FROM contract_rent_changes r
    WHERE r.contract_id = (contract).id AND r.valid_from <= on_day
    ORDER BY r.valid_from DESC
    LIMIT 1
  ) ch ON true
$$;
--> statement-breakpoint
-- As migration 0006, with each contract in force counting its rent in force on the stored day.
CREATE OR REPLACE FUNCTION refresh_property_figures(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM property_figures WHERE property_id = ANY(ids) ORDER BY property_id FOR UPDATE;
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
$$;
--> statement-breakpoint
-- A rent change refreshes the property of its contract, as a contract's write does (0003).
-- Also a future step (Staffelmiete), which changes nothing today: skipping it by comparing
-- valid_from with property_figures_day would read that day before taking the summary's row
-- locks, so a change written while the daily refresh moves the day could be missed by both.
-- Refreshing always keeps 0003's guarantee (lock first, then aggregate with a new snapshot).
-- When a step's valid_from arrives, the daily refresh (refreshFiguresForDay) counts it.
-- A change deleted with its contract (cascade) finds no contract any more; the contract's
-- own trigger refreshes that property.
CREATE FUNCTION property_figures_from_rent_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_property_figures(ARRAY(
      SELECT DISTINCT u.property_id FROM new_rows n JOIN rental_contracts c ON c.id = n.contract_id JOIN units u ON u.id = c.unit_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_property_figures(ARRAY(
      SELECT DISTINCT u.property_id FROM old_rows o JOIN rental_contracts c ON c.id = o.contract_id JOIN units u ON u.id = c.unit_id));
  ELSE
    PERFORM refresh_property_figures(ARRAY(
      SELECT u.property_id FROM new_rows n JOIN rental_contracts c ON c.id = n.contract_id JOIN units u ON u.id = c.unit_id
      UNION
      SELECT u.property_id FROM old_rows o JOIN rental_contracts c ON c.id = o.contract_id JOIN units u ON u.id = c.unit_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contract_rent_changes_figures_insert AFTER INSERT ON contract_rent_changes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_figures_from_rent_changes();
--> statement-breakpoint
CREATE TRIGGER contract_rent_changes_figures_update AFTER UPDATE ON contract_rent_changes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_figures_from_rent_changes();
--> statement-breakpoint
CREATE TRIGGER contract_rent_changes_figures_delete AFTER DELETE ON contract_rent_changes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION property_figures_from_rent_changes();
--> statement-breakpoint
SELECT refresh_property_figures(ARRAY(SELECT id FROM properties));
