import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, createUser, linkFor, PASSWORD, sessionCookie, signIn, uniqueEmail } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const RESET_ANSWER = "Falls ein Konto existiert, haben wir Dir einen Link zum Zurücksetzen geschickt.";

/** Requests a reset for `email` and returns the token from the mailed link. */
async function resetToken(email: string): Promise<string> {
  const req = await client(app).post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
  expect(req.status).toBe(200);
  const link = new URL(linkFor(app, email));
  const redirect = await fetch(`${app.url}${link.pathname}${link.search}`, { redirect: "manual" });
  return new URL(redirect.headers.get("location")!, app.url).searchParams.get("token")!;
}

const me = (cookie: string) => client(app, cookie).get("/api/v1/me");

describe("password reset answer", () => {
  it("is German, the same for a known and an unknown address", async () => {
    const { email } = await createUser(app);
    for (const address of [email, uniqueEmail()]) {
      const res = await client(app).post("/api/auth/request-password-reset", { email: address, redirectTo: "/reset-password" });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: true, message: RESET_ANSWER });
    }
  });
});

describe("sessions end when the password changes", () => {
  it("a reset through the mailed link ends every session of the account", async () => {
    const { email, cookie } = await createUser(app);
    const second = await signIn(app, email, PASSWORD);
    expect((await me(cookie)).status).toBe(200);
    expect((await me(second)).status).toBe(200);
    const reset = await client(app).post("/api/auth/reset-password", { token: await resetToken(email), newPassword: "Ganz-neues-Passwort-2" });
    expect(reset.status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    expect((await me(await signIn(app, email, "Ganz-neues-Passwort-2"))).status).toBe(200);
  });

  it("a password change ends every other session, even when the client asks to keep them", async () => {
    const { email, cookie } = await createUser(app);
    const other = await signIn(app, email, PASSWORD);
    const change = await client(app, cookie).post("/api/auth/change-password", {
      currentPassword: PASSWORD,
      newPassword: "Ganz-neues-Passwort-3",
      revokeOtherSessions: false,
    });
    expect(change.status).toBe(200);
    expect((await me(other)).status).toBe(401);
    // The session that changed the password goes on with the fresh cookie of the answer.
    expect((await me(sessionCookie(change.headers))).status).toBe(200);
  });
});

describe("password rule", () => {
  const signUp = (email: string, password: string) => client(app).post("/api/auth/sign-up/email", { email, password, name: "x" });

  it("sign-up refuses trivial and common passwords and the e-mail address, in German", async () => {
    const tooCommon = "Dieses Passwort ist zu häufig verwendet oder zu einfach. Bitte wähle ein anderes.";
    const isEmail = "Das Passwort darf nicht Deine E-Mail-Adresse (oder ihr Teil vor dem @) sein oder sie enthalten.";
    const cases: Array<[(email: string) => string, string]> = [
      [() => "        ", "Das Passwort muss mindestens 10 Zeichen lang sein."],
      [() => "aaaaaaaaaa", tooCommon],
      [() => "          ", tooCommon],
      [() => "qwertyuiop", tooCommon],
      [() => "Passwort123", tooCommon],
      [(email) => email, isEmail],
      [(email) => `${email.split("@")[0]}!`, isEmail],
    ];
    // A fresh address per case: the sign-up limit per IP and address is small.
    for (const [passwordFor, message] of cases) {
      const email = uniqueEmail("erika.muster");
      const res = await signUp(email, passwordFor(email));
      expect(res.status, passwordFor(email)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await signUp(uniqueEmail("erika.muster"), "Sicheres-Passwort-1")).status).toBe(200);
  });

  it("a reset refuses a weak password and keeps the link usable; the e-mail is refused too", async () => {
    const { email } = await createUser(app);
    const token = await resetToken(email);
    const weak = await client(app).post("/api/auth/reset-password", { token, newPassword: "1234567890" });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/zu häufig verwendet/);
    const mine = await client(app).post("/api/auth/reset-password", { token, newPassword: email });
    expect(mine.status).toBe(400);
    expect(mine.body.message).toMatch(/E-Mail-Adresse/);
    expect((await client(app).post("/api/auth/reset-password", { token, newPassword: "Ganz-neues-Passwort-4" })).status).toBe(200);
  });

  it("a password change refuses the e-mail address and a common password", async () => {
    const { email, api } = await createUser(app);
    for (const newPassword of [email.toUpperCase(), "password123"]) {
      const res = await api.post("/api/auth/change-password", { currentPassword: PASSWORD, newPassword });
      expect(res.status).toBe(400);
    }
    expect((await api.get("/api/v1/me")).status).toBe(200);
  });
});
