import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PropertyInput } from "@/shared/schemas/portfolio";
import type { PropertyDto } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { invalidatePortfolio } from "@/web/lib/query-keys";

export const updateProperty = ({ id, ...input }: PropertyInput & { id: string; version: number }) =>
  apiFetch<PropertyDto>(`/properties/${encodeURIComponent(id)}`, { method: "PATCH", json: input });

export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProperty, onSuccess: () => invalidatePortfolio(queryClient) });
}
