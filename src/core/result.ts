/**
 * Outcome of reading user input: either the parsed value or a German message that a
 * form field or an API validation error can show as is. Parsers never throw for bad
 * input, because bad input is an expected case, not a bug.
 */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string };

export function ok<T>(value: T): ParseResult<T> {
  return { ok: true, value };
}

export function fail<T = never>(message: string): ParseResult<T> {
  return { ok: false, message };
}
