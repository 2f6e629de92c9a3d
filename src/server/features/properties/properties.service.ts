import { and, eq, sql } from "drizzle-orm";
import type { PropertyInput } from "@/shared/schemas/portfolio";
import type { PropertyDetail, PropertyDto } from "@/shared/portfolio-types";
import { purchasePricePerSqm } from "@/domain/yield";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { properties, units } from "@/server/db/schema";
import { notFound } from "@/server/http/errors";
import { figuresOfProperty } from "@/server/features/portfolio";
import { deleteOwned, updateVersioned } from "@/server/db/versioned";
import { propertyValues, toPropertyDto, type PropertyRow } from "./property-dto";

type Ctx = { db: Db; actor: Actor };

export const PROPERTY = "Die Immobilie";

/** The property if it belongs to the actor's workspace; 404 otherwise (also for foreign ids). */
export async function findOwnedProperty(db: Db, workspaceId: string, id: string): Promise<PropertyRow> {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.workspaceId, workspaceId)));
  if (!row) throw notFound(PROPERTY);
  return row;
}

/**
 * Inserts parsed properties into the workspace, in the caller's transaction; an id given is
 * kept (the spreadsheet import names its records before writing them). The one insert of
 * POST /properties and of the import.
 */
export async function insertProperties(db: Db, workspaceId: string, items: ReadonlyArray<{ id?: string; input: PropertyInput }>): Promise<PropertyRow[]> {
  if (items.length === 0) return [];
  return db
    .insert(properties)
    .values(items.map(({ id, input }) => ({ ...propertyValues(input), ...(id ? { id } : {}), workspaceId })))
    .returning();
}

export async function createProperty({ db, actor, input }: Ctx & { input: PropertyInput }): Promise<PropertyDto> {
  authorize(actor, "write");
  const [row] = await insertProperties(db, actor.workspaceId, [{ input }]);
  return toPropertyDto(row!);
}

export async function getProperty({ db, actor, id }: Ctx & { id: string }): Promise<PropertyDetail> {
  authorize(actor, "read");
  // Side by side: the figures and the area are read in the caller's workspace, so for a property
  // of another one they find nothing, and the lookup's 404 is the answer.
  const [row, figures, [area]] = await Promise.all([
    findOwnedProperty(db, actor.workspaceId, id),
    figuresOfProperty(db, actor.workspaceId, id),
    // The area is summed in SQL: exact decimals ("72.50"), no float drift before the division.
    db
      .select({
        totalSqm: sql<string | null>`sum(${units.sizeSqm})`,
        unitCount: sql`count(*)`.mapWith(Number),
        unitsWithoutArea: sql`count(*) filter (where ${units.sizeSqm} is null)`.mapWith(Number),
      })
      .from(units)
      .where(and(eq(units.workspaceId, actor.workspaceId), eq(units.propertyId, id))),
  ]);
  const property = toPropertyDto(row);
  return {
    ...property,
    figures,
    purchasePricePerSqmCents: purchasePricePerSqm(property.purchasePriceCents, area ?? { totalSqm: null, unitCount: 0, unitsWithoutArea: 0 }),
  };
}

export async function updateProperty({ db, actor, id, input }: Ctx & { id: string; input: PropertyInput & { version: number } }): Promise<PropertyDto> {
  authorize(actor, "write");
  const { version, ...values } = input;
  const row = await updateVersioned(db, properties, { id, workspaceId: actor.workspaceId, version }, propertyValues(values), PROPERTY);
  return toPropertyDto(row);
}

/** Deletes the property; the foreign keys cascade to its units, rooms, contracts and loans. */
export async function deleteProperty({ db, actor, id }: Ctx & { id: string }): Promise<void> {
  authorize(actor, "write");
  await deleteOwned(db, properties, { id, workspaceId: actor.workspaceId }, PROPERTY);
}
