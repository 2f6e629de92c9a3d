import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANLAGE_V_MESSAGES } from "@/domain/anlage-v";
import type { ErrorBody } from "@/shared/api-types";
import { messages } from "@/shared/messages";
import type { TaxYearDto, TaxYearVersionDto } from "@/shared/tax-year-types";
import { rowsOf } from "@/server/db/rows";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { createTeam, expectStatus, type Team } from "../factories/api";
import { createBooking, linePayload } from "../factories/bookings";
import { createProperty } from "../factories/portfolio";
import { seedTaxScenario, TAX_SCENARIO } from "../factories/tax-scenario";

// Finalised tax years (issue 15): the scenario's 2025 frozen as version 1, a booking more,
// the difference, version 2 — and version 1 still as it was.

let app: TestApp;
let team: Team;
let propertyId: string;

beforeAll(async () => {
  app = await startTestApp();
  team = await createTeam(app);
  ({ propertyId } = await seedTaxScenario(team.as.editor));
});
afterAll(() => app.close());

const base = (id: string, year: number | string) => `/api/v1/properties/${id}/tax-years/${year}`;
const taxYear = async (id = propertyId, year = 2025) => expectStatus(await team.as.viewer.get<TaxYearDto>(base(id, year)), 200, "Steuerjahr");
const version = async (n: number, id = propertyId) => expectStatus(await team.as.viewer.get<TaxYearVersionDto>(`${base(id, 2025)}/versions/${n}`), 200, `Version ${n}`);

