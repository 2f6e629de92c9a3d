CREATE TYPE "public"."recurrence_interval" AS ENUM('monthly', 'quarterly', 'yearly');--> statement-breakpoint
CREATE TABLE "recurring_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"interval" "recurrence_interval" NOT NULL,
	"day_of_month" smallint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"amount_cents" bigint NOT NULL,
	"counterparty_name" text DEFAULT '' NOT NULL,
	"tenant_id" uuid,
	"text" text DEFAULT '' NOT NULL,
	"lines" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_bookings_day_of_month" CHECK ("recurring_bookings"."day_of_month" between 1 and 31),
	CONSTRAINT "recurring_bookings_amount_not_zero" CHECK ("recurring_bookings"."amount_cents" <> 0),
	CONSTRAINT "recurring_bookings_period" CHECK ("recurring_bookings"."end_date" is null or "recurring_bookings"."end_date" >= "recurring_bookings"."start_date")
);
--> statement-breakpoint
ALTER TABLE "recurring_bookings" ADD CONSTRAINT "recurring_bookings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_bookings" ADD CONSTRAINT "recurring_bookings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurring_bookings_workspace_idx" ON "recurring_bookings" USING btree ("workspace_id","name");