import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { listQuery } from "@/shared/schemas/portfolio";
import type { Page, PropertyListItem } from "@/shared/portfolio-types";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { properties } from "@/server/db/schema";
import { aggregateByProperty, emptyAggregate, pageByAggregate, type PropertySortKey } from "@/server/features/portfolio";
import { lastPageCount } from "@/server/db/page-count";
import { searchTextMatches } from "@/server/db/text-search";
import { toPropertyDto } from "./property-dto";
import { messages } from "@/shared/messages";

export const propertySorts = ["name", "city", "purchasePrice", "unitCount", "coldRent", "yield"] as const;

export const propertyListQuery = listQuery.extend({
  sort: z.enum(propertySorts, { message: messages.sortInvalid(propertySorts) }).default("name"),
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
 * The address as a German writes it (name, street, house number, postcode, city, one
 * stored column under a trigram index, decision 0034): "Hauptstraße 12" or "04109 Leipzig"
 * match across fields.
 */
function searchCondition(search: string): SQL | undefined {
  if (search === "") return undefined;
  return searchTextMatches(properties.searchText, search);
}

type Ctx = { db: Db; ws: string; where: SQL | undefined; search: SQL | undefined; query: PropertyListQuery; offset: number };

const countProperties = async ({ db, where }: Ctx) => (await db.select({ total: count() }).from(properties).where(where))[0]?.total ?? 0;

/** Sorted by a stored column: page first, then the figures of that page only. */
async function pageByColumn(ctx: Ctx): Promise<{ items: PropertyListItem[]; total: number }> {
  const { db, ws, where, search, query, offset } = ctx;
  const column = columnSorts[query.sort as keyof typeof columnSorts];
  const found = await db
    .select({
      property: properties,
      // With a search every property is matched anyway: count in the same pass.
      total: search ? sql`count(*) over ()`.mapWith(Number) : sql`0`.mapWith(Number),
    })
    .from(properties)
    .where(where)
    // Properties without a price go last in both directions, like an empty figure.
    .orderBy(sql`${column} ${sql.raw(query.dir)} nulls last`, asc(properties.name), asc(properties.id))
    .limit(query.pageSize)
    .offset(offset);
  // Without a search, or past the last page, the count is its own cheap query, unless the page is the last.
  const total = search && found[0] ? found[0].total : (lastPageCount(found.length, { limit: query.pageSize, offset }) ?? (await countProperties(ctx)));
  const rows = found.map((f) => f.property);
  const figures = rows.length ? await aggregateByProperty(db, ws, rows.map((r) => r.id)) : new Map();
  return { items: rows.map((r) => ({ ...toPropertyDto(r), ...(figures.get(r.id) ?? emptyAggregate) })), total };
}

/** Sorted by a figure: the whole (searched) set is ranked on the property_figures summary. */
async function pageByFigure(ctx: Ctx): Promise<{ items: PropertyListItem[]; total: number }> {
  const { db, ws, search, query, offset } = ctx;
  const total = await countProperties(ctx);
  if (offset >= total) return { items: [], total };
  const ranked = await pageByAggregate(db, ws, search ?? sql`true`, { key: query.sort as PropertySortKey, dir: query.dir }, query.pageSize, offset);
  const rows = ranked.length
    ? await db.select().from(properties).where(and(eq(properties.workspaceId, ws), inArray(properties.id, ranked.map((r) => r.id))))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = ranked.flatMap(({ id, aggregate }) => {
    const row = byId.get(id);
    return row ? [{ ...toPropertyDto(row), ...aggregate }] : [];
  });
  return { items, total };
}

/** GET /properties: one page, searched and sorted on the server, with a total. */
export async function listProperties({ db, actor, query }: { db: Db; actor: Actor; query: PropertyListQuery }): Promise<Page<PropertyListItem>> {
  authorize(actor, "read");
  const search = searchCondition(query.search);
  const ctx: Ctx = { db, ws: actor.workspaceId, where: and(eq(properties.workspaceId, actor.workspaceId), search), search, query, offset: (query.page - 1) * query.pageSize };
  const figureSort = query.sort === "unitCount" || query.sort === "coldRent" || query.sort === "yield";
  const { items, total } = figureSort ? await pageByFigure(ctx) : await pageByColumn(ctx);
  return { items, total, page: query.page, pageSize: query.pageSize };
}
