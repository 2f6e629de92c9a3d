-- Rates become integer thousandths of a percent (7,612 % = 7612), docs/decisions/0007-exact-rates.md.
-- numeric(6,3) × 1000 is an exact integer, so the conversion loses nothing.
ALTER TABLE "loans" ALTER COLUMN "interest_rate_percent" SET DATA TYPE integer USING ("interest_rate_percent" * 1000)::integer;--> statement-breakpoint
ALTER TABLE "loans" ALTER COLUMN "initial_repayment_percent" SET DATA TYPE integer USING ("initial_repayment_percent" * 1000)::integer;--> statement-breakpoint
ALTER TABLE "loans" RENAME COLUMN "interest_rate_percent" TO "interest_rate_milli";--> statement-breakpoint
ALTER TABLE "loans" RENAME COLUMN "initial_repayment_percent" TO "initial_repayment_milli";
