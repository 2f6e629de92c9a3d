import type { ListQuery } from "@/shared/schemas/portfolio";
import type { TenantListPage } from "@/shared/portfolio-types";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { tenantPage } from "./tenant-search.sql";
import { withContracts } from "./tenants.service";

/**
 * GET /tenants: one page by last name, with the number of matches up to TENANT_COUNT_CAP. The
 * search reads "vorname nachname email" (tenants.search_text, trigram index, decision 0034), so
 * "Anna Schm" finds Anna Schmidt.
 */
export async function listTenants({ db, actor, query }: { db: Db; actor: Actor; query: ListQuery }): Promise<TenantListPage> {
  authorize(actor, "read");
  const { rows, total, capped } = await tenantPage(db, actor.workspaceId, query.search, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  return { items: await withContracts(db, actor.workspaceId, rows), total, totalCapped: capped, page: query.page, pageSize: query.pageSize };
}
