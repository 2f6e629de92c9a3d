import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { client, linkFor, PASSWORD, uniqueEmail } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  // Break the profile write on purpose (own database for this file).
  await app.database.db.execute(sql`alter table profiles add constraint no_profiles check (false)`);
});
afterAll(() => app.close());

it("a failing profile write is only logged: the sign-up still succeeds", async () => {
  const email = uniqueEmail();
  const res = await client(app).post("/api/auth/sign-up/email", { email, password: PASSWORD, name: "x", firstName: "Erika" });
  expect(res.status).toBe(200);
  expect(linkFor(app, email)).toContain("verify-email");
  expect(app.logs.some((l) => l.startsWith("[ERROR] Profil für") && l.includes("konnte nicht gespeichert werden"))).toBe(true);
});
