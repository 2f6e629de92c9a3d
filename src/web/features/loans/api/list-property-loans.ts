import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PropertyLoansDto } from "@/shared/loan-types";
import { apiFetch } from "@/web/lib/api";
import { loanKeys } from "./query-keys";

export const listPropertyLoans = (propertyId: string) => apiFetch<PropertyLoansDto>(`/properties/${encodeURIComponent(propertyId)}/loans`);

export const propertyLoansQuery = (propertyId: string) =>
  queryOptions({ queryKey: loanKeys.propertyLoans(propertyId), queryFn: () => listPropertyLoans(propertyId) });

export const usePropertyLoans = (propertyId: string) => useQuery(propertyLoansQuery(propertyId));
