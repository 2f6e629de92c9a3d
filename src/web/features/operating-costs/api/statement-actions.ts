import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StatementDetailDto } from "@/shared/operating-cost-types";
import type { RentStepDto } from "@/shared/rent-roll-types";
import { apiFetch } from "@/web/lib/api";
import { invalidateRentRoll } from "@/web/features/rent-roll";
import { operatingCostKeys, statementPath } from "./query-keys";

// The steps of a statement's life after the draft: finalise (freeze), correct (a new draft of
// the next revision), e-mail the letters, record the dispatch. Each answers the statement it leaves.

export const finaliseStatement = ({ id, version }: { id: string; version: number }) =>
  apiFetch<StatementDetailDto>(`${statementPath(id)}/finalise`, { method: "POST", json: { version } });

export const correctStatement = ({ id, version }: { id: string; version: number }) =>
  apiFetch<StatementDetailDto>(`${statementPath(id)}/corrections`, { method: "POST", json: { version } });

export const markStatementSent = ({ id, version, sentOn }: { id: string; version: number; sentOn: string }) =>
  apiFetch<StatementDetailDto>(`${statementPath(id)}/sent`, { method: "POST", json: { version, sentOn } });

export const mailStatementLetters = ({ id, version, contractIds }: { id: string; version: number; contractIds: string[] }) =>
  apiFetch<StatementDetailDto>(`${statementPath(id)}/mail`, { method: "POST", json: { version, contractIds } });

function useStatementAction<V>(call: (vars: V) => Promise<StatementDetailDto>, options: { reachesAccounts?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      queryClient.setQueryData(operatingCostKeys.detail(answer.id), answer);
      // A correction changes its original too (correctedById): every statement of the family is stale.
      const statements = queryClient.invalidateQueries({ queryKey: operatingCostKeys.all(), predicate: (q) => q.queryKey[2] !== answer.id });
      // The dispatch puts each tenant's balance into the rent roll and the tenant accounts.
      return options.reachesAccounts ? Promise.all([statements, invalidateRentRoll(queryClient)]) : statements;
    },
  });
}

export const useFinaliseStatement = () => useStatementAction(finaliseStatement);
export const useCorrectStatement = () => useStatementAction(correctStatement);
export const useMarkStatementSent = () => useStatementAction(markStatementSent, { reachesAccounts: true });
// The last tenant's mail makes the statement sent.
export const useMailStatementLetters = () => useStatementAction(mailStatementLetters, { reachesAccounts: true });

/** § 560 (4) BGB: a tenant's proposed prepayment into the contract's rent history from `validFrom`. */
export const adjustPrepayment = ({ id, contractId, validFrom }: { id: string; contractId: string; validFrom: string }) =>
  apiFetch<RentStepDto>(`${statementPath(id)}/prepayment-adjustments`, { method: "POST", json: { contractId, validFrom } });

export function useAdjustPrepayment() {
  const queryClient = useQueryClient();
  // A new rent step: the rent roll and the account charge it from its month.
  return useMutation({ mutationFn: adjustPrepayment, onSuccess: () => invalidateRentRoll(queryClient) });
}
