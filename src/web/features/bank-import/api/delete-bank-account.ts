import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api";
import { bankImportKeys, invalidateBankImport } from "./query-keys";

/** Refused with 409 while the account holds transactions (the server's German message says so). */
export const deleteBankAccount = (id: string) => apiFetch<void>(`/bank-accounts/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useDeleteBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBankAccount,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: bankImportKeys.account(id) });
      return invalidateBankImport(queryClient);
    },
  });
}
