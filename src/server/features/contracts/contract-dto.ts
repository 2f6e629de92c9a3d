import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { cents, centsOrNull } from "@/core/money";
import { today } from "@/core/dates";
import { warmRent } from "@/domain/rent";
import { inForceSql } from "./in-force.sql";
import type { ContractDto } from "@/shared/portfolio-types";
import type { Db } from "@/server/db/client";
import { rentalContracts, rooms, tenants } from "@/server/db/schema";

/** Contracts with their tenant and room code: those in force today first, then newest first. */
export async function loadContracts(db: Db, workspaceId: string, where: SQL): Promise<ContractDto[]> {
  const rows = await db
    .select({
      contract: rentalContracts,
      tenant: { id: tenants.id, firstName: tenants.firstName, lastName: tenants.lastName, email: tenants.email },
      roomCode: rooms.code,
    })
    .from(rentalContracts)
    .innerJoin(tenants, eq(tenants.id, rentalContracts.tenantId))
    .leftJoin(rooms, eq(rooms.id, rentalContracts.roomId))
    .where(and(eq(rentalContracts.workspaceId, workspaceId), where))
    .orderBy(sql`${inForceSql("rental_contracts", today())} desc`, desc(rentalContracts.startDate), rentalContracts.id);
  return rows.map(({ contract: c, tenant, roomCode }) => ({
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
    depositCents: centsOrNull(c.depositCents),
    // SPEC §3: warm rent = cold rent + service charge, computed, never stored.
    warmRentCents: warmRent(cents(c.coldRentCents), centsOrNull(c.serviceChargeCents)),
    status: c.status,
  }));
}
