import type { PickerQuery } from "@/shared/schemas/portfolio";
import type { PickerPage, TenantDto } from "@/shared/portfolio-types";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { toTenantDto } from "./tenant-dto";
import { tenantPage } from "./tenant-search.sql";

/**
 * GET /tenants/picker: the tenant select's page, by last name (a stable order: the id breaks
 * ties). One row more than asked tells whether more match; the answer has no total (a select
 * shows none), the page is read as the list's (`tenantPage`, decisions 0034, 0037).
 */
export async function pickTenants({ db, actor, query }: { db: Db; actor: Actor; query: PickerQuery }): Promise<PickerPage<TenantDto>> {
  authorize(actor, "read");
  const { rows } = await tenantPage(db, actor.workspaceId, query.q, { limit: query.limit + 1, offset: query.offset });
  return { items: rows.slice(0, query.limit).map(toTenantDto), hasMore: rows.length > query.limit };
}
