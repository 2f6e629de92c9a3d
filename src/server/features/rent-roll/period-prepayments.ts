import { sql } from "drizzle-orm";
import type { IsoDate } from "@/core/dates";
import { cents, type Cents } from "@/core/money";
import type { Db } from "@/server/db/client";
import { uuidArray } from "@/server/db/rows";
import { rentalContracts } from "@/server/db/schema";
import { accountOf, loadContractSources, type ContractSource } from "./account-source";

// The Nebenkostenabrechnung settles the NK-Vorauszahlungen of its period: the Soll of the
// period's months and what the tenant paid on them, allocated exactly as the tenant
// account allocates (§ 366 BGB, decision 0006) — so the statement and the account agree.

export async function loadContractSourcesOf(db: Db, workspaceId: string, contractIds: readonly string[]): Promise<ContractSource[]> {
  if (contractIds.length === 0) return [];
  return loadContractSources(db, workspaceId, sql`${rentalContracts.id} = any(${uuidArray(contractIds)})`);
}

/** Per contract: the NK-Vorauszahlungen due for the months of `period` and paid on them as of `today`. */
export function periodPrepayments(sources: readonly ContractSource[], period: { start: IsoDate; end: IsoDate }, today: IsoDate): Map<string, { dueCents: Cents; paidCents: Cents }> {
  const first = period.start.slice(0, 7);
  const last = period.end.slice(0, 7);
  const out = new Map<string, { dueCents: Cents; paidCents: Cents }>();
  for (const source of sources) {
    let due = 0;
    let paid = 0;
    for (const month of accountOf(source, last, today).months) {
      if (month.month < first || month.month > last) continue;
      due += month.serviceChargeCents;
      paid += month.paidServiceChargeCents;
    }
    out.set(source.contractId, { dueCents: cents(due), paidCents: cents(paid) });
  }
  return out;
}
