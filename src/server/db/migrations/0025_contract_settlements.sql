CREATE TABLE "contract_settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"statement_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"sent_on" date NOT NULL,
	"due_on" date NOT NULL,
	"claim_cents" bigint NOT NULL,
	"write_off_cents" bigint NOT NULL,
	CONSTRAINT "contract_settlements_write_off" CHECK ("contract_settlements"."write_off_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_statement_id_operating_cost_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."operating_cost_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_contract_id_rental_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."rental_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_settlements_statement_contract_unique" ON "contract_settlements" USING btree ("statement_id","contract_id");--> statement-breakpoint
CREATE INDEX "contract_settlements_contract_idx" ON "contract_settlements" USING btree ("contract_id");--> statement-breakpoint
-- A statement's result changes the contract's tenant account: a new account stamp, as for its
-- booking lines and rent history (0014), so the rent roll recomputes that account.
CREATE TRIGGER contract_settlements_account_stamp_insert AFTER INSERT ON contract_settlements REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stamp_contract_accounts_from_rows();
--> statement-breakpoint
CREATE TRIGGER contract_settlements_account_stamp_update AFTER UPDATE ON contract_settlements REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stamp_contract_accounts_from_rows();
--> statement-breakpoint
CREATE TRIGGER contract_settlements_account_stamp_delete AFTER DELETE ON contract_settlements REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stamp_contract_accounts_from_rows();
