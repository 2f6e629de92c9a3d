import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "@/shared/api-types";
import { messages } from "@/shared/messages";
import { PROFIT_LOSS_MAX_ROW_COLUMNS } from "@/shared/profit-loss-columns";
import type { ProfitLossColumnDto, ProfitLossDto } from "@/shared/report-types";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { createTeam, expectStatus, type Team } from "../factories/api";
import { createProperty } from "../factories/portfolio";
import { seedTaxScenario, TAX_SCENARIO } from "../factories/tax-scenario";

// The P&L over months and for a unit (issue 15, decision 0019), against the hand-computed year
// of tests/factories/tax-scenario.ts: the 10-day rule moves a payment into the month next to the
// year end it crossed, the yearly AfA (from April) and the §82b share (from July, the month it
// was paid) are spread over their months, so the months of a year add up to the year.

let app: TestApp;
let team: Team;
let propertyId: string;
let unitId: string;

beforeAll(async () => {
  app = await startTestApp();
  team = await createTeam(app);
  ({ propertyId, unitId } = await seedTaxScenario(team.as.editor));
});
afterAll(() => app.close());

const amount = (col: ProfitLossColumnDto, key: string) => col.rows.find((r) => r.key === key)?.amountCents ?? 0;

async function profitLoss(query: string): Promise<ProfitLossDto> {
  return expectStatus(await team.as.viewer.get<ProfitLossDto>(`/api/v1/reports/profit-loss?${query}`), 200, `GuV ${query}`);
}

