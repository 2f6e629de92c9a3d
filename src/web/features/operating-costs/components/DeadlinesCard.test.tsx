// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetClock, setToday } from "@/core/dates";
import type { StatementDeadlineDto } from "@/shared/operating-cost-types";
import { mockApi, newQueryClient, withQueryClient } from "@/web/lib/test-utils";
import { PROPERTY_ID } from "@/web/features/operating-costs/test-fixtures";
import { DeadlinesCard } from "./DeadlinesCard";
import { OperatingCostsCard } from "./OperatingCostsCard";

function renderAt(ui: () => React.ReactNode) {
  const root = createRootRoute({ component: Outlet });
  const here = createRoute({ getParentRoute: () => root, path: "/", component: ui });
  const statements = createRoute({ getParentRoute: () => root, path: "/dashboard/properties/$propertyId/operating-costs", component: () => null });
  const router = createRouter({ routeTree: root.addChildren([here, statements]), history: createMemoryHistory({ initialEntries: ["/"] }) });
  render(withQueryClient(<RouterProvider router={router} />, newQueryClient()));
}

const item = (over: Partial<StatementDeadlineDto> = {}): StatementDeadlineDto => ({
  propertyId: PROPERTY_ID,
  propertyName: "Haus Ulme",
  periodStart: "2025-01-01",
  periodEnd: "2025-12-31",
  deadline: "2026-12-31",
  warnFrom: "2026-09-30",
  statementId: null,
  status: "missing",
  warning: true,
  passed: false,
  ...over,
});

beforeEach(() => setToday("2026-11-24"));
afterEach(() => {
  cleanup();
  resetClock();
  vi.unstubAllGlobals();
});

describe("DeadlinesCard (Fristen)", () => {
  it("lists every statement still owed with its deadline; warned ones say how long is left, passed ones what follows", async () => {
    mockApi({
      "GET /operating-cost-deadlines": {
        body: [
          item({ periodStart: "2024-01-01", periodEnd: "2024-12-31", deadline: "2025-12-31", passed: true }),
          item({ status: "draft", statementId: "s1" }),
          item({ propertyName: "Haus Birke", periodStart: "2025-07-01", periodEnd: "2026-06-30", deadline: "2027-06-30", warning: false }),
        ],
      },
    });
    renderAt(() => <DeadlinesCard />);
    const card = await screen.findByRole("region", { name: "Fristen" });
    const [passed, warned, later] = within(card).getAllByRole("listitem");
    expect(passed!.textContent).toBe("Nebenkostenabrechnung 01.01.2024 – 31.12.2024Haus Ulme · noch nicht begonnenbis 31.12.2025Frist abgelaufenNachzahlungen ausgeschlossen");
    expect(warned!.textContent).toBe("Nebenkostenabrechnung 01.01.2025 – 31.12.2025Haus Ulme · Entwurfbis 31.12.2026noch 37 Tage");
    expect(later!.textContent).toBe("Nebenkostenabrechnung 01.07.2025 – 30.06.2026Haus Birke · noch nicht begonnenbis 30.06.2027");
    expect(within(warned!).getByRole("link").getAttribute("href")).toBe(`/dashboard/properties/${PROPERTY_ID}/operating-costs`);
  });

  it("shows nothing when nothing is owed", async () => {
    const { calls } = mockApi({ "GET /operating-cost-deadlines": { body: [] } });
    renderAt(() => (
      <>
        <DeadlinesCard />
        <p>Ende</p>
      </>
    ));
    await screen.findByText("Ende");
    await vi.waitFor(() => expect(calls.length).toBe(1));
    expect(screen.queryByRole("region", { name: "Fristen" })).toBeNull();
  });

  it("the property's card names a period owed without a statement yet", async () => {
    const { calls } = mockApi({
      [`GET /properties/${PROPERTY_ID}/operating-cost-statements`]: { body: [] },
      "GET /operating-cost-deadlines": { body: [item()] },
    });
    renderAt(() => <OperatingCostsCard propertyId={PROPERTY_ID} />);
    const due = await screen.findByTestId("statement-due");
    expect(due.textContent).toBe("Fällig: Abrechnung 01.01.2025 – 31.12.2025Frist 31.12.2026 · bald");
    expect(calls.map((c) => c.path)).toContain(`/operating-cost-deadlines?propertyId=${PROPERTY_ID}`);
  });
});
