import { Hono } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Auth } from "@/server/auth";
import type { Db } from "@/server/db/client";
import { checkAuthBody } from "./auth-body";
import { betterAuthErrorMessages, messages } from "@/shared/messages";
import { authLimits, hit } from "./rate-limit";

type Deps = { auth: Auth; db: Db; trustProxy: boolean };

function clientIp(c: Parameters<typeof getConnInfo>[0], trustProxy: boolean): string {
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

/** Replaces better-auth's English error text by German, keeping status and code. */
async function translateError(res: Response): Promise<Response> {
  if (res.ok || !res.headers.get("content-type")?.includes("application/json")) return res;
  const body = (await res.clone().json().catch(() => null)) as { code?: string; message?: string } | null;
  if (!body) return res;
  const code = body.code ?? "UNKNOWN";
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(
    JSON.stringify({ message: betterAuthErrorMessages[code] ?? messages.authRequestFailed, details: null, hint: null, code }),
    { status: res.status, headers },
  );
}

export function authRoutes({ auth, db, trustProxy }: Deps) {
  const app = new Hono();
  app.on(["GET", "POST"], "/*", async (c) => {
    const subPath = c.req.path.replace(/^\/api\/auth/, "");
    const body = c.req.method === "POST" ? checkAuthBody(await c.req.raw.clone().text()) : {};
    const limits = c.req.method === "POST" ? authLimits[subPath] : undefined;
    if (limits) {
      const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
      const waits = [await hit(db, `ip:${subPath}:${clientIp(c, trustProxy)}`, limits.ip)];
      if (email) waits.push(await hit(db, `email:${subPath}:${email}`, limits.email));
      const wait = Math.max(...waits);
      if (wait > 0) {
        return c.json({ message: messages.rateLimited(wait), details: null, hint: null, code: "RATE_LIMITED" }, 429, {
          "Retry-After": String(wait),
        });
      }
    }
    return translateError(await auth.handler(c.req.raw));
  });
  return app;
}
