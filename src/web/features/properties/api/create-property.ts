import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PropertyInput } from "@/shared/schemas/portfolio";
import type { PropertyDto } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { invalidatePortfolio } from "@/web/lib/query-keys";

export const createProperty = (input: PropertyInput) => apiFetch<PropertyDto>("/properties", { method: "POST", json: input });

export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProperty, onSuccess: () => invalidatePortfolio(queryClient) });
}
