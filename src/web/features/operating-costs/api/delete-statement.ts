import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api";
import { operatingCostKeys, statementPath } from "./query-keys";

/** Drafts only: a finalised version stays as the landlord's proof. */
export const deleteStatement = ({ id }: { id: string; propertyId: string }) => apiFetch<void>(statementPath(id), { method: "DELETE" });

export function useDeleteStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStatement,
    // Only the list: the deleted draft's page is about to be left and must not refetch into a 404.
    // Every property's list: a Wirtschaftseinheit is listed under each of its properties.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatingCostKeys.lists() }),
  });
}
