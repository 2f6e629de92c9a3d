import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalJson } from "@/domain/tax-year-versions";
import type { AfaAssetDto, AfaSettingsDto, PropertyAfaDto } from "@/shared/afa-types";
import type { ErrorBody } from "@/shared/api-types";
import { afaDegressiveProblemMessages, messages } from "@/shared/messages";
import type { AnlageVDto, ProfitLossColumnDto, ProfitLossDto } from "@/shared/report-types";
import type { TaxYearDto, TaxYearVersionDto } from "@/shared/tax-year-types";
import { taxYearVersions } from "@/server/db/schema";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { createTeam, expectStatus, type Team } from "../factories/api";
import { createProperty } from "../factories/portfolio";

// AfA completed (issue 15): degressive §7(5a), movable assets, the table over the years —
// every amount computed by hand in the comments.

let app: TestApp;
let team: Team;

beforeAll(async () => {
  app = await startTestApp();
  team = await createTeam(app);
});
afterAll(() => app.close());

const afaOf = async (propertyId: string, year = 2025) => expectStatus(await team.as.viewer.get<PropertyAfaDto>(`/api/v1/properties/${propertyId}/afa?year=${year}`), 200, "AfA");
const settings = (propertyId: string, body: Record<string, unknown>) => team.as.editor.put<AfaSettingsDto & ErrorBody>(`/api/v1/properties/${propertyId}/afa-settings`, body);
const addAsset = async (propertyId: string, body: Record<string, unknown>) =>
  expectStatus(await team.as.editor.post<AfaAssetDto>(`/api/v1/properties/${propertyId}/afa-assets`, body), 201, "Wirtschaftsgut anlegen");
const kitchen = { name: "Einbauküche", costCents: 840_000, acquisitionDate: "2024-04-15", usefulLifeYears: 10 };
const row = (col: ProfitLossColumnDto, key: string) => col.rows.find((r) => r.key === key)?.amountCents;
const fieldsOf = (body: ErrorBody) => (body.details as { fields: Array<{ field: string; message: string }> }).fields;

/** A new build bought 15.03.2024 (completed 01.02.2024) for 500.000 €, building share 80 %: basis 400.000 €. */
const newBuild = () =>
  createProperty(team.as.editor, {
    name: "Neubau Degressiv",
    purchasePriceCents: 50_000_000,
    purchaseDate: "2024-03-15",
    buildingSharePercent: 80,
    yearBuilt: 2024,
  });

