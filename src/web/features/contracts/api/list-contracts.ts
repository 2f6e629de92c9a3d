import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ContractDto } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { contractKeys } from "./query-keys";

export const listContracts = (unitId: string) => apiFetch<ContractDto[]>(`/units/${encodeURIComponent(unitId)}/contracts`);

export const contractListQuery = (unitId: string) => queryOptions({ queryKey: contractKeys.unitList(unitId), queryFn: () => listContracts(unitId) });

export const useContractList = (unitId: string) => useQuery(contractListQuery(unitId));
