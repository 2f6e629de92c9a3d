import { useQuery } from "@tanstack/react-query";
import type { StatementDeadlineDto } from "@/shared/operating-cost-types";
import { apiFetch } from "@/web/lib/api";
import { operatingCostKeys } from "./query-keys";

/** The statements still owed (§ 556 (3) BGB), oldest deadline first: the portfolio's, or one property's. */
export const listDeadlines = (propertyId: string | null) =>
  apiFetch<StatementDeadlineDto[]>(`/operating-cost-deadlines${propertyId ? `?propertyId=${encodeURIComponent(propertyId)}` : ""}`);

export const useStatementDeadlines = (propertyId: string | null = null) =>
  useQuery({ queryKey: operatingCostKeys.deadlines(propertyId), queryFn: () => listDeadlines(propertyId) });
