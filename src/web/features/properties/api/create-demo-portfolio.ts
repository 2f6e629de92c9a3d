import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api";
import { invalidatePortfolio } from "@/web/lib/query-keys";

export const createDemoPortfolio = () => apiFetch<unknown>("/demo", { method: "POST" });

export function useCreateDemoPortfolio() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDemoPortfolio, onSuccess: () => invalidatePortfolio(queryClient) });
}
