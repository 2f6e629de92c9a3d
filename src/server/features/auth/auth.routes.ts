import { Hono, type Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Auth } from "@/server/auth";
import type { Db } from "@/server/db/client";
import { fieldError } from "@/server/http/request";
import { betterAuthErrorMessages, betterAuthSuccessMessages, messages } from "@/shared/messages";
import { passwordProblem, passwordProblemMessages } from "@/shared/password-policy";
import type { SessionCache } from "@/server/session-cache";
import { checkAuthBody } from "./auth-body";
import { getSession, type SessionAnswer } from "./get-session";
import { authLimits, checkAuthLimits, liftAccountLimits } from "./rate-limit";

type Deps = { auth: Auth; db: Db; trustProxy: boolean; sessionAnswers: SessionCache<SessionAnswer> };
type Body = Record<string, unknown>;

function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * Replaces better-auth's English texts by German, keeping status and code: the message of an
 * error, and the `message` some successful answers carry (the password-reset request).
 */
async function translate(res: Response): Promise<Response> {
  if (!res.headers.get("content-type")?.includes("application/json")) return res;
  const body = (await res.clone().json().catch(() => null)) as { code?: string; message?: string } | null;
  if (!body || typeof body !== "object") return res;
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  if (res.ok) {
    const german = typeof body.message === "string" ? betterAuthSuccessMessages[body.message] : undefined;
    if (!german) return res;
    return new Response(JSON.stringify({ ...body, message: german }), { status: res.status, headers });
  }
  const code = body.code ?? "UNKNOWN";
  return new Response(
    JSON.stringify({ message: betterAuthErrorMessages[code] ?? messages.authRequestFailed, details: null, hint: null, code }),
    { status: res.status, headers },
  );
}

/** The account a reset token belongs to (looked up before better-auth consumes the token). */
async function resetTokenEmail(auth: Auth, token: string): Promise<string | null> {
  if (!token) return null;
  const ctx = await auth.$context;
  const verification = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt < new Date()) return null;
  const found = await ctx.internalAdapter.findUserById(verification.value);
  return found?.email ?? null;
}

/** The new password of this request and the account's e-mail address, for the password rule. */
async function newPasswordOf(auth: Auth, req: Request, subPath: string, body: Body) {
  if (subPath === "/sign-up/email") return { field: "password", password: text(body.password), email: text(body.email) };
  if (subPath === "/reset-password") {
    const token = text(body.token) || (new URL(req.url).searchParams.get("token") ?? "");
    return { field: "newPassword", password: text(body.newPassword), email: (await resetTokenEmail(auth, token)) ?? "" };
  }
  if (subPath === "/change-password") {
    const session = await auth.api.getSession({ headers: req.headers }).catch(() => null);
    return { field: "newPassword", password: text(body.newPassword), email: session?.user.email ?? "" };
  }
  return null;
}

/** The same request with another JSON body. */
function withBody(req: Request, body: Body): Request {
  const headers = new Headers(req.headers);
  headers.delete("content-length");
  return new Request(req.url, { method: req.method, headers, body: JSON.stringify(body) });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function authRoutes({ auth, db, trustProxy, sessionAnswers }: Deps) {
  const app = new Hono();
  app.get("/get-session", (c) => getSession(c, async (req) => translate(await auth.handler(req)), db, sessionAnswers));
  app.on(["GET", "POST"], "/*", async (c) => {
    const subPath = c.req.path.replace(/^\/api\/auth/, "");
    if (c.req.method !== "POST") return translate(await auth.handler(c.req.raw));
    const body = checkAuthBody(await c.req.raw.clone().text());
    const limits = authLimits[subPath];
    if (limits) {
      const email = text(body.email).trim().toLowerCase();
      const { retryAfterSeconds, delayMs } = await checkAuthLimits(db, subPath, limits, clientIp(c, trustProxy), email);
      if (retryAfterSeconds > 0) {
        const message = subPath === "/sign-in/email" ? messages.signInRateLimited(retryAfterSeconds) : messages.rateLimited(retryAfterSeconds);
        return c.json({ message, details: null, hint: null, code: "RATE_LIMITED" }, 429, { "Retry-After": String(retryAfterSeconds) });
      }
      // Someone is trying this account from many places: slow every attempt down, block none.
      if (delayMs > 0) await sleep(delayMs);
    }
    const newPassword = await newPasswordOf(auth, c.req.raw, subPath, body);
    if (newPassword && newPassword.password) {
      const problem = passwordProblem(newPassword.password, newPassword.email);
      if (problem) throw fieldError(newPassword.field, passwordProblemMessages[problem]);
    }
    // A changed password ends every other session, whatever the client asked for.
    const request = subPath === "/change-password" ? withBody(c.req.raw, { ...body, revokeOtherSessions: true }) : c.req.raw;
    const res = await auth.handler(request);
    if (subPath === "/reset-password" && res.ok && newPassword?.email) await liftAccountLimits(db, newPassword.email);
    return translate(res);
  });
  return app;
}
