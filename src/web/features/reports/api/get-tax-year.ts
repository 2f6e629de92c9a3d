import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TaxYearDto } from "@/shared/tax-year-types";
import { apiFetch } from "@/web/lib/api";
import { reportKeys } from "./query-keys";

export const getTaxYear = (propertyId: string, year: number) => apiFetch<TaxYearDto>(`/properties/${encodeURIComponent(propertyId)}/tax-years/${year}`);

export const taxYearQuery = (propertyId: string, year: number) =>
  queryOptions({ queryKey: reportKeys.taxYear(propertyId, year), queryFn: () => getTaxYear(propertyId, year) });

export const useTaxYear = (propertyId: string, year: number) => useQuery(taxYearQuery(propertyId, year));