describe("a period of months", () => {
  it("Q4 2025: the late December rent is out, the January rent paid on 29.12. too, the December instalment debited on 02.01. in", async () => {
    const pl = await profitLoss(`from=2025-10&to=2025-12&propertyId=${propertyId}`);
    expect(pl).toMatchObject({ year: 2025, from: "2025-10", to: "2025-12", previousFrom: "2024-10", previousTo: "2024-12", propertyId, unitId: null });
    const col = pl.columns[0]!;
    expect(amount(col, "rent")).toBe(160_000); // October and November
    expect(amount(col, "service_charge_prepayment")).toBe(30_000);
    expect(amount(col, "loan_interest")).toBe(-187_500); // October, November and December's
    expect(amount(col, "property_tax")).toBe(-10_000);
    // §82b: 1.000 € of 2025 from July (6 months): 3 of them.
    expect(amount(col, "maintenance_spread")).toBe(-50_000);
    // AfA 3.840 € of 2025 from April (9 months): 3 of them.
    expect(amount(col, "afa")).toBe(-128_000);
    expect(col.resultCents).toBe(160_000 + 30_000 - 187_500 - 10_000 - 50_000 - 128_000);
    expect(pl.previous.resultCents).toBe(0);
  });

  it("January 2026: both moved rents, no interest, a twelfth of the year's AfA and §82b share", async () => {
    const pl = await profitLoss(`from=2026-01&to=2026-01&propertyId=${propertyId}`);
    const col = pl.columns[0]!;
    expect(amount(col, "rent")).toBe(160_000);
    expect(amount(col, "service_charge_prepayment")).toBe(30_000);
    expect(amount(col, "loan_interest")).toBe(0);
    expect(amount(col, "maintenance_spread")).toBe(-8_333);
    expect(amount(col, "afa")).toBe(-42_667); // 5.120 € / 12
    expect(col.resultCents).toBe(190_000 - 8_333 - 42_667);
    // January 2025: before the purchase, nothing.
    expect(pl.previous.resultCents).toBe(0);
    expect(pl.previousFrom).toBe("2025-01");
  });

  it("across the year end (November–February): every payment once, the AfA and §82b shares of both years", async () => {
    const col = (await profitLoss(`from=2025-11&to=2026-02&propertyId=${propertyId}`)).columns[0]!;
    expect(amount(col, "rent")).toBe(240_000); // November, December (paid 05.01.), January (paid 29.12.)
    expect(amount(col, "loan_interest")).toBe(-125_000); // November and December
    // §82b: 2/6 of 1.000 € in 2025 (333,33) + 2/12 in 2026 (166,67).
    expect(amount(col, "maintenance_spread")).toBe(-50_000);
    // AfA: 2/9 of 3.840 € (853,33) + 2/12 of 5.120 € (853,33).
    expect(amount(col, "afa")).toBe(-170_666);
  });

  it("the twelve months and the four quarters of 2025 add up to the tax year, row by row", async () => {
    const year = (await profitLoss(`year=2025&propertyId=${propertyId}`)).columns[0]!;
    expect(year.resultCents).toBe(TAX_SCENARIO.result2025);
    const mm = (m: number) => `2025-${String(m).padStart(2, "0")}`;
    const months = await Promise.all(Array.from({ length: 12 }, (_, i) => profitLoss(`from=${mm(i + 1)}&to=${mm(i + 1)}&propertyId=${propertyId}`)));
    const quarters = await Promise.all([1, 4, 7, 10].map((m) => profitLoss(`from=${mm(m)}&to=${mm(m + 2)}&propertyId=${propertyId}`)));
    for (const parts of [months, quarters]) {
      for (const row of year.rows) {
        expect(parts.reduce((sum, pl) => sum + amount(pl.columns[0]!, row.key), 0), row.key).toBe(row.amountCents);
      }
      expect(parts.reduce((sum, pl) => sum + pl.total.resultCents, 0)).toBe(TAX_SCENARIO.result2025);
    }
  });

  it("a whole year asked as months is the tax year", async () => {
    const asYear = await profitLoss(`year=2025&propertyId=${propertyId}`);
    const asMonths = await profitLoss(`from=2025-01&to=2025-12&propertyId=${propertyId}`);
    expect(asMonths.total).toEqual(asYear.total);
    expect(asMonths.previous).toEqual(asYear.previous);
  });

  it("the PDF and the spreadsheet name the months", async () => {
    const path = `/api/v1/reports/profit-loss.pdf?from=2025-10&to=2025-12&propertyId=${propertyId}`;
    const res = await fetch(`${app.url}${path}`, { headers: { Cookie: team.viewer.cookie, "x-workspace-id": team.admin.workspaceId } });
    expect(res.status).toBe(200);
    expect(decodeURIComponent(res.headers.get("content-disposition") ?? "")).toContain("EÜR-2025-10-bis-2025-12-Lindenstraße 5.pdf");
    const csv = await fetch(`${app.url}/api/v1/reports/profit-loss.csv?from=2025-10&to=2025-12&propertyId=${propertyId}`, {
      headers: { Cookie: team.viewer.cookie, "x-workspace-id": team.admin.workspaceId },
    });
    expect(csv.status).toBe(200);
    expect(decodeURIComponent(csv.headers.get("content-disposition") ?? "")).toContain("EÜR-2025-10-bis-2025-12-Lindenstraße 5.csv");
    expect(await csv.text()).toContain("Oktober–Dezember 2025");
  });

  it("refuses a period without both months, longer than 12 months, backwards, or ending in another year than `year`", async () => {
    const cases: Array<[string, string]> = [
      ["from=2025-01", messages.profitLossPeriodMissing],
      ["to=2025-03", messages.profitLossPeriodMissing],
      ["", messages.profitLossPeriodMissing],
      ["from=2024-12&to=2025-12", messages.profitLossRangeInvalid],
      ["from=2025-05&to=2025-04", messages.profitLossRangeInvalid],
      ["year=2024&from=2025-01&to=2025-03", messages.profitLossYearMismatch],
      ["from=2025-13&to=2025-12", messages.cashFlowMonthInvalid],
    ];
    for (const [query, message] of cases) {
      const res = await team.as.viewer.get<ErrorBody>(`/api/v1/reports/profit-loss?${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body), query).toContain(message);
    }
  });
});

describe("the year before", () => {
  // The column beside the period is read as one total of the scope (not property by property):
  // it must be exactly what the P&L of those months shows as its total, row by row.
  const same = (previous: ProfitLossColumnDto, total: ProfitLossColumnDto) => {
    expect(previous.rows.map((r) => [r.key, r.amountCents])).toEqual(total.rows.map((r) => [r.key, r.amountCents]));
    expect([previous.incomeCents, previous.expensesCents, previous.resultCents]).toEqual([total.incomeCents, total.expensesCents, total.resultCents]);
  };

  it("is the total of the same months a year earlier: portfolio, property and unit, whole years, quarters and across the year end", async () => {
    const scopes = ["", `&propertyId=${propertyId}`, `&unitId=${unitId}`];
    const periods: Array<[string, string]> = [
      ["year=2026", "year=2025"],
      ["from=2026-01&to=2026-03", "from=2025-01&to=2025-03"],
      ["from=2025-10&to=2025-12", "from=2024-10&to=2024-12"],
      ["from=2025-11&to=2026-02", "from=2024-11&to=2025-02"],
    ];
    for (const scope of scopes) {
      for (const [period, before] of periods) {
        const [pl, earlier] = await Promise.all([profitLoss(period + scope), profitLoss(before + scope)]);
        same(pl.previous, earlier.total);
      }
    }
    // Not trivially equal: the scenario's 2025 has rent, the 10-day rule's moves, AfA and a §82b share.
    const pl2026 = await profitLoss("year=2026");
    expect(pl2026.previous.resultCents).not.toBe(0);
    expect(pl2026.previous.rows.find((r) => r.key === "afa")?.amountCents).toBeLessThan(0);
    expect(pl2026.previous.rows.find((r) => r.key === "maintenance_spread")?.amountCents).toBeLessThan(0);
  });
});

describe("one unit", () => {
  it("its own lines only: rent and NK, no Grundsteuer, interest or AfA of the whole building", async () => {
    const pl = await profitLoss(`year=2025&unitId=${unitId}`);
    expect(pl).toMatchObject({ propertyId, unitId, afa: [] });
    expect(pl.columns).toHaveLength(1);
    const col = pl.columns[0]!;
    expect(col.name).toBe(`${TAX_SCENARIO.propertyName} · W01`);
    expect(amount(col, "rent")).toBe(560_000);
    expect(amount(col, "service_charge_prepayment")).toBe(105_000);
    expect(amount(col, "property_tax")).toBe(0);
    expect(amount(col, "afa")).toBe(0);
    expect(col.resultCents).toBe(665_000);
    // With its property named too; and a quarter of it.
    expect((await profitLoss(`year=2025&propertyId=${propertyId}&unitId=${unitId}`)).total.resultCents).toBe(665_000);
    expect((await profitLoss(`from=2025-10&to=2025-12&unitId=${unitId}`)).total.resultCents).toBe(190_000);
  });

  it("another workspace's unit, or a unit of another property than the one named: 404", async () => {
    const other = await createTeam(app);
    expect((await other.as.viewer.get(`/api/v1/reports/profit-loss?year=2025&unitId=${unitId}`)).status).toBe(404);
    const second = await createProperty(team.as.editor, { name: "Anderes Haus" });
    expect((await team.as.viewer.get(`/api/v1/reports/profit-loss?year=2025&propertyId=${second.id}&unitId=${unitId}`)).status).toBe(404);
    expect((await team.as.viewer.get(`/api/v1/reports/profit-loss?year=2025&unitId=keine-uuid`)).status).toBe(400);
  });
});

describe("a large portfolio", () => {
  it(`beyond ${PROFIT_LOSS_MAX_ROW_COLUMNS} properties each column carries its sums only, and they still add up to the total`, async () => {
    const own = await createTeam(app);
    const count = PROFIT_LOSS_MAX_ROW_COLUMNS + 1;
    for (let i = 0; i < count; i++) await createProperty(own.as.editor, { name: `Haus ${String(i).padStart(2, "0")}` });
    await seedTaxScenario(own.as.editor);
    const pl = expectStatus(await own.as.viewer.get<ProfitLossDto>("/api/v1/reports/profit-loss?year=2025"), 200, "GuV");
    expect(pl.columns).toHaveLength(count + 1);
    expect(pl.columns.every((c) => c.rows.length === 0)).toBe(true);
    expect(pl.columns.reduce((sum, c) => sum + c.resultCents, 0)).toBe(pl.total.resultCents);
    expect(pl.total.resultCents).toBe(TAX_SCENARIO.result2025);
    expect(pl.total.rows.length).toBeGreaterThan(0);
    // The AfA notes of the properties with something to say: the 51 without purchase data, and the
    // scenario's house for its repair within three years of the purchase (§6(1) Nr. 1a).
    expect(pl.afa).toHaveLength(count + 1);
    expect(pl.afa.filter((a) => a.gaps.length > 0)).toHaveLength(count);
    expect(pl.afa.find((a) => a.gaps.length === 0)?.fifteenPercent).toMatchObject({ status: "ok" });
    // One property is its own report, rows and all.
    const single = expectStatus(await own.as.viewer.get<ProfitLossDto>(`/api/v1/reports/profit-loss?year=2025&propertyId=${pl.columns[0]!.propertyId}`), 200, "GuV");
    expect(single.columns[0]!.rows.length).toBeGreaterThan(0);
  });
});
