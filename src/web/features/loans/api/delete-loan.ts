import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api";
import { invalidateLoans, loanKeys } from "./query-keys";

export const deleteLoan = (loanId: string) => apiFetch<void>(`/loans/${encodeURIComponent(loanId)}`, { method: "DELETE" });

export function useDeleteLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLoan,
    onSuccess: (_data, loanId) => {
      queryClient.removeQueries({ queryKey: loanKeys.loan(loanId) });
      return invalidateLoans(queryClient, loanKeys.loan(loanId));
    },
  });
}
