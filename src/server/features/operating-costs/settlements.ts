import { and, eq, inArray } from "drizzle-orm";
import { addDays } from "@/core/dates";
import { cents, subCents, ZERO_CENTS } from "@/core/money";
import type { StatementResultDto } from "@/shared/operating-cost-types";
import { statementSettings } from "@/shared/schemas/operating-costs";
import type { Db } from "@/server/db/client";
import { contractSettlements, operatingCostStatements, rentalContracts } from "@/server/db/schema";

// A sent statement's balance belongs in each tenant's account (issue 19, decision 0027): the
// rows of `contract_settlements` say, per contract, what the statement claims or credits and
// which unpaid prepayments of its period it closes. Only the newest sent version of a statement
// counts: a sent correction replaces the version it corrects. The versions of one statement are
// its chain of corrections — not every statement of the property and period, since two
// Abrechnungseinheiten of one period are settled side by side (decision 0032).

type Version = { id: string; correctsId: string | null; revision: number; status: "draft" | "finalised" | "sent"; sentOn: string | null; settings: unknown; frozen: unknown; periodStart: string; periodEnd: string };

/** Every version of the statement `statementId` belongs to (the versions it corrects and those correcting it), newest first. */
async function versionsOf(tx: Db, workspaceId: string, statementId: string): Promise<Version[]> {
  const [self] = await tx.select({ propertyId: operatingCostStatements.propertyId }).from(operatingCostStatements).where(and(eq(operatingCostStatements.workspaceId, workspaceId), eq(operatingCostStatements.id, statementId)));
  if (!self) return [];
  // A chain of corrections keeps its main property; its period may have been changed in a draft.
  const rows: Version[] = await tx
    .select({
      id: operatingCostStatements.id,
      correctsId: operatingCostStatements.correctsId,
      revision: operatingCostStatements.revision,
      status: operatingCostStatements.status,
      sentOn: operatingCostStatements.sentOn,
      settings: operatingCostStatements.settings,
      frozen: operatingCostStatements.frozen,
      periodStart: operatingCostStatements.periodStart,
      periodEnd: operatingCostStatements.periodEnd,
    })
    .from(operatingCostStatements)
    .where(and(eq(operatingCostStatements.workspaceId, workspaceId), eq(operatingCostStatements.propertyId, self.propertyId)));
  const chain = new Set([statementId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const r of rows) {
      const link = r.correctsId;
      if (!link || chain.has(r.id) === chain.has(link)) continue;
      chain.add(r.id).add(link);
      grew = true;
    }
  }
  return rows.filter((r) => chain.has(r.id)).sort((a, b) => b.revision - a.revision);
}

/** Makes the account rows of the statement `statementId` belongs to those of its newest sent version (none while none is sent). */
export async function syncSettlements(tx: Db, workspaceId: string, statementId: string): Promise<void> {
  const versions = await versionsOf(tx, workspaceId, statementId);
  await tx.delete(contractSettlements).where(
    and(
      eq(contractSettlements.workspaceId, workspaceId),
      inArray(
        contractSettlements.statementId,
        versions.map((v) => v.id),
      ),
    ),
  );
  const sent = versions.find((v) => v.status === "sent");
  if (!sent?.sentOn || !sent.frozen) return;
  const result = (sent.frozen as { result: StatementResultDto }).result;
  const dueOn = addDays(sent.sentOn, statementSettings.parse(sent.settings).paymentDueDays);
  // A contract deleted since the statement has no account any more.
  const ids = result.tenants.map((t) => t.contractId);
  const existing = new Set(
    ids.length === 0
      ? []
      : (await tx.select({ id: rentalContracts.id }).from(rentalContracts).where(and(eq(rentalContracts.workspaceId, workspaceId), inArray(rentalContracts.id, ids)))).map((r) => r.id),
  );
  const rows = result.tenants
    .filter((t) => existing.has(t.contractId))
    .map((t) => {
      const unpaid = subCents(cents(t.prepaymentsDueCents), cents(t.prepaymentsPaidCents));
      return {
        workspaceId,
        statementId: sent.id,
        contractId: t.contractId,
        periodStart: sent.periodStart,
        periodEnd: sent.periodEnd,
        sentOn: sent.sentOn!,
        dueOn,
        claimCents: cents(t.claimableCents),
        writeOffCents: unpaid > 0 ? unpaid : ZERO_CENTS,
      };
    });
  if (rows.length > 0) await tx.insert(contractSettlements).values(rows);
}
