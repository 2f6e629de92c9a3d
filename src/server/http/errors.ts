import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorBody } from "@/shared/api-types";
import { messages } from "@/shared/messages";

// Services throw AppError(code, message); app.ts maps the code to a status.
// `message` is always German and safe to show to a user.
export const errorStatus = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** An update carried an outdated version: someone saved in between. Clients reload on this code. */
  stale: 409,
  /** A link that worked once and no longer does (an invitation expired, used or revoked). */
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof errorStatus;

export type { ErrorBody };

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: unknown = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  get status(): ContentfulStatusCode {
    return errorStatus[this.code];
  }

  toBody(): ErrorBody {
    return { message: this.message, details: this.details, hint: this.hint, code: this.code };
  }
}

export const notFound = (what = "Der Datensatz") => new AppError("not_found", messages.notFound(what));
