import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, createUser, linkFor, PASSWORD, uniqueEmail } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";

// A self-hoster without BASE_URL: the server believes it is http://localhost:PORT, the browser
// opened http://127.0.0.1:PORT (or the LAN address). That origin is the address the browser used.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ baseUrl: "http://localhost:3999" });
});
afterAll(() => app.close());

describe("the address the browser used is a trusted origin", () => {
  it("signs up, verifies and signs in through http://127.0.0.1:PORT with BASE_URL pointing elsewhere", async () => {
    expect(new URL(app.url).hostname).toBe("127.0.0.1");
    // createUser sends Origin: app.url (http://127.0.0.1:PORT) on sign-up and sign-in.
    const { api } = await createUser(app);
    expect((await api.get("/api/v1/me")).status).toBe(200);
    // Signed in (a cookie goes along, so better-auth checks the origin): a password change works too.
    expect((await api.post("/api/auth/change-password", { currentPassword: PASSWORD, newPassword: "Ganz-neues-Passwort-5" })).status).toBe(200);
  });

  it("refuses a foreign origin with a German message that says why and names BASE_URL", async () => {
    const { cookie } = await createUser(app);
    const res = await client(app, cookie).post(
      "/api/auth/change-password",
      { currentPassword: PASSWORD, newPassword: "Ganz-neues-Passwort-6" },
      { Origin: "http://evil.example" },
    );
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("INVALID_ORIGIN");
    expect(res.body.message).toMatch(/anderen Adresse/);
    expect(res.body.message).toContain("BASE_URL");
  });

  it("mails links to the public address and /api/health names it", async () => {
    const email = uniqueEmail();
    expect((await client(app).post("/api/auth/sign-up/email", { email, password: PASSWORD, name: "x" })).status).toBe(200);
    expect(linkFor(app, email)).toMatch(/^http:\/\/localhost:3999\//);
    expect((await client(app).get("/api/health")).body.publicUrl).toBe("http://localhost:3999");
  });
});
