import { apiFetch } from "@/web/lib/api";
import { selectedWorkspaceId } from "@/web/lib/workspace";

/** Deletes the account (password and „löschen“); the server ends every session. */
export const deleteAccount = (input: { password: string; confirmation: string }) => apiFetch<void>("/me/delete", { method: "POST", json: input });

/**
 * The export as a plain link: the browser streams the ZIP to disk instead of holding it in memory
 * (a fetch would need a blob). A link cannot send X-Workspace-Id, so the workspace goes in the query.
 */
export function exportUrl(): string {
  const id = selectedWorkspaceId();
  return `/api/v1/workspace/export${id ? `?workspace=${encodeURIComponent(id)}` : ""}`;
}
