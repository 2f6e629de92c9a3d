import { MIN_PASSWORD_LENGTH } from "@/shared/auth-constants";

// Accounts: sign-in/sign-up toasts (SPEC §8 "Toasts"), form validation, the
// session check and the German texts for better-auth's error codes.

export const authMessages = {
  /** SPEC §8 verbatim. */
  authUnavailable: "Authentifizierungsdienst nicht verfügbar",
  /** SPEC §8 verbatim. */
  signedIn: "Erfolgreich angemeldet",
  /** SPEC §8 verbatim. */
  registered: "Registrierung erfolgreich. Bitte überprüfe Deine E-Mails.",
  /** SPEC §8 verbatim. */
  signedOut: "Erfolgreich abgemeldet",
  /** SPEC §8 verbatim. */
  signOutFailed: "Fehler beim Abmelden",
  verificationResent: "Wir haben Dir einen neuen Bestätigungslink geschickt.",
  resetLinkSent: "Falls ein Konto existiert, haben wir Dir einen Link zum Zurücksetzen geschickt.",
  passwordChanged: "Dein Passwort wurde geändert. Du kannst Dich jetzt anmelden.",
  authRequestFailed: "Die Anfrage an den Anmeldedienst ist fehlgeschlagen.",
  signInRequired: "Bitte melde Dich an, um fortzufahren.",
  rateLimited: (retryAfterSeconds: number) => {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    return `Zu viele Versuche. Bitte warte ${minutes === 1 ? "eine Minute" : `${minutes} Minuten`} und versuche es dann erneut.`;
  },
  /** Sign-in blocked for this device and account: the way out that needs no waiting is the reset. */
  signInRateLimited: (retryAfterSeconds: number) => {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    return `Zu viele Anmeldeversuche. Bitte warte ${minutes === 1 ? "eine Minute" : `${minutes} Minuten`} oder setze Dein Passwort über „Passwort vergessen?“ zurück.`;
  },

  // Forms
  emailRequired: "Bitte gib Deine E-Mail-Adresse ein.",
  emailInvalid: "Bitte gib eine gültige E-Mail-Adresse ein.",
  passwordRequired: "Bitte gib Dein Passwort ein.",
  passwordTooShort: `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`,
  passwordTooLong: "Das Passwort darf höchstens 128 Zeichen lang sein.",
  passwordsDiffer: "Die Passwörter stimmen nicht überein.",
  passwordIsEmail: "Das Passwort darf nicht Deine E-Mail-Adresse (oder ihr Teil vor dem @) sein oder sie enthalten.",
  passwordTooCommon: "Dieses Passwort ist zu häufig verwendet oder zu einfach. Bitte wähle ein anderes.",
  // Live hint under the password field (registration, reset)
  passwordHintTooShort: `Mindestens ${MIN_PASSWORD_LENGTH} Zeichen`,
  passwordHintIsEmail: "Nicht Deine E-Mail-Adresse",
  passwordHintTooCommon: "Zu häufig verwendet",
  passwordHintGood: "Gut",

  // Start-up check of the dashboard (configuration-error screen)
  serverUnreachable: (detail: string) => `Der Server ist nicht erreichbar (${detail}).`,
  serverAnswersUnexpectedly: (status: number) => `Der Server antwortet nicht wie erwartet (HTTP ${status}).`,
  databaseUnreachable: "Die Datenbank ist nicht erreichbar.",
  authSecretMissing: "Das Auth-Secret (AUTH_SECRET) ist nicht gesetzt.",
  serverConfigProblem: "Der Server meldet ein Konfigurationsproblem.",
  /** SPEC §8 verbatim (internal message). */
  authInitFailed: "Failed to initialize authentication session",
} as const;

/** better-auth's English `message` in successful answers, by its exact text, in German. */
export const betterAuthSuccessMessages: Readonly<Record<string, string>> = {
  "If this email exists in our system, check your email for the reset link": authMessages.resetLinkSent,
  "Verification email sent": "Wir haben Dir einen Bestätigungslink geschickt.",
  "User deleted": "Dein Konto wurde gelöscht.",
};

/**
 * better-auth answers with English messages and stable codes; the product shows
 * these German ones. Unknown codes fall back to `authMessages.authRequestFailed`.
 */
export const betterAuthErrorMessages: Readonly<Record<string, string>> = {
  INVALID_EMAIL_OR_PASSWORD: "E-Mail-Adresse oder Passwort ist falsch.",
  EMAIL_NOT_VERIFIED: "Deine E-Mail-Adresse ist noch nicht bestätigt. Bitte öffne den Link in der Bestätigungs-E-Mail.",
  INVALID_EMAIL: authMessages.emailInvalid,
  INVALID_PASSWORD: "Das Passwort ist ungültig.",
  PASSWORD_TOO_SHORT: authMessages.passwordTooShort,
  PASSWORD_TOO_LONG: authMessages.passwordTooLong,
  USER_ALREADY_EXISTS: "Für diese E-Mail-Adresse besteht bereits ein Konto.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "Für diese E-Mail-Adresse besteht bereits ein Konto.",
  FAILED_TO_CREATE_USER: "Das Konto konnte nicht angelegt werden. Bitte versuche es erneut.",
  INVALID_TOKEN: "Der Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.",
  TOKEN_EXPIRED: "Der Link ist abgelaufen. Bitte fordere einen neuen an.",
  EMAIL_ALREADY_VERIFIED: "Deine E-Mail-Adresse ist bereits bestätigt. Du kannst Dich anmelden.",
  USER_NOT_FOUND: "Zu dieser E-Mail-Adresse gibt es kein Konto.",
  FAILED_TO_GET_SESSION: "Die Sitzung konnte nicht geladen werden.",
  SESSION_EXPIRED: "Deine Sitzung ist abgelaufen. Bitte melde Dich erneut an.",
  VALIDATION_ERROR: "Die Eingaben sind unvollständig oder ungültig.",
  INVALID_ORIGIN:
    "Die Anfrage kommt von einer anderen Adresse als der, unter der Hausbuch läuft, und wurde abgelehnt. Öffne Hausbuch unter seiner eingestellten Adresse oder setze BASE_URL auf die Adresse, die Du im Browser verwendest.",
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: "Die Anmeldung von einer fremden Seite aus wurde aus Sicherheitsgründen blockiert. Öffne Hausbuch direkt.",
  MISSING_OR_NULL_ORIGIN:
    "Die Anfrage nennt nicht, von welcher Adresse sie kommt, und wurde abgelehnt. Öffne Hausbuch unter seiner eingestellten Adresse (BASE_URL).",
};
