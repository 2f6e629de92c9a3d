CREATE TYPE "public"."bank_rule_direction" AS ENUM('in', 'out', 'any');--> statement-breakpoint
CREATE TABLE "bank_account_properties" (
	"workspace_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	CONSTRAINT "bank_account_properties_bank_account_id_property_id_pk" PRIMARY KEY("bank_account_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"iban" text NOT NULL,
	"csv_mapping" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"counterparty_iban" text,
	"counterparty_contains" text,
	"purpose_contains" text,
	"direction" "bank_rule_direction" DEFAULT 'any' NOT NULL,
	"property_id" uuid NOT NULL,
	"unit_id" uuid,
	"category" "booking_category" NOT NULL,
	"subcategory_id" uuid,
	"betrkv_type" smallint,
	"automatic" boolean DEFAULT false NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_rules_condition" CHECK ("bank_rules"."counterparty_iban" is not null or "bank_rules"."counterparty_contains" is not null or "bank_rules"."purpose_contains" is not null),
	CONSTRAINT "bank_rules_betrkv_type" CHECK ("bank_rules"."betrkv_type" is null or "bank_rules"."betrkv_type" between 1 and 17)
);
--> statement-breakpoint
CREATE TABLE "bank_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"booking_date" date NOT NULL,
	"value_date" date,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"counterparty_name" text,
	"counterparty_iban" text,
	"counterparty_bic" text,
	"purpose" text DEFAULT '' NOT NULL,
	"bank_transaction_text" text,
	"end_to_end_id" text,
	"mandate_reference" text,
	"creditor_id" text,
	"bank_reference" text,
	"ignored" boolean DEFAULT false NOT NULL,
	"booking_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transactions_booked_not_ignored" CHECK (not ("bank_transactions"."ignored" and "bank_transactions"."booking_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "bank_account_properties" ADD CONSTRAINT "bank_account_properties_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_account_properties" ADD CONSTRAINT "bank_account_properties_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_account_properties" ADD CONSTRAINT "bank_account_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_subcategory_id_booking_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."booking_subcategories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_account_properties_property_idx" ON "bank_account_properties" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_workspace_iban_unique" ON "bank_accounts" USING btree ("workspace_id","iban");--> statement-breakpoint
CREATE INDEX "bank_rules_workspace_idx" ON "bank_rules" USING btree ("workspace_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transactions_fingerprint_unique" ON "bank_transactions" USING btree ("workspace_id","bank_account_id","fingerprint");--> statement-breakpoint
CREATE INDEX "bank_transactions_open_idx" ON "bank_transactions" USING btree ("workspace_id","booking_date" DESC NULLS LAST,"id") WHERE "bank_transactions"."booking_id" is null and not "bank_transactions"."ignored";--> statement-breakpoint
CREATE INDEX "bank_transactions_account_date_idx" ON "bank_transactions" USING btree ("workspace_id","bank_account_id","booking_date");--> statement-breakpoint
CREATE INDEX "bank_transactions_booking_idx" ON "bank_transactions" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bank_transactions_learned_iban_idx" ON "bank_transactions" USING btree ("workspace_id","counterparty_iban","booking_id") WHERE "bank_transactions"."booking_id" is not null and "bank_transactions"."counterparty_iban" is not null;