import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UnitUpdateInput } from "@/shared/schemas/portfolio";
import type { UnitDto } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { invalidatePortfolio } from "@/web/lib/query-keys";

export const updateUnit = ({ id, input }: { id: string; input: UnitUpdateInput }) =>
  apiFetch<UnitDto>(`/units/${encodeURIComponent(id)}`, { method: "PATCH", json: input });

export function useUpdateUnit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUnit, onSuccess: () => invalidatePortfolio(queryClient) });
}
