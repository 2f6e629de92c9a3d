import { and, asc, count, eq, getTableColumns, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { TENANT_COUNT_CAP } from "@/shared/portfolio-types";
import type { Db } from "@/server/db/client";
import { tenants } from "@/server/db/schema";
import { lastPageCount } from "@/server/db/page-count";
import { isWordStartSearch, searchTextMatches } from "@/server/db/text-search";

/** By last name, first name, and the id for ties (a stable page): tenants_workspace_name_idx's columns, so a page comes off the index. */
export const tenantOrder = [asc(tenants.lastName), asc(tenants.firstName), asc(tenants.id)];

/**
 * One page of the workspace's tenants by name, for `search` ("" for all), and how many match
 * (the list and the picker both read pages here; decisions 0034, 0037). Measured at 45.000
 * tenants, the costs that decide the plan:
 * - counting reads every match: all 45.000 took longer than the page itself. Without a search, and
 *   for a search of one or two letters, the count stops after TENANT_COUNT_CAP;
 * - a search's matches are read once, through the trigram index, counted and sorted in the same
 *   query (sortedMatches). The fence around them matters: asked for "by name, LIMIT 20", the
 *   planner would walk the name index and filter, and a search for a name finds a cluster
 *   ("schm" lies in S: 28.500 rows read before the first match);
 * - one or two letters match first names, last names and e-mail addresses all over the alphabet
 *   (a "k" 8.115 of 45.000): at most cap + 1 matches are read; were there more, the name index
 *   gives the page at once, where sorting every match cost 20 ms. A fragment of three letters
 *   and more is counted exactly: its matches are read anyway, it may cluster ("schm").
 */
export async function tenantPage(db: Db, workspaceId: string, search: string, page: { limit: number; offset: number }) {
  const workspace = eq(tenants.workspaceId, workspaceId);
  const byName = (where: SQL) => db.select().from(tenants).where(where).orderBy(...tenantOrder).limit(page.limit).offset(page.offset);
  if (search === "") {
    const rows = await byName(workspace);
    const counted = lastPageCount(rows.length, page) ?? (await countMatches(db, workspace, TENANT_COUNT_CAP + 1));
    return { rows, total: Math.min(counted, TENANT_COUNT_CAP), capped: counted > TENANT_COUNT_CAP };
  }
  const where = and(workspace, searchTextMatches(tenants.searchText, search))!;
  const broad = isWordStartSearch(search);
  const found = await sortedMatches(db, where, page, broad ? TENANT_COUNT_CAP + 1 : undefined);
  // An empty page carries no count: the first one is 0, one beyond the last is counted.
  const counted = found[0]?.total ?? lastPageCount(0, page) ?? (await countMatches(db, where, broad ? TENANT_COUNT_CAP + 1 : undefined));
  const rows = found.map(({ total: _, ...row }) => row);
  if (counted <= TENANT_COUNT_CAP || !broad) return { rows, total: counted, capped: false };
  return { rows: await byName(where), total: TENANT_COUNT_CAP, capped: true };
}

/** The rows matching `where`, counted up to `upTo` if given (a result of `upTo` means "at least"). */
async function countMatches(db: Db, where: SQL, upTo?: number): Promise<number> {
  if (upTo === undefined) return (await db.select({ n: count() }).from(tenants).where(where))[0]?.n ?? 0;
  const limited = db.select({ one: sql`1`.as("one") }).from(tenants).where(where).limit(upTo).as("limited");
  return (await db.select({ n: count() }).from(limited))[0]?.n ?? 0;
}

const countOver = () => sql<number>`count(*) over ()`.mapWith(Number).as("total");
/** tenantOrder, on a subquery of tenant rows. */
const nameOrder = (m: Record<"lastName" | "firstName" | "id", AnyColumn | SQL.Aliased>) => [asc(m.lastName), asc(m.firstName), asc(m.id)];

/**
 * A page of the rows matching `where` sorted by name, each row with how many matches were read:
 * all of them, or at most `atMost`. The matches stay a subquery of their own, read through the
 * trigram index before the sort: fenced by the window function (a query with one is not merged
 * into the query around it), or by the LIMIT, before which a window would still count them all.
 * (Not by OFFSET 0: drizzle leaves a zero offset out.)
 */
function sortedMatches(db: Db, where: SQL, page: { limit: number; offset: number }, atMost?: number) {
  if (atMost === undefined) {
    const matches = db.select({ ...getTableColumns(tenants), total: countOver() }).from(tenants).where(where).as("matches");
    return db.select().from(matches).orderBy(...nameOrder(matches)).limit(page.limit).offset(page.offset);
  }
  const read = db.select().from(tenants).where(where).limit(atMost).as("matches");
  return db
    .select({ ...read._.selectedFields, total: countOver() })
    .from(read)
    .orderBy(...nameOrder(read))
    .limit(page.limit)
    .offset(page.offset);
}
