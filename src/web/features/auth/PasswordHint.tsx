import { passwordHint } from "@/shared/password-policy";
import { messages } from "@/shared/messages";

/** The live strength hint under a new-password field: what is missing, or "Gut". */
export function PasswordHint({ password, email = "" }: { password: string; email?: string }) {
  const hint = password ? passwordHint(password, email) : { text: messages.passwordHintTooShort, ok: false };
  return (
    <span aria-live="polite" data-testid="password-hint" className={hint.ok ? "text-emerald-700 dark:text-emerald-400" : undefined}>
      {hint.text}
    </span>
  );
}
