CREATE TYPE "public"."rent_change_reason" AS ENUM('contract', 'graduated', 'index', 'comparative', 'modernisation', 'agreement', 'prepayment_adjustment');--> statement-breakpoint
CREATE TABLE "contract_rent_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"valid_from" date NOT NULL,
	"cold_rent_cents" bigint NOT NULL,
	"service_charge_cents" bigint NOT NULL,
	"reason" "rent_change_reason" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_rent_changes_amounts" CHECK ("contract_rent_changes"."cold_rent_cents" >= 0 and "contract_rent_changes"."service_charge_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"level" smallint NOT NULL,
	"sent_on" date NOT NULL,
	"open_cents" bigint NOT NULL,
	"payment_deadline" date NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reminders_level" CHECK ("payment_reminders"."level" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "opening_balance_month" date;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD COLUMN "opening_balance_cents" bigint;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD COLUMN "rent_month" date;--> statement-breakpoint
ALTER TABLE "contract_rent_changes" ADD CONSTRAINT "contract_rent_changes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_rent_changes" ADD CONSTRAINT "contract_rent_changes_contract_id_rental_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."rental_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_contract_id_rental_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."rental_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_rent_changes_contract_date_unique" ON "contract_rent_changes" USING btree ("contract_id","valid_from");--> statement-breakpoint
CREATE INDEX "payment_reminders_contract_idx" ON "payment_reminders" USING btree ("contract_id","sent_on");