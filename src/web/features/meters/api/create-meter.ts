import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MeterCreateInput } from "@/shared/schemas/meters";
import type { MeterDto } from "@/shared/meter-types";
import { apiFetch } from "@/web/lib/api";
import { meterKeys, meterListPath, type MeterOwner } from "./query-keys";

export const createMeter = ({ owner, input }: { owner: MeterOwner; input: MeterCreateInput }) => apiFetch<MeterDto>(meterListPath(owner), { method: "POST", json: input });

export function useCreateMeter() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createMeter, onSuccess: () => queryClient.invalidateQueries({ queryKey: meterKeys.all() }) });
}
