import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MeterReadingInput } from "@/shared/schemas/meters";
import type { MeterReadingDto } from "@/shared/meter-types";
import { apiFetch } from "@/web/lib/api";
import { meterKeys } from "./query-keys";

export const updateReading = ({ id, version, input }: { id: string; version: number; input: MeterReadingInput }) =>
  apiFetch<MeterReadingDto>(`/meter-readings/${encodeURIComponent(id)}`, { method: "PATCH", json: { ...input, version } });

export function useUpdateReading() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateReading, onSuccess: () => queryClient.invalidateQueries({ queryKey: meterKeys.all() }) });
}
