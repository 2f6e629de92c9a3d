import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page, PropertyListItem } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { portfolioKeys } from "@/web/lib/query-keys";

export const propertySorts = ["name", "city", "purchasePrice", "unitCount", "coldRent", "yield"] as const;
export type PropertySort = (typeof propertySorts)[number];

export type PropertyListParams = { search: string; sort: PropertySort; dir: "asc" | "desc"; page: number; pageSize: number };

export const listProperties = (p: PropertyListParams) => {
  const query = new URLSearchParams({ search: p.search, sort: p.sort, dir: p.dir, page: String(p.page), pageSize: String(p.pageSize) });
  return apiFetch<Page<PropertyListItem>>(`/properties?${query}`);
};

export const propertyListQuery = (p: PropertyListParams) =>
  queryOptions({ queryKey: portfolioKeys.propertyList(p), queryFn: () => listProperties(p), placeholderData: keepPreviousData });

export const usePropertyList = (p: PropertyListParams) => useQuery(propertyListQuery(p));
