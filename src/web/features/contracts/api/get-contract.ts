import { queryOptions } from "@tanstack/react-query";
import type { ContractDto } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { contractKeys } from "./query-keys";

export const getContract = (id: string) => apiFetch<ContractDto>(`/contracts/${encodeURIComponent(id)}`);

// staleTime 0: the edit dialog reads it after a 409 `stale` to load the version someone else saved.
// (No hook: no screen shows a single contract yet.)
export const contractQuery = (id: string) => queryOptions({ queryKey: contractKeys.detail(id), queryFn: () => getContract(id), staleTime: 0 });
