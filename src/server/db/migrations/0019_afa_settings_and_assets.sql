CREATE TYPE "public"."afa_method" AS ENUM('linear', 'degressive');--> statement-breakpoint
CREATE TABLE "afa_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"name" text NOT NULL,
	"cost_cents" bigint NOT NULL,
	"acquisition_date" date NOT NULL,
	"useful_life_years" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "afa_assets_cost_positive" CHECK ("afa_assets"."cost_cents" > 0),
	CONSTRAINT "afa_assets_useful_life" CHECK ("afa_assets"."useful_life_years" between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "afa_method" "afa_method" DEFAULT 'linear' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "completion_date" date;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "construction_start_date" date;--> statement-breakpoint
ALTER TABLE "afa_assets" ADD CONSTRAINT "afa_assets_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "afa_assets" ADD CONSTRAINT "afa_assets_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "afa_assets_workspace_property_idx" ON "afa_assets" USING btree ("workspace_id","property_id");