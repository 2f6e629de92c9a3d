// Drizzle wraps the driver's error (pg DatabaseError, PGlite DatabaseError) in
// DrizzleQueryError.cause; both drivers expose the SQLSTATE `code` and the
// `constraint` name there. We walk the chain so the checks work for either.
type PgErrorLike = { code?: unknown; constraint?: unknown; cause?: unknown };

function findPgError(err: unknown, code: string): PgErrorLike | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const e = current as PgErrorLike;
    if (e.code === code) return e;
    current = e.cause;
  }
  return null;
}

/** 23505 unique_violation, optionally of one named index/constraint. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = findPgError(err, "23505");
  return e !== null && (constraint === undefined || e.constraint === constraint);
}

/** 23503 foreign_key_violation (e.g. a tenant that still has contracts). */
export function isForeignKeyViolation(err: unknown): boolean {
  return findPgError(err, "23503") !== null;
}

/** 23P01 exclusion_violation of one named constraint (e.g. overlapping contract periods). */
export function isExclusionViolation(err: unknown, constraint: string): boolean {
  const e = findPgError(err, "23P01");
  return e !== null && e.constraint === constraint;
}
