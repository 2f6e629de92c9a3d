import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MeterEditInput } from "@/shared/schemas/meters";
import type { MeterDto } from "@/shared/meter-types";
import { apiFetch } from "@/web/lib/api";
import { meterKeys } from "./query-keys";

export const updateMeter = ({ id, version, input }: { id: string; version: number; input: MeterEditInput }) =>
  apiFetch<MeterDto>(`/meters/${encodeURIComponent(id)}`, { method: "PATCH", json: { ...input, version } });

export function useUpdateMeter() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMeter, onSuccess: () => queryClient.invalidateQueries({ queryKey: meterKeys.all() }) });
}
