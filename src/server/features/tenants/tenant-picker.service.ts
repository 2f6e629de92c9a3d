import { and, eq } from "drizzle-orm";
import type { PickerQuery } from "@/shared/schemas/portfolio";
import type { PickerPage, TenantDto } from "@/shared/portfolio-types";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { tenants } from "@/server/db/schema";
import { isWordStartSearch, searchTextMatches } from "@/server/db/text-search";
import { toTenantDto } from "./tenant-dto";
import { searchedOrder, searchedTenants } from "./tenant-search.sql";
import { tenantOrder } from "./tenants.service";

/**
 * GET /tenants/picker: the tenant select's page, by last name (a stable order: the id breaks
 * ties). One row more than asked tells whether more match; the answer has no total, so a
 * select never waits for a count of the whole table. Without `q` the page comes off tenants_workspace_name_idx, with it the matches off the
 * trigram index (`searchedTenants`, decision 0034).
 */
export async function pickTenants({ db, actor, query }: { db: Db; actor: Actor; query: PickerQuery }): Promise<PickerPage<TenantDto>> {
  authorize(actor, "read");
  const base = eq(tenants.workspaceId, actor.workspaceId);
  // One or two letters match a fifth of the tenants and more, spread over the alphabet: walking
  // the name index finds a page at once, where reading every match first costs 20 ms.
  const rows =
    query.q === "" || isWordStartSearch(query.q)
      ? await db
          .select()
          .from(tenants)
          .where(query.q === "" ? base : and(base, searchTextMatches(tenants.searchText, query.q)))
          .orderBy(...tenantOrder)
          .limit(query.limit + 1)
          .offset(query.offset)
      : await pickSearched(db, actor.workspaceId, query);
  return { items: rows.slice(0, query.limit).map(toTenantDto), hasMore: rows.length > query.limit };
}

async function pickSearched(db: Db, workspaceId: string, query: PickerQuery) {
  const matches = searchedTenants(db, workspaceId, query.q);
  return db.select().from(matches).orderBy(...searchedOrder(matches)).limit(query.limit + 1).offset(query.offset);
}
