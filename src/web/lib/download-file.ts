import { ApiError, errorBodyOf, NetworkError } from "@/web/lib/api";
import { selectedWorkspaceId } from "@/web/lib/workspace";

function workspaceHeader(): Record<string, string> {
  const id = selectedWorkspaceId();
  return id ? { "X-Workspace-Id": id } : {};
}

/** "attachment; filename*=UTF-8''Tilgungsplan-K%C3%B6ln.csv" → "Tilgungsplan-Köln.csv" */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      // fall through to the plain name
    }
  }
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/**
 * GET `path` (below /api/v1) and hand the file to the browser. A fetch instead of a plain
 * link, because only a fetch can name the workspace in a header.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`/api/v1${path}`, { credentials: "same-origin", headers: workspaceHeader() });
  } catch (err) {
    throw new NetworkError(err instanceof Error ? err.message : String(err));
  }
  if (!res.ok) {
    throw new ApiError(res.status, errorBodyOf(await res.json().catch(() => null), res.status));
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameFrom(res.headers.get("content-disposition"), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
