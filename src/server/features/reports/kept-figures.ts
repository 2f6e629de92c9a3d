import { sql } from "drizzle-orm";
import type { YearFigures } from "@/domain/profit-loss";
import type { AfaInfoDto } from "@/shared/report-types";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { foldStamps, ownerStamp, PROPERTY_REPORT_STAMPS, worthFolding } from "@/server/db/stamps";
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

// One cache per database: tests run several apps in one process.
const caches = new WeakMap<Db, Map<string, Entry>>();

function cacheOf(db: Db): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

/**
 * The workspace's properties in the report's order (name, then id) with their stamps
 * (db/stamps.ts). Read before the figures: a kept result can only be newer than its stamp,
 * never older — the next request then sees a newer stamp and computes again.
 */
async function propertyStamps(db: Db, workspaceId: string): Promise<Array<{ id: string; stamp: string }>> {
  return rowsOf<{ id: string; stamp: string }>(
    await db.execute(sql`
      select p.id, ${ownerStamp(PROPERTY_REPORT_STAMPS, sql`p.id`)} as stamp
      from properties p where p.workspace_id = ${workspaceId} order by p.name, p.id`),
  );
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
  const rows = await propertyStamps(db, workspaceId);
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
  if (worthFolding(rows.map((r) => r.stamp))) await foldStamps(db, PROPERTY_REPORT_STAMPS, workspaceId);
  for (const id of cache.keys()) {
    if (cache.size <= MAX_ENTRIES) break;
    cache.delete(id);
  }
  return out;
}
