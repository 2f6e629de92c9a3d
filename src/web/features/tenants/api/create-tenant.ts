import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TenantInput } from "@/shared/schemas/portfolio";
import type { TenantDto, TenantListItem } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { invalidatePortfolio, portfolioKeys } from "@/web/lib/query-keys";

export const createTenant = (input: TenantInput) => apiFetch<TenantDto>("/tenants", { method: "POST", json: input });

export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTenant,
    onSuccess: (tenant) => {
      // The contract dialog selects the new tenant at once: its select shows the name
      // from here instead of fetching the tenant it was just told about.
      queryClient.setQueryData<TenantListItem>(portfolioKeys.tenant(tenant.id), { ...tenant, contracts: [] });
      return invalidatePortfolio(queryClient);
    },
  });
}
