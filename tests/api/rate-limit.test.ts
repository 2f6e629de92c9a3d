import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authLimits } from "@/server/features/auth/rate-limit";
import { client, createUser, linkFor, PASSWORD, uniqueEmail } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const signInLimits = authLimits["/sign-in/email"]!;
const signInBlocked = /^Zu viele Anmeldeversuche\. Bitte warte \d+ Minuten oder setze Dein Passwort über „Passwort vergessen\?“ zurück\.$/;

describe("rate limits on sign-in and sign-up", () => {
  it("limits sign-in attempts per IP and e-mail with a German 429 pointing to the reset, and Retry-After", async () => {
    const { email } = await createUser(app);
    const limit = signInLimits.ipAccount.max;
    // createUser signed in once already; every attempt counts, successful or not.
    for (let i = 1; i < limit; i++) {
      const res = await client(app).post("/api/auth/sign-in/email", { email, password: "falsch-falsch" });
      expect(res.status).toBe(401);
    }
    const blocked = await client(app).post("/api/auth/sign-in/email", { email, password: "falsch-falsch" });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(signInBlocked);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address from the same IP is not affected by this e-mail's limit.
    const other = await client(app).post("/api/auth/sign-in/email", { email: uniqueEmail(), password: "falsch-falsch" });
    expect(other.status).toBe(401);
  }, 30_000);

  it("limits sign-ups per IP across different e-mails", async () => {
    const limit = authLimits["/sign-up/email"]!.ip.max;
    const statuses: number[] = [];
    // createUser above used one sign-up from this IP already.
    for (let i = 0; i < limit; i++) {
      const res = await client(app).post("/api/auth/sign-up/email", { email: uniqueEmail(), password: "Sicheres-Passwort-1", name: "x" });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, limit - 1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("guessing from one IP does not lock the owner out (behind a trusted proxy)", () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp({ trustProxy: true });
  });
  afterAll(() => proxied.close());

  const from = (ip: string) => ({ "X-Forwarded-For": ip });
  const signInFrom = (ip: string, email: string, password: string) =>
    client(proxied).post("/api/auth/sign-in/email", { email, password }, from(ip));

  async function resetPassword(email: string, newPassword: string) {
    expect((await client(proxied).post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" })).status).toBe(200);
    const link = new URL(linkFor(proxied, email));
    const redirect = await fetch(`${proxied.url}${link.pathname}${link.search}`, { redirect: "manual" });
    const token = new URL(redirect.headers.get("location")!, proxied.url).searchParams.get("token");
    return client(proxied).post("/api/auth/reset-password", { token, newPassword });
  }

  it("IP A is blocked, the owner signs in from IP B (slowed down, not blocked), a reset lifts A's block", async () => {
    const { email } = await createUser(proxied);
    const attacker = "203.0.113.7";
    for (let i = 0; i < signInLimits.ipAccount.max; i++) expect((await signInFrom(attacker, email, "falsch-falsch")).status).toBe(401);
    const blocked = await signInFrom(attacker, email, "falsch-falsch");
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(signInBlocked);
    // Even the right password is refused from A: the block is per IP and account.
    expect((await signInFrom(attacker, email, PASSWORD)).status).toBe(429);

    // The owner, from elsewhere: the account is over its limit, so the answer comes late, but it comes.
    const started = Date.now();
    const owner = await signInFrom("198.51.100.23", email, PASSWORD);
    expect(owner.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(signInLimits.account.delayMs - 50);

    // A successful reset proves the owner and lifts every block of the account.
    expect((await resetPassword(email, "Ganz-neues-Passwort-2")).status).toBe(200);
    const afterReset = Date.now();
    expect((await signInFrom(attacker, email, "Ganz-neues-Passwort-2")).status).toBe(200);
    expect(Date.now() - afterReset).toBeLessThan(signInLimits.account.delayMs);
  }, 60_000);

  it("the per-IP limit counts the forwarded client address, not the proxy's", async () => {
    for (let i = 0; i < signInLimits.ip.max; i++) {
      expect((await signInFrom("192.0.2.1", uniqueEmail(), "falsch-falsch")).status).toBe(401);
    }
    expect((await signInFrom("192.0.2.1", uniqueEmail(), "falsch-falsch")).status).toBe(429);
    expect((await signInFrom("192.0.2.2", uniqueEmail(), "falsch-falsch")).status).toBe(401);
  }, 60_000);
});
