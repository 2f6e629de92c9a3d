import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BankAccountDto, BankAccountInput } from "@/shared/bank-import-types";
import { apiFetch } from "@/web/lib/api";
import { invalidateBankImport } from "./query-keys";

export const createBankAccount = (input: BankAccountInput) => apiFetch<BankAccountDto>("/bank-accounts", { method: "POST", json: input });

export function useCreateBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBankAccount, onSuccess: () => invalidateBankImport(queryClient) });
}
