import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BankAccountDto, BankAccountInput } from "@/shared/bank-import-types";
import { apiFetch } from "@/web/lib/api";
import { invalidateBankImport } from "./query-keys";

/** The whole account; `version` is the one the form was loaded with. */
export const updateBankAccount = ({ id, version, input }: { id: string; version: number; input: BankAccountInput }) =>
  apiFetch<BankAccountDto>(`/bank-accounts/${encodeURIComponent(id)}`, { method: "PATCH", json: { ...input, version } });

export function useUpdateBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateBankAccount, onSuccess: () => invalidateBankImport(queryClient) });
}
