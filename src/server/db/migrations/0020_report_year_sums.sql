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
ALTER TABLE "booking_lines" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "booking_line_property_year_sums" ADD CONSTRAINT "booking_line_property_year_sums_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_line_property_year_sums" ADD CONSTRAINT "booking_line_property_year_sums_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_line_property_year_sums_amounts_idx" ON "booking_line_property_year_sums" USING btree ("workspace_id","year","property_id","category","amount_cents");--> statement-breakpoint
CREATE INDEX "booking_lines_due_other_year_idx" ON "booking_lines" USING btree ("workspace_id","payment_date","property_id","unit_id","category","amount_cents","rent_month","due_date","booking_id") WHERE (rent_month is not null and extract(year from rent_month) <> extract(year from payment_date)) or (rent_month is null and due_date is not null and extract(year from due_date) <> extract(year from payment_date));--> statement-breakpoint
CREATE INDEX "booking_lines_spread_idx" ON "booking_lines" USING btree ("workspace_id","payment_date","property_id","unit_id","amount_cents","spread_years") WHERE "booking_lines"."category" = 'maintenance' and "booking_lines"."spread_years" > 1;--> statement-breakpoint
CREATE INDEX "booking_lines_repairs_idx" ON "booking_lines" USING btree ("workspace_id","property_id","payment_date","booking_id","amount_cents") WHERE "booking_lines"."category" = 'maintenance';--> statement-breakpoint
CREATE INDEX "bookings_vat_idx" ON "bookings" USING btree ("id","vat_cents","amount_cents") WHERE "bookings"."vat_cents" is not null;--> statement-breakpoint
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
--> statement-breakpoint
-- booking_lines.due_date repeats the booking's due date, like payment_date and booking_sign
-- (0008, 0013): taken from the booking on insert, followed when the booking's due date changes.
CREATE OR REPLACE FUNCTION booking_lines_take_payment_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT payment_date, sign(amount_cents), due_date INTO NEW.payment_date, NEW.booking_sign, NEW.due_date FROM bookings WHERE id = NEW.booking_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER booking_lines_payment_date ON booking_lines;
--> statement-breakpoint
CREATE TRIGGER booking_lines_payment_date BEFORE INSERT OR UPDATE OF booking_id, payment_date, booking_sign, due_date ON booking_lines
  FOR EACH ROW EXECUTE FUNCTION booking_lines_take_payment_date();
--> statement-breakpoint
CREATE FUNCTION bookings_push_due_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE booking_lines SET due_date = NEW.due_date WHERE booking_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_due_date AFTER UPDATE OF due_date ON bookings
  FOR EACH ROW WHEN (OLD.due_date IS DISTINCT FROM NEW.due_date) EXECUTE FUNCTION bookings_push_due_date();
--> statement-breakpoint
-- Existing lines: only the column is new, no amount changes, so the balance check, the
-- summaries and the per-row copy are off meanwhile (as in 0013).
ALTER TABLE booking_lines DISABLE TRIGGER booking_lines_balance;
--> statement-breakpoint
ALTER TABLE booking_lines DISABLE TRIGGER booking_lines_summaries_update;
--> statement-breakpoint
ALTER TABLE booking_lines DISABLE TRIGGER booking_lines_payment_date;
--> statement-breakpoint
UPDATE booking_lines l SET due_date = b.due_date FROM bookings b WHERE b.id = l.booking_id AND b.due_date IS NOT NULL;
--> statement-breakpoint
ALTER TABLE booking_lines ENABLE TRIGGER booking_lines_payment_date;
--> statement-breakpoint
ALTER TABLE booking_lines ENABLE TRIGGER booking_lines_summaries_update;
--> statement-breakpoint
ALTER TABLE booking_lines ENABLE TRIGGER booking_lines_balance;
--> statement-breakpoint
ANALYZE booking_lines;
