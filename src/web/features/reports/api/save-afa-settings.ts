import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { AfaSettingsDto } from "@/shared/afa-types";
import type { AfaSettingsEditInput } from "@/shared/schemas/afa";
import { apiFetch } from "@/web/lib/api";
import { portfolioKeys } from "@/web/lib/query-keys";

/** `version` is the property's as the dialog read it (useVersionedSave); an outdated one answers 409 `stale`. */
export const saveAfaSettings = ({ propertyId, version, input }: { propertyId: string; version: number; input: AfaSettingsEditInput }) =>
  apiFetch<AfaSettingsDto>(`/properties/${encodeURIComponent(propertyId)}/afa-settings`, { method: "PUT", json: { ...input, version } });

/**
 * The AfA moves the P&L, the Anlage V, the tax year's difference and the AfA card: the whole
 * "reports" family (as finalise-tax-year.ts), and the property (its version changed).
 */
export const invalidateAfa = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: ["reports"] }), queryClient.invalidateQueries({ queryKey: portfolioKeys.properties() })]);

export function useSaveAfaSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveAfaSettings, onSuccess: () => invalidateAfa(queryClient) });
}
