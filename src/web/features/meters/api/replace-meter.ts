import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MeterReplaceEditInput } from "@/shared/schemas/meters";
import type { MeterDto } from "@/shared/meter-types";
import { apiFetch } from "@/web/lib/api";
import { meterKeys } from "./query-keys";

/** Zählertausch: the old meter's removal and the new meter with its installation reading, in one request. */
export const replaceMeter = ({ id, version, input }: { id: string; version: number; input: MeterReplaceEditInput }) =>
  apiFetch<MeterDto>(`/meters/${encodeURIComponent(id)}/replace`, { method: "POST", json: { ...input, version } });

export function useReplaceMeter() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replaceMeter, onSuccess: () => queryClient.invalidateQueries({ queryKey: meterKeys.all() }) });
}
