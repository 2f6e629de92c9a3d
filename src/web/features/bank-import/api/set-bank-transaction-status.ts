import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BankTransactionDto } from "@/shared/bank-import-types";
import { apiFetch } from "@/web/lib/api";
import { invalidateBankImport } from "./query-keys";

export type StatusAction = "ignore" | "reopen";

/**
 * "Ignorieren" and "Wieder öffnen": nothing is booked either way. The body carries the version
 * the list read (409 `stale` when outdated). Reopening a booked one is refused (409).
 */
export const setBankTransactionStatus = ({ id, action, version }: { id: string; action: StatusAction; version: number }) =>
  apiFetch<BankTransactionDto>(`/bank-transactions/${encodeURIComponent(id)}/${action}`, { method: "POST", json: { version } });

export function useSetBankTransactionStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setBankTransactionStatus, onSuccess: () => invalidateBankImport(queryClient) });
}
