import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { cents, centsOrNull } from "@/core/money";
import { today } from "@/core/dates";
import { warmRent } from "@/domain/rent";
import { inForceSql } from "./in-force.sql";
import { rentInForceSql } from "./rent-in-force.sql";
import type { ContractDto } from "@/shared/portfolio-types";
import type { Db } from "@/server/db/client";
import { rentalContracts, rooms, tenants } from "@/server/db/schema";

/** Contracts with their tenant and room code: those in force today first, then newest first. */
export async function loadContracts(db: Db, workspaceId: string, where: SQL): Promise<ContractDto[]> {
  const day = today();
  // The rent in force today; for an ended contract its last rent (no change lies after its end).
  const current = (column: "cold_rent_cents" | "service_charge_cents") =>
    sql`(select r.${sql.raw(column)} from ${rentInForceSql("rental_contracts", day)} r)`.mapWith((v: unknown) => (v === null ? null : Number(v)));
  const rows = await db
    .select({
      contract: rentalContracts,
      currentColdRentCents: current("cold_rent_cents"),
      currentServiceChargeCents: current("service_charge_cents"),
      tenant: { id: tenants.id, firstName: tenants.firstName, lastName: tenants.lastName, email: tenants.email },
      roomCode: rooms.code,
    })
    .from(rentalContracts)
    .innerJoin(tenants, eq(tenants.id, rentalContracts.tenantId))
    .leftJoin(rooms, eq(rooms.id, rentalContracts.roomId))
    .where(and(eq(rentalContracts.workspaceId, workspaceId), where))
    .orderBy(sql`${inForceSql("rental_contracts", day)} desc`, desc(rentalContracts.startDate), rentalContracts.id);
  return rows.map(({ contract: c, tenant, roomCode, currentColdRentCents, currentServiceChargeCents }) => {
    // rent_in_force yields a row for every existing contract, so the cold rent is never null.
    const currentCold = cents(currentColdRentCents!);
    const currentService = centsOrNull(currentServiceChargeCents);
    return {
      id: c.id,
      version: c.version,
      tenantId: c.tenantId,
      tenant,
      unitId: c.unitId,
      roomId: c.roomId,
      roomCode,
      startDate: c.startDate,
      endDate: c.endDate,
      isLimitedTerm: c.isLimitedTerm,
      coldRentCents: cents(c.coldRentCents),
      serviceChargeCents: centsOrNull(c.serviceChargeCents),
      currentColdRentCents: currentCold,
      currentServiceChargeCents: currentService,
      depositCents: centsOrNull(c.depositCents),
      // SPEC §3: warm rent = cold rent + service charge, computed, never stored; of the rent in force.
      warmRentCents: warmRent(currentCold, currentService),
      status: c.status,
    };
  });
}
