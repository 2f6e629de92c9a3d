CREATE TYPE "public"."datev_chart" AS ENUM('SKR03', 'SKR04');--> statement-breakpoint
CREATE TABLE "datev_settings" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"consultant_number" integer NOT NULL,
	"client_number" integer NOT NULL,
	"chart" datev_chart NOT NULL,
	"account_length" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "datev_settings_consultant_number" CHECK ("datev_settings"."consultant_number" between 1001 and 9999999),
	CONSTRAINT "datev_settings_client_number" CHECK ("datev_settings"."client_number" between 1 and 99999),
	CONSTRAINT "datev_settings_account_length" CHECK ("datev_settings"."account_length" between 4 and 8)
);
--> statement-breakpoint
ALTER TABLE "datev_settings" ADD CONSTRAINT "datev_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;