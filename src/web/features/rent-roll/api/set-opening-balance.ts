import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OpeningBalanceInput } from "@/shared/schemas/rent-roll";
import { apiFetch } from "@/web/lib/api";
import { invalidatePortfolio } from "@/web/lib/query-keys";

type Values = Omit<OpeningBalanceInput, "version">;

/** Stored on the contract: `version` is the contract's (409 `stale` when someone saved it in between); null/null removes it. */
export const setOpeningBalance = ({ contractId, version, input }: { contractId: string; version: number; input: Values }) =>
  apiFetch<void>(`/contracts/${encodeURIComponent(contractId)}/opening-balance`, { method: "PATCH", json: { ...input, version } });

export function useSetOpeningBalance() {
  const queryClient = useQueryClient();
  // The contract's version moved (its edit dialog must read the new one); the portfolio family includes the rent roll.
  return useMutation({ mutationFn: setOpeningBalance, onSuccess: () => invalidatePortfolio(queryClient) });
}
