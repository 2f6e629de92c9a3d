DROP INDEX "booking_lines_due_other_year_idx";--> statement-breakpoint
ALTER TABLE "booking_lines" ADD COLUMN "booking_origin" "booking_origin";--> statement-breakpoint
-- booking_lines.booking_origin repeats the booking's origin, like due_date (0020): taken from the
-- booking on insert, followed when the booking's origin changes. The reports' 10-day rule asks
-- whether a line recurs (a template's or a loan's booking) from the partial index alone, instead
-- of looking up thousands of bookings scattered over the table (decision 0019).
CREATE OR REPLACE FUNCTION booking_lines_take_payment_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT payment_date, sign(amount_cents), due_date, origin INTO NEW.payment_date, NEW.booking_sign, NEW.due_date, NEW.booking_origin FROM bookings WHERE id = NEW.booking_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER booking_lines_payment_date ON booking_lines;
--> statement-breakpoint
CREATE TRIGGER booking_lines_payment_date BEFORE INSERT OR UPDATE OF booking_id, payment_date, booking_sign, due_date, booking_origin ON booking_lines
  FOR EACH ROW EXECUTE FUNCTION booking_lines_take_payment_date();
--> statement-breakpoint
CREATE FUNCTION bookings_push_origin() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE booking_lines SET booking_origin = NEW.origin WHERE booking_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_origin AFTER UPDATE OF origin ON bookings
  FOR EACH ROW WHEN (OLD.origin IS DISTINCT FROM NEW.origin) EXECUTE FUNCTION bookings_push_origin();
--> statement-breakpoint
-- Existing lines: only the column is new, no amount changes, so the balance check, the
-- summaries, the accounts' stamps and the per-row copy are off meanwhile (as in 0013, 0020).
ALTER TABLE booking_lines DISABLE TRIGGER booking_lines_balance;
--> statement-breakpoint
ALTER TABLE booking_lines DISABLE TRIGGER booking_lines_account_stamp_update;
--> statement-breakpoint
ALTER TABLE booking_lines DISABLE TRIGGER booking_lines_summaries_update;
--> statement-breakpoint
ALTER TABLE booking_lines DISABLE TRIGGER booking_lines_payment_date;
--> statement-breakpoint
UPDATE booking_lines l SET booking_origin = b.origin FROM bookings b WHERE b.id = l.booking_id;
--> statement-breakpoint
ALTER TABLE booking_lines ENABLE TRIGGER booking_lines_payment_date;
--> statement-breakpoint
ALTER TABLE booking_lines ENABLE TRIGGER booking_lines_summaries_update;
--> statement-breakpoint
ALTER TABLE booking_lines ENABLE TRIGGER booking_lines_account_stamp_update;
--> statement-breakpoint
ALTER TABLE booking_lines ENABLE TRIGGER booking_lines_balance;
--> statement-breakpoint
-- After the backfill: one build instead of an index kept up row by row.
CREATE INDEX "booking_lines_due_other_year_idx" ON "booking_lines" USING btree ("workspace_id","payment_date","property_id","unit_id","category","amount_cents","rent_month","due_date","booking_origin") WHERE (rent_month is not null and extract(year from rent_month) <> extract(year from payment_date)) or (rent_month is null and due_date is not null and extract(year from due_date) <> extract(year from payment_date));
--> statement-breakpoint
ANALYZE booking_lines;
