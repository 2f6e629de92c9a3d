import type { z } from "zod";
import { AppError } from "@/server/http/errors";
import { fieldError } from "@/server/http/request";
import { parseWith } from "@/server/http/validate";
import { messages } from "@/shared/messages";
import { fieldOf, TARGETS, type FieldKey, type ImportTarget } from "./columns";

// The options that travel with the file as the multipart text field `options` (a JSON text,
// schemas in src/shared/schemas/spreadsheet-import.ts), and what only the server knows about
// them: which fields a target has.

/** The form's `options` field read with `schema`: 400 when it is missing, no JSON or not valid. */
export function importOptions<S extends z.ZodType>(fields: Readonly<Record<string, string>>, schema: S): z.output<S> {
  const text = fields.options;
  if (text === undefined) throw new AppError("bad_request", messages.importOptionsMissing);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", messages.importOptionsUnreadable);
  }
  return parseWith(schema, raw);
}

/**
 * The user's column mapping for `target`: every field one the target has, none in two
 * columns (400 naming the column otherwise). The schema has already refused unknown keys.
 */
export function checkMapping(target: ImportTarget, mapping: readonly (string | null)[]): readonly (FieldKey | null)[] {
  const fields = new Set<string>(TARGETS[target].fields);
  const columnOf = new Map<string, number>();
  mapping.forEach((key, column) => {
    if (key === null) return;
    const field = fieldOf(key as FieldKey);
    if (!fields.has(key)) throw fieldError(`mapping.${column}`, messages.importFieldNotInTarget(field.label, TARGETS[target].label));
    const first = columnOf.get(key);
    if (first !== undefined) throw fieldError(`mapping.${column}`, messages.importFieldTwice(field.label, first + 1, column + 1));
    columnOf.set(key, column);
  });
  return mapping as readonly (FieldKey | null)[];
}
