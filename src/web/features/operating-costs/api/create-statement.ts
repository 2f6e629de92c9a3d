import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StatementDetailDto } from "@/shared/operating-cost-types";
import type { StatementScopeInput } from "@/shared/schemas/operating-costs";
import { apiFetch } from "@/web/lib/api";
import { operatingCostKeys } from "./query-keys";

export type StatementPeriodInput = { periodStart: string; periodEnd: string; shortPeriodReason: string | null; scope?: StatementScopeInput };

/** A new draft for a period and scope; the server answers 409 when a unit of it is already settled for the period. */
export const createStatement = ({ propertyId, input }: { propertyId: string; input: StatementPeriodInput }) =>
  apiFetch<StatementDetailDto>(`/properties/${encodeURIComponent(propertyId)}/operating-cost-statements`, { method: "POST", json: input });

export function useCreateStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStatement,
    onSuccess: (created) => {
      queryClient.setQueryData(operatingCostKeys.detail(created.id), created);
      // A Wirtschaftseinheit is listed under each of its properties.
      return Promise.all(created.scope.properties.map((p) => queryClient.invalidateQueries({ queryKey: operatingCostKeys.list(p.id) })));
    },
  });
}
