import { sql, type SQL } from "drizzle-orm";
import type { IsoDate } from "@/core/dates";

/**
 * SQL form of src/domain/contracts.ts isInForce for the contract row aliased `alias`:
 * start ≤ day ≤ end, no end = open; the status plays no part. Migration 0005's
 * refresh_property_figures uses the same condition with its stored day.
 */
export function inForceSql(alias: string, day: IsoDate): SQL {
  const c = sql.raw(alias);
  return sql`(${c}.start_date <= ${day}::date and (${c}.end_date is null or ${c}.end_date >= ${day}::date))`;
}
