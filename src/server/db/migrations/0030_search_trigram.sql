-- Tenant and property search through trigram indexes (issue 20 item 4, decision 0034).
-- search_text is what the search compares: the searched fields lower-cased once per write, so
-- a candidate is rechecked with a plain LIKE instead of lower-casing it on every request.
-- GIN over (workspace_id, trigrams): btree_gin (migration 0016) gives the uuid its operator
-- class, so the index hands out only the workspace's matches. pg_trgm and btree_gin are
-- trusted extensions; the statements repeat in case a database was restored without them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("first_name" || ' ' || "last_name" || ' ' || coalesce("email", ''))) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || ' ' || "street" || ' ' || "house_number" || ' ' || "postcode" || ' ' || "city")) STORED;--> statement-breakpoint
CREATE INDEX "tenants_search_trgm_idx" ON "tenants" USING gin ("workspace_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_search_trgm_idx" ON "properties" USING gin ("workspace_id","search_text" gin_trgm_ops);
