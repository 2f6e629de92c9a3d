import { sql } from "drizzle-orm";
import type { YearFigures } from "@/domain/profit-loss";
import type { AfaInfoDto } from "@/shared/report-types";
import type { Db } from "@/server/db/client";
import { rowsOf, toNumber } from "@/server/db/rows";
import type { PropertySelection } from "./property-selection";

// The portfolio P&L of thousands of properties turns some 30.000 summary rows, lines and
// property rows into objects on every request (≈ 250 ms at 5.000 properties) although almost
// none of them changed since the last one. So each property's result is kept in memory under
// its report stamp — a new number whenever a booking line on it, a booking's VAT, a movable
// asset or the property row changes, kept by triggers (migration 0031) — and a request reads
// the stamps and recomputes only the properties whose stamp moved
// (docs/decisions/0038-profit-loss-property-cache.md). The P&L of one property is computed
// afresh each time: one property is cheap, and it is the check of the kept ones
// (tests/api/profit-loss-cache.test.ts).

/** A property's part of the portfolio P&L. Shared between requests: read only. */
export type PropertyFigures = {
  readonly afa: AfaInfoDto;
  /** The period's figures with the AfA. */
  readonly figures: YearFigures;
  /** The period a year before, with its AfA (null: not asked). */
  readonly previous: YearFigures | null;
};

type Entry = { stamp: string; value: PropertyFigures };

/** Beyond this many kept entries (per database) the oldest are dropped: ≈ 1,5 KB each, four periods of 5.000 properties. */
const MAX_ENTRIES = 20_000;

/** Stamp rows beyond two per property (and this many) are folded into one per property. */
const FOLD_SLACK = 100;

// One cache per database: tests run several apps in one process.
const caches = new WeakMap<Db, Map<string, Entry>>();

function cacheOf(db: Db): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

/**
 * The workspace's properties in the report's order (name, then id) with their stamps — the
 * highest number of their stamp rows and how many there are (0031 only inserts: a row committed
 * late may carry a lower number than one already seen) — and how many stamp rows there are in
 * all. Read before the figures: a kept result can only be newer than its stamp, never older —
 * the next request then sees a newer stamp and computes again.
 */
async function propertyStamps(db: Db, workspaceId: string): Promise<{ rows: Array<{ id: string; stamp: string }>; stampRows: number }> {
  const rows = rowsOf<{ id: string; stamp: string; count: unknown }>(
    await db.execute(sql`
      select p.id, coalesce(s.newest, 0)::text || ':' || coalesce(s.count, 0) as stamp, coalesce(s.count, 0) as count
      from properties p
      left join lateral (select max(r.stamp) as newest, count(*) as count from property_report_stamps r where r.property_id = p.id) s on true
      where p.workspace_id = ${workspaceId} order by p.name, p.id`),
  );
  return { rows: rows.map((r) => ({ id: r.id, stamp: r.stamp })), stampRows: rows.reduce((sum, r) => sum + toNumber(r.count), 0) };
}

/**
 * Folds each property's stamp rows into one new row, so the stamp read stays one row per
 * property. The new row's number is higher than any before, so no stamp seen earlier comes back
 * (a property's highest number only grows, its count only grows between two folds). Rows of
 * transactions still open are not visible here and stay. Writers only insert, so this waits on
 * none of them; one fold per workspace at a time (a second one has nothing to do).
 */
async function foldStamps(db: Db, workspaceId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [lock] = rowsOf<{ got: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${`report-stamps:${workspaceId}`})) as got`));
    if (!lock?.got) return;
    await tx.execute(sql`
      insert into property_report_stamps (property_id, stamp)
      select r.property_id, nextval('property_report_stamp_seq') from property_report_stamps r join properties p on p.id = r.property_id
      where p.workspace_id = ${workspaceId} group by r.property_id having count(*) > 1`);
    await tx.execute(sql`
      delete from property_report_stamps r using properties p
      where p.id = r.property_id and p.workspace_id = ${workspaceId}
        and r.stamp < (select max(n.stamp) from property_report_stamps n where n.property_id = r.property_id)`);
  });
}

/**
 * Every property's figures for `period` (a key naming everything the computation reads besides
 * the stamped data: the months, the months before, the §6(1) Nr. 1a year), in the report's order.
 * `compute` is given the properties to compute — all of them when more than half changed (one
 * read of the whole workspace is cheaper than a list of thousands) — and returns them by id.
 */
export async function keptPropertyFigures(
  db: Db,
  workspaceId: string,
  period: string,
  compute: (selection: PropertySelection) => Promise<Map<string, PropertyFigures>>,
): Promise<PropertyFigures[]> {
  const cache = cacheOf(db);
  const { rows, stampRows } = await propertyStamps(db, workspaceId);
  const slot = (id: string) => `${id}|${period}`;
  // Taken before computing: another request may drop entries meanwhile.
  const found = rows.map((r) => {
    const entry = cache.get(slot(r.id));
    return entry?.stamp === r.stamp ? entry.value : null;
  });
  const stale = rows.filter((_, i) => found[i] === null);
  if (stale.length > 0) {
    const computed = await compute(stale.length * 2 > rows.length ? { propertyId: null } : { propertyId: null, propertyIds: stale.map((r) => r.id) });
    rows.forEach((r, i) => {
      if (found[i] !== null) return;
      const value = computed.get(r.id);
      if (!value) return; // deleted since its stamp was read
      found[i] = value;
      cache.delete(slot(r.id)); // re-inserted last: the Map's order is the age
      cache.set(slot(r.id), { stamp: r.stamp, value });
    });
  }
  const out = found.filter((f) => f !== null);
  // Folded after the answer is put together: the fold's new numbers make the next request
  // recompute the folded properties once.
  if (stampRows > 2 * rows.length + FOLD_SLACK) await foldStamps(db, workspaceId);
  for (const id of cache.keys()) {
    if (cache.size <= MAX_ENTRIES) break;
    cache.delete(id);
  }
  return out;
}
