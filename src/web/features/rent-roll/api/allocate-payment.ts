import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookingDto } from "@/shared/booking-types";
import type { PaymentAllocationInput } from "@/shared/schemas/rent-roll";
import { apiFetch } from "@/web/lib/api";
import { invalidateLedger } from "@/web/lib/query-keys";

/** PATCH /contracts/:id/payments/:bookingId: the month the payment pays (null: oldest first, §366 BGB), with the booking's version (409 `stale`). */
export const allocatePayment = ({ contractId, bookingId, input }: { contractId: string; bookingId: string; input: PaymentAllocationInput }) =>
  apiFetch<BookingDto>(`/contracts/${encodeURIComponent(contractId)}/payments/${encodeURIComponent(bookingId)}`, { method: "PATCH", json: input });

export function useAllocatePayment() {
  const queryClient = useQueryClient();
  // The booking's lines and version changed (bookings) and with them the whole account (rent roll).
  return useMutation({ mutationFn: allocatePayment, onSuccess: () => invalidateLedger(queryClient) });
}
