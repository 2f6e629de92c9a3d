import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@/shared/auth-constants";
import { COMMON_PASSWORDS_TEXT } from "@/shared/common-passwords";
import { messages } from "@/shared/messages";

// The one password rule, for sign-up, reset and change on the server and for the live hint
// in the forms: long enough, not the e-mail address, not a common or trivial password.

export type PasswordProblem = "tooShort" | "tooLong" | "isEmail" | "tooCommon";

let common: Set<string> | undefined;
const commonPasswords = () => (common ??= new Set(COMMON_PASSWORDS_TEXT.split("\n").filter(Boolean)));

/** Fewer distinct characters than this is a pattern, not a password ("aaaaaaaaaa", "ababababab"). */
const MIN_DISTINCT_CHARACTERS = 4;
/** A local part this short ("a@x.de") inside a password is no giveaway. */
const MIN_LOCAL_PART_TO_MATCH = 4;

function containsEmail(password: string, email: string): boolean {
  const address = email.trim().toLowerCase();
  if (!address) return false;
  const local = address.split("@")[0] ?? "";
  return password.includes(address) || (local.length >= MIN_LOCAL_PART_TO_MATCH && password.includes(local)) || password === local;
}

/** The first rule the password breaks, or null when it is acceptable. */
export function passwordProblem(password: string, email = ""): PasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) return "tooShort";
  if (password.length > MAX_PASSWORD_LENGTH) return "tooLong";
  const lower = password.toLowerCase();
  if (containsEmail(lower, email)) return "isEmail";
  if (commonPasswords().has(lower.trim()) || new Set(password).size < MIN_DISTINCT_CHARACTERS) return "tooCommon";
  return null;
}

/** The German message for a refused password (server answers, form errors). */
export const passwordProblemMessages: Record<PasswordProblem, string> = {
  tooShort: messages.passwordTooShort,
  tooLong: messages.passwordTooLong,
  isEmail: messages.passwordIsEmail,
  tooCommon: messages.passwordTooCommon,
};

/** The short live hint under a new-password field. */
export function passwordHint(password: string, email = ""): { text: string; ok: boolean } {
  const problem = passwordProblem(password, email);
  if (problem === null) return { text: messages.passwordHintGood, ok: true };
  const text = {
    tooShort: messages.passwordHintTooShort,
    tooLong: messages.passwordTooLong,
    isEmail: messages.passwordHintIsEmail,
    tooCommon: messages.passwordHintTooCommon,
  }[problem];
  return { text, ok: false };
}
