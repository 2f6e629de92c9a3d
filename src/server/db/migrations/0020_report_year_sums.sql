CREATE TABLE "booking_line_property_year_sums" (
	"workspace_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"property_id" uuid NOT NULL,
	"category" "booking_category" NOT NULL,
	"amount_cents" bigint NOT NULL,
	"line_count" integer NOT NULL,
	CONSTRAINT "booking_line_property_year_sums_pk" PRIMARY KEY("workspace_id","year","property_id","category")
);
--> statement-breakpoint
ALTER TABLE "booking_line_property_year_sums" ADD CONSTRAINT "booking_line_property_year_sums_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_line_property_year_sums" ADD CONSTRAINT "booking_line_property_year_sums_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_lines_rent_other_year_idx" ON "booking_lines" USING btree ("workspace_id","payment_date","property_id","unit_id","category","amount_cents","rent_month","booking_id") WHERE "booking_lines"."rent_month" is not null and extract(year from "booking_lines"."rent_month") <> extract(year from "booking_lines"."payment_date");--> statement-breakpoint
CREATE INDEX "bookings_due_other_year_idx" ON "bookings" USING btree ("workspace_id","payment_date") WHERE "bookings"."due_date" is not null and extract(year from "bookings"."due_date") <> extract(year from "bookings"."payment_date");--> statement-breakpoint
-- The reports' tax-year totals (decision 0019) read one row per property, year and category
-- instead of twelve months × both signs: the same statement-level upsert as the month
-- summaries of 0013 adds a statement's changes to booking_line_property_year_sums too.
CREATE OR REPLACE FUNCTION apply_booking_line_changes(added booking_lines[], removed booking_lines[]) RETURNS void LANGUAGE sql AS $$
  WITH changes AS (
    SELECT c.workspace_id, c.property_id, date_trunc('month', c.payment_date::timestamp)::date AS month, c.category,
      c.booking_sign, c.booking_id, c.factor, c.amount_cents * c.factor AS amount, c.amount_cents > 0 AS incoming,
      sign(c.amount_cents) <> c.booking_sign AS opposite
    FROM (SELECT a.*, 1 AS factor FROM unnest(added) a UNION ALL SELECT r.*, -1 AS factor FROM unnest(removed) r) c
    WHERE EXISTS (SELECT 1 FROM workspaces w WHERE w.id = c.workspace_id)
  ), per_property AS (
    INSERT INTO booking_line_property_sums AS s (workspace_id, property_id, month, category, booking_sign, in_cents, out_cents, line_count)
    SELECT workspace_id, property_id, month, category, booking_sign,
      coalesce(sum(amount) FILTER (WHERE incoming), 0), coalesce(sum(amount) FILTER (WHERE NOT incoming), 0), sum(factor)
    FROM changes
    GROUP BY workspace_id, property_id, month, category, booking_sign
    HAVING sum(factor) <> 0 OR coalesce(sum(amount) FILTER (WHERE incoming), 0) <> 0 OR coalesce(sum(amount) FILTER (WHERE NOT incoming), 0) <> 0
    ORDER BY workspace_id, property_id, month, category, booking_sign
    ON CONFLICT (workspace_id, property_id, month, category, booking_sign) DO UPDATE SET
      in_cents = s.in_cents + excluded.in_cents, out_cents = s.out_cents + excluded.out_cents, line_count = s.line_count + excluded.line_count
  ), per_property_year AS (
    INSERT INTO booking_line_property_year_sums AS s (workspace_id, year, property_id, category, amount_cents, line_count)
    SELECT workspace_id, extract(year FROM month)::smallint, property_id, category, sum(amount), sum(factor)
    FROM changes
    GROUP BY workspace_id, extract(year FROM month)::smallint, property_id, category
    HAVING sum(factor) <> 0 OR sum(amount) <> 0
    ORDER BY workspace_id, 2, property_id, category
    ON CONFLICT (workspace_id, year, property_id, category) DO UPDATE SET
      amount_cents = s.amount_cents + excluded.amount_cents, line_count = s.line_count + excluded.line_count
  ), per_month AS (
    INSERT INTO booking_line_sums AS s (workspace_id, month, category, booking_sign, in_cents, out_cents, line_count)
    SELECT workspace_id, month, category, booking_sign,
      coalesce(sum(amount) FILTER (WHERE incoming), 0), coalesce(sum(amount) FILTER (WHERE NOT incoming), 0), sum(factor)
    FROM changes
    GROUP BY workspace_id, month, category, booking_sign
    HAVING sum(factor) <> 0 OR coalesce(sum(amount) FILTER (WHERE incoming), 0) <> 0 OR coalesce(sum(amount) FILTER (WHERE NOT incoming), 0) <> 0
    ORDER BY workspace_id, month, category, booking_sign
    ON CONFLICT (workspace_id, month, category, booking_sign) DO UPDATE SET
      in_cents = s.in_cents + excluded.in_cents, out_cents = s.out_cents + excluded.out_cents, line_count = s.line_count + excluded.line_count
  )
  UPDATE bookings b SET opposite_lines_cents = b.opposite_lines_cents + o.amount
  FROM (SELECT booking_id, sum(amount) AS amount FROM changes WHERE opposite GROUP BY booking_id HAVING sum(amount) <> 0) o
  WHERE b.id = o.booking_id;
$$;
--> statement-breakpoint
-- Backfill from the month summaries (the function above only sees later writes).
INSERT INTO booking_line_property_year_sums (workspace_id, year, property_id, category, amount_cents, line_count)
SELECT workspace_id, extract(year FROM month)::smallint, property_id, category, sum(in_cents + out_cents), sum(line_count)
FROM booking_line_property_sums GROUP BY 1, 2, 3, 4
HAVING sum(line_count) <> 0 OR sum(in_cents + out_cents) <> 0;
--> statement-breakpoint
ANALYZE booking_line_property_year_sums;
