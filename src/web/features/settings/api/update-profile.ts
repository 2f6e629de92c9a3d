import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Me } from "@/shared/api-types";
import { apiFetch } from "@/web/lib/api";
import { meQuery } from "@/web/lib/use-me";

export type ProfileInput = { firstName: string; lastName: string };

export const updateProfile = (input: ProfileInput) => apiFetch<Me>("/me/profile", { method: "PUT", json: input });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (me) => queryClient.setQueryData(meQuery.queryKey, me) });
}
