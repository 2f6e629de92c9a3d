import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StatementSummaryDto } from "@/shared/operating-cost-types";
import { apiFetch } from "@/web/lib/api";
import { operatingCostKeys } from "./query-keys";

/** A property's statements: newest period first, each period's versions newest first. */
export const listStatements = (propertyId: string) => apiFetch<StatementSummaryDto[]>(`/properties/${encodeURIComponent(propertyId)}/operating-cost-statements`);

export const statementListQuery = (propertyId: string) => queryOptions({ queryKey: operatingCostKeys.list(propertyId), queryFn: () => listStatements(propertyId) });

export const useStatementList = (propertyId: string) => useQuery(statementListQuery(propertyId));
