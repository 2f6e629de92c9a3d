CREATE TABLE "property_figures" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"unit_count" integer DEFAULT 0 NOT NULL,
	"vacant_unit_count" integer DEFAULT 0 NOT NULL,
	"monthly_cold_rent_cents" bigint DEFAULT 0 NOT NULL,
	"yield_weighted" numeric,
	"yield_weight" numeric,
	"gross_yield_percent" numeric(9, 2),
	"purchase_price_cents" bigint
);
--> statement-breakpoint
ALTER TABLE "property_figures" ADD CONSTRAINT "property_figures_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_figures" ADD CONSTRAINT "property_figures_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_figures_workspace_rent_idx" ON "property_figures" USING btree ("workspace_id","monthly_cold_rent_cents");--> statement-breakpoint
CREATE INDEX "property_figures_workspace_yield_idx" ON "property_figures" USING btree ("workspace_id","gross_yield_percent");--> statement-breakpoint
CREATE INDEX "property_figures_workspace_units_idx" ON "property_figures" USING btree ("workspace_id","unit_count");