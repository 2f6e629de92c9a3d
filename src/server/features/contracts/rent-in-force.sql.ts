import { sql, type SQL } from "drizzle-orm";
import type { IsoDate } from "@/core/dates";

/**
 * The rent of the contract row aliased `alias` in force on `day`, as a row source with the
 * columns cold_rent_cents, service_charge_cents (null only for a contract's own rent without
 * NK) and valid_from: the latest rent change with valid_from <= day, else the contract's own
 * rent. It calls the database function rent_in_force (migration
 * 0012_figures_follow_rent_history), the one home of that rule, which the property_figures
 * summary uses too (docs/decisions/0013-figures-follow-rent-history.md). Whether the
 * contract is in force on `day` is the caller's condition (inForceSql).
 *
 * `alias` names a rental_contracts row (the function takes the whole row). Use as
 * `cross join lateral ${rentInForceSql("c", day)} r` or
 * `(select r.cold_rent_cents from ${rentInForceSql("c", day)} r)`.
 */
export function rentInForceSql(alias: string, day: IsoDate): SQL {
  return sql`rent_in_force(${sql.raw(alias)}, ${day}::date)`;
}
