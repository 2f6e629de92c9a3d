CREATE SEQUENCE "public"."property_report_stamp_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "property_report_stamps" (
	"property_id" uuid NOT NULL,
	"stamp" bigint NOT NULL,
	CONSTRAINT "property_report_stamps_property_id_stamp_pk" PRIMARY KEY("property_id","stamp")
);
--> statement-breakpoint
ALTER TABLE "property_report_stamps" ADD CONSTRAINT "property_report_stamps_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A property's report stamps (schema/report-stamps.ts, decision 0038): a new row for every
-- property whose P&L inputs a statement touched — its booking lines (the summaries of 0013 and
-- 0020 follow them), the VAT or amount of a booking of such a line, its movable assets, its own
-- row — so that the P&L recomputes that property's figures and keeps the others. Statement-level
-- triggers with transition tables, as the contract stamps of 0014, but only inserting: a row
-- per property upserted would stay locked until commit, and a transaction booking a property in
-- 2025 and then 2026 deadlocked with one that took 2026's Belegnummer counter first and then
-- booked the same property. A property deleted in the same statement gets none.
CREATE FUNCTION stamp_property_reports(property_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO property_report_stamps (property_id, stamp)
  SELECT p.id, nextval('property_report_stamp_seq')
  FROM (SELECT DISTINCT unnest(property_ids) AS id) ids JOIN properties p ON p.id = ids.id;
$$;
--> statement-breakpoint
-- For booking_lines and afa_assets: both name the property in `property_id`.
CREATE FUNCTION stamp_property_reports_from_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM stamp_property_reports(ARRAY(SELECT n.property_id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM stamp_property_reports(ARRAY(SELECT o.property_id FROM old_rows o));
  ELSE
    PERFORM stamp_property_reports(ARRAY(SELECT n.property_id FROM new_rows n UNION SELECT o.property_id FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_lines_report_stamp_insert AFTER INSERT ON booking_lines REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stamp_property_reports_from_rows();
--> statement-breakpoint
CREATE TRIGGER booking_lines_report_stamp_update AFTER UPDATE ON booking_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stamp_property_reports_from_rows();
--> statement-breakpoint
CREATE TRIGGER booking_lines_report_stamp_delete AFTER DELETE ON booking_lines REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stamp_property_reports_from_rows();
--> statement-breakpoint
CREATE TRIGGER afa_assets_report_stamp_insert AFTER INSERT ON afa_assets REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stamp_property_reports_from_rows();
--> statement-breakpoint
CREATE TRIGGER afa_assets_report_stamp_update AFTER UPDATE ON afa_assets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stamp_property_reports_from_rows();
--> statement-breakpoint
CREATE TRIGGER afa_assets_report_stamp_delete AFTER DELETE ON afa_assets REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stamp_property_reports_from_rows();
--> statement-breakpoint
-- The property row: its purchase data and name are the AfA's inputs.
CREATE FUNCTION stamp_property_reports_from_properties() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stamp_property_reports(ARRAY(SELECT n.id FROM new_rows n));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_report_stamp_update AFTER UPDATE ON properties REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stamp_property_reports_from_properties();
--> statement-breakpoint
-- A booking's VAT (the net repairs of §6(1) Nr. 1a) and amount live on the booking, not its
-- lines. A trigger with a column list cannot have transition tables, so every update of
-- bookings looks, and only a changed VAT or amount stamps the properties of its lines (a new
-- date already reaches the lines, 0008).
CREATE FUNCTION stamp_property_reports_from_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stamp_property_reports(ARRAY(
    SELECT l.property_id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN booking_lines l ON l.booking_id = n.id
    WHERE n.vat_cents IS DISTINCT FROM o.vat_cents OR n.amount_cents IS DISTINCT FROM o.amount_cents));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_report_stamp_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stamp_property_reports_from_bookings();
