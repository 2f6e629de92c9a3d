import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BankRuleDto, BankRuleInput } from "@/shared/bank-import-types";
import { apiFetch } from "@/web/lib/api";
import { invalidateBankImport } from "./query-keys";

export const createBankRule = (input: BankRuleInput) => apiFetch<BankRuleDto>("/bank-rules", { method: "POST", json: input });

// A rule changes the proposals of the open transactions: the family is stale.
export function useCreateBankRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBankRule, onSuccess: () => invalidateBankImport(queryClient) });
}
