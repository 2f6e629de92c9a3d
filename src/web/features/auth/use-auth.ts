import { useCallback, useEffect, useReducer } from "react";
import type { HealthReport } from "@/shared/api-types";
import { authClient } from "@/web/lib/auth-client";
import { onAuthChange } from "@/web/lib/auth-channel";
import { onConnectionLost } from "@/web/lib/connection";
import { logError } from "@/web/lib/log";
import { authReducer, initialAuthState } from "./auth-state";
import { messages } from "@/shared/messages";

async function fetchHealth(): Promise<HealthReport> {
  let res: Response;
  try {
    res = await fetch("/api/health", { headers: { Accept: "application/json" }, cache: "no-store" });
  } catch (err) {
    throw new Error(messages.serverUnreachable(err instanceof Error ? err.message : String(err)));
  }
  const report = (await res.json().catch(() => null)) as HealthReport | null;
  if (!report || typeof report.status !== "string") throw new Error(messages.serverAnswersUnexpectedly(res.status));
  return report;
}

function describeHealthProblem(report: HealthReport): string {
  if (!report.checks.databaseReachable) return report.database.error ?? messages.databaseUnreachable;
  if (!report.checks.authSecretSet) return messages.authSecretMissing;
  return messages.serverConfigProblem;
}

/** Initialises the session (after checking the API), follows changes, and can retry. */
export function useAuth() {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      let health: HealthReport | null = null;
      try {
        health = await fetchHealth();
        if (health.status !== "ok") throw new Error(describeHealthProblem(health));
        const { data, error } = await authClient.getSession();
        if (error) throw new Error(error.message ?? messages.authInitFailed);
        if (cancelled) return;
        dispatch(data ? { type: "signedIn", user: data.user, health } : { type: "signedOut", health });
      } catch (err) {
        if (cancelled) return;
        const message = err instanceof Error ? err.message : String(err);
        logError("Exception during initialization", message);
        dispatch({ type: "failed", error: message, health });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [state.retryCount]);

  // Follow session changes made elsewhere (another tab signs out, the session expires).
  useEffect(() => {
    if (!state.user) return;
    const recheck = async () => {
      if (document.visibilityState !== "visible") return;
      const { data, error } = await authClient.getSession().catch(() => ({ data: null, error: { message: "offline" } }));
      if (!error && !data) dispatch({ type: "signedOut", health: state.health });
    };
    document.addEventListener("visibilitychange", recheck);
    window.addEventListener("focus", recheck);
    return () => {
      document.removeEventListener("visibilitychange", recheck);
      window.removeEventListener("focus", recheck);
    };
  }, [state.user, state.health]);

  // Another tab signed out: so is this one, at once. Another tab signed in as someone else:
  // start afresh, so no cached figure of the previous account stays on screen.
  const userId = state.user?.id ?? null;
  useEffect(
    () =>
      onAuthChange(async (change) => {
        if (change === "signed-out") return dispatch({ type: "signedOut", health: state.health });
        const { data } = await authClient.getSession().catch(() => ({ data: null }));
        if (data && data.user.id !== userId) window.location.assign("/dashboard/properties");
      }),
    [userId, state.health],
  );

  // A page's read lost the backend: the same screen as a failed start, until a retry succeeds.
  useEffect(
    () =>
      onConnectionLost((err) => {
        logError("Verbindung zum Backend verloren", err.message);
        dispatch({ type: "failed", error: messages.serverUnreachable(err.message), health: null });
      }),
    [],
  );

  const retry = useCallback(() => dispatch({ type: "retry" }), []);
  return { ...state, retry };
}
