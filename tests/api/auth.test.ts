import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships, profiles, user, workspaces } from "@/server/db/schema";
import { client, createUser, linkFor, PASSWORD, sessionCookie, uniqueEmail } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const signUp = (body: Record<string, unknown>) => client(app).post("/api/auth/sign-up/email", { password: PASSWORD, ...body });

describe("sign-up", () => {
  it("does not sign in, mails a verification link, and creates the 'Mein Portfolio' workspace with the user as admin", async () => {
    const email = uniqueEmail();
    const res = await signUp({ email, name: "Erika Muster", firstName: "Erika", lastName: "Muster" });
    expect(res.status).toBe(200);
    expect(res.body.token).toBeNull();
    expect(res.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token="))).toBe(false);
    expect(linkFor(app, email)).toMatch(/\/api\/auth\/verify-email\?token=/);

    const [u] = await app.database.db.select().from(user).where(eq(user.email, email));
    const rows = await app.database.db
      .select({ role: memberships.role, name: workspaces.name })
      .from(memberships)
      .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
      .where(eq(memberships.userId, u!.id));
    expect(rows).toEqual([{ role: "admin", name: "Mein Portfolio" }]);
  });

  it("writes a profile row only when a first or last name is given; a missing name is null", async () => {
    const withBoth = uniqueEmail();
    const onlyFirst = uniqueEmail();
    const none = uniqueEmail();
    await signUp({ email: withBoth, name: "x", firstName: "Erika", lastName: "Muster" });
    await signUp({ email: onlyFirst, name: "x", firstName: "  Erika ", lastName: "" });
    await signUp({ email: none, name: "x", firstName: "", lastName: "   " });
    const profileOf = async (email: string) => {
      const [u] = await app.database.db.select().from(user).where(eq(user.email, email));
      const rows = await app.database.db.select().from(profiles).where(eq(profiles.id, u!.id));
      return rows[0] ?? null;
    };
    expect(await profileOf(withBoth)).toMatchObject({ firstName: "Erika", lastName: "Muster" });
    expect(await profileOf(onlyFirst)).toMatchObject({ firstName: "Erika", lastName: null });
    expect((await profileOf(onlyFirst))!.updatedAt).toBeInstanceOf(Date);
    expect(await profileOf(none)).toBeNull();
  });

  it("registering an address that has an account answers alike and mails the owner how to sign in (issue 11 item 15)", async () => {
    const { email } = await createUser(app);
    const mailsBefore = app.mails.length;
    const again = await signUp({ email, name: "Jemand Anderes" });
    expect(again.status).toBe(200);
    expect(again.body.token).toBeNull();
    const fresh = await signUp({ email: uniqueEmail(), name: "Jemand Anderes" });
    expect(Object.keys(again.body).sort()).toEqual(Object.keys(fresh.body).sort());
    const notice = app.mails.slice(mailsBefore).find((m) => m.to === email);
    expect(notice?.subject).toBe("Hausbuch: Registrierung mit Deiner E-Mail-Adresse");
    expect(notice?.text).toContain(`${app.url}/login`);
    expect(notice?.text).toContain(`${app.url}/forgot-password`);
    expect(notice?.text).not.toMatch(/verify-email|token=/);
    expect(await app.database.db.select().from(user).where(eq(user.email, email))).toHaveLength(1);
  });

  it("rejects a short password and a bad e-mail with German messages", async () => {
    const short = await client(app).post("/api/auth/sign-up/email", { email: uniqueEmail(), password: "kurz", name: "x" });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Das Passwort muss mindestens 10 Zeichen lang sein.");
    const bad = await signUp({ email: "keine-adresse", name: "x" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/E-Mail-Adresse|Eingaben/);
  });
});

describe("verification and sign-in", () => {
  it("refuses an unverified sign-in in German, verifies via the link to /login, then signs in", async () => {
    const email = uniqueEmail();
    await signUp({ email, name: "x", callbackURL: "/login?verified=1" });
    const before = await client(app).post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(before.status).toBe(403);
    expect(before.body).toMatchObject({ code: "EMAIL_NOT_VERIFIED", message: expect.stringContaining("noch nicht bestätigt") });

    const link = new URL(linkFor(app, email));
    const verify = await fetch(`${app.url}${link.pathname}${link.search}`, { redirect: "manual" });
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toBe("/login?verified=1");

    const after = await client(app).post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(after.status).toBe(200);
    const me = await client(app, sessionCookie(after.headers)).get("/api/v1/me");
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);
    expect(me.body.workspace).toMatchObject({ name: "Mein Portfolio", role: "admin" });
  });

  it("a forged verification token does not verify", async () => {
    const res = await fetch(`${app.url}/api/auth/verify-email?token=abc&callbackURL=%2Flogin`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/error=/);
  });

  it("answers a wrong password with a German 401", async () => {
    const { email } = await createUser(app);
    const res = await client(app).post("/api/auth/sign-in/email", { email, password: "falsches-passwort" });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD", message: "E-Mail-Adresse oder Passwort ist falsch." });
  });

  it("sets the session cookie HttpOnly, SameSite=Lax, path /, 400 days, not Secure over http", async () => {
    const { email } = await createUser(app);
    const res = await client(app).post("/api/auth/sign-in/email", { email, password: PASSWORD });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; Max-Age=34560000/);
    expect(cookie).not.toMatch(/; Secure/);
  });

  it("signs out: the cookie no longer opens the API", async () => {
    const { cookie, api } = await createUser(app);
    const out = await api.post("/api/auth/sign-out", {});
    expect(out.status).toBe(200);
    expect((await client(app, cookie).get("/api/v1/me")).status).toBe(401);
  });

  it("answers 401 with a German message without a session", async () => {
    const res = await client(app).get("/api/v1/me");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Bitte melde Dich an, um fortzufahren.", details: null, hint: null, code: "unauthenticated" });
  });
});

describe("password reset", () => {
  it("mails a link; the new password works and the old one no longer does", async () => {
    const { email } = await createUser(app);
    const req = await client(app).post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
    expect(req.status).toBe(200);
    expect(req.body.message).toBe("Falls ein Konto existiert, haben wir Dir einen Link zum Zurücksetzen geschickt.");
    const link = new URL(linkFor(app, email));
    const redirect = await fetch(`${app.url}${link.pathname}${link.search}`, { redirect: "manual" });
    expect(redirect.status).toBe(302);
    const token = new URL(redirect.headers.get("location")!, app.url).searchParams.get("token");
    expect(token).toBeTruthy();
    const reset = await client(app).post("/api/auth/reset-password", { token, newPassword: "Ganz-neues-Passwort-2" });
    expect(reset.status).toBe(200);
    expect((await client(app).post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(401);
    expect((await client(app).post("/api/auth/sign-in/email", { email, password: "Ganz-neues-Passwort-2" })).status).toBe(200);
  });
});

describe("health", () => {
  it("reports database reachability and configuration without secrets", async () => {
    const res = await client(app).get("/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "ok",
      publicUrl: app.url,
      database: { reachable: true },
      checks: { apiUrl: true, databaseReachable: true, authSecretSet: true, mail: "outbox" },
    });
    expect(JSON.stringify(res.body)).not.toContain("test-secret");
  });
});
