import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReminderDto } from "@/shared/rent-roll-types";
import type { ReminderInput } from "@/shared/schemas/rent-roll";
import { apiFetch } from "@/web/lib/api";
import { invalidateRentRoll } from "./query-keys";

export const createReminder = ({ contractId, input }: { contractId: string; input: ReminderInput }) =>
  apiFetch<ReminderDto>(`/contracts/${encodeURIComponent(contractId)}/reminders`, { method: "POST", json: input });

/** The letter as the browser opens it (inline PDF, cookie-authenticated). */
export const reminderPdfUrl = (id: string) => `/api/v1/reminders/${encodeURIComponent(id)}/pdf`;

export function useCreateReminder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createReminder, onSuccess: () => invalidateRentRoll(queryClient) });
}
