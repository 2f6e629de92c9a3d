import { apiFetch } from "@/web/lib/api";

// better-auth's endpoints behind /api/auth, called like the rest of the API so their German
// errors (and the password rule's field errors) arrive as ApiError.

/** Every other session ends (the server forces it). */
export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  apiFetch<unknown>("/api/auth/change-password", { method: "POST", json: { ...input, revokeOtherSessions: true } });

/** Mails a confirmation link to the new address; the link leads back to the settings. */
export const changeEmail = (newEmail: string) =>
  apiFetch<unknown>("/api/auth/change-email", { method: "POST", json: { newEmail, callbackURL: "/dashboard/settings?email=bestaetigt" } });
