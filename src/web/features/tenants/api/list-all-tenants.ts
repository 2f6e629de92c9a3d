import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TenantDto } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { portfolioKeys } from "@/web/lib/query-keys";

/** SPEC §7 getTenants(): every tenant, for the contract dialog's select. */
export const listAllTenants = () => apiFetch<TenantDto[]>("/tenants/all");

export const allTenantsQuery = () => queryOptions({ queryKey: portfolioKeys.allTenants(), queryFn: listAllTenants });

export const useAllTenants = () => useQuery(allTenantsQuery());

/** 'Vorname Nachname (email)', as the spec lists tenants. */
export function tenantLabel(t: Pick<TenantDto, "firstName" | "lastName" | "email">): string {
  const name = `${t.firstName} ${t.lastName}`.trim();
  return t.email ? `${name} (${t.email})` : name;
}
