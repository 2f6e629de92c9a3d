// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetClock, setToday } from "@/core/dates";
import { cents, ZERO_CENTS } from "@/core/money";
import { buildAnlageV } from "@/domain/anlage-v";
import { buildCashFlow } from "@/domain/cash-flow";
import { buildYieldFigures, type YieldInput } from "@/domain/yield-report";
import { buildProfitLoss, type YearFigures } from "@/domain/profit-loss";
import type { AfaInfoDto, AnlageVDto, CashFlowDto, LoanBalancesDto, ProfitLossDto, YieldReportDto } from "@/shared/report-types";
import { mockApi, newQueryClient, withQueryClient } from "@/web/lib/test-utils";
import { ReportsPage } from "./ReportsPage";

const P1 = "11111111-1111-4111-8111-111111111111";
const P2 = "22222222-2222-4222-8222-222222222222";

function renderPage() {
  const root = createRootRoute({ component: Outlet });
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: "/dashboard/reports", component: ReportsPage }),
    createRoute({ getParentRoute: () => root, path: "/dashboard/bookings", component: () => <p>Buchungsliste</p> }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ["/dashboard/reports"] }) });
  render(withQueryClient(<RouterProvider router={router} />, newQueryClient()));
  return router;
}

const figures = (rent: number, afa: number): YearFigures => ({
  categoryTotals: { rent: cents(rent), property_tax: cents(-10_000) },
  afaCents: cents(afa),
  movableAfaCents: ZERO_CENTS,
  maintenance: { immediate: ZERO_CENTS, spread: ZERO_CENTS },
});
const afaInfo = (propertyId: string, name: string, over: Partial<AfaInfoDto> = {}): AfaInfoDto => ({
  propertyId,
  name,
  afaCents: cents(100_000),
  basisCents: cents(5_000_000),
  ratePercent: 2,
  method: "linear",
  methodNote: null,
  startDate: "2024-01-01",
  movableAfaCents: ZERO_CENTS,
  gaps: [],
  yearBuiltAssumed: false,
  fifteenPercent: null,
  ...over,
});
const column = (propertyId: string | null, name: string, f: YearFigures) => ({ propertyId, name, ...buildProfitLoss(f) });

const portfolio: ProfitLossDto = {
  year: 2025,
  propertyId: null,
  from: "2025-01",
  to: "2025-12",
  previousFrom: "2024-01",
  previousTo: "2024-12",
  unitId: null,
  columns: [column(P1, "Haus A", figures(600_000, 100_000)), column(P2, "Haus B", figures(400_000, 0))],
  total: column(null, "Gesamt", figures(1_000_000, 100_000)),
  previous: column(null, "Gesamt 2024", figures(900_000, 100_000)),
  afa: [afaInfo(P1, "Haus A", { fifteenPercent: { status: "ok", totalCents: cents(300_000), limitCents: cents(1_500_000), percentOfLimit: 20, windowEnd: "2027-02-28" } }), afaInfo(P2, "Haus B", { afaCents: ZERO_CENTS, basisCents: ZERO_CENTS, ratePercent: null, gaps: ["purchase_price", "building_share"] })],
};
const onlyA: ProfitLossDto = { ...portfolio, propertyId: P1, columns: [portfolio.columns[0]!], total: column(null, "Gesamt", figures(600_000, 100_000)), afa: [portfolio.afa[0]!] };
const anlage: AnlageVDto = (() => {
  const r = buildAnlageV({ year: 2025, categoryTotals: { rent: cents(600_000) }, afaCents: cents(100_000), movableAfaCents: ZERO_CENTS, maintenance: { immediate: ZERO_CENTS, spread: ZERO_CENTS } });
  return { ...r, propertyId: P1, propertyName: "Haus A", afa: portfolio.afa[0]!, unconfirmedLines: true, lines: r.lines.map((l, i) => ({ ...l, confirmed: i !== 0 })) };
})();

