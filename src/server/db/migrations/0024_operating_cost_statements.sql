CREATE TYPE "public"."statement_status" AS ENUM('draft', 'finalised', 'sent');--> statement-breakpoint
CREATE TABLE "contract_occupants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"valid_from" date NOT NULL,
	"persons" smallint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_occupants_persons" CHECK ("contract_occupants"."persons" between 0 and 99)
);
--> statement-breakpoint
CREATE TABLE "operating_cost_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"short_period_reason" text,
	"status" "statement_status" DEFAULT 'draft' NOT NULL,
	"revision" smallint DEFAULT 1 NOT NULL,
	"corrects_id" uuid,
	"settings" jsonb NOT NULL,
	"frozen" jsonb,
	"finalised_at" timestamp with time zone,
	"sent_on" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operating_cost_statements_period" CHECK ("operating_cost_statements"."period_end" >= "operating_cost_statements"."period_start"),
	CONSTRAINT "operating_cost_statements_frozen" CHECK (("operating_cost_statements"."status" = 'draft') = ("operating_cost_statements"."frozen" is null))
);
--> statement-breakpoint
CREATE TABLE "unit_areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"valid_from" date NOT NULL,
	"living_area_sqm" numeric(9, 2) NOT NULL,
	"usable_area_sqm" numeric(9, 2),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_areas_positive" CHECK ("unit_areas"."living_area_sqm" >= 0 and ("unit_areas"."usable_area_sqm" is null or "unit_areas"."usable_area_sqm" >= 0))
);
--> statement-breakpoint
ALTER TABLE "contract_occupants" ADD CONSTRAINT "contract_occupants_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_occupants" ADD CONSTRAINT "contract_occupants_contract_id_rental_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."rental_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operating_cost_statements" ADD CONSTRAINT "operating_cost_statements_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operating_cost_statements" ADD CONSTRAINT "operating_cost_statements_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operating_cost_statements" ADD CONSTRAINT "operating_cost_statements_corrects_id_operating_cost_statements_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."operating_cost_statements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_areas" ADD CONSTRAINT "unit_areas_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_areas" ADD CONSTRAINT "unit_areas_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_occupants_contract_from_unique" ON "contract_occupants" USING btree ("contract_id","valid_from");--> statement-breakpoint
CREATE INDEX "contract_occupants_workspace_contract_idx" ON "contract_occupants" USING btree ("workspace_id","contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operating_cost_statements_revision_unique" ON "operating_cost_statements" USING btree ("property_id","period_start","revision");--> statement-breakpoint
CREATE INDEX "operating_cost_statements_workspace_property_idx" ON "operating_cost_statements" USING btree ("workspace_id","property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_areas_unit_from_unique" ON "unit_areas" USING btree ("unit_id","valid_from");--> statement-breakpoint
CREATE INDEX "unit_areas_workspace_unit_idx" ON "unit_areas" USING btree ("workspace_id","unit_id");