import { and, asc, eq, inArray } from "drizzle-orm";
import type { IsoDate } from "@/core/dates";
import type { Db } from "@/server/db/client";
import { contractOccupants, unitAreas } from "@/server/db/schema";
import { areaText } from "./history-dto";

// What the Nebenkostenabrechnung reads of the histories: one query per kind, whatever the
// number of units or contracts, oldest entry first. Every id asked for is a key of the
// answer; an empty list means "no entry": the unit's size_sqm holds, the contract counts
// one person (the statement decides, not this loader).

export type AreaHistoryEntry = { from: IsoDate; livingArea: string; usableArea: string | null };
export type OccupantHistoryEntry = { from: IsoDate; persons: number };

function grouped<T>(ids: readonly string[], rows: ReadonlyArray<{ key: string; entry: T }>): Map<string, T[]> {
  const out = new Map<string, T[]>(ids.map((id) => [id, []]));
  for (const { key, entry } of rows) out.get(key)?.push(entry);
  return out;
}

/** The Wohnfläche/Nutzfläche history of each unit, as exact decimal text ("64.5"). */
export async function loadAreaHistories(db: Db, workspaceId: string, unitIds: readonly string[]): Promise<Map<string, AreaHistoryEntry[]>> {
  if (unitIds.length === 0) return new Map();
  const rows = await db
    .select({ unitId: unitAreas.unitId, from: unitAreas.validFrom, living: unitAreas.livingAreaSqm, usable: unitAreas.usableAreaSqm })
    .from(unitAreas)
    .where(and(eq(unitAreas.workspaceId, workspaceId), inArray(unitAreas.unitId, [...unitIds])))
    .orderBy(asc(unitAreas.unitId), asc(unitAreas.validFrom));
  return grouped(
    unitIds,
    rows.map((r) => ({ key: r.unitId, entry: { from: r.from, livingArea: areaText(r.living)!, usableArea: areaText(r.usable) } })),
  );
}

/** The persons history of each contract. */
export async function loadOccupantHistories(db: Db, workspaceId: string, contractIds: readonly string[]): Promise<Map<string, OccupantHistoryEntry[]>> {
  if (contractIds.length === 0) return new Map();
  const rows = await db
    .select({ contractId: contractOccupants.contractId, from: contractOccupants.validFrom, persons: contractOccupants.persons })
    .from(contractOccupants)
    .where(and(eq(contractOccupants.workspaceId, workspaceId), inArray(contractOccupants.contractId, [...contractIds])))
    .orderBy(asc(contractOccupants.contractId), asc(contractOccupants.validFrom));
  return grouped(
    contractIds,
    rows.map((r) => ({ key: r.contractId, entry: { from: r.from, persons: r.persons } })),
  );
}