/** A quarter's cash flow: April rent and Grundsteuer, May an instalment. */
const secondQuarter: CashFlowDto = {
  from: "2025-04",
  to: "2025-06",
  propertyId: null,
  unitId: null,
  ...buildCashFlow({
    months: ["2025-04", "2025-05", "2025-06"],
    categoryTotals: new Map([
      ["2025-04", { rent: cents(95_000), property_tax: cents(-10_000) }],
      ["2025-05", { loan_interest: cents(-62_500), loan_repayment: cents(-30_000) }],
    ]),
    specialRepayments: new Map(),
  }),
};

const yieldInput = (over: Partial<YieldInput>): YieldInput => ({
  purchasePriceCents: cents(30_000_000),
  acquisitionCostsCents: cents(2_000_000),
  monthlyColdRentCents: cents(170_000),
  grossYieldPercent: null,
  unitCount: 2,
  vacantUnitCount: 0,
  coldRentReceivedCents: cents(2_040_000),
  nonAllocableCostsCents: cents(300_000),
  interestCents: cents(437_500),
  principalCents: cents(210_000),
  loanAmountsCents: cents(20_000_000),
  ...over,
});
const yields: YieldReportDto = {
  year: 2025,
  propertyId: null,
  rows: [
    { propertyId: P1, name: "Haus A", ...buildYieldFigures(yieldInput({})) },
    { propertyId: P2, name: "Haus B", ...buildYieldFigures(yieldInput({ monthlyColdRentCents: cents(100_000), unitCount: 4, vacantUnitCount: 1 })) },
  ],
  total: { propertyId: null, name: "Portfolio", ...buildYieldFigures(yieldInput({ purchasePriceCents: cents(60_000_000), monthlyColdRentCents: cents(270_000), unitCount: 6, vacantUnitCount: 1 })) },
};

const L1 = "33333333-3333-4333-8333-333333333333";
const L2 = "44444444-4444-4444-8444-444444444444";
/** Two loans (the first three years of tests/api/reports-loan-balances.test.ts): Haus A's repaid in 2027, Haus B's in 2050. */
const loanBalances: LoanBalancesDto = {
  propertyId: null,
  loans: [
    { id: L1, propertyId: P1, propertyName: "Haus A", lender: "Bausparkasse", amountCents: cents(3_000_000), disbursementDate: "2024-10-15", fixationEndDate: null, payoffDate: "2027-02-15" },
    { id: L2, propertyId: P2, propertyName: "Haus B", lender: "Sparkasse", amountCents: cents(20_000_000), disbursementDate: "2024-12-01", fixationEndDate: "2034-12-01", payoffDate: "2050-07-01" },
  ],
  years: [
    { year: 2024, balanceCents: cents(22_800_000), byLoan: { [L1]: cents(2_800_000), [L2]: cents(20_000_000) } },
    { year: 2025, balanceCents: cents(20_794_473), byLoan: { [L1]: cents(1_400_000), [L2]: cents(19_394_473) } },
    { year: 2026, balanceCents: cents(18_976_725), byLoan: { [L1]: cents(200_000), [L2]: cents(18_776_725) } },
  ],
  horizonYear: 2066,
  cappedAtHorizon: false,
  today: { date: "2026-11-23", balanceCents: cents(19_000_000) },
};
const noLoans: LoanBalancesDto = { ...loanBalances, loans: [], years: [], today: { date: "2026-11-23", balanceCents: ZERO_CENTS } };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetClock();
});

