import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoanDto } from "@/shared/loan-types";
import type { YieldReportDto } from "@/shared/report-types";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { createTeam, expectStatus, type Team } from "../factories/api";
import { loanPayload } from "../factories/loans";
import { createProperty } from "../factories/portfolio";
import { seedTaxScenario } from "../factories/tax-scenario";

// The yield report (issue 15) of the hand-computed year (tests/factories/tax-scenario.ts):
// Kaufpreis 300.000 €, Nebenkosten 20.000 €, Kaltmiete 800 € in force today.
// Brutto: 12 × 800 / 300.000 = 3,20 % (red); Kaufpreisfaktor 300.000 / 9.600 = 31,25 (expensive).
// 2025 by payment date: cold rent 8 × 800 = 6.400,00 (May–Nov and January's on 29.12.);
// non-allocable costs: the repair 3.000,00 (the Grundsteuer is umlagefähig); interest
// 7 × 625 = 4.375,00; Tilgung 7 × 300 = 2.100,00.
// Netto: (6.400 − 3.000) / 320.000 = 1,06 %. Cash flow before tax 6.400 − 3.000 − 4.375 − 2.100
// = −3.075,00; equity 320.000 (no loan recorded) → −0,96 %.
// A second property, 250.000 € with a 200.000 € loan: equity 50.000 €.

let app: TestApp;
let team: Team;
let propertyId: string;
let loanPropertyId: string;

beforeAll(async () => {
  app = await startTestApp();
  team = await createTeam(app);
  ({ propertyId } = await seedTaxScenario(team.as.editor));
  loanPropertyId = (await createProperty(team.as.admin, { name: "Darlehenshaus", purchasePriceCents: 25_000_000, purchaseDate: "2024-01-01", transferTaxCents: null, notaryCents: null, landRegistryCents: null, brokerCents: null })).id;
  expectStatus(await team.as.admin.post<LoanDto>(`/api/v1/properties/${loanPropertyId}/loans`, loanPayload()), 201, "Darlehen");
});
afterAll(() => app.close());

const report = async (query: string) => expectStatus(await team.as.viewer.get<YieldReportDto>(`/api/v1/reports/yield?${query}`), 200, "Rendite");

describe("GET /reports/yield", () => {
  it("one property's metrics to the cent and the basis point", async () => {
    const r = await report(`year=2025&propertyId=${propertyId}`);
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0]).toMatchObject({
      propertyId,
      purchasePriceCents: 30_000_000,
      acquisitionCostsCents: 2_000_000,
      monthlyColdRentCents: 80_000,
      grossYieldPercent: 3.2,
      grossYieldBand: "red",
      priceFactor: 31.25,
      priceFactorBand: "expensive",
      unitCount: 1,
      vacancyPercent: 0,
      coldRentReceivedCents: 640_000,
      nonAllocableCostsCents: 300_000,
      interestCents: 437_500,
      principalCents: 210_000,
      netYieldPercent: 1.06,
      cashFlowBeforeTaxCents: -307_500,
      equityCents: 32_000_000,
      equityReturnPercent: -0.96,
    });
    expect(r.total).toMatchObject({ propertyId: null, cashFlowBeforeTaxCents: -307_500, grossYieldPercent: 3.2 });
  });

  it("the portfolio adds the properties; the loan lowers the equity", async () => {
    const r = await report("year=2025");
    expect(r.rows.map((row) => row.name)).toEqual(["Darlehenshaus", "Lindenstraße 5"]);
    const loanHouse = r.rows.find((row) => row.propertyId === loanPropertyId)!;
    expect(loanHouse).toMatchObject({ loanAmountsCents: 20_000_000, equityCents: 5_000_000, equityReturnPercent: 0, grossYieldPercent: null, grossYieldBand: null, vacancyPercent: null });
    expect(r.total).toMatchObject({
      purchasePriceCents: 55_000_000,
      equityCents: 37_000_000,
      cashFlowBeforeTaxCents: -307_500,
      equityReturnPercent: -0.83,
      grossYieldPercent: 3.2,
      unitCount: 1,
    });
  });

  it("a property without a price has no price-based ratios; bad inputs 400, another workspace 404", async () => {
    const bare = await createProperty(team.as.editor, { name: "Ohne Preis", purchasePriceCents: null });
    const r = await report(`year=2025&propertyId=${bare.id}`);
    expect(r.rows[0]).toMatchObject({ purchasePriceCents: null, priceFactor: null, netYieldPercent: null, equityCents: null, equityReturnPercent: null });
    expect((await report("year=2025")).total.purchasePriceCents).toBeNull();
    expect((await team.as.viewer.get("/api/v1/reports/yield?year=1999")).status).toBe(400);
    const other = await createTeam(app);
    const foreign = await createProperty(other.as.editor, { name: "Fremd" });
    expect((await team.as.viewer.get(`/api/v1/reports/yield?year=2025&propertyId=${foreign.id}`)).status).toBe(404);
  });
});
