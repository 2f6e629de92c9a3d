// Server logs must not carry personal data (DSGVO): a failed query is logged with its
// statement, SQLSTATE, constraint and table — never its parameters, and never the
// driver's message, which quotes the offending value ('invalid input syntax … "Müller"').

type Fields = Record<string, unknown>;

const DB_FIELDS = ["code", "constraint", "table", "column", "routine", "severity"] as const;

function databaseCause(err: unknown): Fields | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const e = current as Fields;
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) {
      return Object.fromEntries(DB_FIELDS.filter((k) => e[k] !== undefined).map((k) => [k, e[k]]));
    }
    current = e.cause;
  }
  return null;
}

/** A one-line, data-free description of an unexpected error for the log. */
export function describeErrorForLog(err: unknown): string {
  if (!(err instanceof Error)) return `Nicht-Error geworfen (${typeof err})`;
  const query = (err as { query?: unknown }).query;
  const db = databaseCause(err);
  if (typeof query === "string" || db) {
    const parts = [`Datenbankfehler ${JSON.stringify(db ?? {})}`];
    if (typeof query === "string") parts.push(`Anweisung: ${query.replace(/\s+/g, " ").slice(0, 2000)}`);
    return parts.join(" – ");
  }
  // Our own code's errors: name, message and where. Stack frames carry no values.
  return err.stack ?? `${err.name}: ${err.message}`;
}
