import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PickerPage, TenantDto } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { portfolioKeys } from "@/web/lib/query-keys";

/** The tenant select's page: the first PICKER_PAGE tenants matching `q`, never the whole table. */
export const PICKER_PAGE = 20;

export const pickTenants = (q: string) => apiFetch<PickerPage<TenantDto>>(`/tenants/picker?${new URLSearchParams({ q, limit: String(PICKER_PAGE) })}`);

// The previous page stays while the next search loads: the list does not flash empty while typing.
export const tenantPickerQuery = (q: string) => queryOptions({ queryKey: portfolioKeys.tenantPicker(q), queryFn: () => pickTenants(q), placeholderData: keepPreviousData });

export const useTenantPicker = (q: string) => useQuery(tenantPickerQuery(q));

/** 'Vorname Nachname (email)', as the spec lists tenants. */
export function tenantLabel(t: Pick<TenantDto, "firstName" | "lastName" | "email">): string {
  const name = `${t.firstName} ${t.lastName}`.trim();
  return t.email ? `${name} (${t.email})` : name;
}
