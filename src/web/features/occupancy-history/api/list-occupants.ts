import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ContractOccupantDto } from "@/shared/occupancy-history-types";
import { apiFetch } from "@/web/lib/api";
import { historyKeys } from "./query-keys";

/** The persons living under a contract, by date, oldest first. */
export const listOccupants = (contractId: string) => apiFetch<ContractOccupantDto[]>(`/contracts/${encodeURIComponent(contractId)}/occupants`);

export const occupantsQuery = (contractId: string) => queryOptions({ queryKey: historyKeys.occupants(contractId), queryFn: () => listOccupants(contractId) });

export const useOccupants = (contractId: string) => useQuery(occupantsQuery(contractId));
