import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANLAGE_V_MESSAGES } from "@/domain/anlage-v";
import { DATEV_MESSAGES } from "@/domain/datev";
import type { ErrorBody } from "@/shared/api-types";
import type { AnlageVDto, ProfitLossColumnDto, ProfitLossDto } from "@/shared/report-types";
import { messages } from "@/shared/messages";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { readDatevBuchungsstapel } from "../support/datev-reader";
import { createTeam, expectStatus, type Team } from "../factories/api";
import { seedTaxScenario } from "../factories/tax-scenario";
import { createBooking, linePayload } from "../factories/bookings";
import { createProperty } from "../factories/portfolio";

// The tax reports (issue 15) against the hand-computed year of tests/factories/tax-scenario.ts.

let app: TestApp;
let team: Team;
let propertyId: string;

beforeAll(async () => {
  app = await startTestApp();
  team = await createTeam(app);
  ({ propertyId } = await seedTaxScenario(team.as.editor));
});
afterAll(() => app.close());

const amount = (col: ProfitLossColumnDto, key: string) => col.rows.find((r) => r.key === key)?.amountCents;

async function profitLoss(year: number, query = ""): Promise<ProfitLossDto> {
  return expectStatus(await team.as.viewer.get<ProfitLossDto>(`/api/v1/reports/profit-loss?year=${year}${query}`), 200, "GuV");
}

describe("profit and loss (Einnahmen-Überschuss)", () => {
  it("2025 to the cent: late and early rent, the December instalment, §82b, AfA from April", async () => {
    const pl = await profitLoss(2025, `&propertyId=${propertyId}`);
    expect(pl.columns).toHaveLength(1);
    const [col] = pl.columns;
    expect(amount(col!, "rent")).toBe(560_000);
    expect(amount(col!, "service_charge_prepayment")).toBe(105_000);
    expect(amount(col!, "property_tax")).toBe(-30_000);
    expect(amount(col!, "loan_interest")).toBe(-500_000);
    expect(amount(col!, "maintenance_immediate")).toBe(0);
    expect(amount(col!, "maintenance_spread")).toBe(-100_000);
    expect(amount(col!, "afa")).toBe(-384_000);
    // Tilgung is no expense, and has no row.
    expect(col!.rows.some((r) => r.key === "loan_repayment")).toBe(false);
    expect(col!.incomeCents).toBe(665_000);
    expect(col!.expensesCents).toBe(-1_014_000);
    expect(col!.resultCents).toBe(-349_000);
    expect(pl.total.resultCents).toBe(-349_000);
    expect(pl.previous.resultCents).toBe(0);
    expect(pl.afa).toEqual([expect.objectContaining({ propertyId, basisCents: 25_600_000, ratePercent: 2, afaCents: 384_000, gaps: [], yearBuiltAssumed: false })]);
  });

  it("2026: both moved rents, the second §82b share, no interest (December's went back to 2025), a full year of AfA", async () => {
    const pl = await profitLoss(2026);
    const col = pl.columns.find((c) => c.propertyId === propertyId)!;
    expect(amount(col, "rent")).toBe(160_000);
    expect(amount(col, "service_charge_prepayment")).toBe(30_000);
    expect(amount(col, "loan_interest")).toBe(0);
    expect(amount(col, "maintenance_spread")).toBe(-100_000);
    expect(amount(col, "afa")).toBe(-512_000);
    expect(col.resultCents).toBe(190_000 - 100_000 - 512_000);
    expect(pl.previous.resultCents).toBe(-349_000);
  });
});

describe("§6(1) Nr. 1a EStG: the 15 % rule beside the AfA", () => {
  it("counts repairs net of VAT within three years of the purchase: noted, then a warning, then exceeded, then gone", async () => {
    // Bought 01.03.2024 for 100.000 €, all building: limit 15.000 € until 28.02.2027.
    const api = team.as.editor;
    const house = await createProperty(api, { name: "Altbau 15 %", purchasePriceCents: 10_000_000, purchaseDate: "2024-03-01", transferTaxCents: null, notaryCents: null, landRegistryCents: null, brokerCents: null, buildingSharePercent: 100, yearBuilt: 1960 });
    const repair = (paymentDate: string, gross: number, vat: number | null) =>
      createBooking(api, [linePayload(house.id, -gross, { category: "maintenance" })], { paymentDate, documentDate: paymentDate, text: "Sanierung", vatCents: vat });
    await repair("2024-06-01", 1_190_000, 190_000); // 10.000 € net
    const note = async (year: number) => (await profitLoss(year, `&propertyId=${house.id}`)).afa[0]!.fifteenPercent;
    expect(await note(2024)).toEqual({ status: "ok", totalCents: 1_000_000, limitCents: 1_500_000, percentOfLimit: 66.67, windowEnd: "2027-02-28" });
    await repair("2025-05-01", 300_000, null);
    await repair("2027-03-01", 900_000, null); // after the three years: never counts
    expect(await note(2025)).toMatchObject({ status: "warning", totalCents: 1_300_000, percentOfLimit: 86.67 });
    await repair("2026-02-01", 250_000, null);
    expect(await note(2025)).toMatchObject({ status: "warning", totalCents: 1_300_000 });
    expect(await note(2026)).toMatchObject({ status: "exceeded", totalCents: 1_550_000 });
    expect(await note(2028)).toBeNull();
    // The scenario's repair: 3.000 € of 15 % of 256.000 €.
    expect((await profitLoss(2025, `&propertyId=${propertyId}`)).afa[0]!.fifteenPercent).toEqual({ status: "ok", totalCents: 300_000, limitCents: 3_840_000, percentOfLimit: 7.81, windowEnd: "2028-04-14" });
  });
});

