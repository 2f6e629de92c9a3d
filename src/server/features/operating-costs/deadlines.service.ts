import { and, asc, eq, gt, or, sql } from "drizzle-orm";
import { today } from "@/core/dates";
import { dueStatements, type KnownStatement } from "@/domain/operating-costs/deadlines";
import type { StatementDeadlineDto } from "@/shared/operating-cost-types";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { contractRentChanges, operatingCostStatements, properties, rentalContracts, statementScopeParts, units } from "@/server/db/schema";
import { findOwnedProperty } from "@/server/features/properties";

type Ctx = { db: Db; actor: Actor };

const STAGE: Record<KnownStatement["status"], number> = { draft: 0, finalised: 1, sent: 2 };

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
  const ofProperty = (column: typeof properties.id | typeof units.propertyId | typeof statementScopeParts.propertyId) => (propertyId ? eq(column, propertyId) : undefined);

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
  // Under each property it covers (a Wirtschaftseinheit: every joined property, decision 0032);
  // only each statement's newest version (not corrected by another) counts.
  const statements = await db
    .selectDistinct({ id: operatingCostStatements.id, propertyId: statementScopeParts.propertyId, start: operatingCostStatements.periodStart, end: operatingCostStatements.periodEnd, status: operatingCostStatements.status })
    .from(operatingCostStatements)
    .innerJoin(statementScopeParts, eq(statementScopeParts.statementId, operatingCostStatements.id))
    .where(
      and(
        eq(operatingCostStatements.workspaceId, ws),
        ofProperty(statementScopeParts.propertyId),
        sql`not exists (select 1 from ${operatingCostStatements} c where c.corrects_id = ${operatingCostStatements.id})`,
      ),
    )
    .orderBy(asc(operatingCostStatements.periodStart), asc(operatingCostStatements.id));

  const tenanciesOf = new Map<string, { start: string; end: string | null }[]>();
  for (const t of tenancies) push(tenanciesOf, t.propertyId, { start: t.start, end: t.end });
  // Abrechnungseinheiten of one period: the period is done when the last of them is sent, so the
  // least advanced one stands for the period.
  const newestOf = new Map<string, Map<string, KnownStatement>>();
  for (const s of statements) {
    const periods = newestOf.get(s.propertyId) ?? new Map<string, KnownStatement>();
    const known = periods.get(s.start);
    if (!known || STAGE[s.status] < STAGE[known.status]) periods.set(s.start, { id: s.id, period: { start: s.start, end: s.end }, status: s.status });
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
