import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { listQuery } from "@/shared/schemas/portfolio";
import type { Page, PropertyListItem } from "@/shared/portfolio-types";
import { authorize, type Actor } from "../../authz";
import type { Db } from "../../db/client";
import { properties } from "../../db/schema";
import { aggregateByProperty, emptyAggregate, pageByAggregate, type PropertySortKey } from "../portfolio/figures.sql";
import { likePattern } from "../portfolio/request";
import { toPropertyDto } from "./property-dto";

export const propertySorts = ["name", "city", "purchasePrice", "unitCount", "coldRent", "yield"] as const;

export const propertyListQuery = listQuery.extend({
  sort: z.enum(propertySorts, { message: `Sortierung: erlaubt sind ${propertySorts.join(", ")}.` }).default("name"),
});
export type PropertyListQuery = z.infer<typeof propertyListQuery>;

// Plain columns, not lower(…): the indexes (workspace_id, name) and (workspace_id, city)
// then deliver the first page without sorting the whole workspace. The order is the
// database collation's (C in PGlite: capitals first).
const columnSorts = {
  name: properties.name,
  city: properties.city,
  purchasePrice: properties.purchasePriceCents,
} as const;

/**
 * One ILIKE over the address as a German would write it (name, street, house number,
 * postcode, city): half the cost of four ILIKEs per row, and "Hauptstraße 12" or
 * "04109 Leipzig" match across fields.
 */
function searchCondition(search: string): SQL | undefined {
  if (search === "") return undefined;
  return sql`(${properties.name} || ' ' || ${properties.street} || ' ' || ${properties.houseNumber} || ' ' || ${properties.postcode} || ' ' || ${properties.city}) ilike ${likePattern(search)}`;
}

/**
 * GET /properties: one page, searched and sorted on the server.
 * Sorting by a stored column pages first and computes the figures for that page only;
 * sorting by a figure (units, rent, yield) has to rank the whole searched set first.
 */
export async function listProperties({ db, actor, query }: { db: Db; actor: Actor; query: PropertyListQuery }): Promise<Page<PropertyListItem>> {
  authorize(actor, "read");
  const ws = actor.workspaceId;
  const search = searchCondition(query.search);
  const where = and(eq(properties.workspaceId, ws), search);
  const offset = (query.page - 1) * query.pageSize;

  const [totalRow] = await db.select({ total: count() }).from(properties).where(where);
  const total = totalRow?.total ?? 0;
  if (offset >= total) return { items: [], total, page: query.page, pageSize: query.pageSize };

  let items: PropertyListItem[];
  if (query.sort === "name" || query.sort === "city" || query.sort === "purchasePrice") {
    const column = columnSorts[query.sort];
    const rows = await db
      .select()
      .from(properties)
      .where(where)
      // Properties without a price go last in both directions, like an empty figure.
      .orderBy(sql`${column} ${sql.raw(query.dir)} nulls last`, asc(properties.name), asc(properties.id))
      .limit(query.pageSize)
      .offset(offset);
    const figures = rows.length ? await aggregateByProperty(db, ws, inArray(properties.id, rows.map((r) => r.id))) : new Map();
    items = rows.map((r) => ({ ...toPropertyDto(r), ...(figures.get(r.id) ?? emptyAggregate) }));
  } else {
    const ranked = await pageByAggregate(db, ws, search ?? sql`true`, { key: query.sort as PropertySortKey, dir: query.dir }, query.pageSize, offset);
    const rows = ranked.length
      ? await db.select().from(properties).where(and(eq(properties.workspaceId, ws), inArray(properties.id, ranked.map((r) => r.id))))
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    items = ranked.flatMap(({ id, aggregate }) => {
      const row = byId.get(id);
      return row ? [{ ...toPropertyDto(row), ...aggregate }] : [];
    });
  }
  return { items, total, page: query.page, pageSize: query.pageSize };
}
