import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PropertyDetail } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { portfolioKeys } from "@/web/lib/query-keys";

// The list page names its property; the same call and key as the property page, so the
// cache is shared and a rename there shows here.
export const propertyQuery = (id: string) =>
  queryOptions({ queryKey: portfolioKeys.property(id), queryFn: () => apiFetch<PropertyDetail>(`/properties/${encodeURIComponent(id)}`) });

export const usePropertyName = (id: string) => useQuery({ ...propertyQuery(id), select: (p) => p.name });
