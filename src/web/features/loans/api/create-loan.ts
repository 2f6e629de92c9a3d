import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoanDto } from "@/shared/loan-types";
import type { LoanInput } from "@/shared/schemas/loans";
import { apiFetch } from "@/web/lib/api";
import { invalidateLoans } from "./query-keys";

export const createLoan = ({ propertyId, input }: { propertyId: string; input: LoanInput }) =>
  apiFetch<LoanDto>(`/properties/${encodeURIComponent(propertyId)}/loans`, { method: "POST", json: input });

export function useCreateLoan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLoan, onSuccess: () => invalidateLoans(queryClient) });
}
