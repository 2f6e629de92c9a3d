CREATE TABLE "statement_scope_parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"statement_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"unit_id" uuid
);
--> statement-breakpoint
DROP INDEX "operating_cost_statements_revision_unique";--> statement-breakpoint
ALTER TABLE "operating_cost_statements" ADD COLUMN "scope_name" text;--> statement-breakpoint
ALTER TABLE "statement_scope_parts" ADD CONSTRAINT "statement_scope_parts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_scope_parts" ADD CONSTRAINT "statement_scope_parts_statement_id_operating_cost_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."operating_cost_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_scope_parts" ADD CONSTRAINT "statement_scope_parts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_scope_parts" ADD CONSTRAINT "statement_scope_parts_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_scope_parts_whole_unique" ON "statement_scope_parts" USING btree ("statement_id","property_id") WHERE "statement_scope_parts"."unit_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_scope_parts_unit_unique" ON "statement_scope_parts" USING btree ("statement_id","unit_id") WHERE "statement_scope_parts"."unit_id" is not null;--> statement-breakpoint
CREATE INDEX "statement_scope_parts_property_idx" ON "statement_scope_parts" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "operating_cost_statements_property_period_idx" ON "operating_cost_statements" USING btree ("property_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "operating_cost_statements_corrects_unique" ON "operating_cost_statements" USING btree ("corrects_id");--> statement-breakpoint
-- Every existing statement covers its whole property.
INSERT INTO "statement_scope_parts" ("workspace_id", "statement_id", "property_id") SELECT "workspace_id", "id", "property_id" FROM "operating_cost_statements";
