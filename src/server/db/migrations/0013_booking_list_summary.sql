-- The booking list's summaries, its text search and its line-first queries (decision 0014).
-- pg_trgm: the GIN index of the text search `q` below (trusted extension: the database owner may create it; PGlite loads it in src/server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "booking_counts" (
	"workspace_id" uuid NOT NULL,
	"month" date NOT NULL,
	"booking_sign" smallint NOT NULL,
	"booking_count" integer NOT NULL,
	CONSTRAINT "booking_counts_pk" PRIMARY KEY("workspace_id","month","booking_sign")
);
--> statement-breakpoint
CREATE TABLE "booking_line_property_sums" (
	"workspace_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"month" date NOT NULL,
	"category" "booking_category" NOT NULL,
	"booking_sign" smallint NOT NULL,
	"in_cents" bigint NOT NULL,
	"out_cents" bigint NOT NULL,
	"line_count" integer NOT NULL,
	CONSTRAINT "booking_line_property_sums_pk" PRIMARY KEY("workspace_id","property_id","month","category","booking_sign")
);
--> statement-breakpoint
CREATE TABLE "booking_line_sums" (
	"workspace_id" uuid NOT NULL,
	"month" date NOT NULL,
	"category" "booking_category" NOT NULL,
	"booking_sign" smallint NOT NULL,
	"in_cents" bigint NOT NULL,
	"out_cents" bigint NOT NULL,
	"line_count" integer NOT NULL,
	CONSTRAINT "booking_line_sums_pk" PRIMARY KEY("workspace_id","month","category","booking_sign")
);
--> statement-breakpoint
DROP INDEX "booking_lines_property_date_idx";--> statement-breakpoint
ALTER TABLE "booking_lines" ADD COLUMN "booking_sign" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "opposite_lines_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("text" || E'\n' || "counterparty_name" || E'\n' || "number")) STORED;--> statement-breakpoint
ALTER TABLE "booking_counts" ADD CONSTRAINT "booking_counts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_line_property_sums" ADD CONSTRAINT "booking_line_property_sums_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_line_property_sums" ADD CONSTRAINT "booking_line_property_sums_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_line_sums" ADD CONSTRAINT "booking_line_sums_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_lines_category_idx" ON "booking_lines" USING btree ("workspace_id","category","booking_id");--> statement-breakpoint
CREATE INDEX "bookings_search_trgm_idx" ON "bookings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "booking_lines_property_date_idx" ON "booking_lines" USING btree ("workspace_id","property_id","payment_date","booking_id");--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_booking_sign" CHECK ("booking_lines"."booking_sign" in (-1, 1));
--> statement-breakpoint
-- booking_lines.booking_sign repeats the sign of the booking's amount (the list's direction
-- filter), like payment_date: taken from the booking on insert, followed when the booking's
-- amount changes sign. Existing lines first; the balance check is switched off meanwhile,
-- as this changes no amount and would otherwise re-add every booking at commit.
ALTER TABLE booking_lines DISABLE TRIGGER booking_lines_balance;
--> statement-breakpoint
UPDATE booking_lines l SET booking_sign = -1 FROM bookings b WHERE b.id = l.booking_id AND b.amount_cents < 0;
--> statement-breakpoint
ALTER TABLE booking_lines ENABLE TRIGGER booking_lines_balance;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_lines_take_payment_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT payment_date, sign(amount_cents) INTO NEW.payment_date, NEW.booking_sign FROM bookings WHERE id = NEW.booking_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER booking_lines_payment_date ON booking_lines;
--> statement-breakpoint
CREATE TRIGGER booking_lines_payment_date BEFORE INSERT OR UPDATE OF booking_id, payment_date, booking_sign ON booking_lines
  FOR EACH ROW EXECUTE FUNCTION booking_lines_take_payment_date();
--> statement-breakpoint
CREATE FUNCTION bookings_push_sign() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE booking_lines SET booking_sign = sign(NEW.amount_cents) WHERE booking_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_sign AFTER UPDATE OF amount_cents ON bookings
  FOR EACH ROW WHEN (sign(OLD.amount_cents) <> sign(NEW.amount_cents)) EXECUTE FUNCTION bookings_push_sign();
