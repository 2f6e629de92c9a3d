import type { ContractOccupantDto, UnitAreaDto } from "@/shared/occupancy-history-types";
import { canonicalArea } from "@/shared/schemas/occupancy-history";
import type { contractOccupants, unitAreas } from "@/server/db/schema";

/** numeric(9,2) comes back as "64.50": one spelling per area ("64.5"), like the API takes it. */
export const areaText = (value: string | null): string | null => (value === null ? null : canonicalArea(value));

export const toUnitAreaDto = (row: typeof unitAreas.$inferSelect): UnitAreaDto => ({
  id: row.id,
  version: row.version,
  unitId: row.unitId,
  validFrom: row.validFrom,
  livingAreaSqm: canonicalArea(row.livingAreaSqm),
  usableAreaSqm: areaText(row.usableAreaSqm),
});

export const toOccupantDto = (row: typeof contractOccupants.$inferSelect): ContractOccupantDto => ({
  id: row.id,
  version: row.version,
  contractId: row.contractId,
  validFrom: row.validFrom,
  persons: row.persons,
});
