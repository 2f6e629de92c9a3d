import { toast } from "sonner";
import { authClient } from "@/web/lib/auth-client";
import { announceAuthChange } from "@/web/lib/auth-channel";
import { carryToast } from "@/web/lib/carried-toast";
import { logError } from "@/web/lib/log";
import { selectWorkspace } from "@/web/lib/workspace";
import { POST_LOGIN_REDIRECT_MS } from "@/shared/auth-constants";
import { messages } from "@/shared/messages";

type AuthResult = { error: { message?: string | undefined; code?: string | undefined; status: number } | null };

/**
 * One toast per auth action (its id): the success of a later try replaces the error of an
 * earlier one, so "E-Mail-Adresse oder Passwort ist falsch." does not stay beside
 * "Erfolgreich angemeldet" (issue 11 item 6).
 */
type Action = "sign-in" | "sign-up" | "verification" | "sign-out" | "reset-request" | "reset";
const toastId = (action: Action) => `auth:${action}`;

/** No answer, or a gateway's instead of the auth service's. */
const unreachable = (status: number) => status === 0 || status >= 502;

/**
 * Runs one better-auth client call. A thrown error means the service could
 * not be reached; an answered error carries the server's German message.
 */
async function run(action: Action, call: () => Promise<AuthResult>): Promise<{ ok: true } | { ok: false; code: string | undefined; message: string }> {
  let result: AuthResult;
  try {
    result = await call();
  } catch (err) {
    logError("Authentifizierungsdienst nicht erreichbar", err);
    toast.error(messages.authUnavailable, { id: toastId(action) });
    return { ok: false, code: "UNAVAILABLE", message: messages.authUnavailable };
  }
  if (!result.error) return { ok: true };
  if (unreachable(result.error.status)) {
    toast.error(messages.authUnavailable, { id: toastId(action) });
    return { ok: false, code: "UNAVAILABLE", message: messages.authUnavailable };
  }
  const message = result.error.message || messages.authRequestFailed;
  toast.error(message, { id: toastId(action) });
  return { ok: false, code: result.error.code, message };
}

const succeeded = (action: Action, message: string) => toast.success(message, { id: toastId(action) });

export async function signIn(email: string, password: string) {
  const outcome = await run("sign-in", () => authClient.signIn.email({ email, password }));
  if (outcome.ok) {
    carryToast(toastId("sign-in"), messages.signedIn);
    announceAuthChange("signed-in");
    // SPEC §4: after 500 ms a full navigation, so every cache starts fresh.
    setTimeout(() => window.location.assign("/dashboard/properties"), POST_LOGIN_REDIRECT_MS);
  }
  return outcome;
}

export async function signUp(input: { email: string; password: string; firstName: string; lastName: string }) {
  // better-auth requires a name; without one the e-mail address stands in.
  const name = `${input.firstName} ${input.lastName}`.trim() || input.email;
  const outcome = await run("sign-up", () =>
    authClient.signUp.email({
      email: input.email,
      password: input.password,
      name,
      // Read by the server's user-created hook to write the profile row.
      firstName: input.firstName,
      lastName: input.lastName,
      callbackURL: "/login?verified=1",
    } as Parameters<typeof authClient.signUp.email>[0]),
  );
  if (outcome.ok) succeeded("sign-up", messages.registered);
  return outcome;
}

export async function resendVerification(email: string) {
  const outcome = await run("verification", () => authClient.sendVerificationEmail({ email, callbackURL: "/login?verified=1" }));
  if (outcome.ok) succeeded("verification", messages.verificationResent);
  return outcome;
}

/** SPEC §8: an unreachable auth service is named as such, any other refusal "Abmelden fehlgeschlagen". */
export async function signOut() {
  try {
    const { error } = await authClient.signOut();
    if (error) {
      logError("Abmelden fehlgeschlagen", error);
      toast.error(unreachable(error.status) ? messages.authUnavailable : messages.signOutFailed, { id: toastId("sign-out") });
      return;
    }
  } catch (err) {
    logError("Abmelden fehlgeschlagen", err);
    toast.error(messages.authUnavailable, { id: toastId("sign-out") });
    return;
  }
  selectWorkspace(null);
  announceAuthChange("signed-out");
  carryToast(toastId("sign-out"), messages.signedOut);
  setTimeout(() => window.location.assign("/login"), POST_LOGIN_REDIRECT_MS);
}

export async function requestPasswordReset(email: string) {
  const outcome = await run("reset-request", () => authClient.requestPasswordReset({ email, redirectTo: "/reset-password" }));
  if (outcome.ok) succeeded("reset-request", messages.resetLinkSent);
  return outcome;
}

export async function resetPassword(token: string, newPassword: string) {
  const outcome = await run("reset", () => authClient.resetPassword({ token, newPassword }));
  if (outcome.ok) succeeded("reset", messages.passwordChanged);
  return outcome;
}
