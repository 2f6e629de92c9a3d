import { count, eq } from "drizzle-orm";
import type { DemoSeedResult } from "@/shared/portfolio-types";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { properties, rentalContracts, rooms, tenants, units, workspaces } from "@/server/db/schema";
import { AppError } from "@/server/http/errors";
import { propertyValues } from "@/server/features/properties";
import { unitValues } from "@/server/features/units";
import { demoPortfolio, type DemoTenant } from "./demo-data";
import { messages } from "@/shared/messages";


/**
 * Seeds the demo portfolio into the actor's workspace, all or nothing. Used by
 * POST /demo and by `npm run seed` (src/server/db/seed.ts).
 */
export async function seedDemoPortfolio({ db, actor }: { db: Db; actor: Actor }): Promise<DemoSeedResult> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  return db.transaction(async (tx) => {
    // Row lock on the workspace: two simultaneous seeds cannot both find it empty.
    await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, ws)).for("update");
    const [existing] = await tx.select({ n: count() }).from(properties).where(eq(properties.workspaceId, ws));
    if ((existing?.n ?? 0) > 0) throw new AppError("conflict", messages.demoRefused);

    const result: DemoSeedResult = { propertyIds: [], properties: 0, units: 0, rooms: 0, tenants: 0, contracts: 0 };
    const tenantIds = new Map<DemoTenant, string>();
    for (const { units: demoUnits, ...property } of demoPortfolio) {
      const [p] = await tx.insert(properties).values({ ...propertyValues(property), workspaceId: ws }).returning({ id: properties.id });
      result.propertyIds.push(p!.id);
      result.properties++;
      for (const { rooms: demoRooms = [], contracts, ...fields } of demoUnits) {
        const [u] = await tx.insert(units).values({ ...unitValues(fields), workspaceId: ws, propertyId: p!.id }).returning({ id: units.id });
        result.units++;
        const roomIds = new Map<string, string>();
        for (const room of demoRooms) {
          const [r] = await tx
            .insert(rooms)
            .values({ workspaceId: ws, unitId: u!.id, code: room.code, sizeSqm: String(room.sizeSqm) })
            .returning({ id: rooms.id });
          roomIds.set(room.code, r!.id);
          result.rooms++;
        }
        for (const c of contracts) {
          let tenantId = tenantIds.get(c.tenant);
          if (!tenantId) {
            const [tn] = await tx.insert(tenants).values({ ...c.tenant, workspaceId: ws }).returning({ id: tenants.id });
            tenantId = tn!.id;
            tenantIds.set(c.tenant, tenantId);
            result.tenants++;
          }
          await tx.insert(rentalContracts).values({
            workspaceId: ws,
            tenantId,
            unitId: u!.id,
            roomId: c.room ? roomIds.get(c.room)! : null,
            startDate: c.startDate,
            endDate: c.endDate ?? null,
            isLimitedTerm: c.isLimitedTerm ?? false,
            coldRentCents: c.coldRent,
            serviceChargeCents: c.serviceCharge,
            depositCents: c.deposit,
            status: c.status ?? "active",
          });
          result.contracts++;
        }
      }
    }
    return result;
  });
}
