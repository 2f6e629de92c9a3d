import { centsOrNull } from "@/core/money";
import type { UnitCreateInput, UnitUpdateInput } from "@/shared/schemas/portfolio";
import type { UnitDto } from "@/shared/portfolio-types";
import type { units } from "@/server/db/schema";

export type UnitRow = typeof units.$inferSelect;

export function toUnitDto(row: UnitRow): UnitDto {
  return {
    id: row.id,
    version: row.version,
    propertyId: row.propertyId,
    code: row.code,
    unitNumber: row.unitNumber,
    // numeric arrives as a string; the contract says number
    sizeSqm: row.sizeSqm === null ? null : Number(row.sizeSqm),
    type: row.type,
    usage: row.usage,
    furnishing: row.furnishing,
    hasBalcony: row.hasBalcony,
    hasParking: row.hasParking,
    purchasePriceCents: centsOrNull(row.purchasePriceCents),
    purchaseDate: row.purchaseDate,
  };
}

export type UnitFields = Omit<UnitCreateInput, "rental"> | Omit<UnitUpdateInput, "version">;

/** Input → column values (the same for insert and update). */
export function unitValues(input: UnitFields) {
  return {
    code: input.code,
    unitNumber: input.unitNumber,
    sizeSqm: input.sizeSqm === null ? null : String(input.sizeSqm),
    type: input.type,
    usage: input.usage,
    furnishing: input.furnishing,
    hasBalcony: input.hasBalcony,
    hasParking: input.hasParking,
    purchasePriceCents: input.purchasePriceCents,
    purchaseDate: input.purchaseDate,
  };
}