describe("finalising the scenario's 2025", () => {
  it("not finalised yet: no versions, no changes, today's result", async () => {
    const year = await taxYear();
    expect(year).toMatchObject({ year: 2025, propertyId, propertyName: TAX_SCENARIO.propertyName, versions: [], changes: [], current: { resultCents: TAX_SCENARIO.result2025 } });
    expect(year.current.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("finalise → version 1 with the scenario's result; the figures are the reports' own", async () => {
    const before = await taxYear();
    const v1 = expectStatus(await team.as.editor.post<TaxYearVersionDto>(`${base(propertyId, 2025)}/versions`, { sha256: before.current.sha256 }), 201, "abschließen");
    expect(v1).toMatchObject({ version: 1, year: 2025, propertyId, resultCents: TAX_SCENARIO.result2025, createdByName: team.editor.email, sha256: before.current.sha256 });
    expect(Date.now() - Date.parse(v1.createdAt)).toBeLessThan(60_000);
    const anlageV = expectStatus(await team.as.viewer.get(`/api/v1/properties/${propertyId}/anlage-v?year=2025`), 200, "Anlage V");
    expect(v1.figures.anlageV).toEqual(anlageV);
    const pl = expectStatus(await team.as.viewer.get(`/api/v1/reports/profit-loss?year=2025&propertyId=${propertyId}`), 200, "EÜR");
    expect(v1.figures.profitLoss).toEqual(pl.columns[0]);
    expect(v1.figures.profitLoss.resultCents).toBe(TAX_SCENARIO.result2025);

    const year = await taxYear();
    expect(year.versions).toEqual([{ version: 1, createdAt: v1.createdAt, createdByName: team.editor.email, resultCents: TAX_SCENARIO.result2025, sha256: v1.sha256 }]);
    expect(year.changes).toEqual([]);
    expect(year.current.sha256).toBe(v1.sha256);
  });

  it("finalising again without a change → 409 conflict, no version 2", async () => {
    const res = await team.as.admin.post<ErrorBody>(`${base(propertyId, 2025)}/versions`, {});
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "conflict", message: messages.taxYearUnchanged(2025, 1) });
    expect(res.body.message).toBe("Die Zahlen von 2025 sind seit Version 1 unverändert. Eine neue Version gibt es nur mit einem Unterschied.");
    expect((await taxYear()).versions.map((v) => v.version)).toEqual([1]);
  });

  it("a booking more in 2025: GET shows each changed row and line with old and new amount", async () => {
    await createBooking(team.as.editor, [linePayload(propertyId, -5_000, { category: "other_expenses" })], { paymentDate: "2025-09-01", documentDate: "2025-09-01", text: "Kontoführung" });
    const year = await taxYear();
    expect(year.current.resultCents).toBe(-354_000);
    expect(year.changes).toEqual([
      { report: "profit_loss", key: "other_expenses", label: "Sonstige Werbungskosten", line: null, oldCents: 0, newCents: -5_000 },
      { report: "profit_loss", key: "result", label: "Überschuss / Verlust", line: null, oldCents: -349_000, newCents: -354_000 },
      { report: "anlage_v", key: "other_expenses", label: "Sonstige Werbungskosten", line: "80–82", oldCents: 0, newCents: 5_000 },
      { report: "anlage_v", key: "expenses_total", label: "Summe der Werbungskosten", line: "83", oldCents: 1_014_000, newCents: 1_019_000 },
      { report: "anlage_v", key: "result", label: "Überschuss (Einnahmen − Werbungskosten)", line: "85", oldCents: -349_000, newCents: -354_000 },
    ]);
  });

  it("a client that confirms figures which have moved since → 409 stale", async () => {
    const v1 = await version(1);
    const res = await team.as.editor.post<ErrorBody>(`${base(propertyId, 2025)}/versions`, { sha256: v1.sha256 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "stale", message: messages.taxYearFiguresMoved(2025) });
  });

  it("finalise → version 2; version 1 still answers the old figures", async () => {
    const now = await taxYear();
    const v2 = expectStatus(await team.as.admin.post<TaxYearVersionDto>(`${base(propertyId, 2025)}/versions`, { sha256: now.current.sha256 }), 201, "Version 2");
    expect(v2).toMatchObject({ version: 2, resultCents: -354_000, createdByName: team.admin.email });
    const v1 = await version(1);
    expect(v1.resultCents).toBe(TAX_SCENARIO.result2025);
    expect(v1.figures.profitLoss.resultCents).toBe(TAX_SCENARIO.result2025);
    expect(v1.figures.anlageV.lines.find((l) => l.key === "other_expenses")?.amountCents).toBe(0);
    expect((await version(2)).figures.anlageV.lines.find((l) => l.key === "other_expenses")?.amountCents).toBe(5_000);
    const year = await taxYear();
    expect(year.versions.map((v) => [v.version, v.resultCents])).toEqual([
      [1, -349_000],
      [2, -354_000],
    ]);
    expect(year.changes).toEqual([]);
  });

  it("the other years of the property are their own: 2024 has no versions", async () => {
    expect((await taxYear(propertyId, 2024)).versions).toEqual([]);
  });
});

describe("roles and workspaces", () => {
  it("a viewer reads but cannot finalise (403)", async () => {
    const res = await team.as.viewer.post<ErrorBody>(`${base(propertyId, 2024)}/versions`, {});
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(messages.forbiddenWrite);
    expect((await taxYear(propertyId, 2024)).versions).toEqual([]);
  });

  it("another workspace's property is a 404 on every endpoint", async () => {
    const stranger = team.stranger.api;
    for (const res of [await stranger.get(base(propertyId, 2025)), await stranger.get(`${base(propertyId, 2025)}/versions/1`), await stranger.post(`${base(propertyId, 2024)}/versions`, {})]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(messages.notFound("Die Immobilie"));
      expect(JSON.stringify(res.body)).not.toContain(TAX_SCENARIO.propertyName);
    }
    expect((await taxYear(propertyId, 2024)).versions).toEqual([]);
  });
});

describe("bad input", () => {
  it.each(["abc", "1999", "2101", "0x7E9", "2025.0", "1e3", "20250", "-2025", "%20%202025"])("year %s → 400", async (year) => {
    for (const res of [await team.as.editor.get(base(propertyId, year)), await team.as.editor.post(`${base(propertyId, year)}/versions`, {}), await team.as.editor.get(`${base(propertyId, year)}/versions/1`)]) {
      expect(res.status).toBe(400);
      expect(res.body.details.fields).toEqual([{ field: "year", message: messages.reportYearInvalid }]);
    }
  });

  it.each(["0", "abc", "1.5", "-1", "2147483648", "99999999999"])("version %s → 400", async (v) => {
    const res = await team.as.viewer.get(`${base(propertyId, 2025)}/versions/${v}`);
    expect(res.status).toBe(400);
    expect(res.body.details.fields).toEqual([{ field: "version", message: messages.taxYearVersionInvalid }]);
  });

  it("a version that does not exist → 404", async () => {
    const res = await team.as.viewer.get(`${base(propertyId, 2025)}/versions/3`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(messages.notFound("Version 3 des Steuerjahres 2025"));
  });

  it("a year without an Anlage V form → 400 with the Anlage V's message", async () => {
    for (const res of [await team.as.editor.post(`${base(propertyId, 2022)}/versions`, {}), await team.as.viewer.get(base(propertyId, 2022))]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(ANLAGE_V_MESSAGES.noForm(2022));
    }
  });

  it("a sha256 that is no hash → 400; a body that is no JSON → 400; a malformed property id → 404", async () => {
    const res = await team.as.editor.post(`${base(propertyId, 2024)}/versions`, { sha256: "x".repeat(64) });
    expect(res.status).toBe(400);
    expect(res.body.details.fields).toEqual([{ field: "sha256", message: messages.taxYearSha256Invalid }]);
    const raw = await fetch(`${app.url}${base(propertyId, 2024)}/versions`, { method: "POST", headers: { Origin: app.url, Cookie: team.admin.cookie, "Content-Type": "application/json" }, body: "{" });
    expect(raw.status).toBe(400);
    expect((await team.as.viewer.get(base("kein-uuid", 2025))).status).toBe(404);
    expect((await taxYear(propertyId, 2024)).versions).toEqual([]);
  });
});

describe("frozen", () => {
  let other: string;
  beforeAll(async () => {
    // A property without bookings: its year (AfA only) can be finalised too.
    other = (await createProperty(team.as.editor, { name: "Eingefroren 1", purchasePriceCents: 20_000_000, purchaseDate: "2024-01-01", buildingSharePercent: 80, yearBuilt: 1990 })).id;
  });

  it("two finalisations at once: one version, the other 409 (never two versions 1)", async () => {
    const answers = await Promise.all([1, 2, 3].map(() => team.as.editor.post(`${base(other, 2025)}/versions`, {})));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    // Refused as unchanged when the figures were added up after the winner's insert, else as finalised meanwhile.
    for (const a of answers.filter((x) => x.status === 409)) {
      expect([messages.taxYearUnchanged(2025, 1), messages.taxYearFinalisedMeanwhile(2025, 1)]).toContain(a.body.message);
    }
    expect((await taxYear(other)).versions.map((v) => v.version)).toEqual([1]);
  });

  it("the database refuses to change a version; only the deleted account's name may go", async () => {
    const db = app.database.db;
    await expect(db.execute(sql`update tax_year_versions set figures = '{}'::jsonb where property_id = ${other}`)).rejects.toThrow();
    await expect(db.execute(sql`update tax_year_versions set version = 7 where property_id = ${other}`)).rejects.toThrow();
    await db.execute(sql`update tax_year_versions set created_by = null where property_id = ${other}`);
    expect((await version(1, other)).createdByName).toBeNull();
  });

  it("figures changed behind the app's back no longer match their hash: 500 with a German message, never used", async () => {
    const db = app.database.db;
    // The frozen trigger is bypassed on purpose, the way a hand edit in psql would.
    await db.execute(sql`alter table tax_year_versions disable trigger tax_year_versions_frozen`);
    await db.execute(sql`update tax_year_versions set figures = jsonb_set(figures, '{profitLoss,resultCents}', '0') where property_id = ${other}`);
    await db.execute(sql`alter table tax_year_versions enable trigger tax_year_versions_frozen`);
    for (const res of [await team.as.viewer.get(`${base(other, 2025)}/versions/1`), await team.as.viewer.get(base(other, 2025)), await team.as.editor.post(`${base(other, 2025)}/versions`, {})]) {
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ code: "internal", message: messages.taxYearVersionDamaged(2025, 1) });
    }
  });

  it("deleting the property deletes its versions (cascade)", async () => {
    expectStatus(await team.as.editor.delete(`/api/v1/properties/${other}`), 204, "Immobilie löschen");
    const left = rowsOf<{ n: number }>(await app.database.db.execute(sql`select count(*)::int as n from tax_year_versions where property_id = ${other}`));
    expect(left[0]?.n).toBe(0);
  });
});
