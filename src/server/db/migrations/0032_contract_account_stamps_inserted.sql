-- A contract's account stamps are only inserted from now on, as the report stamps of 0031
-- (db/stamps.ts): the row per contract upserted by 0014 stayed locked until commit, and a
-- transaction booking one contract's rent in 2025 and then 2026 deadlocked with one that took
-- 2026's Belegnummer counter first and then booked the same contract
-- (tests/api/report-stamps-db.test.ts). The rows there are each contract's one stamp and stay.
ALTER TABLE "contract_account_stamps" DROP CONSTRAINT "contract_account_stamps_pkey";--> statement-breakpoint
ALTER TABLE "contract_account_stamps" ADD CONSTRAINT "contract_account_stamps_contract_id_stamp_pk" PRIMARY KEY("contract_id","stamp");--> statement-breakpoint
-- A contract deleted in the same statement (cascade) gets none.
CREATE OR REPLACE FUNCTION stamp_contract_accounts(contract_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO contract_account_stamps (contract_id, stamp)
  SELECT c.id, nextval('contract_account_stamp_seq')
  FROM (SELECT DISTINCT unnest(contract_ids) AS id) ids JOIN rental_contracts c ON c.id = ids.id;
$$;
