import { sql, type Column, type SQL } from "drizzle-orm";
import { uuidArray } from "@/server/db/rows";

/**
 * Which properties of the workspace a report reads: one (`propertyId`), some (`propertyIds`: the
 * portfolio P&L's properties whose kept figures are out of date, kept-figures.ts), or all.
 */
export type PropertySelection = { propertyId: string | null; propertyIds?: readonly string[] };

/** The selection as a condition on a `property_id` (or properties' `id`) column; undefined: all. */
export function selectedProperties(selection: PropertySelection, column: Column | SQL): SQL | undefined {
  if (selection.propertyId) return sql`${column} = ${selection.propertyId}`;
  if (selection.propertyIds) return sql`${column} = any(${uuidArray(selection.propertyIds)})`;
  return undefined;
}

/** The same as ` and …` to append to a raw query's where clause (empty: all). */
export function andSelectedProperties(selection: PropertySelection, column: Column | SQL): SQL {
  const condition = selectedProperties(selection, column);
  return condition ? sql` and ${condition}` : sql``;
}
