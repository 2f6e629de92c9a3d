import { and, eq, sql } from "drizzle-orm";
import { parseIsoDate, today } from "@/core/dates";
import { cents, sumCents, ZERO_CENTS } from "@/core/money";
import { degressiveAfaProblem, type AfaRow, type MovableAfaRow } from "@/domain/afa";
import type { AfaAssetDto, AfaSettingsDto, AfaTableRowDto, AfaYearTotalDto, PropertyAfaDto } from "@/shared/afa-types";
import { afaDegressiveProblemMessages, messages } from "@/shared/messages";
import type { AfaAssetInput, AfaAssetUpdateInput, AfaQuery, AfaSettingsInput } from "@/shared/schemas/afa";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { afaAssets, properties } from "@/server/db/schema";
import { deleteOwned, updateVersioned } from "@/server/db/versioned";
import { notFound } from "@/server/http/errors";
import { fieldError } from "@/server/http/request";
import { findOwnedProperty, PROPERTY } from "@/server/features/properties";
import { acquisitionCostsUntil, assetTable, buildingAfa, loadAfaAssets, type AfaAssetRow, type AfaPropertyRow } from "./property-afa";

// A property's AfA over the years (issue 15): the building's settings, its table, the movable
// assets. The rules are the domain's (domain/afa.ts); docs/decisions for the choices.

type Ctx = { db: Db; actor: Actor };

export const AFA_ASSET = "Das Wirtschaftsgut";

const rowDto = (r: AfaRow | MovableAfaRow): AfaTableRowDto => ({
  year: r.year,
  method: r.method,
  ratePercent: r.ratePercent,
  months: r.months,
  openingBookValueCents: cents(r.openingBookValue),
  afaCents: cents(r.depreciation),
  closingBookValueCents: cents(r.closingBookValue),
  lowValueWriteOff: "lowValueWriteOff" in r ? r.lowValueWriteOff : false,
});

function assetDto(asset: AfaAssetRow, table = assetTable(asset)): AfaAssetDto {
  return {
    id: asset.id,
    version: asset.version,
    propertyId: asset.propertyId,
    name: asset.name,
    costCents: cents(asset.costCents),
    acquisitionDate: asset.acquisitionDate,
    usefulLifeYears: asset.usefulLifeYears,
    lowValue: table.lowValue,
    rows: table.rows.map(rowDto),
  };
}

const settingsDto = (p: { id: string; version: number } & Pick<AfaPropertyRow, "afaMethod" | "completionDate" | "constructionStartDate">): AfaSettingsDto => ({
  propertyId: p.id,
  version: p.version,
  method: p.afaMethod,
  completionDate: p.completionDate,
  constructionStartDate: p.constructionStartDate,
});

/** Building and assets added up per year, over every year either has AfA in. */
function yearTotals(building: readonly AfaTableRowDto[], assets: readonly AfaAssetDto[]): AfaYearTotalDto[] {
  const years = [...building, ...assets.flatMap((a) => a.rows)].map((r) => r.year);
  if (years.length === 0) return [];
  const totals: AfaYearTotalDto[] = [];
  for (let year = Math.min(...years); year <= Math.max(...years); year++) {
    const inYear = (rows: readonly AfaTableRowDto[]) => rows.find((r) => r.year === year)?.afaCents ?? ZERO_CENTS;
    const buildingCents = inYear(building);
    const movableCents = sumCents(assets.map((a) => inYear(a.rows)));
    totals.push({ year, buildingCents, movableCents, totalCents: cents(buildingCents + movableCents) });
  }
  return totals;
}

/**
 * GET /properties/:id/afa?year: the settings, whether §7(5a) applies, the building's table
 * over all years with the basis known at the end of `year` (its row is that year's report),
 * the movable assets with theirs, and the AfA per year added up.
 */
