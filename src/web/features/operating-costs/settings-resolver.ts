import type { FieldValues, Resolver } from "react-hook-form";
import { statementSettings, type StatementSettings } from "@/shared/schemas/operating-costs";
import { apiSchemaResolver, type AddIssue } from "@/web/lib/form-resolver";
import type { SettingsChange } from "./statement-settings";

/**
 * A resolver for a form that edits a part of the settings: `build` reads the form into that
 * part and the change that puts it in; the whole document, changed, is validated with the
 * shared schema (the server's), so the form cannot accept what the PATCH would refuse. The
 * form's submit gets the part, to be applied to the newest document when it saves.
 */
export function settingsResolver<TForm extends FieldValues, TOut>(
  settings: StatementSettings,
  build: (values: TForm, addIssue: AddIssue<TForm>) => { value: TOut; change: SettingsChange },
  fieldMap: Partial<Record<string, keyof TForm & string>> = {},
): Resolver<TForm, unknown, TOut> {
  let built: { value: TOut } | null = null;
  const check = apiSchemaResolver<TForm, StatementSettings>(
    statementSettings,
    (values, addIssue) => {
      const { value, change } = build(values, addIssue);
      built = { value };
      return change(settings);
    },
    fieldMap,
  );
  return async (values, context, options) => {
    const result = await check(values, context, options);
    if (Object.keys(result.errors).length > 0 || !built) return { values: {}, errors: result.errors };
    return { values: built.value, errors: {} };
  };
}
