import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TenantInput } from "@/shared/schemas/portfolio";
import type { TenantDto } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { invalidatePortfolio, portfolioKeys } from "@/web/lib/query-keys";

export const createTenant = (input: TenantInput) => apiFetch<TenantDto>("/tenants", { method: "POST", json: input });

export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTenant,
    onSuccess: (tenant) => {
      // The contract dialog selects the new tenant at once; put it into the
      // list before the reload so the select already has its option.
      queryClient.setQueryData<TenantDto[]>(portfolioKeys.allTenants(), (list) => (list ? [...list.filter((t) => t.id !== tenant.id), tenant] : list));
      return invalidatePortfolio(queryClient);
    },
  });
}