export async function getPropertyAfa({ db, actor, propertyId, query }: Ctx & { propertyId: string; query: AfaQuery }): Promise<PropertyAfaDto> {
  authorize(actor, "read");
  const property = await findOwnedProperty(db, actor.workspaceId, propertyId);
  const year = query.year ?? parseIsoDate(today()).year;
  const [booked, assets] = await Promise.all([acquisitionCostsUntil(db, actor.workspaceId, year, propertyId), loadAfaAssets(db, actor.workspaceId, { propertyId })]);
  const building = buildingAfa(property, booked.get(propertyId) ?? ZERO_CENTS);
  const problem = building.degressiveProblem;
  const buildingRows = building.table?.rows.map(rowDto) ?? [];
  const assetDtos = assets.map(({ asset, table }) => assetDto(asset, table));
  return {
    propertyId,
    propertyName: property.name,
    year,
    settings: settingsDto(property),
    purchaseDate: property.purchaseDate,
    yearBuilt: property.yearBuilt,
    degressive: {
      eligible: problem === null,
      reason: problem !== null ? afaDegressiveProblemMessages[problem] : property.constructionStartDate ? messages.afaDegressiveOwnBuild : messages.afaDegressivePurchase,
    },
    methodNote: building.methodNote,
    building:
      building.table && building.startDate
        ? {
            method: building.table.method,
            linearRatePercent: building.table.linearRatePercent,
            basisCents: building.table.basis,
            completionDate: building.completion.date,
            completionSource: building.completion.source,
            startDate: building.startDate,
            rows: buildingRows,
            fullyDepreciatedYear: building.table.fullyDepreciatedYear,
          }
        : null,
    gaps: building.gaps,
    yearBuiltAssumed: building.yearBuiltAssumed,
    assets: assetDtos,
    totals: yearTotals(buildingRows, assetDtos),
  };
}

/**
 * PUT /properties/:id/afa-settings: method, Fertigstellung, Baubeginn. Degressive where §7(5a)
 * does not apply (checked against the property's purchase date and year built as stored, in
 * the same transaction, the row locked) is a 400 at `method` with the reason. With `version`
 * an outdated one is a 409 `stale`.
 */
export async function saveAfaSettings({ db, actor, propertyId, input }: Ctx & { propertyId: string; input: AfaSettingsInput }): Promise<AfaSettingsDto> {
  authorize(actor, "write");
  const values = { afaMethod: input.method, completionDate: input.completionDate, constructionStartDate: input.constructionStartDate };
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ purchaseDate: properties.purchaseDate, yearBuilt: properties.yearBuilt })
      .from(properties)
      .where(and(eq(properties.id, propertyId), eq(properties.workspaceId, actor.workspaceId)))
      .for("update");
    if (!current) throw notFound(PROPERTY);
    if (input.method === "degressive") {
      const problem = degressiveAfaProblem({ ...current, completionDate: input.completionDate, constructionStartDate: input.constructionStartDate });
      if (problem !== null) throw fieldError("method", messages.afaDegressiveRefused(afaDegressiveProblemMessages[problem]));
    }
    if (input.version !== undefined) {
      return settingsDto(await updateVersioned(tx, properties, { id: propertyId, workspaceId: actor.workspaceId, version: input.version }, values, PROPERTY));
    }
    const [row] = await tx
      .update(properties)
      .set({ ...values, version: sql`${properties.version} + 1`, updatedAt: new Date() })
      .where(and(eq(properties.id, propertyId), eq(properties.workspaceId, actor.workspaceId)))
      .returning({ id: properties.id, version: properties.version, afaMethod: properties.afaMethod, completionDate: properties.completionDate, constructionStartDate: properties.constructionStartDate });
    if (!row) throw notFound(PROPERTY);
    return settingsDto(row);
  });
}

const assetValues = (input: AfaAssetInput) => ({ name: input.name, costCents: input.costCents, acquisitionDate: input.acquisitionDate, usefulLifeYears: input.usefulLifeYears });

/** POST /properties/:id/afa-assets: a movable asset of the property (the property checked and the row written in one transaction). */
export async function createAfaAsset({ db, actor, propertyId, input }: Ctx & { propertyId: string; input: AfaAssetInput }): Promise<AfaAssetDto> {
  authorize(actor, "write");
  return db.transaction(async (tx) => {
    // Key share: the property cannot be deleted until the asset is in.
    const [property] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.id, propertyId), eq(properties.workspaceId, actor.workspaceId)))
      .for("key share");
    if (!property) throw notFound(PROPERTY);
    const [created] = await tx
      .insert(afaAssets)
      .values({ ...assetValues(input), workspaceId: actor.workspaceId, propertyId })
      .returning();
    return assetDto(created!);
  });
}

/** PATCH /afa-assets/:id: versioned; another workspace's id is a 404. */
export async function updateAfaAsset({ db, actor, id, input }: Ctx & { id: string; input: AfaAssetUpdateInput }): Promise<AfaAssetDto> {
  authorize(actor, "write");
  const row = await updateVersioned(db, afaAssets, { id, workspaceId: actor.workspaceId, version: input.version }, assetValues(input), AFA_ASSET);
  return assetDto(row);
}

/** DELETE /afa-assets/:id. */
export async function deleteAfaAsset({ db, actor, id }: Ctx & { id: string }): Promise<void> {
  authorize(actor, "write");
  await deleteOwned(db, afaAssets, { id, workspaceId: actor.workspaceId }, AFA_ASSET);
}
