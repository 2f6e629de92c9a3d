import type { FieldErrors, FieldValues } from "react-hook-form";

/** SPEC §8: a dialog toasts one problem at a time, the first in the form's order. */
export function firstFormError<T extends FieldValues>(errors: FieldErrors<T>, order: readonly (keyof T & string)[]): string | undefined {
  for (const field of order) {
    const message = errors[field]?.message;
    if (typeof message === "string" && message) return message;
  }
  return undefined;
}
