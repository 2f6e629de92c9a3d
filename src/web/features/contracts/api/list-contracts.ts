import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ContractDto } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { portfolioKeys } from "@/web/lib/query-keys";

export const listContracts = (unitId: string) => apiFetch<ContractDto[]>(`/units/${encodeURIComponent(unitId)}/contracts`);

export const contractListQuery = (unitId: string) =>
  queryOptions({ queryKey: portfolioKeys.unitContracts(unitId), queryFn: () => listContracts(unitId) });

export const useContractList = (unitId: string) => useQuery(contractListQuery(unitId));
