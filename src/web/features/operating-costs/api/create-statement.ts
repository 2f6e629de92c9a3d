import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StatementDetailDto } from "@/shared/operating-cost-types";
import { apiFetch } from "@/web/lib/api";
import { operatingCostKeys } from "./query-keys";

export type StatementPeriodInput = { periodStart: string; periodEnd: string; shortPeriodReason: string | null };

/** A new draft for a period; the server answers 409 when the property already has one for it. */
export const createStatement = ({ propertyId, input }: { propertyId: string; input: StatementPeriodInput }) =>
  apiFetch<StatementDetailDto>(`/properties/${encodeURIComponent(propertyId)}/operating-cost-statements`, { method: "POST", json: input });

export function useCreateStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStatement,
    onSuccess: (created) => {
      queryClient.setQueryData(operatingCostKeys.detail(created.id), created);
      return queryClient.invalidateQueries({ queryKey: operatingCostKeys.list(created.propertyId) });
    },
  });
}
