import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RoomInput } from "@/shared/schemas/portfolio";
import type { RoomDto } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { invalidatePortfolio } from "@/web/lib/query-keys";

export const updateRoom = ({ id, version, input }: { id: string; version: number; input: RoomInput }) =>
  apiFetch<RoomDto>(`/rooms/${encodeURIComponent(id)}`, { method: "PATCH", json: { ...input, version } });

export function useUpdateRoom() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRoom, onSuccess: () => invalidatePortfolio(queryClient) });
}
