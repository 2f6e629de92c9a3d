-- A text search within a year reads only that year's matches (decision 0016): the payment
-- year joins the trigram index. btree_gin gives GIN an operator class for the integer year
-- (trusted extension like pg_trgm; PGlite loads it in src/server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "bookings_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "bookings_search_year_trgm_idx" ON "bookings" USING gin (((extract(year from "payment_date"))::int),"search_text" gin_trgm_ops);