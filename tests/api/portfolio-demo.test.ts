import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openPglite, type Database } from "@/server/db/client";
import { properties, user } from "@/server/db/schema";
import { findMembership } from "@/server/features/workspace/workspace.service";
import type { UnitListItem } from "@/shared/portfolio-types";
import { createUser } from "../helpers/http";
import { dbMode, openTestDatabase } from "../helpers/test-db";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { createTeam, type Team } from "../factories/api";
import { createProperty } from "../factories/portfolio";

describe("POST /demo: the demo portfolio", () => {
  let app: TestApp;
  let team: Team;

  beforeAll(async () => {
    app = await startTestApp();
    team = await createTeam(app);
  });
  afterAll(() => app.close());

  it("a viewer may not seed (403); an editor seeds the empty workspace (201)", async () => {
    const denied = await team.as.viewer.post("/api/v1/demo");
    expect(denied.status).toBe(403);
    const res = await team.as.editor.post("/api/v1/demo");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ properties: 2, units: 7, rooms: 4, tenants: 9, contracts: 9 });
    expect(res.body.propertyIds).toHaveLength(2);
  });

  it("is realistic: a Leipzig Mehrfamilienhaus with six units, a WG with 3 of 4 rooms let, an Eigentumswohnung", async () => {
    const api = team.as.admin;
    const list = (await api.get("/api/v1/properties")).body.items;
    const mfh = list.find((p: { kind: string }) => p.kind === "multi_family");
    const etw = list.find((p: { kind: string }) => p.kind === "condominium");
    expect(mfh).toMatchObject({ city: "Leipzig", unitCount: 6, yearBuilt: 1908, buildingSharePercent: 78 });
    expect(mfh.purchasePriceCents).toBeGreaterThan(0);
    expect(mfh.transferTaxCents).toBe(Math.round(mfh.purchasePriceCents * 0.035));
    expect(etw).toMatchObject({ city: "Leipzig", unitCount: 1 });

    const units: UnitListItem[] = (await api.get(`/api/v1/properties/${mfh.id}/units`)).body;
    const wg = units.find((u) => u.usage === "shared_housing")!;
    const rooms = (await api.get(`/api/v1/units/${wg.id}/rooms`)).body;
    expect(rooms).toHaveLength(4);
    expect(rooms.filter((r: { isRented: boolean }) => r.isRented)).toHaveLength(3);
    for (const u of units.filter((x) => x.usage === "rented")) {
      const perSqm = u.coldRentCents / 100 / u.sizeSqm!;
      expect(perSqm, u.code).toBeGreaterThanOrEqual(8);
      expect(perSqm, u.code).toBeLessThanOrEqual(14);
    }
    const overview = (await api.get("/api/v1/portfolio/overview")).body;
    expect(overview).toMatchObject({ propertyCount: 2, unitCount: 7, vacantUnitCount: 1, monthlyColdRentCents: 533_400, averageGrossYieldBand: "amber" });
    expect((await api.get("/api/v1/tenants/all")).body).toHaveLength(9);
  });

  it("refuses a second run with 409 and changes nothing", async () => {
    const res = await team.as.admin.post("/api/v1/demo");
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/enthält bereits Immobilien/);
    expect((await team.as.admin.get("/api/v1/portfolio/overview")).body.propertyCount).toBe(2);
  });

  it("an admin seeds their own empty workspace; a workspace with its own properties is refused", async () => {
    const { api: fresh } = await createUser(app);
    expect((await fresh.post("/api/v1/demo")).status).toBe(201);
    const { api } = await createUser(app);
    await createProperty(api);
    expect((await api.post("/api/v1/demo")).status).toBe(409);
    expect((await api.get("/api/v1/portfolio/overview")).body.propertyCount).toBe(1);
  });
});

describe("npm run seed (src/server/db/seed.ts)", () => {
  let database: Database & { url?: string };
  let env: Record<string, string>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hausbuch-seed-"));
    // The PGlite leg seeds a data directory like `npm start` uses; the PostgreSQL leg a fresh database.
    if (dbMode() === "postgres") {
      database = await openTestDatabase();
      env = { DATABASE_URL: database.url!, DATA_DIR: dataDir };
    } else {
      env = { DATABASE_URL: "", DATA_DIR: dataDir };
    }
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const seed = (extra: Record<string, string> = {}) => runSeed({ ...env, ...extra });

  it("creates the verified demo account and its portfolio, then refuses to seed twice", async () => {
    const first = await seed();
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain("Demo-Konto angelegt: demo@hausbuch.local / Passwort: Demo-Passwort-1");
    expect(first.output).toContain("Demo-Portfolio angelegt für demo@hausbuch.local: 2 Immobilien, 7 Einheiten, 4 Zimmer, 9 Mieter, 9 Mietverträge.");

    const again = await seed({ SEED_EMAIL: "demo@hausbuch.local" });
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain("enthält bereits Immobilien");

    const unknown = await seed({ SEED_EMAIL: "niemand@beispiel.de" });
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain("Zu SEED_EMAIL=niemand@beispiel.de gibt es kein Konto");

    const db = database ?? (await openPglite({ dataDir: path.join(dataDir, "pglite") }));
    try {
      const [account] = await db.db.select().from(user).where(eq(user.email, "demo@hausbuch.local"));
      expect(account?.emailVerified).toBe(true);
      const actor = await findMembership(db.db, account!.id);
      const rows = await db.db.select({ name: properties.name }).from(properties).where(eq(properties.workspaceId, actor!.workspaceId));
      expect(rows.map((r) => r.name).sort()).toEqual(["Eigentumswohnung Südvorstadt", "Mehrfamilienhaus Gohlis"]);
    } finally {
      if (!database) await db.close();
    }
  }, 120_000);
});

function runSeed(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/db/seed.ts"], {
      // Vitest puts Vite's BASE_URL="/" into the environment; give a real one.
      env: { ...process.env, BASE_URL: "http://localhost:1", SEED_EMAIL: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("exit", (code) => resolve({ code, output }));
  });
}
