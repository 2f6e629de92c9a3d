import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AfaAssetDto } from "@/shared/afa-types";
import type { AfaAssetInput } from "@/shared/schemas/afa";
import { apiFetch } from "@/web/lib/api";
import { invalidateAfa } from "./save-afa-settings";

// The movable assets of a property (fitted kitchen …): create, edit, delete. Each write moves
// the reports' AfA, so each invalidates the reports family.

export const createAfaAsset = ({ propertyId, input }: { propertyId: string; input: AfaAssetInput }) =>
  apiFetch<AfaAssetDto>(`/properties/${encodeURIComponent(propertyId)}/afa-assets`, { method: "POST", json: input });

/** `version` is the one the dialog read (useVersionedSave); an outdated one answers 409 `stale`. */
export const updateAfaAsset = ({ id, version, input }: { id: string; version: number; input: AfaAssetInput }) =>
  apiFetch<AfaAssetDto>(`/afa-assets/${encodeURIComponent(id)}`, { method: "PATCH", json: { ...input, version } });

export const deleteAfaAsset = (id: string) => apiFetch<void>(`/afa-assets/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useCreateAfaAsset() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAfaAsset, onSuccess: () => invalidateAfa(queryClient) });
}

export function useUpdateAfaAsset() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAfaAsset, onSuccess: () => invalidateAfa(queryClient) });
}

export function useDeleteAfaAsset() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAfaAsset, onSuccess: () => invalidateAfa(queryClient) });
}
