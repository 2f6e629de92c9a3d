import type { TestApp } from "./test-app";

export type Res<T = any> = { status: number; body: T; headers: Headers };

/** A tiny client with a cookie jar of one session cookie. */
export function client(app: Pick<TestApp, "url">, cookie?: string) {
  const call = async <T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Res<T>> => {
    // A FormData body goes as multipart (fetch sets the boundary); anything else as JSON.
    const form = body instanceof FormData;
    const res = await fetch(`${app.url}${path}`, {
      method,
      redirect: "manual",
      headers: {
        Origin: app.url,
        ...(body !== undefined && !form ? { "Content-Type": "application/json" } : {}),
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
      body: form ? body : body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  };
  return {
    get: <T = any>(path: string, headers?: Record<string, string>) => call<T>("GET", path, undefined, headers),
    post: <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => call<T>("POST", path, body ?? {}, headers),
    patch: <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => call<T>("PATCH", path, body ?? {}, headers),
    put: <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => call<T>("PUT", path, body ?? {}, headers),
    delete: <T = any>(path: string, headers?: Record<string, string>) => call<T>("DELETE", path, undefined, headers),
  };
}

let counter = 0;
export const uniqueEmail = (prefix = "nutzer") => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}@beispiel.de`;

export const PASSWORD = "Sicheres-Passwort-1";

/** The verification link from the newest mail to `email`. */
export function linkFor(app: TestApp, email: string): string {
  const mail = [...app.mails].reverse().find((m) => m.to === email);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`Keine Mail mit Link an ${email}`);
  return link;
}

/** Signs up, verifies through the mailed link, signs in; returns the session cookie. */
export async function createUser(app: TestApp, opts: { email?: string; firstName?: string; lastName?: string } = {}) {
  const email = opts.email ?? uniqueEmail();
  const anon = client(app);
  const signUp = await anon.post("/api/auth/sign-up/email", {
    email,
    password: PASSWORD,
    name: email,
    firstName: opts.firstName ?? "",
    lastName: opts.lastName ?? "",
  });
  if (signUp.status !== 200) throw new Error(`Sign-up fehlgeschlagen: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  const link = new URL(linkFor(app, email));
  const verify = await fetch(`${app.url}${link.pathname}${link.search}`, { redirect: "manual" });
  if (verify.status !== 302) throw new Error(`Verifizierung fehlgeschlagen: ${verify.status}`);
  const cookie = await signIn(app, email, PASSWORD);
  const me = await client(app, cookie).get("/api/v1/me");
  return { email, cookie, userId: me.body.user.id as string, workspaceId: me.body.workspace.id as string, api: client(app, cookie) };
}

export async function signIn(app: TestApp, email: string, password: string): Promise<string> {
  const res = await client(app).post("/api/auth/sign-in/email", { email, password });
  if (res.status !== 200) throw new Error(`Anmeldung fehlgeschlagen: ${res.status} ${JSON.stringify(res.body)}`);
  return sessionCookie(res.headers);
}

export function sessionCookie(headers: Headers): string {
  const set = headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
  if (!set) throw new Error("Kein Session-Cookie");
  return set.split(";")[0]!;
}

/**
 * Puts `member` into the admin's workspace with `role` the way a person joins (issue 13):
 * the admin invites, the member accepts with the token from the mailed link.
 */
export async function addMember(app: TestApp, admin: { api: ReturnType<typeof client> }, member: { email: string; api: ReturnType<typeof client> }, role: "admin" | "editor" | "viewer") {
  const invited = await admin.api.post("/api/v1/workspace/invitations", { email: member.email, role });
  if (invited.status !== 201) throw new Error(`Einladung fehlgeschlagen: ${invited.status} ${JSON.stringify(invited.body)}`);
  const token = new URL(linkFor(app, member.email)).searchParams.get("token");
  const accepted = await member.api.post("/api/v1/invitations/accept", { token });
  if (accepted.status !== 200) throw new Error(`Annahme fehlgeschlagen: ${accepted.status} ${JSON.stringify(accepted.body)}`);
}
