import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { tenants } from "@/server/db/schema";
import { searchTextMatches } from "@/server/db/text-search";

/**
 * The workspace's tenants matching `search`, with the number of matches, as a subquery that
 * is found whole through the trigram index before it is sorted (decision 0034). The fence
 * (OFFSET 0) is why: asked for "by name, LIMIT 20", the planner walks the name index and
 * filters, assuming the matches are spread over the alphabet; a search for a name finds a
 * cluster ("schm" lies in S: 28.500 rows read before the first match, 10 ms instead of 2).
 */
export function searchedTenants(db: Db, workspaceId: string, search: string) {
  return db
    .select({ ...getTableColumns(tenants), total: sql<number>`count(*) over ()`.mapWith(Number).as("total") })
    .from(tenants)
    .where(and(eq(tenants.workspaceId, workspaceId), searchTextMatches(tenants.searchText, search)))
    .offset(0)
    .as("matches");
}

/** The order of tenantOrder, on the subquery. */
export const searchedOrder = (m: ReturnType<typeof searchedTenants>) => [asc(m.lastName), asc(m.firstName), asc(m.id)];