describe("Anlage V", () => {
  it("2025: the form's lines to the cent", async () => {
    const form = expectStatus(await team.as.viewer.get<AnlageVDto>(`/api/v1/properties/${propertyId}/anlage-v?year=2025`), 200, "Anlage V");
    const line = (key: string) => form.lines.find((l) => l.key === key)?.amountCents;
    expect(line("rent_residential")).toBe(560_000);
    expect(line("allocations_prepayments")).toBe(105_000);
    expect(line("income_total")).toBe(665_000);
    expect(line("afa_building")).toBe(384_000);
    expect(line("loan_interest")).toBe(500_000);
    expect(line("maintenance_immediate")).toBe(0);
    expect(line("maintenance_spread")).toBe(100_000);
    expect(line("allocated_costs")).toBe(30_000);
    expect(line("expenses_total")).toBe(1_014_000);
    expect(line("result")).toBe(-349_000);
    expect(form.resultCents).toBe(-349_000);
    expect(form.propertyName).toBe("Lindenstraße 5");
  });

  it("a year without a form: 400 with a message; a bad year: 400; another workspace's property: 404", async () => {
    const noForm = await team.as.viewer.get<ErrorBody>(`/api/v1/properties/${propertyId}/anlage-v?year=2019`);
    expect(noForm.status).toBe(400);
    expect(noForm.body.message).toBe(ANLAGE_V_MESSAGES.noForm(2019));
    const bad = await team.as.viewer.get<ErrorBody>(`/api/v1/reports/profit-loss?year=zwanzig`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(messages.reportYearInvalid);
    const other = await createTeam(app);
    expect((await other.as.admin.get(`/api/v1/properties/${propertyId}/anlage-v?year=2025`)).status).toBe(404);
    expect((await other.as.admin.get(`/api/v1/reports/profit-loss?year=2025&propertyId=${propertyId}`)).status).toBe(404);
  });

  it("a property without purchase data: AfA 0 and the gaps named", async () => {
    const bare = await createProperty(team.as.editor, { name: "Ohne Kaufdaten", purchasePriceCents: null, purchaseDate: null, buildingSharePercent: null, yearBuilt: null });
    const form = expectStatus(await team.as.viewer.get<AnlageVDto>(`/api/v1/properties/${bare.id}/anlage-v?year=2025`), 200, "Anlage V");
    expect(form.afa).toMatchObject({ afaCents: 0, gaps: ["purchase_price", "purchase_date", "building_share"], yearBuiltAssumed: true });
    expect(form.resultCents).toBe(0);
  });
});

describe("DATEV export", () => {
  const settings = { consultantNumber: 1234567, clientNumber: 10001, chart: "SKR03", accountLength: 4 };
  const download = (user: { cookie: string }, query: string) =>
    fetch(`${app.url}/api/v1/reports/datev.csv?${query}`, { headers: { Cookie: user.cookie, "x-workspace-id": team.admin.workspaceId } });

  it("without settings: 409 and what to enter; DATEV's example numbers refused; only the admin saves", async () => {
    const missing = await download(team.viewer, "year=2025");
    expect(missing.status).toBe(409);
    expect((await missing.json()).message).toBe(messages.datevSettingsMissing);
    const example = await team.as.admin.put<ErrorBody>("/api/v1/datev-settings", { ...settings, consultantNumber: 29098, clientNumber: 55003 });
    expect(example.status).toBe(400);
    expect(JSON.stringify(example.body)).toContain(DATEV_MESSAGES.examplePair);
    expect((await team.as.editor.put("/api/v1/datev-settings", settings)).status).toBe(403);
    expect(expectStatus(await team.as.admin.put("/api/v1/datev-settings", settings), 200, "DATEV-Einstellungen")).toEqual(settings);
    expect(expectStatus(await team.as.viewer.get("/api/v1/datev-settings"), 200, "DATEV-Einstellungen lesen")).toEqual({ settings });
  });

  it("the year's lines as a Buchungsstapel the independent reader accepts", async () => {
    expectStatus(await team.as.admin.put("/api/v1/datev-settings", settings), 200, "DATEV-Einstellungen");
    const res = await download(team.viewer, `year=2025&propertyId=${propertyId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=windows-1252");
    expect(res.headers.get("content-disposition")).toContain("EXTF_Buchungsstapel_2025_");
    const file = readDatevBuchungsstapel(new Uint8Array(await res.arrayBuffer()));
    expect(file.problems).toEqual([]);
    expect(file.header).toMatchObject({ consultantNumber: "1234567", clientNumber: "10001", dateFrom: "20250101", dateTo: "20251231", chart: "03", accountLength: 4 });
    // 2025 by payment date: 8 rent payments × 2 lines, 3 × Grundsteuer, the repair, 7 instalments × 2 lines.
    expect(file.rows).toHaveLength(16 + 3 + 1 + 14);
    const may = file.rows.filter((r) => r.documentDate === "0305");
    expect(may.map((r) => [r.amountCents, r.side, r.account, r.contraAccount])).toEqual([
      [80_000, "S", "1200", "2751"],
      [15_000, "S", "1200", "2750"],
    ]);
    const repair = file.rows.find((r) => r.text === "Dachreparatur");
    expect(repair).toMatchObject({ amountCents: 300_000, side: "H", account: "1200", contraAccount: "2350", documentDate: "1007" });
    expect(repair?.costCenter1).not.toBe("");
  });

  it("another workspace's property: 404; a bad year: 400", async () => {
    const res = await fetch(`${app.url}/api/v1/reports/datev.csv?year=2025&propertyId=${propertyId}`, { headers: { Cookie: team.stranger.cookie } });
    expect(res.status).toBe(404);
    expect((await download(team.viewer, "year=1")).status).toBe(400);
  });
});
