import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoanBookingsRunDto } from "@/shared/loan-types";
import { apiFetch } from "@/web/lib/api";

/** Books the loan's instalments due up to the end of the current month (the server's default), each once. */
export const bookLoanInstalments = (loanId: string) =>
  apiFetch<LoanBookingsRunDto>(`/loans/${encodeURIComponent(loanId)}/bookings`, { method: "POST", json: {} });

export function useBookLoanInstalments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookLoanInstalments,
    // The ledger's screens (bookings feature, keys under "bookings") show the new bookings.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["bookings"] }),
  });
}
