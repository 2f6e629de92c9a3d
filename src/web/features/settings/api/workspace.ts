import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api";
import { meQuery } from "@/web/lib/use-me";

export const renameWorkspace = (name: string) => apiFetch<unknown>("/workspace", { method: "PATCH", json: { name } });

export function useRenameWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renameWorkspace, onSuccess: () => queryClient.invalidateQueries({ queryKey: meQuery.queryKey }) });
}

/** Leaves the workspace named (not necessarily the current one). */
export const leaveWorkspace = (workspaceId: string) => apiFetch<void>("/workspace/leave", { method: "POST", headers: { "X-Workspace-Id": workspaceId } });
