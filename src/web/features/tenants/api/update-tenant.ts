import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TenantInput } from "@/shared/schemas/portfolio";
import type { TenantDto } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { invalidatePortfolio } from "@/web/lib/query-keys";

export const updateTenant = ({ id, version, input }: { id: string; version: number; input: TenantInput }) =>
  apiFetch<TenantDto>(`/tenants/${encodeURIComponent(id)}`, { method: "PATCH", json: { ...input, version } });

export function useUpdateTenant() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTenant, onSuccess: () => invalidatePortfolio(queryClient) });
}
