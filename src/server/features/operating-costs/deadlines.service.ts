import { and, asc, eq, gt, or, sql } from "drizzle-orm";
import { today } from "@/core/dates";
import { dueStatements, type KnownStatement } from "@/domain/operating-costs/deadlines";
import type { StatementDeadlineDto } from "@/shared/operating-cost-types";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { contractRentChanges, operatingCostStatements, properties, rentalContracts, units } from "@/server/db/schema";
import { findOwnedProperty } from "@/server/features/properties";

type Ctx = { db: Db; actor: Actor };

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/**
 * GET /operating-cost-deadlines[?propertyId=]: the statements the workspace's properties still owe,
 * in three queries for any number of properties; the rule is the domain's (dueStatements).
 */
export async function listStatementDeadlines({ db, actor, propertyId }: Ctx & { propertyId?: string }): Promise<StatementDeadlineDto[]> {
  authorize(actor, "read");
  const ws = actor.workspaceId;
  if (propertyId) await findOwnedProperty(db, ws, propertyId);
  const ofProperty = (column: typeof properties.id | typeof units.propertyId | typeof operatingCostStatements.propertyId) => (propertyId ? eq(column, propertyId) : undefined);

  const names = await db.select({ id: properties.id, name: properties.name }).from(properties).where(and(eq(properties.workspaceId, ws), ofProperty(properties.id)));
  // Tenancies with NK-Vorauszahlungen, from the contract or a later rent step: nothing else is settled.
  const tenancies = await db
    .select({ propertyId: units.propertyId, start: rentalContracts.startDate, end: rentalContracts.endDate })
    .from(rentalContracts)
    .innerJoin(units, eq(units.id, rentalContracts.unitId))
    .where(
      and(
        eq(rentalContracts.workspaceId, ws),
        ofProperty(units.propertyId),
        or(
          gt(rentalContracts.serviceChargeCents, 0),
          sql`exists (select 1 from ${contractRentChanges} where ${contractRentChanges.contractId} = ${rentalContracts.id} and ${contractRentChanges.serviceChargeCents} > 0)`,
        ),
      ),
    );
  const statements = await db
    .select({ id: operatingCostStatements.id, propertyId: operatingCostStatements.propertyId, start: operatingCostStatements.periodStart, end: operatingCostStatements.periodEnd, status: operatingCostStatements.status })
    .from(operatingCostStatements)
    .where(and(eq(operatingCostStatements.workspaceId, ws), ofProperty(operatingCostStatements.propertyId)))
    // Each period's newest revision last, so it wins below.
    .orderBy(asc(operatingCostStatements.periodStart), asc(operatingCostStatements.revision));

  const tenanciesOf = new Map<string, { start: string; end: string | null }[]>();
  for (const t of tenancies) push(tenanciesOf, t.propertyId, { start: t.start, end: t.end });
  const newestOf = new Map<string, Map<string, KnownStatement>>();
  for (const s of statements) {
    const periods = newestOf.get(s.propertyId) ?? new Map<string, KnownStatement>();
    periods.set(s.start, { id: s.id, period: { start: s.start, end: s.end }, status: s.status });
    newestOf.set(s.propertyId, periods);
  }

  const day = today();
  const out: StatementDeadlineDto[] = [];
  for (const p of names) {
    const due = dueStatements({ tenancies: tenanciesOf.get(p.id) ?? [], statements: [...(newestOf.get(p.id)?.values() ?? [])], today: day });
    for (const d of due) {
      out.push({
        propertyId: p.id,
        propertyName: p.name,
        periodStart: d.period.start,
        periodEnd: d.period.end,
        deadline: d.deadline,
        warnFrom: d.warnFrom,
        statementId: d.statement?.id ?? null,
        status: d.statement?.status ?? "missing",
        warning: d.warning,
        passed: d.passed,
      });
    }
  }
  return out.sort((a, b) => (a.deadline < b.deadline ? -1 : a.deadline > b.deadline ? 1 : a.propertyName.localeCompare(b.propertyName, "de")));
}
