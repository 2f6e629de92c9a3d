import { sql, type SQL } from "drizzle-orm";
import type { IsoDate } from "@/core/dates";
import { inForceSql, rentInForceSql } from "@/server/features/contracts";

/**
 * The cold rent on `day` of the unit `units.id` (for a WG: of all its rooms): each contract
 * in force that day with its rent in force that day (the latest rent change from on or
 * before it, else the contract's own rent; rentInForceSql), as a correlated subquery. SQL
 * null when no contract is in force, so a vacant unit (or a WG without let rooms) has no
 * rent rather than a rent of 0 (issue 10). The subquery names `units.…` literally: drizzle
 * leaves the columns of a single-table select unqualified, which would be ambiguous inside it.
 */
export function coldRentInForceSql(workspaceId: string, day: IsoDate): SQL<number | null> {
  return sql`(
    select sum(r.cold_rent_cents) from rental_contracts c cross join lateral ${rentInForceSql("c", day)} r
    where c.workspace_id = ${workspaceId} and c.unit_id = units.id and ${inForceSql("c", day)})`.mapWith((v) => (v === null ? null : Number(v)));
}
