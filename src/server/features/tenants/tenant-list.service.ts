import { and, count, eq } from "drizzle-orm";
import type { ListQuery } from "@/shared/schemas/portfolio";
import type { Page, TenantListItem } from "@/shared/portfolio-types";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { tenants } from "@/server/db/schema";
import { searchTextMatches } from "@/server/db/text-search";
import { searchedOrder, searchedTenants } from "./tenant-search.sql";
import { tenantOrder, withContracts } from "./tenants.service";

/**
 * GET /tenants: one page by last name. The search reads "vorname nachname email"
 * (tenants.search_text, trigram index, decision 0034), so "Anna Schm" finds Anna Schmidt.
 */
export async function listTenants({ db, actor, query }: { db: Db; actor: Actor; query: ListQuery }): Promise<Page<TenantListItem>> {
  authorize(actor, "read");
  const offset = (query.page - 1) * query.pageSize;
  const base = eq(tenants.workspaceId, actor.workspaceId);
  if (query.search === "") {
    // Page straight off the name index; the count is a cheap scan without a filter.
    const [totalRow] = await db.select({ total: count() }).from(tenants).where(base);
    const rows = await db.select().from(tenants).where(base).orderBy(...tenantOrder).limit(query.pageSize).offset(offset);
    return { items: await withContracts(db, actor.workspaceId, rows), total: totalRow?.total ?? 0, page: query.page, pageSize: query.pageSize };
  }
  // With a search every match is read anyway: counted in the same pass (window) instead of a second scan.
  const matches = searchedTenants(db, actor.workspaceId, query.search);
  const found = await db.select().from(matches).orderBy(...searchedOrder(matches)).limit(query.pageSize).offset(offset);
  const total =
    found[0]?.total ??
    (offset > 0 ? ((await db.select({ total: count() }).from(tenants).where(and(base, searchTextMatches(tenants.searchText, query.search))))[0]?.total ?? 0) : 0);
  const rows = found.map(({ total: _, ...tenant }) => tenant);
  return { items: await withContracts(db, actor.workspaceId, rows), total, page: query.page, pageSize: query.pageSize };
}
