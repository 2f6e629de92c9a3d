import { isValidIban, normalizeIban } from "@/core/iban";

/** Small helpers every statement reader uses for its text fields. */

/** Whitespace runs (line breaks of a multi-line purpose, padding) as one space; empty → null. */
export function cleanText(value: string | null | undefined): string | null {
  const cleaned = value?.replace(/\s+/g, " ").trim() ?? "";
  return cleaned === "" ? null : cleaned;
}

/**
 * The normalised IBAN when `value` is a valid one (spaces and case as banks print them are
 * fine), else null: a legacy account number ("Kontonummer/IBAN" of old Sparkasse rows, "0") is
 * no IBAN, and matching must not compare it with one.
 */
export function ibanOrNull(value: string | null | undefined): string | null {
  if (!value) return null;
  const iban = normalizeIban(value);
  return isValidIban(iban) ? iban : null;
}
