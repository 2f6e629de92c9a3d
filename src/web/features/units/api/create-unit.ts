import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UnitCreateInput } from "@/shared/schemas/portfolio";
import type { UnitDto } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { invalidatePortfolio } from "@/web/lib/query-keys";

/** With a filled `rental` section the server also creates the tenant and an active contract, in one transaction. */
export const createUnit = ({ propertyId, input }: { propertyId: string; input: UnitCreateInput }) =>
  apiFetch<UnitDto>(`/properties/${encodeURIComponent(propertyId)}/units`, { method: "POST", json: input });

export function useCreateUnit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUnit, onSuccess: () => invalidatePortfolio(queryClient) });
}
