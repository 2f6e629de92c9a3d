// better-auth answers with English messages and stable codes; the product
// shows German ones. Unknown codes fall back to a general German message.
export const authMessages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "E-Mail-Adresse oder Passwort ist falsch.",
  EMAIL_NOT_VERIFIED: "Deine E-Mail-Adresse ist noch nicht bestätigt. Bitte öffne den Link in der Bestätigungs-E-Mail.",
  INVALID_EMAIL: "Bitte gib eine gültige E-Mail-Adresse ein.",
  INVALID_PASSWORD: "Das Passwort ist ungültig.",
  PASSWORD_TOO_SHORT: "Das Passwort muss mindestens 8 Zeichen lang sein.",
  PASSWORD_TOO_LONG: "Das Passwort darf höchstens 128 Zeichen lang sein.",
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
};

export const authFallbackMessage = "Die Anfrage an den Anmeldedienst ist fehlgeschlagen.";

export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Zu viele Versuche. Bitte warte ${minutes === 1 ? "eine Minute" : `${minutes} Minuten`} und versuche es dann erneut.`;
}
