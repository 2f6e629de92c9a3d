import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openPglite, type Database } from "@/server/db/client";
import { properties, user } from "@/server/db/schema";
import { findMembership } from "@/server/features/workspace/workspace.service";
import type { ContractDto, DemoRemovalResult, RoomDto, PickerPage, TenantDto, UnitListItem } from "@/shared/portfolio-types";
import type { FinancialMetricsDto, LoanOverviewDto } from "@/shared/loan-types";
import { addMonths, today } from "@/core/dates";
import { loanPayload } from "../factories/loans";
import { createUser } from "../helpers/http";
import { dbMode, openTestDatabase } from "../helpers/test-db";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { createTeam, type Team } from "../factories/api";
import { createContract, createProperty, createTenant, createUnit } from "../factories/portfolio";

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
    expect(res.body).toMatchObject({ properties: 2, units: 7, rooms: 4, tenants: 10, contracts: 10, loans: 3 });
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
      // Kaltmiete €/m² as the API computes it (exact cents).
      expect(u.coldRentPerSqmCents, u.code).toBeGreaterThanOrEqual(800);
      expect(u.coldRentPerSqmCents, u.code).toBeLessThanOrEqual(1400);
    }
    const overview = (await api.get("/api/v1/portfolio/overview")).body;
    expect(overview).toMatchObject({ propertyCount: 2, unitCount: 7, vacantUnitCount: 1, monthlyColdRentCents: 533_400, averageGrossYieldBand: "amber" });
    expect((await api.get("/api/v1/tenants/picker?limit=50")).body.items).toHaveLength(10);
  });

  it("shows what the product can do: loans (one Anschlussfinanzierung due), one ended and one future contract", async () => {
    const api = team.as.admin;
    const loans = (await api.get<LoanOverviewDto>("/api/v1/loans")).body;
    expect(loans.items.map((l) => l.lender).sort()).toEqual(["DKB", "KfW (Effizienzhaus)", "Sparkasse Leipzig"]);
    expect(loans.items.every((l) => l.disbursed && l.remainingDebtCents > 0)).toBe(true);
    expect(loans.totals.followUpDueSoonCount).toBe(1);
    expect(loans.items[0]).toMatchObject({ lender: "Sparkasse Leipzig", followUpDueSoon: true });
    expect(loans.totals.averageInterestRate).not.toBeNull();
    // The financing card of each property is filled.
    for (const propertyId of new Set(loans.items.map((l) => l.property.id))) {
      const metrics = (await api.get<FinancialMetricsDto>(`/api/v1/properties/${propertyId}/financing-metrics`)).body;
      expect(metrics.hasFinancingData).toBe(true);
      expect(metrics.totalMonthlyPayment).toBeGreaterThan(0);
    }

    // WE 03: the last tenant moved out two months ago, the next one moves in next month.
    const mfh = (await api.get("/api/v1/properties")).body.items.find((p: { kind: string }) => p.kind === "multi_family");
    const units: UnitListItem[] = (await api.get(`/api/v1/properties/${mfh.id}/units`)).body;
    const we03 = units.find((u) => u.code === "WE 03")!;
    const contracts: ContractDto[] = (await api.get(`/api/v1/units/${we03.id}/contracts`)).body;
    const now = today();
    expect(contracts.filter((c) => c.endDate !== null && c.endDate < now)).toHaveLength(1);
    const future = contracts.filter((c) => c.startDate > now);
    expect(future).toHaveLength(1);
    expect(future[0]!.startDate <= addMonths(now, 2)).toBe(true);
    // Neither counts today: the unit is vacant, its rent not in the portfolio's.
    expect(we03.coldRentCents ?? 0).toBe(0);
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

describe("GET/DELETE /demo: removing the demo portfolio in one step", () => {
  let app: TestApp;
  let team: Team;

  beforeAll(async () => {
    app = await startTestApp();
    team = await createTeam(app);
  });
  afterAll(() => app.close());

  const emptyCounts = { properties: 0, units: 0, rooms: 0, tenants: 0, contracts: 0, loans: 0 };

  it("removes exactly the demo rows, tenants and loans included; the user's own data stays; a second removal is harmless", async () => {
    const { api } = await createUser(app);
    expect((await api.get("/api/v1/demo")).body).toEqual({ present: false });
    // The demo needs an empty workspace, so the user's own data comes after it.
    expect((await api.post("/api/v1/demo")).status).toBe(201);
    expect((await api.get("/api/v1/demo")).body).toEqual({ present: true });
    const mine = await createProperty(api, { name: "Mein Haus" });
    const myUnit = await createUnit(api, mine.id, { code: "Meine WE", usage: "rented" });
    const myTenant = await createTenant(api, { firstName: "Meine", lastName: "Mieterin" });
    const myContract = await createContract(api, myUnit.id, { tenantId: myTenant.id });
    const myLoan = (await api.post(`/api/v1/properties/${mine.id}/loans`, loanPayload({ lender: "Meine Bank" }))).body;

    const res = await api.delete<DemoRemovalResult>("/api/v1/demo");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ removed: { properties: 2, units: 7, rooms: 4, tenants: 10, contracts: 10, loans: 3 }, kept: emptyCounts });

    const properties = (await api.get("/api/v1/properties")).body.items;
    expect(properties.map((p: { name: string }) => p.name)).toEqual(["Mein Haus"]);
    expect((await api.get<PickerPage<TenantDto>>("/api/v1/tenants/picker")).body.items.map((t) => t.lastName)).toEqual(["Mieterin"]);
    expect((await api.get(`/api/v1/contracts/${myContract.id}`)).status).toBe(200);
    expect((await api.get<LoanOverviewDto>("/api/v1/loans")).body.items.map((l) => l.id)).toEqual([myLoan.id]);
    const overview = (await api.get("/api/v1/portfolio/overview")).body;
    expect(overview).toMatchObject({ propertyCount: 1, unitCount: 1, monthlyColdRentCents: 80_000 });
    expect((await api.get("/api/v1/demo")).body).toEqual({ present: false });

    const again = await api.delete<DemoRemovalResult>("/api/v1/demo");
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ removed: emptyCounts, kept: emptyCounts });
    expect((await api.get("/api/v1/properties")).body.total).toBe(1);
  });

  it("keeps a demo row the user's own rows hang on, and says so", async () => {
    const { api } = await createUser(app);
    const seeded = (await api.post("/api/v1/demo")).body;
    const [mfhId, etwId] = seeded.propertyIds as [string, string];
    // The user lets the WG's free room to their own tenant, and finances the ETW themselves.
    const wg = ((await api.get(`/api/v1/properties/${mfhId}/units`)).body as UnitListItem[]).find((u) => u.usage === "shared_housing")!;
    const freeRoom = ((await api.get(`/api/v1/units/${wg.id}/rooms`)).body as RoomDto[]).find((r) => !r.isRented)!;
    const myTenant = await createTenant(api, { lastName: "Eigen" });
    const myContract = await createContract(api, wg.id, { tenantId: myTenant.id, roomId: freeRoom.id });
    expect((await api.post(`/api/v1/properties/${etwId}/loans`, loanPayload({ lender: "Meine Bank" }))).status).toBe(201);

    const res = await api.delete<DemoRemovalResult>("/api/v1/demo");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The WG room with the user's contract, its unit and house; the ETW house with the user's loan.
    expect(res.body.kept).toEqual({ properties: 2, units: 1, rooms: 1, tenants: 0, contracts: 0, loans: 0 });
    expect(res.body.removed).toEqual({ properties: 0, units: 6, rooms: 3, tenants: 10, contracts: 10, loans: 3 });
    expect((await api.get(`/api/v1/contracts/${myContract.id}`)).status).toBe(200);
    expect(((await api.get(`/api/v1/units/${wg.id}/rooms`)).body as RoomDto[]).map((r) => r.id)).toEqual([freeRoom.id]);
    expect((await api.get<LoanOverviewDto>("/api/v1/loans")).body.items.map((l) => l.lender)).toEqual(["Meine Bank"]);
    expect((await api.get<PickerPage<TenantDto>>("/api/v1/tenants/picker")).body.items.map((t) => t.lastName)).toEqual(["Eigen"]);
  });

  it("a viewer sees whether there is demo data but may not remove it (403, nothing removed)", async () => {
    expect((await team.as.admin.post("/api/v1/demo")).status).toBe(201);
    expect((await team.as.viewer.get("/api/v1/demo")).body).toEqual({ present: true });
    const denied = await team.as.viewer.delete("/api/v1/demo");
    expect(denied.status).toBe(403);
    expect(denied.body.message).toMatch(/Deine Rolle erlaubt diese Änderung nicht/);
    expect((await team.as.admin.get("/api/v1/portfolio/overview")).body.propertyCount).toBe(2);
    // Another workspace's removal does not touch this one.
    expect((await team.stranger.api.delete("/api/v1/demo")).body.removed).toEqual(emptyCounts);
    expect((await team.as.admin.get("/api/v1/portfolio/overview")).body.propertyCount).toBe(2);
    const res = await team.as.editor.delete<DemoRemovalResult>("/api/v1/demo");
    expect(res.status).toBe(200);
    expect(res.body.removed.properties).toBe(2);
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
    expect(first.output).toContain("Demo-Portfolio angelegt für demo@hausbuch.local: 2 Immobilien, 7 Einheiten, 4 Zimmer, 10 Mieter, 10 Mietverträge, 3 Darlehen.");

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
