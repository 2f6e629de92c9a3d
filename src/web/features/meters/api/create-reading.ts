import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MeterReadingInput } from "@/shared/schemas/meters";
import type { MeterReadingDto } from "@/shared/meter-types";
import { apiFetch } from "@/web/lib/api";
import { meterKeys } from "./query-keys";

export const createReading = ({ meterId, input }: { meterId: string; input: MeterReadingInput }) =>
  apiFetch<MeterReadingDto>(`/meters/${encodeURIComponent(meterId)}/readings`, { method: "POST", json: input });

export function useCreateReading() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createReading, onSuccess: () => queryClient.invalidateQueries({ queryKey: meterKeys.all() }) });
}
