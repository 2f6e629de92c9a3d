// SPEC §9: session cookie max age 34,560,000 s (400 days).
export const SESSION_MAX_AGE_SECONDS = 34_560_000;
// SPEC §4/§9: after a successful sign-in, wait 500 ms, then navigate.
export const POST_LOGIN_REDIRECT_MS = 500;
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;
