CREATE SEQUENCE "public"."contract_account_stamp_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "contract_account_stamps" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"stamp" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_account_stamps" ADD CONSTRAINT "contract_account_stamps_contract_id_rental_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."rental_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A contract's account stamp (schema/rent-roll.ts, decision 0015): a new number for every
-- contract whose rent history or booking lines a statement touched, so that the rent roll
-- recomputes that contract's account and keeps the others. Statement-level triggers with
-- transition tables, as for the booking summaries (0013). Upserted in contract order, so two
-- writers of the same contracts do not deadlock; a contract deleted in the same statement
-- (cascade) gets none.
CREATE FUNCTION stamp_contract_accounts(contract_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO contract_account_stamps AS s (contract_id, stamp)
  SELECT c.id, nextval('contract_account_stamp_seq')
  FROM (SELECT DISTINCT unnest(contract_ids) AS id) ids JOIN rental_contracts c ON c.id = ids.id
  ORDER BY c.id
  ON CONFLICT (contract_id) DO UPDATE SET stamp = excluded.stamp;
$$;
--> statement-breakpoint
-- For booking_lines and contract_rent_changes: both name the contract in `contract_id`.
CREATE FUNCTION stamp_contract_accounts_from_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM stamp_contract_accounts(ARRAY(SELECT n.contract_id FROM new_rows n WHERE n.contract_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM stamp_contract_accounts(ARRAY(SELECT o.contract_id FROM old_rows o WHERE o.contract_id IS NOT NULL));
  ELSE
    PERFORM stamp_contract_accounts(ARRAY(
      SELECT n.contract_id FROM new_rows n WHERE n.contract_id IS NOT NULL
      UNION SELECT o.contract_id FROM old_rows o WHERE o.contract_id IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_lines_account_stamp_insert AFTER INSERT ON booking_lines REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stamp_contract_accounts_from_rows();
--> statement-breakpoint
CREATE TRIGGER booking_lines_account_stamp_update AFTER UPDATE ON booking_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stamp_contract_accounts_from_rows();
--> statement-breakpoint
CREATE TRIGGER booking_lines_account_stamp_delete AFTER DELETE ON booking_lines REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stamp_contract_accounts_from_rows();
--> statement-breakpoint
CREATE TRIGGER contract_rent_changes_account_stamp_insert AFTER INSERT ON contract_rent_changes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stamp_contract_accounts_from_rows();
--> statement-breakpoint
CREATE TRIGGER contract_rent_changes_account_stamp_update AFTER UPDATE ON contract_rent_changes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stamp_contract_accounts_from_rows();
--> statement-breakpoint
CREATE TRIGGER contract_rent_changes_account_stamp_delete AFTER DELETE ON contract_rent_changes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stamp_contract_accounts_from_rows();
