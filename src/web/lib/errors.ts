import { messages } from "@/shared/messages";
import { ApiError, NetworkError } from "@/web/lib/api";
import { logError } from "@/web/lib/log";

/**
 * The German text for a failed call (SPEC §8): the server's message when it
 * answered, the screen's fallback when the request did not get through, and
 * 'Ein unerwarteter Fehler ist aufgetreten' for anything else (a bug).
 */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.body.message || fallback;
  if (err instanceof NetworkError) return fallback;
  logError(fallback, err);
  return messages.unexpected;
}

/** A 409 `stale`: the update carried an outdated version (someone saved in between). */
export function isStale(err: unknown): boolean {
  return err instanceof ApiError && err.body.code === "stale";
}

/** A 409 `conflict` other than a stale version, e.g. a duplicate code. */
export function isConflict(err: unknown): boolean {
  return err instanceof ApiError && err.body.code === "conflict";
}
