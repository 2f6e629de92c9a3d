import { and, desc, eq, inArray } from "drizzle-orm";
import { addDays } from "@/core/dates";
import { cents, subCents, ZERO_CENTS } from "@/core/money";
import type { StatementResultDto } from "@/shared/operating-cost-types";
import { statementSettings } from "@/shared/schemas/operating-costs";
import type { Db } from "@/server/db/client";
import { contractSettlements, operatingCostStatements, rentalContracts } from "@/server/db/schema";

// A sent statement's balance belongs in each tenant's account (issue 19, decision 0027): the
// rows of `contract_settlements` say, per contract, what the statement claims or credits and
// which unpaid prepayments of its period it closes. Only the newest sent version of a property's
// period counts: a sent correction replaces the version it corrects.

/** Makes the account rows of `propertyId`'s period starting `periodStart` those of its newest sent version (none while none is sent). */
export async function syncSettlements(tx: Db, workspaceId: string, propertyId: string, periodStart: string): Promise<void> {
  const versions = await tx
    .select({ id: operatingCostStatements.id, status: operatingCostStatements.status, sentOn: operatingCostStatements.sentOn, settings: operatingCostStatements.settings, frozen: operatingCostStatements.frozen, periodEnd: operatingCostStatements.periodEnd })
    .from(operatingCostStatements)
    .where(and(eq(operatingCostStatements.workspaceId, workspaceId), eq(operatingCostStatements.propertyId, propertyId), eq(operatingCostStatements.periodStart, periodStart)))
    .orderBy(desc(operatingCostStatements.revision));
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
        periodStart,
        periodEnd: sent.periodEnd,
        sentOn: sent.sentOn!,
        dueOn,
        claimCents: cents(t.claimableCents),
        writeOffCents: unpaid > 0 ? unpaid : ZERO_CENTS,
      };
    });
  if (rows.length > 0) await tx.insert(contractSettlements).values(rows);
}
