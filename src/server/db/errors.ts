import { AppError } from "@/server/http/errors";
import { messages } from "@/shared/messages";

// Drizzle wraps the driver's error (pg DatabaseError, PGlite DatabaseError) in
// DrizzleQueryError.cause; both drivers expose the SQLSTATE `code` and the
// `constraint` name there. We walk the chain so the checks work for either.
type PgErrorLike = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };

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

/** 23514 check_violation of one named constraint (or constraint trigger). */
export function isCheckViolation(err: unknown, constraint: string): boolean {
  const e = findPgError(err, "23514");
  return e !== null && e.constraint === constraint;
}

/** The name of the constraint a foreign-key or restrict violation names, if any. */
export function foreignKeyConstraint(err: unknown): string | null {
  const e = findPgError(err, "23503") ?? findPgError(err, "23001");
  return e && typeof e.constraint === "string" ? e.constraint : null;
}

/**
 * 23503 foreign_key_violation, or 23001 restrict_violation, which an `ON DELETE RESTRICT`
 * key raises (e.g. a tenant that still has contracts).
 */
export function isForeignKeyViolation(err: unknown): boolean {
  return findPgError(err, "23503") !== null || findPgError(err, "23001") !== null;
}

/**
 * The AppError for a constraint violation no service mapped itself (issue 12): a
 * duplicate (e.g. two concurrent adds of the same member) is 409 `conflict`; a row that
 * points at a parent deleted in between is 404; deleting a row that others still point at
 * is 409. Anything else is null and stays a 500.
 */
export function constraintViolationError(err: unknown): AppError | null {
  // The ledger's commit-time check (migration 0008): a booking whose lines do not add up.
  if (isCheckViolation(err, "booking_lines_sum")) return new AppError("bad_request", messages.bookingLinesUnbalanced);
  if (isUniqueViolation(err)) return new AppError("conflict", messages.duplicateRecord);
  if (findPgError(err, "23001")) return new AppError("conflict", messages.recordStillReferenced);
  const fk = findPgError(err, "23503");
  if (!fk) return null;
  // PostgreSQL's text: "insert or update on table …" (missing parent) or "update or delete on table …" (still referenced).
  const missingParent = typeof fk.message === "string" && fk.message.startsWith("insert or update");
  return missingParent ? new AppError("not_found", messages.referencedRecordMissing) : new AppError("conflict", messages.recordStillReferenced);
}

/** 23P01 exclusion_violation of one named constraint (e.g. overlapping contract periods). */
export function isExclusionViolation(err: unknown, constraint: string): boolean {
  const e = findPgError(err, "23P01");
  return e !== null && e.constraint === constraint;
}
