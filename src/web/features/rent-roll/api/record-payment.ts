import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RentPaymentInput } from "@/shared/schemas/rent-roll";
import { apiFetch } from "@/web/lib/api";
import { invalidateLedger } from "@/web/lib/query-keys";

/** POST /contracts/:id/payments: books the payment in the ledger (201); the account allocates it (§366 BGB). */
export const recordPayment = ({ contractId, input }: { contractId: string; input: RentPaymentInput }) =>
  apiFetch<unknown>(`/contracts/${encodeURIComponent(contractId)}/payments`, { method: "POST", json: input });

export function useRecordPayment() {
  const queryClient = useQueryClient();
  // The payment is a booking: the rent roll and the booking lists (another feature) are stale.
  return useMutation({ mutationFn: recordPayment, onSuccess: () => invalidateLedger(queryClient) });
}