describe("degressive AfA (§7(5a) EStG) of a new build with a fitted kitchen", () => {
  let propertyId: string;
  beforeAll(async () => {
    propertyId = (await newBuild()).id;
  });

  it("linear by default; §7(5a) applies (bought in the window, in its completion year)", async () => {
    const afa = await afaOf(propertyId);
    expect(afa.settings).toMatchObject({ propertyId, method: "linear", completionDate: null, constructionStartDate: null, version: 1 });
    expect(afa.degressive).toEqual({ eligible: true, reason: messages.afaDegressivePurchase });
    // Year built 2024: 3 %; 400.000 × 3 % × 10/12 = 10.000,00 in 2024.
    expect(afa.building).toMatchObject({ method: "linear", linearRatePercent: 3, basisCents: 40_000_000, completionDate: "2024-01-01", completionSource: "year_built", startDate: "2024-03-15" });
    expect(afa.building?.rows[0]).toMatchObject({ year: 2024, months: 10, afaCents: 1_000_000 });
  });

  it("switched to degressive with the completion date: 5 % of the remaining value, 10/12 in 2024", async () => {
    const saved = expectStatus(await settings(propertyId, { method: "degressive", completionDate: "2024-02-01", constructionStartDate: null, version: 1 }), 200, "AfA-Einstellungen");
    expect(saved).toEqual({ propertyId, version: 2, method: "degressive", completionDate: "2024-02-01", constructionStartDate: null });
    const afa = await afaOf(propertyId);
    expect(afa.methodNote).toBeNull();
    expect(afa.building).toMatchObject({ method: "degressive", linearRatePercent: 3, basisCents: 40_000_000, completionDate: "2024-02-01", completionSource: "completion_date", startDate: "2024-03-15" });
    const rows = afa.building!.rows;
    // 2024: 400.000 × 5 % × 10/12 = 16.666,666… → 16.666,67
    expect(rows[0]).toEqual({ year: 2024, method: "degressive", ratePercent: 5, months: 10, openingBookValueCents: 40_000_000, afaCents: 1_666_667, closingBookValueCents: 38_333_333, lowValueWriteOff: false });
    // 2025: 383.333,33 × 5 % = 19.166,6665 → 19.166,67
    expect(rows[1]).toMatchObject({ year: 2025, method: "degressive", openingBookValueCents: 38_333_333, afaCents: 1_916_667, closingBookValueCents: 36_416_666 });
    // Straight-line from the year it is higher; the table still ends at the basis.
    expect(rows.some((r) => r.method === "linear")).toBe(true);
    expect(rows.reduce((s, r) => s + r.afaCents, 0)).toBe(40_000_000);
    expect(rows.at(-1)?.closingBookValueCents).toBe(0);
  });

  it("a fitted kitchen: 8.400,00 € from 15.04.2024 over 10 years", async () => {
    const created = await addAsset(propertyId, kitchen);
    expect(created).toMatchObject({ propertyId, name: "Einbauküche", costCents: 840_000, acquisitionDate: "2024-04-15", usefulLifeYears: 10, lowValue: false, version: 1 });
    expect(created.rows.map((r) => [r.year, r.months, r.afaCents])).toEqual([
      [2024, 9, 63_000], // 8.400 × 9/120
      ...Array.from({ length: 9 }, (_, i) => [2025 + i, 12, 84_000]),
      [2034, 3, 21_000], // the rest
    ]);
    const afa = await afaOf(propertyId);
    expect(afa.assets.map((a) => a.id)).toEqual([created.id]);
    expect(afa.totals.slice(0, 2)).toEqual([
      { year: 2024, buildingCents: 1_666_667, movableCents: 63_000, totalCents: 1_729_667 },
      { year: 2025, buildingCents: 1_916_667, movableCents: 84_000, totalCents: 2_000_667 },
    ]);
  });

  it("the P&L shows both AfA rows to the cent, the year before too", async () => {
    const pl = expectStatus(await team.as.viewer.get<ProfitLossDto>(`/api/v1/reports/profit-loss?year=2025&propertyId=${propertyId}`), 200, "EÜR");
    const [col] = pl.columns;
    expect(row(col!, "afa")).toBe(-1_916_667);
    expect(row(col!, "afa_movable")).toBe(-84_000);
    expect(col!.rows.find((r) => r.key === "afa_movable")?.label).toBe("AfA bewegliche Wirtschaftsgüter");
    expect(col!.resultCents).toBe(-2_000_667);
    expect(row(pl.previous, "afa")).toBe(-1_666_667);
    expect(row(pl.previous, "afa_movable")).toBe(-63_000);
    expect(pl.afa[0]).toMatchObject({ method: "degressive", ratePercent: 5, methodNote: null, afaCents: 1_916_667, movableAfaCents: 84_000, basisCents: 40_000_000 });
  });

  it("the Anlage V shows the building's and the movable assets' AfA in their lines", async () => {
    const form = expectStatus(await team.as.viewer.get<AnlageVDto>(`/api/v1/properties/${propertyId}/anlage-v?year=2025`), 200, "Anlage V");
    const line = (key: string) => form.lines.find((l) => l.key === key);
    expect(line("afa_building")).toMatchObject({ line: "33–35", amountCents: 1_916_667 });
    expect(line("afa_movable")).toMatchObject({ line: "42–45", amountCents: 84_000, confirmed: false });
    expect(line("expenses_total")?.amountCents).toBe(2_000_667);
    expect(form.resultCents).toBe(-2_000_667);
    const form2024 = expectStatus(await team.as.viewer.get<AnlageVDto>(`/api/v1/properties/${propertyId}/anlage-v?year=2024`), 200, "Anlage V 2024");
    expect(form2024.lines.find((l) => l.key === "afa_movable")?.amountCents).toBe(63_000);
  });

  it("a GWG (at most 800 € net = 952,00 € gross) is deducted in full in its year", async () => {
    const dishwasher = await addAsset(propertyId, { name: "Geschirrspüler", costCents: 95_200, acquisitionDate: "2025-11-03", usefulLifeYears: 10 });
    expect(dishwasher.lowValue).toBe(true);
    expect(dishwasher.rows).toEqual([{ year: 2025, method: "linear", ratePercent: 100, months: 2, openingBookValueCents: 95_200, afaCents: 95_200, closingBookValueCents: 0, lowValueWriteOff: true }]);
    const pl = expectStatus(await team.as.viewer.get<ProfitLossDto>(`/api/v1/reports/profit-loss?year=2025&propertyId=${propertyId}`), 200, "EÜR");
    expect(row(pl.columns[0]!, "afa_movable")).toBe(-(84_000 + 95_200));
    expectStatus(await team.as.editor.delete(`/api/v1/afa-assets/${dishwasher.id}`), 204, "löschen");
    expect((await afaOf(propertyId)).assets).toHaveLength(1);
  });

  it("when the purchase moves out of the completion year, the report falls back to linear and says why", async () => {
    const property = expectStatus(await team.as.viewer.get<{ version: number }>(`/api/v1/properties/${propertyId}`), 200, "Immobilie");
    const body = { name: "Neubau Degressiv", kind: "multi_family", purchasePriceCents: 50_000_000, purchaseDate: "2025-01-10", buildingSharePercent: 80, yearBuilt: 2024, version: property.version };
    expectStatus(await team.as.editor.patch(`/api/v1/properties/${propertyId}`, body), 200, "Immobilie ändern");
    const afa = await afaOf(propertyId);
    const note = messages.afaLinearInstead(afaDegressiveProblemMessages.not_new);
    expect(afa.settings.method).toBe("degressive");
    expect(afa.degressive).toEqual({ eligible: false, reason: afaDegressiveProblemMessages.not_new });
    expect(afa.methodNote).toBe(note);
    expect(afa.building?.method).toBe("linear");
    const pl = expectStatus(await team.as.viewer.get<ProfitLossDto>(`/api/v1/reports/profit-loss?year=2025&propertyId=${propertyId}`), 200, "EÜR");
    // 400.000 × 3 % (completed 2024) = 12.000,00 for the whole of 2025 (bought in January).
    expect(pl.afa[0]).toMatchObject({ method: "linear", ratePercent: 3, methodNote: note, afaCents: 1_200_000 });
    // Back as it was for the other tests.
    const again = expectStatus(await team.as.viewer.get<{ version: number }>(`/api/v1/properties/${propertyId}`), 200, "Immobilie");
    expectStatus(await team.as.editor.patch(`/api/v1/properties/${propertyId}`, { ...body, purchaseDate: "2024-03-15", version: again.version }), 200, "Immobilie zurück");
  });
});