describe("ReportsPage", () => {
  it("shows last year's Einnahmen-Überschuss of the portfolio: a column per property, total, year before, change", async () => {
    setToday("2026-11-23");
    const { calls } = mockApi({
      "GET /properties": { body: { items: [{ id: P1, name: "Haus A" }, { id: P2, name: "Haus B" }], total: 2, page: 1, pageSize: 100 } },
      "GET /reports/profit-loss": { body: portfolio },
    });
    renderPage();
    const table = await screen.findByRole("table", { name: "Einnahmen-Überschuss-Rechnung 2025" });
    expect(calls.some((c) => c.path === "/reports/profit-loss?from=2025-01&to=2025-12")).toBe(true);
    const headers = within(table).getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual(["Position", "Haus A", "Haus B", "Gesamt 2025", "2024", "Veränderung"]);
    const rentRow = within(table).getByRole("row", { name: /^Kaltmiete/ });
    expect(within(rentRow).getAllByRole("cell").map((c) => c.textContent)).toEqual(["6.000,00\u00a0€", "4.000,00\u00a0€", "10.000,00\u00a0€", "9.000,00\u00a0€", "1.000,00\u00a0€"]);
    const result = within(table).getByRole("row", { name: /^Überschuss \/ Verlust/ });
    expect(within(result).getAllByRole("cell")[2]?.textContent).toBe("8.900,00\u00a0€");
    expect(screen.getByText(/Haus B: Keine AfA berechnet – es fehlen Kaufpreis und Gebäudeanteil/)).toBeTruthy();
    expect(screen.getByText(/Die Anlage V gibt es je Immobilie/)).toBeTruthy();
    // Haus A's repairs since the purchase are within the 15 % limit: a plain note.
    // (The text matcher folds the non-breaking spaces into plain ones.)
    expect(screen.getByText(/^Haus A: 15-%-Grenze zu 20,0 % genutzt – 3\.000,00 € netto seit dem Kauf, Grenze 15\.000,00 € bis 28\.02\.2027\.$/)).toBeTruthy();
  });

  it("warns when the repairs since the purchase pass the 15 % limit", async () => {
    setToday("2026-11-23");
    const fifteen = { status: "exceeded" as const, totalCents: cents(1_550_000), limitCents: cents(1_500_000), percentOfLimit: 103.33, windowEnd: "2027-02-28" };
    mockApi({
      "GET /properties": { body: { items: [], total: 0, page: 1, pageSize: 100 } },
      "GET /reports/profit-loss": { body: { ...portfolio, afa: [afaInfo(P1, "Haus A", { fifteenPercent: fifteen })] } },
    });
    renderPage();
    const alert = await screen.findByText(/15-%-Grenze überschritten/);
    expect(alert.getAttribute("role")).toBe("alert");
    expect(alert.textContent).toMatch(/^Haus A: 15-%-Grenze überschritten \(§ 6 Abs\. 1 Nr\. 1a EStG\) – 15\.500,00\u00a0€ netto seit dem Kauf, Grenze 15\.000,00\u00a0€ bis 28\.02\.2027\./);
  });

  it("a category opens its bookings of the year", async () => {
    setToday("2026-11-23");
    mockApi({
      "GET /properties": { body: { items: [], total: 0, page: 1, pageSize: 100 } },
      "GET /reports/profit-loss": { body: portfolio },
    });
    const router = renderPage();
    await userEvent.click(await screen.findByRole("link", { name: "Kaltmiete" }));
    await screen.findByText("Buchungsliste");
    expect(router.state.location.search).toEqual({ year: 2025, category: "rent" });
  });

  it("for one property and another year: its column, and its Anlage V with unconfirmed lines marked", async () => {
    setToday("2026-11-23");
    const { calls } = mockApi({
      "GET /properties": { body: { items: [{ id: P1, name: "Haus A" }], total: 1, page: 1, pageSize: 100 } },
      "GET /reports/profit-loss": (call) => ({ body: call.path.includes(`propertyId=${P1}`) ? { ...onlyA, year: 2024 } : portfolio }),
      [`GET /properties/${P1}/anlage-v`]: { body: anlage },
      [`GET /properties/${P1}/units`]: { body: [] },
    });
    renderPage();
    await screen.findByRole("table", { name: "Einnahmen-Überschuss-Rechnung 2025" });
    await userEvent.selectOptions(screen.getByLabelText("Immobilie"), P1);
    await userEvent.selectOptions(screen.getByLabelText("Steuerjahr"), "2024");
    await waitFor(() => expect(calls.some((c) => c.path === `/reports/profit-loss?from=2024-01&to=2024-12&propertyId=${P1}`)).toBe(true));
    const form = await screen.findByRole("table", { name: "Anlage V 2025, Zeilen und Beträge" });
    expect(within(form).getAllByLabelText("Zeilennummer ohne Gewähr")).toHaveLength(1);
    expect(within(form).getByRole("row", { name: /Mieteinnahmen für Wohnungen/ }).textContent).toContain("6.000,00\u00a0€");
    expect(screen.getByText(/Zeilennummer ohne Gewähr: für dieses Jahr nicht am amtlichen Vordruck geprüft/)).toBeTruthy();
    expect(calls.some((c) => c.path === `/properties/${P1}/anlage-v?year=2024`)).toBe(true);
  });

  it("the cash flow of a quarter: totals, a row per month with the cumulative net, a month opens its bookings", async () => {
    setToday("2026-11-23");
    const { calls } = mockApi({
      "GET /properties": { body: { items: [], total: 0, page: 1, pageSize: 100 } },
      "GET /reports/profit-loss": { body: portfolio },
      "GET /reports/cash-flow": { body: secondQuarter },
    });
    const router = renderPage();
    await screen.findByRole("heading", { name: "Cashflow 2025" });
    expect(calls.some((c) => c.path === "/reports/cash-flow?from=2025-01&to=2025-12")).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText("Zeitraum"), "q2");
    await waitFor(() => expect(calls.some((c) => c.path === "/reports/cash-flow?from=2025-04&to=2025-06")).toBe(true));
    expect(router.state.location.search).toEqual({ period: "q2" });
    const months = await screen.findByRole("table", { name: "Cashflow April–Juni 2025 je Monat" });
    const cells = (name: RegExp) => within(within(months).getByRole("row", { name })).getAllByRole("cell").map((c) => c.textContent);
    expect(cells(/^Apr\. 2025/)).toEqual(["950,00\u00a0€", "-100,00\u00a0€", "0,00\u00a0€", "850,00\u00a0€", "850,00\u00a0€"]);
    expect(cells(/^Mai 2025/)).toEqual(["0,00\u00a0€", "0,00\u00a0€", "-925,00\u00a0€", "-925,00\u00a0€", "-75,00\u00a0€"]);
    const totals = screen.getByRole("table", { name: "Cashflow April–Juni 2025: Summen" });
    expect(within(totals).getByRole("row", { name: /^Netto-Cashflow/ }).textContent).toContain("-75,00\u00a0€");
    expect(within(totals).getByRole("row", { name: /davon Kapitaldienst/ }).textContent).toContain("-925,00\u00a0€");
    await userEvent.click(within(months).getByRole("link", { name: "Mai 2025" }));
    await screen.findByText("Buchungsliste");
    expect(router.state.location.search).toEqual({ year: 2025, month: 5 });
  });

  it("months chosen and a unit: the P&L and the cash flow of those months and that unit, in the URL", async () => {
    setToday("2026-11-23");
    const U1 = "33333333-3333-4333-8333-333333333333";
    const { calls } = mockApi({
      "GET /properties": { body: { items: [{ id: P1, name: "Haus A" }], total: 1, page: 1, pageSize: 100 } },
      "GET /reports/profit-loss": (call) => ({
        body: call.path.includes("unitId=") ? { ...onlyA, from: "2025-03", to: "2025-05", previousFrom: "2024-03", previousTo: "2024-05", unitId: U1, afa: [] } : portfolio,
      }),
      "GET /reports/cash-flow": { body: secondQuarter },
      [`GET /properties/${P1}/anlage-v`]: { body: anlage },
      [`GET /properties/${P1}/units`]: { body: [{ id: U1, code: "W 01" }] },
    });
    const router = renderPage();
    await screen.findByRole("table", { name: "Einnahmen-Überschuss-Rechnung 2025" });
    await userEvent.selectOptions(screen.getByLabelText("Zeitraum"), "months");
    await userEvent.selectOptions(screen.getByLabelText("Von"), "3");
    await userEvent.selectOptions(screen.getByLabelText("Bis"), "5");
    await userEvent.selectOptions(screen.getByLabelText("Immobilie"), P1);
    await userEvent.selectOptions(await screen.findByLabelText("Einheit"), U1);
    const scoped = `from=2025-03&to=2025-05&propertyId=${P1}&unitId=${U1}`;
    await waitFor(() => expect(calls.some((c) => c.path === `/reports/profit-loss?${scoped}`)).toBe(true));
    expect(calls.some((c) => c.path === `/reports/cash-flow?${scoped}`)).toBe(true);
    expect(router.state.location.search).toEqual({ period: "months", fromMonth: 3, toMonth: 5, propertyId: P1, unitId: U1 });
    await screen.findByRole("heading", { name: "Einnahmen-Überschuss-Rechnung März–Mai 2025" });
    expect(screen.getByText(/Für eine Einheit zählen nur ihre eigenen Buchungen/)).toBeTruthy();
    expect(screen.getByText(/Für einzelne Monate zeigt die Rechnung den Anteil dieser Monate/)).toBeTruthy();
    // Another property clears the unit.
    await userEvent.selectOptions(screen.getByLabelText("Immobilie"), "");
    await waitFor(() => expect(router.state.location.search).toEqual({ period: "months", fromMonth: 3, toMonth: 5 }));
  });

  it("the yields per property with their bands, and the portfolio's", async () => {
    setToday("2026-11-23");
    mockApi({
      "GET /properties": { body: { items: [], total: 0, page: 1, pageSize: 100 } },
      "GET /reports/profit-loss": { body: portfolio },
      "GET /reports/yield": { body: yields },
      "GET /reports/loan-balances": { body: loanBalances },
    });
    renderPage();
    const table = await screen.findByRole("table", { name: "Renditen 2025" });
    const cells = (name: RegExp) => within(within(table).getByRole("row", { name })).getAllByRole("cell").map((c) => c.textContent);
    // 12 × 1.700 / 300.000 = 6,80 % (gut); 300.000 / 20.400 = 14,71 (günstig); (20.400 − 3.000) / 320.000 = 5,44 %;
    // 20.400 − 3.000 − 4.375 − 2.100 = 10.925 € on 120.000 € equity = 9,10 %.
    expect(cells(/^Haus A/)).toEqual(["6,80\u00a0% · gut", "14,71 (günstig)", "5,44\u00a0%", "10.925,00\u00a0€", "120.000,00\u00a0€", "9,10\u00a0%", "0,0\u00a0%"]);
    expect(cells(/^Haus B/)[0]).toBe("4,00\u00a0% · niedrig");
    expect(cells(/^Haus B/)[6]).toBe("25,0\u00a0%");
    expect(cells(/^Portfolio/)[0]).toBe("5,40\u00a0% · mittel");
  });

  it("the loans' Restschuld at each year's end: today's total, and per year and loan in the table to open", async () => {
    setToday("2026-11-23");
    const { calls } = mockApi({
      "GET /properties": { body: { items: [{ id: P1, name: "Haus A" }], total: 1, page: 1, pageSize: 100 } },
      "GET /reports/profit-loss": { body: portfolio },
      "GET /reports/loan-balances": (call) => ({ body: call.path.includes(`propertyId=${P1}`) ? { ...noLoans, propertyId: P1 } : loanBalances }),
    });
    renderPage();
    const section = await screen.findByRole("region", { name: "Restschuld der Darlehen" });
    await within(section).findByText(/Restschuld; nach Plan getilgt 2050\./);
    expect(calls.some((c) => c.path === "/reports/loan-balances")).toBe(true);
    // (The text matcher folds the non-breaking space into a plain one.)
    expect(within(section).getByText("190.000,00 €")).toBeTruthy();
    expect(within(section).getByTestId("loan-balances-chart").getAttribute("aria-hidden")).toBe("true");
    await userEvent.click(within(section).getByText("Tabelle anzeigen"));
    const table = within(section).getByRole("table", { name: "Restschuld zum Jahresende" });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Jahr", "Restschuld", "Bausparkasse · Haus A", "Sparkasse · Haus B"]);
    const cells = (year: string) => within(within(table).getByRole("row", { name: new RegExp(`^${year}`) })).getAllByRole("cell").map((c) => c.textContent);
    expect(cells("2024")).toEqual(["228.000,00\u00a0€", "28.000,00\u00a0€", "200.000,00\u00a0€"]);
    expect(cells("2026")).toEqual(["189.767,25\u00a0€", "2.000,00\u00a0€", "187.767,25\u00a0€"]);

    // A property without loans: the friendly empty text.
    await userEvent.selectOptions(screen.getByLabelText("Immobilie"), P1);
    await within(section).findByText("Keine Darlehen in diesem Bereich.");
    expect(calls.some((c) => c.path === `/reports/loan-balances?propertyId=${P1}`)).toBe(true);
  });
});
