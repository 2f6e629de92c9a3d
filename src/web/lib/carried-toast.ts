import { toast } from "sonner";

/**
 * A success toast that survives the full navigation after signing in or out (SPEC §4: after
 * 500 ms the page reloads so every cache starts fresh). Shown on the old page only, it would
 * vanish after half a second; carried in sessionStorage, the next page shows it for its whole
 * duration.
 */
const KEY = "hausbuch:carried-toast";

export function carryToast(id: string, message: string) {
  toast.success(message, { id });
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ id, message }));
  } catch {
    // Storage refused (private mode, quota): the toast on this page is all the user gets.
  }
}

/** Shows the toast the previous page carried over, once. */
export function showCarriedToast() {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const { id, message } = JSON.parse(raw) as { id: unknown; message: unknown };
    if (typeof id === "string" && typeof message === "string") toast.success(message, { id });
  } catch {
    // Not ours or damaged: nothing to show.
  }
}
