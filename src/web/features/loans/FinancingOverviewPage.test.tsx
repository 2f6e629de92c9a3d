// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cents } from "@/core/money";
import type { LoanOverviewDto, LoanOverviewItemDto } from "@/shared/loan-types";
import { mockApi, newQueryClient, withQueryClient } from "@/web/lib/test-utils";
import { FinancingOverviewPage } from "./FinancingOverviewPage";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

function renderPage() {
  const root = createRootRoute({ component: Outlet });
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: "/dashboard/financing", component: FinancingOverviewPage }),
    createRoute({ getParentRoute: () => root, path: "/dashboard/properties", component: () => null }),
    createRoute({ getParentRoute: () => root, path: "/dashboard/properties/$propertyId/financing", component: () => <p>Finanzierungsseite</p> }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ["/dashboard/financing"] }) });
  render(withQueryClient(<RouterProvider router={router} />, newQueryClient()));
  return router;
}

const item = (over: Partial<LoanOverviewItemDto>): LoanOverviewItemDto => ({
  id: "l1",
  property: { id: "p1", name: "Haus A" },
  lender: "Sparkasse",
  amountCents: cents(20_000_000),
  disbursementDate: "2025-01-01",
  disbursed: true,
  remainingDebtCents: cents(18_500_012),
  interestRatePercent: "2",
  monthlyPaymentCents: cents(83_333),
  currentMonthlyPaymentCents: cents(83_333),
  fixationEndDate: "2028-06-01",
  balanceAtFixationEndCents: cents(17_000_050),
  followUpDueSoon: true,
  ...over,
});

const overview = (items: LoanOverviewItemDto[], over: Partial<LoanOverviewDto> = {}): LoanOverviewDto => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  totals: {
    loanCount: items.length,
    disbursedCount: items.filter((i) => i.disbursed).length,
    totalRemainingDebtCents: cents(25_000_000),
    totalMonthlyPaymentCents: cents(141_666),
    averageInterestRate: "2.67",
    followUpDueSoonCount: items.filter((i) => i.followUpDueSoon).length,
    asOf: "2026-11-22",
  },
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("FinancingOverviewPage", () => {
  it("shows each loan with its figures, the totals and the Anschlussfinanzierung warning", async () => {
    const future = item({
      id: "l2",
      property: { id: "p2", name: "Haus B" },
      lender: "Zukunftsbank",
      disbursementDate: "2027-03-01",
      disbursed: false,
      remainingDebtCents: cents(0),
      currentMonthlyPaymentCents: cents(0),
      monthlyPaymentCents: cents(18_750),
      interestRatePercent: "1.5",
      fixationEndDate: null,
      balanceAtFixationEndCents: null,
      followUpDueSoon: false,
    });
    mockApi({ "GET /loans": { body: overview([item({}), future]) } });
    renderPage();

    const table = await screen.findByRole("table", { name: "Finanzierungen" });
    const headers = within(table).getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual(["Immobilie", "Bank", "Restschuld heute", "Zinssatz", "Rate", "Zinsbindung bis", "Restschuld bei Zinsbindungsende"]);
    const [first, second] = within(table).getAllByRole("row").slice(1);
    const cells = (row: HTMLElement) => within(row).getAllByRole("cell").map((c) => c.textContent?.replace(/\u00a0/g, " "));
    expect(cells(first!)).toEqual(["Haus A", "Sparkasse", "185.000,12 €", "2,00 %", "833,33 €", "01.06.2028 Anschlussfinanzierung", "170.000,50 €"]);
    // A loan paid out later: no debt today, its first month instead.
    expect(cells(second!)).toEqual(["Haus B", "Zukunftsbank", "ab 03.2027", "1,50 %", "187,50 €", "–", "–"]);

    const totals = screen.getByRole("region", { name: "Summe aller Darlehen" });
    expect(totals.textContent?.replace(/\u00a0/g, " ")).toContain("250.000,00 €");
    expect(totals.textContent?.replace(/\u00a0/g, " ")).toContain("1.416,66 €");
    expect(totals.textContent?.replace(/\u00a0/g, " ")).toContain("2,67 %");
    expect(totals.textContent).toContain("2 Darlehen, 1 noch nicht ausgezahlt");

    const warning = screen.getByRole("status");
    expect(warning.textContent).toContain("Anschlussfinanzierung planen");
    expect(warning.textContent).toContain("Bei einem Darlehen endet die Zinsbindung in den nächsten 24 Monaten.");
    expect(warning.textContent?.replace(/\u00a0/g, " ")).toContain("Haus A · Sparkasse: Zinsbindung endet am 01.06.2028, Restschuld dann 170.000,50 €");

    expect(screen.getByRole("button", { name: "Finanzierungen als CSV herunterladen" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Finanzierungen als Excel-Datei herunterladen" })).toBeTruthy();
  });

  it("links each property to its financing page", async () => {
    mockApi({ "GET /loans": { body: overview([item({})]) } });
    const router = renderPage();
    const table = await screen.findByRole("table", { name: "Finanzierungen" });
    const link = within(table).getByRole("link", { name: "Finanzierung von Haus A" });
    expect(link.getAttribute("href")).toBe("/dashboard/properties/p1/financing");
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/properties/p1/financing"));
  });

  it("pages through the server's pages; the totals stay those of all loans", async () => {
    const { calls } = mockApi({
      "GET /loans": (call) => {
        const page = Number(new URL(call.path, "http://x").searchParams.get("page"));
        const items = page === 1 ? [item({ id: "a", lender: "Bank Eins" })] : [item({ id: "b", lender: "Bank Zwei", followUpDueSoon: false })];
        return { body: overview(items, { total: 21, page, totals: { ...overview([]).totals, loanCount: 21, disbursedCount: 21, followUpDueSoonCount: 1 } }) };
      },
    });
    renderPage();
    expect(await screen.findByText("Seite 1 von 2 · 21 Darlehen")).toBeTruthy();
    expect(within(screen.getByRole("status")).getByText(/Bank Eins/)).toBeTruthy();
    expect(screen.getByRole("status").textContent).not.toContain("weitere");
    await userEvent.click(screen.getByRole("button", { name: /Weiter/ }));
    expect(await screen.findByText("Seite 2 von 2 · 21 Darlehen")).toBeTruthy();
    expect(within(screen.getByRole("table")).getByText("Bank Zwei")).toBeTruthy();
    // The flagged loan is on page 1: the warning still says so.
    expect(screen.getByRole("status").textContent).toContain("Die betroffenen Darlehen stehen auf anderen Seiten der Liste.");
    expect(calls.map((c) => c.path)).toEqual(["/loans?page=1&pageSize=20", "/loans?page=2&pageSize=20"]);
  });

  it("without loans shows the empty state and no exports", async () => {
    mockApi({ "GET /loans": { body: overview([]) } });
    renderPage();
    expect(await screen.findByRole("heading", { name: "Noch keine Finanzierungen" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Zu den Immobilien" }).getAttribute("href")).toBe("/dashboard/properties");
    expect(screen.queryByRole("button", { name: /herunterladen/ })).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });
});
