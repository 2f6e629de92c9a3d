import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Page, PropertyListItem } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { portfolioKeys } from "@/web/lib/query-keys";

// The template dialog's property choice: the workspace's properties by name (the list's
// largest page; a private landlord has far fewer). Under the portfolio keys, so a change
// of a property refreshes it.
const params = { search: "", sort: "name", dir: "asc", page: 1, pageSize: 100 } as const;

export const listPropertyOptions = () =>
  apiFetch<Page<PropertyListItem>>(`/properties?${new URLSearchParams({ ...params, page: String(params.page), pageSize: String(params.pageSize) })}`).then((p) =>
    p.items.map((item) => ({ id: item.id, name: item.name })),
  );

export const usePropertyOptions = () => useQuery(queryOptions({ queryKey: [...portfolioKeys.propertyList(params), "options"], queryFn: listPropertyOptions }));
