ALTER TABLE "receipts" ADD COLUMN "meter_reading_id" uuid;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_meter_reading_id_meter_readings_id_fk" FOREIGN KEY ("meter_reading_id") REFERENCES "public"."meter_readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_meter_reading_unique" ON "receipts" USING btree ("meter_reading_id");--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_one_owner" CHECK ("receipts"."booking_id" is null or "receipts"."meter_reading_id" is null);