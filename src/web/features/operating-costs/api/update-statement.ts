import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StatementDetailDto } from "@/shared/operating-cost-types";
import type { StatementUpdateInput } from "@/shared/schemas/operating-costs";
import { apiFetch } from "@/web/lib/api";
import { operatingCostKeys, statementPath } from "./query-keys";

/** Period and the whole settings document of a draft, with the version read; the answer is the recomputed statement. */
export const updateStatement = ({ id, input }: { id: string; input: StatementUpdateInput }) =>
  apiFetch<StatementDetailDto>(statementPath(id), { method: "PATCH", json: input });

export function useUpdateStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStatement,
    onSuccess: (fresh) => {
      // The answer is the statement as the page shows it: no second read.
      queryClient.setQueryData(operatingCostKeys.detail(fresh.id), fresh);
      return queryClient.invalidateQueries({ queryKey: operatingCostKeys.list(fresh.propertyId) });
    },
  });
}
