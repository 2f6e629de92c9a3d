// An invitation opened while signed out: kept until the person has signed in (or registered,
// confirmed their address and signed in), then the dashboard sends them back to it.
const KEY = "hausbuch-invitation";

export function rememberInvitation(token: string): void {
  try {
    localStorage.setItem(KEY, token);
  } catch {
    // private mode: the person opens the link from the mail again
  }
}

export function pendingInvitation(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetInvitation(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