--> statement-breakpoint
-- The summaries follow every statement by adding its changes: + the new rows, - the old
-- rows of an insert, update or delete (statement-level triggers with transition tables, as
-- for property_figures in 0003). Adding rather than recomputing keeps a write's cost that
-- of its own rows (a bulk insert of 1.000 lines does not re-add a month of 17.000), and an
-- upsert that adds is right under concurrent writers: ON CONFLICT DO UPDATE adds to the
-- latest committed row, locking it; rows are upserted in key order so two writers of the
-- same keys do not deadlock. The lines of a workspace being deleted (cascade) add nothing:
-- the workspace's summaries go with it, and an upsert would name a deleted workspace.
-- bookings.opposite_lines_cents (the lines against the booking's sign) is added the same way.
CREATE FUNCTION apply_booking_line_changes(added booking_lines[], removed booking_lines[]) RETURNS void LANGUAGE sql AS $$
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
CREATE FUNCTION apply_booking_count_changes(added bookings[], removed bookings[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO booking_counts AS s (workspace_id, month, booking_sign, booking_count)
  SELECT c.workspace_id, date_trunc('month', c.payment_date::timestamp)::date, sign(c.amount_cents), sum(c.factor)
  FROM (SELECT a.workspace_id, a.payment_date, a.amount_cents, 1 AS factor FROM unnest(added) a
    UNION ALL SELECT r.workspace_id, r.payment_date, r.amount_cents, -1 AS factor FROM unnest(removed) r) c
  WHERE EXISTS (SELECT 1 FROM workspaces w WHERE w.id = c.workspace_id)
  GROUP BY 1, 2, 3
  HAVING sum(c.factor) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (workspace_id, month, booking_sign) DO UPDATE SET booking_count = s.booking_count + excluded.booking_count;
$$;
--> statement-breakpoint
-- A transition table's rows are records: cast to the table's row type for the functions above.
CREATE FUNCTION booking_summaries_from_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM apply_booking_line_changes(ARRAY(SELECT n::booking_lines FROM new_rows n), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM apply_booking_line_changes('{}', ARRAY(SELECT o::booking_lines FROM old_rows o));
  ELSE
    PERFORM apply_booking_line_changes(ARRAY(SELECT n::booking_lines FROM new_rows n), ARRAY(SELECT o::booking_lines FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION booking_summaries_from_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM apply_booking_count_changes(ARRAY(SELECT n::bookings FROM new_rows n), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM apply_booking_count_changes('{}', ARRAY(SELECT o::bookings FROM old_rows o));
  ELSE
    -- Only rows whose month or direction changed: an edit's version bump adds nothing.
    PERFORM apply_booking_count_changes(
      ARRAY(SELECT n::bookings FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE date_trunc('month', n.payment_date::timestamp) <> date_trunc('month', o.payment_date::timestamp) OR sign(n.amount_cents) <> sign(o.amount_cents)),
      ARRAY(SELECT o::bookings FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE date_trunc('month', n.payment_date::timestamp) <> date_trunc('month', o.payment_date::timestamp) OR sign(n.amount_cents) <> sign(o.amount_cents)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_lines_summaries_insert AFTER INSERT ON booking_lines REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_summaries_from_lines();
--> statement-breakpoint
CREATE TRIGGER booking_lines_summaries_update AFTER UPDATE ON booking_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_summaries_from_lines();
--> statement-breakpoint
CREATE TRIGGER booking_lines_summaries_delete AFTER DELETE ON booking_lines REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_summaries_from_lines();
--> statement-breakpoint
CREATE TRIGGER bookings_summaries_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_summaries_from_bookings();
--> statement-breakpoint
CREATE TRIGGER bookings_summaries_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_summaries_from_bookings();
--> statement-breakpoint
CREATE TRIGGER bookings_summaries_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_summaries_from_bookings();
--> statement-breakpoint
-- Backfill from the existing ledger (the triggers above only see later writes).
UPDATE bookings b SET opposite_lines_cents = o.amount
FROM (SELECT booking_id, sum(amount_cents) AS amount FROM booking_lines WHERE sign(amount_cents) <> booking_sign GROUP BY booking_id) o
WHERE b.id = o.booking_id;
--> statement-breakpoint
INSERT INTO booking_counts (workspace_id, month, booking_sign, booking_count)
SELECT workspace_id, date_trunc('month', payment_date::timestamp)::date, sign(amount_cents), count(*) FROM bookings GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO booking_line_property_sums (workspace_id, property_id, month, category, booking_sign, in_cents, out_cents, line_count)
SELECT workspace_id, property_id, date_trunc('month', payment_date::timestamp)::date, category, booking_sign,
  coalesce(sum(amount_cents) FILTER (WHERE amount_cents > 0), 0), coalesce(sum(amount_cents) FILTER (WHERE amount_cents < 0), 0), count(*)
FROM booking_lines GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO booking_line_sums (workspace_id, month, category, booking_sign, in_cents, out_cents, line_count)
SELECT workspace_id, date_trunc('month', payment_date::timestamp)::date, category, booking_sign,
  coalesce(sum(amount_cents) FILTER (WHERE amount_cents > 0), 0), coalesce(sum(amount_cents) FILTER (WHERE amount_cents < 0), 0), count(*)
FROM booking_lines GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
ANALYZE booking_counts;
--> statement-breakpoint
ANALYZE booking_line_sums;
--> statement-breakpoint
ANALYZE booking_line_property_sums;
