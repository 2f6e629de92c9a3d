import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Page, PropertyListItem } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { portfolioKeys } from "@/web/lib/query-keys";

// The property filter's choices: the first 100 by name (the list's largest page), enough
// for a private landlord's portfolio.
const params = { sort: "name", dir: "asc", page: "1", pageSize: "100", search: "" } as const;

export const listPropertyOptions = () => apiFetch<Page<PropertyListItem>>(`/properties?${new URLSearchParams(params)}`);

export const usePropertyOptions = () =>
  useQuery(queryOptions({ queryKey: portfolioKeys.propertyList({ ...params, purpose: "options" }), queryFn: listPropertyOptions }));
