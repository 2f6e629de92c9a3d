import type { Context } from "hono";
import { z } from "zod";
import { AppError, notFound } from "./errors";

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

/** A 400 for one field, shaped like the validation errors so forms can show it at the field. */
export function fieldError(field: string, message: string): AppError {
  return new AppError("bad_request", message, { fields: [{ field, message }] }, message);
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
