import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RoomInput } from "@/shared/schemas/portfolio";
import type { RoomDto } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { invalidatePortfolio } from "@/web/lib/query-keys";

export const createRoom = ({ unitId, input }: { unitId: string; input: RoomInput }) =>
  apiFetch<RoomDto>(`/units/${encodeURIComponent(unitId)}/rooms`, { method: "POST", json: input });

export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRoom, onSuccess: () => invalidatePortfolio(queryClient) });
}
