import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { messages } from "@/shared/messages";
import { AppError } from "./errors";
import { someInJson } from "./json-walk";
import { closeLingering } from "./lingering-close";

/** JSON bodies of the API; uploads get their own limits where they are accepted. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const nulByte = () => new AppError("bad_request", messages.nulByte);

/**
 * Whether the request carries a body: HTTP/1.1 has one only with a Content-Length (above 0) or
 * a Transfer-Encoding, and Node's parser reads no other. Asked before `c.req.raw.body`, which
 * makes @hono/node-server build a whole fetch Request (an AbortController, a stream) — for the
 * GETs that are most of the traffic; 5–6 % of the app's CPU under load (BENCHMARKS.md, „Load“).
 */
export const hasBody = (c: Context) => c.req.header("transfer-encoding") !== undefined || Number(c.req.header("content-length") ?? "0") > 0;

/**
 * A route that takes one file as multipart/form-data instead of JSON (receipts). Only these
 * accept a multipart body, and only these may be larger than {@link JSON_BODY_LIMIT_BYTES}.
 */
export type UploadRoute = {
  method: "POST";
  /** The full path, as the browser sends it ("/api/v1/receipts"); a segment ":name" stands for any one segment (an id). */
  path: string;
  /** The largest file; the body may be {@link MULTIPART_OVERHEAD_BYTES} larger (boundaries, part headers). */
  maxFileBytes: number;
  /** The German 413 text. */
  tooLarge: string;
};

/** Room for the multipart framing around the file: boundaries, part headers, a long file name. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const uploadBodyLimit = (route: UploadRoute) => route.maxFileBytes + MULTIPART_OVERHEAD_BYTES;

/** The upload route this request goes to, if any. */
export function uploadRouteOf(c: Context, uploads: readonly UploadRoute[]): UploadRoute | undefined {
  return uploads.find((u) => u.method === c.req.method && matchesUploadPath(u.path, c.req.path));
}

/** "/api/v1/meter-readings/:id/photo" matches "/api/v1/meter-readings/<anything but a slash>/photo". */
export function matchesUploadPath(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const got = path.split("/");
  return want.length === got.length && want.every((segment, i) => (segment.startsWith(":") ? got[i] !== "" : segment === got[i]));
}

/**
 * Answers 413 with `message`; the rest of the body stays unread, so the connection is not reused
 * ("Connection: close") and closes lingering, so that the client still reads the answer.
 */
export function refuseTooLarge(c: Context, message: string): never {
  c.header("Connection", "close");
  closeLingering(c);
  throw new AppError("payload_too_large", message);
}

/**
 * Reads at most {@link JSON_BODY_LIMIT_BYTES} of any API body before anything parses it:
 * a 200 MB body is refused by its Content-Length, a chunked one after the first MB.
 * An upload route's body is refused here only by a Content-Length beyond its limit; the route
 * reads it with `readUploadedFile` (http/upload.ts), which counts while reading and stops at
 * the same limit, whatever Content-Length said.
 */
export const apiBodyLimit = (opts: { uploads?: readonly UploadRoute[] } = {}): MiddlewareHandler => {
  const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT_BYTES, onError: (c) => refuseTooLarge(c, messages.bodyTooLarge) });
  return async (c, next) => {
    if (!hasBody(c)) return next();
    const upload = uploadRouteOf(c, opts.uploads ?? []);
    if (!upload) return jsonLimit(c, next);
    const declared = Number(c.req.header("content-length") ?? "0");
    if (declared > uploadBodyLimit(upload)) refuseTooLarge(c, upload.tooLarge);
    return next();
  };
};

const hasNul = (document: unknown) => someInJson(document, (value) => typeof value === "string" && value.includes("\u0000"));

/**
 * PostgreSQL cannot store U+0000 in text (SQLSTATE 22021): refuse it in the path, the query
 * and every string of a JSON body, in this one place, before a route or better-auth sees it.
 */
export const rejectNulBytes = (): MiddlewareHandler => async (c, next) => {
  let target: string;
  try {
    const url = new URL(c.req.url);
    target = decodeURIComponent(url.pathname + url.search);
  } catch {
    throw new AppError("bad_request", messages.badlyEncodedUrl);
  }
  if (target.includes("\u0000")) throw nulByte();
  if (hasBody(c) && c.req.header("content-type")?.toLowerCase().includes("json")) {
    const text = await c.req.raw.clone().text();
    // Cheap pre-check; only then parse to tell "\u0000" from an escaped backslash.
    if (text.includes("\u0000")) throw nulByte();
    if (text.includes("u0000")) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null; // invalid JSON is the route's 400
      }
      if (hasNul(parsed)) throw nulByte();
    }
  }
  await next();
};

/** The origin the browser used to reach us: its Host (or X-Forwarded-Host behind a trusted proxy). */
function requestHost(headers: Headers, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? headers.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return (forwarded || headers.get("host"))?.toLowerCase();
}

/**
 * Same-origin by construction: the page was loaded from the very address this request went to
 * (a self-hoster opening http://192.168.1.20:3000 without BASE_URL). Also used by better-auth's
 * trusted origins (server/auth.ts).
 */
export function isRequestHostOrigin(origin: string, headers: Headers, trustProxy: boolean): boolean {
  try {
    return new URL(origin).host.toLowerCase() === requestHost(headers, trustProxy);
  } catch {
    return false;
  }
}

function isOwnOrigin(c: Context, origin: string, baseUrl: string, trustProxy: boolean): boolean {
  try {
    if (new URL(origin).origin === new URL(baseUrl).origin) return true;
  } catch {
    return false;
  }
  return isRequestHostOrigin(origin, c.req.raw.headers, trustProxy);
}

/**
 * Cross-site write protection for /api/v1. The session cookie is SameSite=Lax, which still lets a
 * page on another port of the same host (same site) send it along: a form with enctype text/plain
 * or a no-cors fetch could create records. Writes therefore must be JSON — which a cross-origin page
 * cannot send without a CORS preflight we never grant — and come from our own origin. Upload routes
 * take multipart/form-data instead, which a cross-site form CAN send: for them the origin check
 * alone stands (browsers send Origin on every cross-origin POST), so it comes first for every write.
 */
export const sameOriginWrites = (opts: { baseUrl: string; trustProxy: boolean; uploads?: readonly UploadRoute[] }): MiddlewareHandler => async (c, next) => {
  if (!WRITE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header("origin");
  const fetchSite = c.req.header("sec-fetch-site");
  const own = origin ? isOwnOrigin(c, origin, opts.baseUrl, opts.trustProxy) : fetchSite === "same-origin";
  if (!own) {
    throw new AppError("forbidden", messages.foreignOrigin, null, messages.foreignOriginHint);
  }
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (uploadRouteOf(c, opts.uploads ?? [])) {
    if (type !== "multipart/form-data") throw new AppError("unsupported_media_type", messages.multipartRequired);
    return next();
  }
  // Node gives every non-GET request a body stream; whether one was sent is in the headers.
  const length = Number(c.req.header("content-length") ?? "0");
  const hasBody = length > 0 || c.req.header("transfer-encoding") !== undefined;
  if (hasBody && type !== "application/json") {
    throw new AppError("unsupported_media_type", messages.jsonRequired);
  }
  await next();
};
