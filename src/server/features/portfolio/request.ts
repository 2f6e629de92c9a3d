import type { Context } from "hono";
import { z } from "zod";
import { AppError, notFound } from "../../errors";
import { parseWith } from "../../validate";

const uuid = z.uuid();

/**
 * A path id. Anything that is not a UUID cannot be a row of ours, and passing it
 * to Postgres would be a 500 (invalid input syntax for type uuid): answer 404.
 */
export function idParam(c: Context, what: string, name = "id"): string {
  const value = c.req.param(name);
  if (!value || !uuid.safeParse(value).success) throw notFound(what);
  return value;
}

const versionSchema = z.object({
  version: z.number({ message: "Die Version des Datensatzes fehlt." }).int().positive("Die Version des Datensatzes fehlt."),
});

/**
 * Body of an update: the entity's input schema plus `version`. Parsed in two
 * steps (the input schemas carry refinements, which zod does not let us
 * extend), with the field errors of both reported together.
 */
export async function parseVersionedBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S> & { version: number }> {
  const raw: unknown = await c.req.json().catch(() => {
    throw new AppError("bad_request", "Die Anfrage enthält kein gültiges JSON.");
  });
  const fields: Array<{ field: string; message: string }> = [];
  let input: z.infer<S> | undefined;
  let version = 0;
  try {
    input = parseWith(schema, raw);
  } catch (err) {
    fields.push(...fieldsOf(err));
  }
  try {
    version = parseWith(versionSchema, raw).version;
  } catch (err) {
    fields.push(...fieldsOf(err));
  }
  if (fields.length > 0 || input === undefined) {
    throw new AppError("bad_request", "Bitte überprüfe Deine Eingaben.", { fields }, fields.map((f) => f.message).join(" "));
  }
  return { ...input, version };
}

function fieldsOf(err: unknown): Array<{ field: string; message: string }> {
  if (err instanceof AppError && err.details && typeof err.details === "object" && "fields" in err.details) {
    return (err.details as { fields: Array<{ field: string; message: string }> }).fields;
  }
  throw err;
}

/** A 400 for one field, shaped like the validation errors so forms can show it at the field. */
export function fieldError(field: string, message: string): AppError {
  return new AppError("bad_request", message, { fields: [{ field, message }] }, message);
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Drivers return bigint/numeric aggregates as strings (pg) or numbers (PGlite). */
export function toNumber(value: unknown): number {
  if (value === null || value === undefined) return 0;
  return typeof value === "number" ? value : Number(value);
}

export function toNumberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  return typeof value === "number" ? value : Number(value);
}

/** Raw `db.execute` results: both drivers put the rows in `.rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
