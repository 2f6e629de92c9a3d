import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DemoRemovalResult } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";

export const removeDemoPortfolio = () => apiFetch<DemoRemovalResult>("/demo", { method: "DELETE" });

/** Removing the demo touches every screen (properties, tenants, loans): every query goes stale. */
export function useRemoveDemoPortfolio() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeDemoPortfolio, onSuccess: () => queryClient.invalidateQueries() });
}
