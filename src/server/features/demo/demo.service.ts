import { and, count, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { today } from "@/core/dates";
import type { DemoCounts, DemoRemovalResult, DemoSeedResult, DemoStatus } from "@/shared/portfolio-types";
import { loanInput } from "@/shared/schemas/loans";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { bookingLines, loans, properties, rentalContracts, rooms, tenants, units, workspaces } from "@/server/db/schema";
import { AppError } from "@/server/http/errors";
import { loanValues } from "@/server/features/loans";
import { propertyValues } from "@/server/features/properties";
import { unitValues } from "@/server/features/units";
import { demoPortfolio, type DemoTenant } from "./demo-data";
import { messages } from "@/shared/messages";

type Ctx = { db: Db; actor: Actor };

const noDemoRows = (): DemoCounts => ({ properties: 0, units: 0, rooms: 0, tenants: 0, contracts: 0, loans: 0 });

/** Row lock on the workspace: seeding and removing never run side by side in one workspace. */
async function lockWorkspace(tx: Db, workspaceId: string) {
  await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).for("update");
}

/**
 * Seeds the demo portfolio into the actor's workspace, all or nothing, every row marked
 * `demo` so DELETE /demo can take exactly these rows out again. Used by POST /demo and by
 * `npm run seed` (src/server/db/seed.ts).
 */
export async function seedDemoPortfolio({ db, actor }: Ctx): Promise<DemoSeedResult> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  const portfolio = demoPortfolio(today());
  return db.transaction(async (tx) => {
    await lockWorkspace(tx, ws);
    const [existing] = await tx.select({ n: count() }).from(properties).where(eq(properties.workspaceId, ws));
    if ((existing?.n ?? 0) > 0) throw new AppError("conflict", messages.demoRefused);

    const result: DemoSeedResult = { propertyIds: [], ...noDemoRows() };
    const tenantIds = new Map<DemoTenant, string>();
    const marked = { workspaceId: ws, demo: true } as const;
    for (const { units: demoUnits, loans: demoLoans, ...property } of portfolio) {
      const [p] = await tx.insert(properties).values({ ...propertyValues(property), ...marked }).returning({ id: properties.id });
      result.propertyIds.push(p!.id);
      result.properties++;
      for (const { rooms: demoRooms = [], contracts, ...fields } of demoUnits) {
        const [u] = await tx.insert(units).values({ ...unitValues(fields), ...marked, propertyId: p!.id }).returning({ id: units.id });
        result.units++;
        const roomIds = new Map<string, string>();
        for (const room of demoRooms) {
          const [r] = await tx
            .insert(rooms)
            .values({ ...marked, unitId: u!.id, code: room.code, sizeSqm: String(room.sizeSqm) })
            .returning({ id: rooms.id });
          roomIds.set(room.code, r!.id);
          result.rooms++;
        }
        for (const c of contracts) {
          let tenantId = tenantIds.get(c.tenant);
          if (!tenantId) {
            const [tn] = await tx.insert(tenants).values({ ...c.tenant, ...marked }).returning({ id: tenants.id });
            tenantId = tn!.id;
            tenantIds.set(c.tenant, tenantId);
            result.tenants++;
          }
          await tx.insert(rentalContracts).values({
            ...marked,
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
      for (const loan of demoLoans) {
        // Through the API's schema: the demo's loans obey the same rules as the user's.
        await tx.insert(loans).values({ ...loanValues(loanInput.parse(loan)), ...marked, propertyId: p!.id });
        result.loans++;
      }
    }
    return result;
  });
}

/** GET /demo: whether any demo row is left in the workspace. */
export async function getDemoStatus({ db, actor }: Ctx): Promise<DemoStatus> {
  authorize(actor, "read");
  const ws = actor.workspaceId;
  // Properties and tenants are the roots every other demo row hangs on.
  const [property] = await db.select({ id: properties.id }).from(properties).where(and(eq(properties.workspaceId, ws), eq(properties.demo, true))).limit(1);
  if (property) return { present: true };
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(and(eq(tenants.workspaceId, ws), eq(tenants.demo, true))).limit(1);
  return { present: tenant !== undefined };
}

/** `table.column = parent.id` for the NOT EXISTS checks below. */
const refers = (table: PgTable, column: PgColumn, id: PgColumn) => sql`exists (select 1 from ${table} where ${column} = ${id})`;
const none = (...conditions: SQL[]) => sql`not (${sql.join(conditions, sql` or `)})`;

/**
 * DELETE /demo: removes the demo rows of the workspace in one transaction, children first,
 * and nothing the user created. A demo row that a row of the user's still needs stays (the
 * user's contract with a demo tenant keeps that tenant; the user's unit in a demo property,
 * a booking on a demo loan keep theirs), and is counted in `kept`. A second call finds
 * nothing left to remove.
 */
export async function removeDemoPortfolio({ db, actor }: Ctx): Promise<DemoRemovalResult> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  return db.transaction(async (tx) => {
    await lockWorkspace(tx, ws);
    const removed = noDemoRows();
    const demoOf = (table: { workspaceId: PgColumn; demo: PgColumn }) => and(eq(table.workspaceId, ws), eq(table.demo, true))!;
    const gone = async (query: Promise<unknown[]>) => (await query).length;

    removed.contracts = await gone(
      tx.delete(rentalContracts).where(and(demoOf(rentalContracts), none(refers(bookingLines, bookingLines.contractId, rentalContracts.id)))).returning({ id: rentalContracts.id }),
    );
    removed.loans = await gone(tx.delete(loans).where(and(demoOf(loans), none(refers(bookingLines, bookingLines.loanId, loans.id)))).returning({ id: loans.id }));
    removed.rooms = await gone(tx.delete(rooms).where(and(demoOf(rooms), none(refers(rentalContracts, rentalContracts.roomId, rooms.id)))).returning({ id: rooms.id }));
    removed.units = await gone(
      tx
        .delete(units)
        .where(
          and(
            demoOf(units),
            none(refers(rooms, rooms.unitId, units.id), refers(rentalContracts, rentalContracts.unitId, units.id), refers(bookingLines, bookingLines.unitId, units.id)),
          ),
        )
        .returning({ id: units.id }),
    );
    removed.properties = await gone(
      tx
        .delete(properties)
        .where(
          and(
            demoOf(properties),
            none(refers(units, units.propertyId, properties.id), refers(loans, loans.propertyId, properties.id), refers(bookingLines, bookingLines.propertyId, properties.id)),
          ),
        )
        .returning({ id: properties.id }),
    );
    removed.tenants = await gone(
      tx.delete(tenants).where(and(demoOf(tenants), none(refers(rentalContracts, rentalContracts.tenantId, tenants.id)))).returning({ id: tenants.id }),
    );

    const left = async (table: PgTable & { workspaceId: PgColumn; demo: PgColumn }) =>
      (await tx.select({ n: count() }).from(table).where(demoOf(table)))[0]?.n ?? 0;
    const kept: DemoCounts = {
      properties: await left(properties),
      units: await left(units),
      rooms: await left(rooms),
      tenants: await left(tenants),
      contracts: await left(rentalContracts),
      loans: await left(loans),
    };
    return { removed, kept };
  });
}
