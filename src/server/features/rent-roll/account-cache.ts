import type { ArrearsState } from "@/domain/rent-roll";
import type { AccountMonth, SettlementState } from "@/domain/tenant-account";
import type { Cents } from "@/core/money";
import type { Db } from "@/server/db/client";
import { accountOf, accountUntil, withAccountInputs, type ContractRow } from "./account-source";

// The rent roll and the open items need every contract's account, and an account is a replay
// of the contract from its start (≈ 70 µs a contract, plus loading its payments): 5.000
// contracts cost seconds a request. Most accounts do not change between two requests, so each
// computed account is kept in memory under everything it was computed from: the contract's
// own fields, its account stamp (a new number whenever its rent history or a booking line on
// it changes, kept by triggers, migration 0014), the last month and the day. A request reads
// the contract rows with their stamps and recomputes only the accounts whose key changed
// (docs/decisions/0015-rent-roll-account-cache.md).

/** What the rent roll and the open items read of an account. Shared between requests: read only. */
export type AccountSummary = {
  readonly months: readonly AccountMonth[];
  readonly arrears: ArrearsState;
  readonly creditCents: Cents;
  readonly settlements: readonly SettlementState[];
};

type Entry = { key: string; summary: AccountSummary };

/** Beyond this many kept accounts (per database) the oldest are dropped: ≈ 5 KB each. */
const MAX_ENTRIES = 60_000;

// One cache per database: tests run several apps in one process.
const caches = new WeakMap<Db, Map<string, Entry>>();

function cacheOf(db: Db): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

// Everything the account depends on. A stamp read before the inputs can only be older than
// them: the next request then sees a newer stamp and recomputes, never the other way round.
const keyOf = (r: ContractRow, untilMonth: string, day: string) =>
  [r.accountStamp, r.startDate, r.endDate, r.coldRentCents, r.serviceChargeCents, r.openingBalance?.month, r.openingBalance?.cents, untilMonth, day].join("|");

/** The accounts of `rows` up to `lastMonth` (at least the month of `day`) as of `day`, in the order of `rows`; only changed ones are computed. */
export async function accountSummaries(db: Db, workspaceId: string, rows: readonly ContractRow[], lastMonth: string, day: string): Promise<AccountSummary[]> {
  const cache = cacheOf(db);
  // The month the account really ends with: asking for an earlier one gives the same account.
  const untilMonth = accountUntil(lastMonth, day);
  // Several last months (the rent roll's range, the open items' current month) are kept side by side.
  const slot = (r: ContractRow) => `${r.contractId}|${untilMonth}`;
  const keys = rows.map((r) => keyOf(r, untilMonth, day));
  const stale = rows.filter((r, i) => cache.get(slot(r))?.key !== keys[i]);
  if (stale.length > 0) {
    const sources = await withAccountInputs(db, workspaceId, stale);
    for (const source of sources) {
      const account = accountOf(source, untilMonth, day);
      const id = slot(source);
      cache.delete(id); // re-inserted last: the Map's order is the age
      cache.set(id, { key: keyOf(source, untilMonth, day), summary: { months: account.months, arrears: account.arrears, creditCents: account.creditCents, settlements: account.settlements } });
    }
  }
  const summaries = rows.map((r) => cache.get(slot(r))!.summary);
  for (const id of cache.keys()) {
    if (cache.size <= MAX_ENTRIES) break;
    cache.delete(id);
  }
  return summaries;
}
