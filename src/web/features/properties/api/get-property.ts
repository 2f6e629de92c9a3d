import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PropertyDetail } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { portfolioKeys } from "@/web/lib/query-keys";

export const getProperty = (id: string) => apiFetch<PropertyDetail>(`/properties/${encodeURIComponent(id)}`);

export const propertyQuery = (id: string) => queryOptions({ queryKey: portfolioKeys.property(id), queryFn: () => getProperty(id) });

export const useProperty = (id: string) => useQuery(propertyQuery(id));