describe("own construction: Baubeginn decides, AfA from the Fertigstellung", () => {
  it("land bought 2023, construction from 01.02.2024, completed 15.06.2025: degressive from June 2025 (7 months)", async () => {
    const { id } = await createProperty(team.as.editor, { name: "Eigenbau", purchasePriceCents: 30_000_000, purchaseDate: "2023-06-01", buildingSharePercent: 100 });
    expectStatus(await settings(id, { method: "degressive", completionDate: "2025-06-15", constructionStartDate: "2024-02-01" }), 200, "AfA-Einstellungen");
    const afa = await afaOf(id);
    expect(afa.degressive).toEqual({ eligible: true, reason: messages.afaDegressiveOwnBuild });
    expect(afa.building).toMatchObject({ method: "degressive", startDate: "2025-06-15" });
    // 300.000 × 5 % × 7/12 = 8.750,00
    expect(afa.building?.rows[0]).toMatchObject({ year: 2025, months: 7, afaCents: 875_000 });
    expect(afa.totals[0]).toEqual({ year: 2025, buildingCents: 875_000, movableCents: 0, totalCents: 875_000 });
  });
});

describe("an old building: linear only", () => {
  let propertyId: string;
  beforeAll(async () => {
    ({ id: propertyId } = await createProperty(team.as.editor, {
      name: "Altbau Linear",
      purchasePriceCents: 30_000_000,
      purchaseDate: "2024-05-01",
      notaryCents: 300_000,
      buildingSharePercent: 75,
      yearBuilt: 1990,
    }));
  });

  it("degressive is refused with the reason (400 at `method`), nothing saved", async () => {
    const res = await settings(propertyId, { method: "degressive", completionDate: null, constructionStartDate: null });
    expect(res.status).toBe(400);
    const message = messages.afaDegressiveRefused(afaDegressiveProblemMessages.not_new);
    expect(res.body).toMatchObject({ code: "bad_request", message });
    expect(fieldsOf(res.body)).toEqual([{ field: "method", message }]);
    expect(message).toBe(
      "Die degressive AfA (§ 7 Abs. 5a EStG) ist für diese Immobilie nicht möglich: Die Immobilie wurde nicht bis zum Ende ihres Fertigstellungsjahres gekauft – degressiv abschreiben lassen sich nur neue Gebäude.",
    );
    const afa = await afaOf(propertyId);
    expect(afa.settings).toMatchObject({ method: "linear", version: 1 });
    expect(afa.degressive.eligible).toBe(false);
    // A Baubeginn outside the window: that reason.
    const own = await settings(propertyId, { method: "degressive", completionDate: "2024-03-01", constructionStartDate: "2022-05-01" });
    expect(own.body.message).toBe(messages.afaDegressiveRefused(afaDegressiveProblemMessages.construction_start));
  });

  it("the linear table sums to the basis; 2 % with 8/12 in the first year", async () => {
    const afa = await afaOf(propertyId, 2024);
    // (300.000 + 3.000) × 75 % = 227.250,00; 2024: × 2 % × 8/12 = 3.030,00; full years 4.545,00.
    expect(afa.building).toMatchObject({ method: "linear", linearRatePercent: 2, basisCents: 22_725_000 });
    const rows = afa.building!.rows;
    expect(rows[0]).toMatchObject({ year: 2024, months: 8, afaCents: 303_000 });
    expect(rows[1]).toMatchObject({ year: 2025, months: 12, afaCents: 454_500 });
    expect(rows.reduce((s, r) => s + r.afaCents, 0)).toBe(22_725_000);
    expect(rows.at(-1)).toMatchObject({ year: 2074, afaCents: 151_500, closingBookValueCents: 0 });
    rows.forEach((r, i) => i > 0 && expect(r.openingBookValueCents).toBe(rows[i - 1]!.closingBookValueCents));
    expect(afa.totals.reduce((s, t) => s + t.totalCents, 0)).toBe(22_725_000);
  });

  it("a property without purchase data: no building table, the gaps named, the assets still counted", async () => {
    const { id } = await createProperty(team.as.editor, { name: "Ohne Kaufdaten AfA" });
    await addAsset(id, { name: "Möbel", costCents: 120_000, acquisitionDate: "2025-01-20", usefulLifeYears: 13 });
    const afa = await afaOf(id);
    expect(afa).toMatchObject({ building: null, gaps: ["purchase_price", "purchase_date", "building_share"], yearBuiltAssumed: true });
    expect(afa.degressive).toEqual({ eligible: false, reason: afaDegressiveProblemMessages.purchase_date });
    // 1.200 × 12/156 = 92,307… → 92,31
    expect(afa.totals[0]).toEqual({ year: 2025, buildingCents: 0, movableCents: 9_231, totalCents: 9_231 });
    const form = expectStatus(await team.as.viewer.get<AnlageVDto>(`/api/v1/properties/${id}/anlage-v?year=2025`), 200, "Anlage V");
    expect(form.afa).toMatchObject({ afaCents: 0, movableAfaCents: 9_231, gaps: ["purchase_price", "purchase_date", "building_share"] });
    expect(form.lines.find((l) => l.key === "afa_movable")?.amountCents).toBe(9_231);
  });
});

