import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetClock, setToday } from "@/core/dates";
import type { CashFlowDto } from "@/shared/report-types";
import type { ErrorBody } from "@/shared/api-types";
import type { LoanDto } from "@/shared/loan-types";
import { messages } from "@/shared/messages";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { createTeam, expectStatus, type Team } from "../factories/api";
import { loanPayload } from "../factories/loans";
import { createProperty, createUnit } from "../factories/portfolio";
import { seedTaxScenario } from "../factories/tax-scenario";

// The cash flow (issue 15) of the hand-computed year (tests/factories/tax-scenario.ts), by
// payment date: no 10-day rule, the whole repair, Tilgung included.
// 2025: rent + NK 950 € paid May–Nov and on 29.12. (January's): 8 × 950 = 7.600,00.
// Costs: Grundsteuer 3 × 100 + repair 3.000 = 3.300,00. Instalments May–Nov (7): interest
// 7 × 625 = 4.375,00, Tilgung 7 × 300 = 2.100,00 (December's came on 02.01.2026).
// Net 7.600 − 3.300 − 4.375 − 2.100 = −2.175,00.
// A second property has a 0 % loan: Tilgung 500 € on 01.02. and 01.03., a Sondertilgung of
// 10.000 € on 10.03.2025.

let app: TestApp;
let team: Team;
let propertyId: string;
let unitId: string;
let loanPropertyId: string;

beforeAll(async () => {
  app = await startTestApp();
  team = await createTeam(app);
  ({ propertyId, unitId } = await seedTaxScenario(team.as.editor));
  loanPropertyId = (await createProperty(team.as.admin, { name: "Darlehenshaus" })).id;
  setToday("2025-06-15");
  const loan = expectStatus(
    await team.as.admin.post<LoanDto>(
      `/api/v1/properties/${loanPropertyId}/loans`,
      loanPayload({ interestRatePercent: "0", specialRepayments: [{ date: "2025-03-10", amountCents: 1_000_000 }] }),
    ),
    201,
    "Darlehen anlegen",
  );
  expectStatus(await team.as.admin.post(`/api/v1/loans/${loan.id}/bookings`, { until: "2025-03-31" }), 200, "Raten buchen");
  resetClock();
});
afterAll(() => app.close());
afterEach(() => resetClock());

const cashFlow = async (query: string) => expectStatus(await team.as.viewer.get<CashFlowDto>(`/api/v1/reports/cash-flow?${query}`), 200, "Cashflow");
const month = (cf: CashFlowDto, m: string) => cf.months.find((x) => x.month === m)!;

describe("GET /reports/cash-flow", () => {
  it("a property's year to the cent, month by month, with the cumulative line", async () => {
    const cf = await cashFlow(`from=2025-01&to=2025-12&propertyId=${propertyId}`);
    expect(cf.months.map((m) => m.month)).toEqual(["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"].map((m) => `2025-${m}`));
    expect(cf.total).toEqual({ rent: 760_000, other_income: 0, costs: -330_000, interest: -437_500, repayment: -210_000, special_repayment: 0, investment: 0 });
    expect(cf.debtServiceCents).toBe(-647_500);
    expect(cf.netCents).toBe(-217_500);
    expect(cf.months.map((m) => m.netCents)).toEqual([0, 0, 0, 0, -7_500, 2_500, -297_500, -7_500, 2_500, 2_500, -7_500, 95_000]);
    expect(month(cf, "2025-07").cumulativeCents).toBe(-302_500);
    expect(month(cf, "2025-12").cumulativeCents).toBe(-217_500);
    expect(month(cf, "2025-07").amounts).toMatchObject({ rent: 95_000, costs: -300_000, interest: -62_500, repayment: -30_000 });
  });

  it("a month range across the year end; a unit sees only its own lines", async () => {
    const cf = await cashFlow(`from=2025-11&to=2026-01&propertyId=${propertyId}`);
    expect(cf.months.map((m) => [m.month, m.netCents, m.cumulativeCents])).toEqual([
      ["2025-11", -7_500, -7_500],
      ["2025-12", 95_000, 87_500],
      ["2026-01", 2_500, 90_000],
    ]);
    const unit = await cashFlow(`from=2025-01&to=2025-12&unitId=${unitId}`);
    expect(unit).toMatchObject({ propertyId, unitId, netCents: 760_000 });
    expect(unit.total).toMatchObject({ rent: 760_000, costs: 0, interest: 0, repayment: 0 });
  });

  it("the portfolio adds both properties; the Sondertilgung has its own row, out of Tilgung", async () => {
    const cf = await cashFlow("from=2025-01&to=2025-12");
    expect(cf.propertyId).toBeNull();
    expect(month(cf, "2025-02").amounts).toMatchObject({ repayment: -50_000, special_repayment: 0 });
    expect(month(cf, "2025-03").amounts).toMatchObject({ repayment: -50_000, special_repayment: -1_000_000 });
    expect(cf.total).toMatchObject({ rent: 760_000, repayment: -310_000, special_repayment: -1_000_000 });
    expect(cf.debtServiceCents).toBe(-437_500 - 310_000 - 1_000_000);
    expect(cf.netCents).toBe(-217_500 - 1_100_000);
    const loanOnly = await cashFlow(`from=2025-01&to=2025-12&propertyId=${loanPropertyId}`);
    expect(loanOnly.netCents).toBe(-1_100_000);
  });

  it("refuses a bad period with 400 and German messages; another workspace's property or unit is 404", async () => {
    for (const query of ["from=2025-13&to=2025-12", "from=2025-1&to=2025-12", "to=2025-12", "from=1999-12&to=2000-01"]) {
      const res = await team.as.viewer.get<ErrorBody>(`/api/v1/reports/cash-flow?${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body), query).toContain(messages.cashFlowMonthInvalid);
    }
    for (const query of ["from=2025-12&to=2025-01", "from=2015-01&to=2025-01"]) {
      const res = await team.as.viewer.get<ErrorBody>(`/api/v1/reports/cash-flow?${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body), query).toContain(messages.cashFlowRangeInvalid);
    }
    // Exactly 120 months is allowed.
    expect((await cashFlow("from=2016-01&to=2025-12")).months).toHaveLength(120);

    const other = await createTeam(app);
    const foreignProperty = await createProperty(other.as.editor, { name: "Fremd" });
    const foreignUnit = await createUnit(other.as.editor, foreignProperty.id, { code: "F1" });
    expect((await team.as.viewer.get(`/api/v1/reports/cash-flow?from=2025-01&to=2025-12&propertyId=${foreignProperty.id}`)).status).toBe(404);
    expect((await team.as.viewer.get(`/api/v1/reports/cash-flow?from=2025-01&to=2025-12&unitId=${foreignUnit.id}`)).status).toBe(404);
    // A unit named with another property of the caller's.
    expect((await team.as.viewer.get(`/api/v1/reports/cash-flow?from=2025-01&to=2025-12&propertyId=${loanPropertyId}&unitId=${unitId}`)).status).toBe(404);
  });
});
