import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BankTransactionConfirmInput, BankTransactionDto } from "@/shared/bank-import-types";
import { apiFetch } from "@/web/lib/api";
import { invalidateBankBooking } from "./query-keys";

/** Books the transaction: as a rent payment of a contract, or as the booking given. 409 `stale` when its version is outdated. */
export const confirmBankTransaction = ({ id, input }: { id: string; input: BankTransactionConfirmInput }) =>
  apiFetch<BankTransactionDto>(`/bank-transactions/${encodeURIComponent(id)}/confirm`, { method: "POST", json: input });

export function useConfirmBankTransaction() {
  const queryClient = useQueryClient();
  // A new booking, perhaps a rent payment: "Mieteingänge" shows the month paid.
  return useMutation({ mutationFn: confirmBankTransaction, onSuccess: () => invalidateBankBooking(queryClient) });
}
