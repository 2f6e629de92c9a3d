import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoanDto } from "@/shared/loan-types";
import type { LoanInput } from "@/shared/schemas/loans";
import { apiFetch } from "@/web/lib/api";
import { invalidateLoans } from "./query-keys";

/** Replaces the loan's terms and Sondertilgungen; `version` is the one the form was loaded with. */
export const updateLoan = ({ loanId, version, input }: { loanId: string; version: number; input: LoanInput }) =>
  apiFetch<LoanDto>(`/loans/${encodeURIComponent(loanId)}`, { method: "PATCH", json: { ...input, version } });

export function useUpdateLoan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateLoan, onSuccess: () => invalidateLoans(queryClient) });
}
