import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TenantListPage } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { portfolioKeys } from "@/web/lib/query-keys";

export type TenantListParams = { search: string; page: number; pageSize: number };

export const listTenants = (p: TenantListParams) => {
  const query = new URLSearchParams({ search: p.search, page: String(p.page), pageSize: String(p.pageSize) });
  return apiFetch<TenantListPage>(`/tenants?${query}`);
};

export const tenantListQuery = (p: TenantListParams) =>
  queryOptions({ queryKey: portfolioKeys.tenantList(p), queryFn: () => listTenants(p), placeholderData: keepPreviousData });

export const useTenantList = (p: TenantListParams) => useQuery(tenantListQuery(p));