describe("validation, versions, other workspaces", () => {
  let propertyId: string;
  let asset: AfaAssetDto;
  beforeAll(async () => {
    propertyId = (await createProperty(team.as.editor, { name: "Prüfhaus AfA", purchasePriceCents: 20_000_000, purchaseDate: "2020-01-01", buildingSharePercent: 70, yearBuilt: 1970 })).id;
    asset = await addAsset(propertyId, kitchen);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ["cost 0", { ...kitchen, costCents: 0 }, "costCents", messages.afaAssetCostPositive],
    ["cost in fractions of a cent", { ...kitchen, costCents: 10.5 }, "costCents", messages.wholeCents("Anschaffungskosten")],
    ["no name", { ...kitchen, name: "   " }, "name", messages.afaAssetNameRequired],
    ["a name of 201 characters", { ...kitchen, name: "x".repeat(201) }, "name", messages.afaAssetNameTooLong],
    ["a German date", { ...kitchen, acquisitionDate: "15.04.2024" }, "acquisitionDate", messages.afaAssetDateRequired],
    ["useful life 0", { ...kitchen, usefulLifeYears: 0 }, "usefulLifeYears", messages.afaUsefulLifeInvalid],
    ["useful life 51", { ...kitchen, usefulLifeYears: 51 }, "usefulLifeYears", messages.afaUsefulLifeInvalid],
    ["useful life 2,5", { ...kitchen, usefulLifeYears: 2.5 }, "usefulLifeYears", messages.afaUsefulLifeInvalid],
  ])("an asset with %s → 400 with the German message", async (_, body, field, message) => {
    const res = await team.as.editor.post<ErrorBody>(`/api/v1/properties/${propertyId}/afa-assets`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.invalidInput);
    expect(fieldsOf(res.body)).toContainEqual({ field, message });
  });

  it("settings: an unknown method and a Baubeginn after the Fertigstellung → 400", async () => {
    const method = await settings(propertyId, { method: "geometrisch" });
    expect(method.status).toBe(400);
    expect(fieldsOf(method.body)).toEqual([{ field: "method", message: messages.afaMethodRequired }]);
    const dates = await settings(propertyId, { method: "linear", completionDate: "2024-01-01", constructionStartDate: "2024-06-01" });
    expect(dates.status).toBe(400);
    expect(fieldsOf(dates.body)).toEqual([{ field: "constructionStartDate", message: messages.afaConstructionAfterCompletion }]);
  });

  it("an outdated version → 409 stale (asset and settings); the saved state stays", async () => {
    const updated = expectStatus(await team.as.editor.patch<AfaAssetDto>(`/api/v1/afa-assets/${asset.id}`, { ...kitchen, usefulLifeYears: 12, version: 1 }), 200, "ändern");
    expect(updated).toMatchObject({ version: 2, usefulLifeYears: 12 });
    const stale = await team.as.editor.patch<ErrorBody>(`/api/v1/afa-assets/${asset.id}`, { ...kitchen, usefulLifeYears: 8, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: "stale", message: messages.staleRecord });
    expect((await afaOf(propertyId)).assets[0]).toMatchObject({ version: 2, usefulLifeYears: 12 });

    expectStatus(await settings(propertyId, { method: "linear", completionDate: "1970-06-01", version: 1 }), 200, "Einstellungen");
    const staleSettings = await settings(propertyId, { method: "linear", completionDate: "1971-06-01", version: 1 });
    expect(staleSettings.status).toBe(409);
    expect(staleSettings.body.code).toBe("stale");
    expect((await afaOf(propertyId)).settings).toMatchObject({ completionDate: "1970-06-01", version: 2 });
  });

  it("another workspace's ids → 404 on every endpoint, nothing changed", async () => {
    const stranger = team.stranger.api;
    const notFound = async (res: Promise<{ status: number; body: ErrorBody }>) => {
      const r = await res;
      expect(r.status).toBe(404);
      expect(r.body.message).toMatch(/wurde nicht gefunden/);
    };
    await notFound(stranger.get(`/api/v1/properties/${propertyId}/afa`));
    await notFound(stranger.put(`/api/v1/properties/${propertyId}/afa-settings`, { method: "linear" }));
    await notFound(stranger.post(`/api/v1/properties/${propertyId}/afa-assets`, kitchen));
    await notFound(stranger.patch(`/api/v1/afa-assets/${asset.id}`, { ...kitchen, version: 2 }));
    await notFound(stranger.delete(`/api/v1/afa-assets/${asset.id}`));
    await notFound(team.as.editor.patch(`/api/v1/afa-assets/not-an-id`, { ...kitchen, version: 1 }));
    const afa = await afaOf(propertyId);
    expect(afa.assets).toHaveLength(1);
    expect(afa.settings.version).toBe(2);
  });

  it("a viewer reads but may not write (403)", async () => {
    expect((await team.as.viewer.post(`/api/v1/properties/${propertyId}/afa-assets`, kitchen)).status).toBe(403);
    expect((await team.as.viewer.put(`/api/v1/properties/${propertyId}/afa-settings`, { method: "linear" })).status).toBe(403);
  });

  it("deleting the property deletes its assets", async () => {
    const { id } = await createProperty(team.as.editor, { name: "Abrisshaus" });
    const gone = await addAsset(id, kitchen);
    expectStatus(await team.as.editor.delete(`/api/v1/properties/${id}`), 204, "Immobilie löschen");
    expect((await team.as.editor.delete(`/api/v1/afa-assets/${gone.id}`)).status).toBe(404);
  });
});

