import type { ErrorBody } from "@/shared/api-types";
import { selectedWorkspaceId } from "./workspace";

/** An API answer that was not 2xx; `message` is German and safe to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

/** The network failed before any answer (server down, offline). */
export class NetworkError extends Error {}

export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const workspaceId = selectedWorkspaceId();
  let res: Response;
  try {
    res = await fetch(path.startsWith("/api") ? path : `/api/v1${path}`, {
      credentials: "same-origin",
      ...rest,
      headers: {
        Accept: "application/json",
        ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
        ...(workspaceId ? { "X-Workspace-Id": workspaceId } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  } catch (err) {
    throw new NetworkError(err instanceof Error ? err.message : String(err));
  }
  if (res.status === 204) return undefined as T;
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, errorBodyOf(body, res.status));
  return body as T;
}

/** An error answer's body as the API defines it; anything else (a proxy's page, no JSON) is unexpected. */
export function errorBodyOf(body: unknown, status: number): ErrorBody {
  const message = (body as { message?: unknown } | null)?.message;
  // No message of our API (a proxy's page, a crash without JSON): the caller's fallback speaks (SPEC §8).
  return typeof message === "string" ? (body as ErrorBody) : { message: "", details: null, hint: null, code: String(status) };
}
