import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authLimits } from "@/server/features/auth/rate-limit";
import { client, createUser, uniqueEmail } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe("rate limits on sign-in and sign-up", () => {
  it("limits sign-in attempts per e-mail with a German 429 and Retry-After", async () => {
    const { email } = await createUser(app);
    const limit = authLimits["/sign-in/email"]!.email.max;
    // createUser signed in once already; every attempt counts, successful or not.
    for (let i = 1; i < limit; i++) {
      const res = await client(app).post("/api/auth/sign-in/email", { email, password: "falsch-falsch" });
      expect(res.status).toBe(401);
    }
    const blocked = await client(app).post("/api/auth/sign-in/email", { email, password: "falsch-falsch" });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Zu viele Versuche\. Bitte warte \d+ Minuten und versuche es dann erneut\.$/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address from the same IP is not affected by this e-mail's limit.
    const other = await client(app).post("/api/auth/sign-in/email", { email: uniqueEmail(), password: "falsch-falsch" });
    expect(other.status).toBe(401);
  });

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
