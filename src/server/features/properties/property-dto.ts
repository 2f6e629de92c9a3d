import { centsOrNull } from "@/core/money";
import type { PropertyInput } from "@/shared/schemas/portfolio";
import type { PropertyDto } from "@/shared/portfolio-types";
import type { properties } from "@/server/db/schema";

export type PropertyRow = typeof properties.$inferSelect;

export function toPropertyDto(row: PropertyRow): PropertyDto {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    street: row.street,
    houseNumber: row.houseNumber,
    postcode: row.postcode,
    city: row.city,
    kind: row.kind,
    yearBuilt: row.yearBuilt,
    purchasePriceCents: centsOrNull(row.purchasePriceCents),
    purchaseDate: row.purchaseDate,
    transferTaxCents: centsOrNull(row.transferTaxCents),
    notaryCents: centsOrNull(row.notaryCents),
    landRegistryCents: centsOrNull(row.landRegistryCents),
    brokerCents: centsOrNull(row.brokerCents),
    // numeric columns arrive as strings; the contract says number
    buildingSharePercent: row.buildingSharePercent === null ? null : Number(row.buildingSharePercent),
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Input → column values (the same for insert and update). */
export function propertyValues(input: PropertyInput) {
  return {
    ...input,
    buildingSharePercent: input.buildingSharePercent === null ? null : String(input.buildingSharePercent),
  };
}
