import { selectedWorkspaceId } from "@/web/lib/workspace";

/**
 * The address of a receipt's file, for what the browser loads by itself (img/iframe preview,
 * a download link), which cannot send X-Workspace-Id: the workspace goes into the query.
 * `download` asks for an attachment instead of an inline preview.
 */
export function receiptFileUrl(id: string, opts: { download?: boolean } = {}): string {
  const query = new URLSearchParams();
  const workspaceId = selectedWorkspaceId();
  if (workspaceId) query.set("workspace", workspaceId);
  if (opts.download) query.set("download", "1");
  const search = query.toString();
  return `/api/v1/receipts/${encodeURIComponent(id)}/file${search ? `?${search}` : ""}`;
}
