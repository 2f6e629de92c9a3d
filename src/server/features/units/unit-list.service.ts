import { and, eq, sql } from "drizzle-orm";
import type { UnitListItem } from "@/shared/portfolio-types";
import { centsOrNull, type Cents } from "@/core/money";
import { today } from "@/core/dates";
import { attributedPurchasePrice, coldRentPerSqm, grossYield, yieldBand } from "@/domain/yield";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { units } from "@/server/db/schema";
import { inForceSql } from "@/server/features/contracts";
import { findOwnedProperty } from "@/server/features/properties";
import { toUnitDto } from "./unit-dto";
import { coldRentInForceSql } from "./unit-rent.sql";

/**
 * The price a unit's yield is measured against: its own purchase price, else the
 * property's price attributed by area over the property's units that have an area.
 */
export function unitPrice(input: {
  unitPriceCents: Cents | null;
  propertyPriceCents: Cents | null;
  sizeSqm: number | null;
  totalAreaSqm: number | null;
}): Cents | null {
  if (input.unitPriceCents !== null) return input.unitPriceCents;
  if (input.propertyPriceCents === null || input.sizeSqm === null || input.totalAreaSqm === null) return null;
  return attributedPurchasePrice({ purchasePrice: input.propertyPriceCents, partAreaSqm: input.sizeSqm, totalAreaSqm: input.totalAreaSqm });
}

/** GET /properties/:id/units: the units with rent, tenants and yield, one query (beside the property's lookup). */
export async function listUnits({ db, actor, propertyId }: { db: Db; actor: Actor; propertyId: string }): Promise<UnitListItem[]> {
  authorize(actor, "read");
  const ws = actor.workspaceId;
  const day = today();
  const inForce = inForceSql("c", day);
  // Side by side: the units are read in the caller's workspace, so for another one's property
  // they are none, and the lookup's 404 is the answer.
  const [property, rows] = await Promise.all([
    findOwnedProperty(db, ws, propertyId),
    db
      // Correlated subqueries name `units.…` literally: drizzle leaves columns of a
      // single-table select unqualified, which would be ambiguous inside them.
      .select({
        unit: units,
        coldRentCents: coldRentInForceSql(ws, day),
        tenantNames: sql<string | null>`(
          select string_agg(distinct btrim(t.first_name || ' ' || t.last_name), ', ')
          from rental_contracts c join tenants t on t.id = c.tenant_id
          where c.workspace_id = ${ws} and c.unit_id = units.id and ${inForce})`,
        roomCount: sql`(select count(*) from rooms r where r.workspace_id = ${ws} and r.unit_id = units.id)`.mapWith(Number),
        // Summed in SQL: exact decimals, no float drift in the attribution.
        totalAreaSqm: sql`sum(units.size_sqm) over ()`.mapWith((v) => (v === null ? null : Number(v))),
      })
      .from(units)
      .where(and(eq(units.workspaceId, ws), eq(units.propertyId, propertyId)))
      .orderBy(sql`lower(${units.code})`, units.id),
  ]);

  return rows.map((r) => {
    const dto = toUnitDto(r.unit);
    const price = unitPrice({
      unitPriceCents: dto.purchasePriceCents,
      propertyPriceCents: centsOrNull(property.purchasePriceCents),
      sizeSqm: dto.sizeSqm,
      totalAreaSqm: r.totalAreaSqm,
    });
    const coldRentCents = centsOrNull(r.coldRentCents);
    const grossYieldPercent = price === null ? null : grossYield({ monthlyColdRent: coldRentCents, purchasePrice: price });
    return {
      ...dto,
      coldRentCents,
      coldRentPerSqmCents: coldRentPerSqm(coldRentCents, dto.sizeSqm),
      tenantNames: r.tenantNames,
      grossYieldPercent,
      yieldBand: yieldBand(grossYieldPercent),
      roomCount: r.roomCount,
    };
  });
}