describe("finalised tax years and the new row", () => {
  it("a version frozen before the movable assets' row existed compares cleanly; a kitchen added since shows as a change", async () => {
    const { id } = await createProperty(team.as.editor, { name: "Versionshaus AfA", purchasePriceCents: 20_000_000, purchaseDate: "2020-01-01", buildingSharePercent: 50, yearBuilt: 1980 });
    const v1 = expectStatus(await team.as.admin.post<TaxYearVersionDto>(`/api/v1/properties/${id}/tax-years/2025/versions`, {}), 201, "abschließen");
    // Version 2 as an older Hausbuch froze it: no "afa_movable" row or line, no AfA fields of today.
    const { method: _m, methodNote: _n, movableAfaCents: _a, ...oldAfa } = v1.figures.anlageV.afa;
    const figures = {
      profitLoss: { ...v1.figures.profitLoss, rows: v1.figures.profitLoss.rows.filter((r) => r.key !== "afa_movable") },
      anlageV: { ...v1.figures.anlageV, afa: oldAfa, lines: v1.figures.anlageV.lines.filter((l) => l.key !== "afa_movable") },
    } as unknown as TaxYearVersionDto["figures"];
    const sha = crypto.createHash("sha256").update(canonicalJson(figures), "utf8").digest("hex");
    await app.database.db.insert(taxYearVersions).values({ workspaceId: team.admin.workspaceId, propertyId: id, year: 2025, version: 2, figures, figuresSha256: sha });

    const before = expectStatus(await team.as.viewer.get<TaxYearDto>(`/api/v1/properties/${id}/tax-years/2025`), 200, "Steuerjahr");
    expect(before.versions.map((v) => v.version)).toEqual([1, 2]);
    expect(before.changes).toEqual([]);

    await addAsset(id, { ...kitchen, acquisitionDate: "2025-01-02" }); // 8.400 / 10 = 840,00 in 2025
    const after = expectStatus(await team.as.viewer.get<TaxYearDto>(`/api/v1/properties/${id}/tax-years/2025`), 200, "Steuerjahr");
    const change = (report: string, key: string) => after.changes.find((c) => c.report === report && c.key === key);
    expect(change("profit_loss", "afa_movable")).toMatchObject({ oldCents: 0, newCents: -84_000, label: "AfA bewegliche Wirtschaftsgüter" });
    expect(change("anlage_v", "afa_movable")).toMatchObject({ oldCents: 0, newCents: 84_000, line: "42–45" });
  });
});
