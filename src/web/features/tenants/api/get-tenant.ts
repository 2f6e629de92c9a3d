import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TenantListItem } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { portfolioKeys } from "@/web/lib/query-keys";

export const getTenant = (id: string) => apiFetch<TenantListItem>(`/tenants/${encodeURIComponent(id)}`);

export const tenantQuery = (id: string) => queryOptions({ queryKey: portfolioKeys.tenant(id), queryFn: () => getTenant(id) });

/** One tenant, e.g. the chosen one of a select when it is not on the page the search shows. */
export const useTenant = (id: string, enabled: boolean) => useQuery({ ...tenantQuery(id), enabled: enabled && id !== "" });
