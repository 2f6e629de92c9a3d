import { addDays, today } from "@/core/dates";
import { reminderInput, type ReminderInput } from "@/shared/schemas/rent-roll";
import { apiSchemaResolver } from "@/web/lib/form-resolver";
import { optionalDate } from "@/web/lib/form-values";

// "Mahnung erstellen": level, letter date and payment deadline → POST /contracts/:id/reminders.

export type ReminderFormValues = { level: string; sentOn: string; paymentDeadline: string };

/** Two weeks to pay is the letter's usual deadline (the server's default too). */
export const DEADLINE_DAYS = 14;

/** The next level after the ones already sent (a first letter is a Zahlungserinnerung), at most the 2. Mahnung. */
export function reminderFormDefaults(sentLevels: number[]): ReminderFormValues {
  const day = today();
  const next = sentLevels.length === 0 ? 0 : Math.min(2, Math.max(...sentLevels) + 1);
  return { level: String(next), sentOn: day, paymentDeadline: addDays(day, DEADLINE_DAYS) };
}

export const reminderResolver = () =>
  apiSchemaResolver<ReminderFormValues, ReminderInput>(reminderInput, (v, addIssue) => ({
    level: Number(v.level),
    // Empty: the server's default; unreadable text (the DateInput hands it on) is refused, not dropped.
    sentOn: optionalDate(v.sentOn, (m) => addIssue("sentOn", `Datum des Schreibens: ${m}`)),
    paymentDeadline: optionalDate(v.paymentDeadline, (m) => addIssue("paymentDeadline", `Zahlungsfrist: ${m}`)),
  }));

export const reminderErrorOrder = ["level", "sentOn", "paymentDeadline"] as const;
