import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BankRuleDto, BankRuleInput } from "@/shared/bank-import-types";
import { apiFetch } from "@/web/lib/api";
import { invalidateBankImport } from "./query-keys";

/** The whole rule; `version` is the one the form was loaded with. */
export const updateBankRule = ({ id, version, input }: { id: string; version: number; input: BankRuleInput }) =>
  apiFetch<BankRuleDto>(`/bank-rules/${encodeURIComponent(id)}`, { method: "PATCH", json: { ...input, version } });

// A rule changes the proposals of the open transactions: the family is stale.
export function useUpdateBankRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateBankRule, onSuccess: () => invalidateBankImport(queryClient) });
}
