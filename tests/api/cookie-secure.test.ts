import { afterAll, beforeAll, expect, it } from "vitest";
import { createUser, PASSWORD } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

it("marks the session cookie Secure when the app is served over https", async () => {
  const { email } = await createUser(app);
  const { createAuth } = await import("@/server/auth");
  const httpsAuth = createAuth({
    db: app.database.db,
    mailer: { kind: "outbox", send: async () => {} },
    baseUrl: "https://hausbuch.example",
    secret: "test-secret-0123456789-0123456789-abcdef",
    quiet: true,
  });
  const res = await httpsAuth.handler(
    new Request("https://hausbuch.example/api/auth/sign-in/email", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://hausbuch.example" },
      body: JSON.stringify({ email, password: PASSWORD }),
    }),
  );
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token="))!;
  expect(cookie).toMatch(/; Secure/);
  expect(cookie).toMatch(/; HttpOnly/);
  expect(cookie).toMatch(/; SameSite=Lax/i);
});
