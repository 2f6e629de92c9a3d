import { sql, type SQL } from "drizzle-orm";
import { cents, type Cents } from "@/core/money";

/** Drivers return bigint/numeric aggregates as strings (pg) or numbers (PGlite). */
export function toNumber(value: unknown): number {
  if (value === null || value === undefined) return 0;
  return typeof value === "number" ? value : Number(value);
}

export function toNumberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  return typeof value === "number" ? value : Number(value);
}

/** A money aggregate (sum of bigint cents) of a raw row: a missing value counts as 0. */
export function toCents(value: unknown): Cents {
  return cents(toNumber(value));
}

/** Raw `db.execute` results: both drivers put the rows in `.rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * `ids` as one uuid[] parameter, for `column = any(…)`: one parameter however many ids (a list
 * of thousands of parameters is slower to plan and send). The ids come from the database.
 */
export function uuidArray(ids: readonly string[]): SQL {
  return sql`${`{${ids.join(",")}}`}::uuid[]`;
}
