import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StatementDetailDto } from "@/shared/operating-cost-types";
import { apiFetch } from "@/web/lib/api";
import { operatingCostKeys, statementPath } from "./query-keys";

/** A draft is recomputed from today's books on every read; a finalised version comes back as it was frozen. */
export const getStatement = (id: string) => apiFetch<StatementDetailDto>(statementPath(id));

// staleTime 0: a booking saved elsewhere changes a draft, so every visit reads it again.
export const statementQuery = (id: string) => queryOptions({ queryKey: operatingCostKeys.detail(id), queryFn: () => getStatement(id), staleTime: 0 });

export const useStatement = (id: string) => useQuery(statementQuery(id));

/** The version a correction corrects (for the balances before), only when there is one. */
export const useCorrectedStatement = (id: string | null) => useQuery({ ...statementQuery(id ?? ""), enabled: id !== null });
