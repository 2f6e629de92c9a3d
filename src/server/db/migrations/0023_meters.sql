CREATE TYPE "public"."meter_kind" AS ENUM('cold_water', 'warm_water', 'heat', 'heat_cost_allocator', 'electricity', 'gas');--> statement-breakpoint
CREATE TYPE "public"."meter_reading_kind" AS ENUM('regular', 'interim', 'installation', 'removal');--> statement-breakpoint
CREATE TABLE "meter_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"meter_id" uuid NOT NULL,
	"reading_date" date NOT NULL,
	"value" numeric(15, 3) NOT NULL,
	"kind" "meter_reading_kind" DEFAULT 'regular' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_readings_value_not_negative" CHECK ("meter_readings"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "meters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"unit_id" uuid,
	"kind" "meter_kind" NOT NULL,
	"serial_number" text NOT NULL,
	"installed_on" date NOT NULL,
	"removed_on" date,
	"replaces_meter_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meters_removed_after_installed" CHECK ("meters"."removed_on" is null or "meters"."removed_on" >= "meters"."installed_on")
);
--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_meter_id_meters_id_fk" FOREIGN KEY ("meter_id") REFERENCES "public"."meters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_replaces_meter_id_meters_id_fk" FOREIGN KEY ("replaces_meter_id") REFERENCES "public"."meters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meter_readings_meter_date_unique" ON "meter_readings" USING btree ("meter_id","reading_date");--> statement-breakpoint
CREATE INDEX "meter_readings_workspace_meter_idx" ON "meter_readings" USING btree ("workspace_id","meter_id");--> statement-breakpoint
CREATE INDEX "meters_workspace_unit_idx" ON "meters" USING btree ("workspace_id","unit_id");--> statement-breakpoint
CREATE INDEX "meters_workspace_property_idx" ON "meters" USING btree ("workspace_id","property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meters_replaces_unique" ON "meters" USING btree ("replaces_meter_id");