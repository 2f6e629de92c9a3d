import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

export type AddIssue<TForm> = (field: keyof TForm & string, message: string) => void;

/**
 * A react-hook-form resolver that validates with the shared API schema
 * (DESIGN: one schema for server and form). `toInput` turns the form's text
 * into the API shape and reports German parse errors per field; the schema's
 * issues are mapped back to form fields by the last path segment, renamed
 * through `fieldMap` (e.g. purchasePriceCents → purchasePrice).
 */
export function apiSchemaResolver<TForm extends FieldValues, TOut>(
  schema: z.ZodType<TOut>,
  toInput: (values: TForm, addIssue: AddIssue<TForm>) => unknown,
  fieldMap: Partial<Record<string, keyof TForm & string>> = {},
): Resolver<TForm, unknown, TOut> {
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    const addIssue: AddIssue<TForm> = (field, message) => {
      errors[field] ??= { type: "parse", message };
    };
    const input = toInput(values, addIssue);
    const result = schema.safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const last = String(issue.path.at(-1) ?? "root");
        const field = fieldMap[last] ?? last;
        errors[field] ??= { type: issue.code, message: issue.message };
      }
    }
    if (Object.keys(errors).length > 0 || !result.success) return { values: {}, errors: errors as FieldErrors<TForm> };
    return { values: result.data, errors: {} };
  };
}
