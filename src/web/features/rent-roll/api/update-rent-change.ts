import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RentStepDto } from "@/shared/rent-roll-types";
import type { RentChangeInput } from "@/shared/schemas/rent-roll";
import { apiFetch } from "@/web/lib/api";
import { invalidateRentRoll } from "./query-keys";

/** `version` is the one the dialog read (useVersionedSave); an outdated one answers 409 `stale`. */
export const updateRentChange = ({ id, version, input }: { id: string; version: number; input: RentChangeInput }) =>
  apiFetch<RentStepDto>(`/rent-changes/${encodeURIComponent(id)}`, { method: "PATCH", json: { ...input, version } });

export function useUpdateRentChange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRentChange, onSuccess: () => invalidateRentRoll(queryClient) });
}
