// The workspace the user works in, when they belong to several. Sent with
// every API call as X-Workspace-Id; without it the server uses their own.
export const WORKSPACE_STORAGE_KEY = "hausbuch-workspace";

export function selectedWorkspaceId(): string | null {
  try {
    return localStorage.getItem(WORKSPACE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function selectWorkspace(id: string | null): void {
  try {
    if (id) localStorage.setItem(WORKSPACE_STORAGE_KEY, id);
    else localStorage.removeItem(WORKSPACE_STORAGE_KEY);
  } catch {
    // private mode: the server falls back to the user's own workspace
  }
}
