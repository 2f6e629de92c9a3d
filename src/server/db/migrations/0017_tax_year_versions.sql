CREATE TABLE "tax_year_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"version" integer NOT NULL,
	"figures" jsonb NOT NULL,
	"figures_sha256" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_year_versions_version" CHECK ("tax_year_versions"."version" >= 1),
	CONSTRAINT "tax_year_versions_year" CHECK ("tax_year_versions"."year" between 2000 and 2100),
	CONSTRAINT "tax_year_versions_sha256" CHECK ("tax_year_versions"."figures_sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "tax_year_versions" ADD CONSTRAINT "tax_year_versions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_year_versions" ADD CONSTRAINT "tax_year_versions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_year_versions" ADD CONSTRAINT "tax_year_versions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_year_versions_number" ON "tax_year_versions" USING btree ("workspace_id","property_id","year","version");--> statement-breakpoint
-- A finalised version is frozen (issue 15): rows are inserted and deleted (with their
-- property or workspace), never changed. The one update allowed is the foreign key's own
-- ON DELETE SET NULL when the account that finalised it is deleted. SQLSTATE 23514
-- (check_violation), constraint name tax_year_versions_frozen.
CREATE FUNCTION tax_year_versions_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.created_by IS NULL
    AND (NEW.id, NEW.workspace_id, NEW.property_id, NEW.year, NEW.version, NEW.figures, NEW.figures_sha256, NEW.created_at)
      IS NOT DISTINCT FROM (OLD.id, OLD.workspace_id, OLD.property_id, OLD.year, OLD.version, OLD.figures, OLD.figures_sha256, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'tax year version % of % is frozen', OLD.version, OLD.year
    USING ERRCODE = '23514', CONSTRAINT = 'tax_year_versions_frozen';
END $$;
--> statement-breakpoint
CREATE TRIGGER tax_year_versions_frozen BEFORE UPDATE ON tax_year_versions
  FOR EACH ROW EXECUTE FUNCTION tax_year_versions_frozen();
