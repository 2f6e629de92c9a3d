// SPEC §4 "Auth state" as a pure reducer: starts loading, becomes signed in
// or out, keeps the error when initialisation fails, and a retry bumps a
// counter that re-runs initialisation.
import type { HealthReport } from "@/shared/api-types";

export type SessionUser = { id: string; email: string; name: string };

export type AuthState = {
  loading: boolean;
  user: SessionUser | null;
  error: string | null;
  health: HealthReport | null;
  retryCount: number;
};

export type AuthEvent =
  | { type: "signedIn"; user: SessionUser; health: HealthReport | null }
  | { type: "signedOut"; health: HealthReport | null }
  | { type: "failed"; error: string; health: HealthReport | null }
  | { type: "retry" };

export const initialAuthState: AuthState = { loading: true, user: null, error: null, health: null, retryCount: 0 };

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case "signedIn":
      return { ...state, loading: false, user: event.user, error: null, health: event.health };
    case "signedOut":
      return { ...state, loading: false, user: null, error: null, health: event.health };
    case "failed":
      return { ...state, loading: false, error: event.error, health: event.health };
    case "retry":
      return { ...state, loading: true, error: null, retryCount: state.retryCount + 1 };
  }
}
