import { rentStepInForce } from "@/domain/rent";
import type { RentStepDto } from "@/shared/rent-roll-types";
import type { PrepaymentAdjustmentInput } from "@/shared/schemas/operating-costs";
import { messages } from "@/shared/messages";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { AppError, notFound } from "@/server/http/errors";
import { fieldError } from "@/server/http/request";
import { CONTRACT } from "@/server/features/contracts";
import { createRentChange, loadContractSourcesOf } from "@/server/features/rent-roll";
import { getStatement } from "./statements.service";

type Ctx = { db: Db; actor: Actor };

/**
 * POST /operating-cost-statements/:id/prepayment-adjustments: the landlord takes the statement's
 * § 560 (4) BGB proposal for one tenant. It becomes an entry of the contract's rent history
 * (reason "Vorauszahlungsanpassung") from the month chosen, the Kaltmiete in force then unchanged;
 * the rent roll charges the new prepayment from that month on. Only after a finalised statement:
 * the adjustment needs a correct statement (BGH VIII ZR 246/11).
 */
export async function adjustPrepayment({ db, actor, id, input }: Ctx & { id: string; input: PrepaymentAdjustmentInput }): Promise<RentStepDto> {
  authorize(actor, "write");
  const statement = await getStatement({ db, actor, id });
  if (statement.status === "draft") throw new AppError("conflict", messages.statementNotFinalised);
  if (input.validFrom <= statement.periodEnd) throw fieldError("validFrom", messages.prepaymentAdjustmentTooEarly);
  const proposal = statement.result.tenants.find((t) => t.contractId === input.contractId)?.newMonthlyPrepaymentCents ?? null;
  if (proposal === null) throw fieldError("contractId", messages.prepaymentAdjustmentNone);
  const [source] = await loadContractSourcesOf(db, actor.workspaceId, [input.contractId]);
  if (!source) throw notFound(CONTRACT);
  const inForce = rentStepInForce(source.steps, input.validFrom);
  return createRentChange({
    db,
    actor,
    contractId: input.contractId,
    input: {
      validFrom: input.validFrom,
      coldRentCents: inForce.coldRentCents,
      serviceChargeCents: proposal,
      reason: "prepayment_adjustment",
      note: messages.prepaymentAdjustmentNote(statement.periodStart, statement.periodEnd),
    },
  });
}
