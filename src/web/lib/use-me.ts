import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Me } from "@/shared/api-types";
import { apiFetch, ApiError } from "@/web/lib/api";
import { selectedWorkspaceId, selectWorkspace } from "@/web/lib/workspace";

async function fetchMe(): Promise<Me> {
  try {
    return await apiFetch<Me>("/me");
  } catch (err) {
    // A remembered workspace the user no longer belongs to: fall back to their own.
    if (err instanceof ApiError && err.status === 404 && selectedWorkspaceId()) {
      selectWorkspace(null);
      return apiFetch<Me>("/me");
    }
    throw err;
  }
}

export const meQuery = queryOptions({ queryKey: ["me"], queryFn: fetchMe });

export const useMe = () => useQuery(meQuery);
