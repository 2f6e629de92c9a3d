import { toast } from "sonner";
import { authClient } from "@/web/lib/auth-client";
import { logError } from "@/web/lib/log";
import { selectWorkspace } from "@/web/lib/workspace";
import { POST_LOGIN_REDIRECT_MS } from "@/shared/auth-constants";
import { messages } from "@/shared/messages";

type AuthResult = { error: { message?: string | undefined; code?: string | undefined; status: number } | null };

/**
 * Runs one better-auth client call. A thrown error means the service could
 * not be reached; an answered error carries the server's German message.
 */
async function run(call: () => Promise<AuthResult>): Promise<{ ok: true } | { ok: false; code: string | undefined; message: string }> {
  let result: AuthResult;
  try {
    result = await call();
  } catch (err) {
    logError("Authentifizierungsdienst nicht erreichbar", err);
    toast.error(messages.authUnavailable);
    return { ok: false, code: "UNAVAILABLE", message: messages.authUnavailable };
  }
  if (!result.error) return { ok: true };
  if (result.error.status === 0 || result.error.status >= 502) {
    toast.error(messages.authUnavailable);
    return { ok: false, code: "UNAVAILABLE", message: messages.authUnavailable };
  }
  const message = result.error.message || messages.authRequestFailed;
  toast.error(message);
  return { ok: false, code: result.error.code, message };
}

export async function signIn(email: string, password: string) {
  const outcome = await run(() => authClient.signIn.email({ email, password }));
  if (outcome.ok) {
    toast.success(messages.signedIn);
    // SPEC §4: after 500 ms a full navigation, so every cache starts fresh.
    setTimeout(() => window.location.assign("/dashboard/properties"), POST_LOGIN_REDIRECT_MS);
  }
  return outcome;
}

export async function signUp(input: { email: string; password: string; firstName: string; lastName: string }) {
  // better-auth requires a name; without one the e-mail address stands in.
  const name = `${input.firstName} ${input.lastName}`.trim() || input.email;
  const outcome = await run(() =>
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
  if (outcome.ok) toast.success(messages.registered);
  return outcome;
}

export async function resendVerification(email: string) {
  const outcome = await run(() => authClient.sendVerificationEmail({ email, callbackURL: "/login?verified=1" }));
  if (outcome.ok) toast.success(messages.verificationResent);
  return outcome;
}

export async function signOut() {
  try {
    const { error } = await authClient.signOut();
    if (error) {
      logError("Abmelden fehlgeschlagen", error);
      toast.error(messages.signOutFailed);
      return;
    }
  } catch (err) {
    logError("Abmelden fehlgeschlagen", err);
    toast.error(messages.signOutFailed);
    return;
  }
  selectWorkspace(null);
  toast.success(messages.signedOut);
  setTimeout(() => window.location.assign("/login"), POST_LOGIN_REDIRECT_MS);
}

export async function requestPasswordReset(email: string) {
  const outcome = await run(() => authClient.requestPasswordReset({ email, redirectTo: "/reset-password" }));
  if (outcome.ok) toast.success(messages.resetLinkSent);
  return outcome;
}

export async function resetPassword(token: string, newPassword: string) {
  const outcome = await run(() => authClient.resetPassword({ token, newPassword }));
  if (outcome.ok) toast.success(messages.passwordChanged);
  return outcome;
}
