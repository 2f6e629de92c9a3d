CREATE TYPE "public"."contract_status" AS ENUM('active', 'terminated', 'expired');--> statement-breakpoint
CREATE TYPE "public"."furnishing" AS ENUM('unfurnished', 'furnished', 'partially_furnished');--> statement-breakpoint
CREATE TYPE "public"."property_kind" AS ENUM('condominium', 'multi_family', 'single_family', 'two_family', 'commercial', 'mixed');--> statement-breakpoint
CREATE TYPE "public"."unit_type" AS ENUM('apartment', 'commercial_space', 'parking', 'storage', 'house');--> statement-breakpoint
CREATE TYPE "public"."unit_usage" AS ENUM('vacant', 'rented', 'owner_occupied', 'shared_housing');--> statement-breakpoint
CREATE TYPE "public"."repayment_kind" AS ENUM('initial_rate', 'monthly_payment');--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"house_number" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"kind" "property_kind" NOT NULL,
	"year_built" integer,
	"purchase_price_cents" bigint,
	"purchase_date" date,
	"transfer_tax_cents" bigint,
	"notary_cents" bigint,
	"land_registry_cents" bigint,
	"broker_cents" bigint,
	"building_share_percent" numeric(5, 2),
	"notes" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"room_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date,
	"is_limited_term" boolean DEFAULT false NOT NULL,
	"cold_rent_cents" bigint NOT NULL,
	"service_charge_cents" bigint,
	"deposit_cents" bigint,
	"status" "contract_status" DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unit_id" uuid NOT NULL,
	"code" text NOT NULL,
	"size_sqm" numeric(9, 2)
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"property_id" uuid NOT NULL,
	"code" text NOT NULL,
	"unit_number" text,
	"size_sqm" numeric(9, 2),
	"type" "unit_type" NOT NULL,
	"usage" "unit_usage" NOT NULL,
	"furnishing" "furnishing" DEFAULT 'unfurnished' NOT NULL,
	"has_balcony" boolean DEFAULT false NOT NULL,
	"has_parking" boolean DEFAULT false NOT NULL,
	"purchase_price_cents" bigint,
	"purchase_date" date
);
--> statement-breakpoint
CREATE TABLE "loan_special_repayments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"loan_id" uuid NOT NULL,
	"date" date NOT NULL,
	"amount_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"lender" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"disbursement_date" date NOT NULL,
	"interest_rate_percent" numeric(6, 3) NOT NULL,
	"repayment_kind" "repayment_kind" NOT NULL,
	"initial_repayment_percent" numeric(6, 3),
	"monthly_payment_cents" bigint,
	"fixation_end_date" date,
	"notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD CONSTRAINT "rental_contracts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD CONSTRAINT "rental_contracts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD CONSTRAINT "rental_contracts_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD CONSTRAINT "rental_contracts_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_special_repayments" ADD CONSTRAINT "loan_special_repayments_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_special_repayments" ADD CONSTRAINT "loan_special_repayments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_workspace_name_idx" ON "properties" USING btree ("workspace_id","name");--> statement-breakpoint
CREATE INDEX "properties_workspace_city_idx" ON "properties" USING btree ("workspace_id","city");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_contracts_one_active_per_room" ON "rental_contracts" USING btree ("room_id") WHERE "rental_contracts"."status" = 'active' and "rental_contracts"."room_id" is not null;--> statement-breakpoint
CREATE INDEX "rental_contracts_workspace_unit_idx" ON "rental_contracts" USING btree ("workspace_id","unit_id");--> statement-breakpoint
CREATE INDEX "rental_contracts_tenant_idx" ON "rental_contracts" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_unit_code_unique" ON "rooms" USING btree ("unit_id",lower(btrim("code")));--> statement-breakpoint
CREATE INDEX "rooms_workspace_unit_idx" ON "rooms" USING btree ("workspace_id","unit_id");--> statement-breakpoint
CREATE INDEX "tenants_workspace_name_idx" ON "tenants" USING btree ("workspace_id","last_name","first_name");--> statement-breakpoint
CREATE UNIQUE INDEX "units_property_code_unique" ON "units" USING btree ("property_id",lower(btrim("code")));--> statement-breakpoint
CREATE INDEX "units_workspace_property_idx" ON "units" USING btree ("workspace_id","property_id");--> statement-breakpoint
CREATE INDEX "loan_special_repayments_loan_idx" ON "loan_special_repayments" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "loans_workspace_property_idx" ON "loans" USING btree ("workspace_id","property_id");