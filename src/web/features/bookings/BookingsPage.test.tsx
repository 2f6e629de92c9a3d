// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { cents } from "@/core/money";
import { resetClock, setToday } from "@/core/dates";
import type { Role } from "@/shared/api-types";
import { installDomStubs, mockApi, newQueryClient, withQueryClient } from "@/web/lib/test-utils";
import { booking, bookingList, categories, line, listItem, PROPERTY_ID, UNIT_1 } from "./test-fixtures";
import { parseBookingSearch } from "./booking-filters";
import { BookingsPage } from "./BookingsPage";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const me = (role: Role) => ({ user: { id: "u", email: "a@b.de", name: "A" }, profile: null, workspace: { id: "w", name: "W", role }, workspaces: [] });
const property = { id: PROPERTY_ID, version: 1, name: "Lindenstraße 5" };

const rows = [
  listItem({ id: "b1", number: "2031-0002", paymentDate: "2031-03-01", counterpartyName: "Mia Berg", text: "Miete März", amountCents: cents(95000), matchedAmountCents: cents(95000), lines: [line({ category: "rent", amountCents: cents(95000), unitCode: "W01" })], receiptCount: 2 }),
  listItem({
    id: "b2",
    number: "2031-0001",
    paymentDate: "2031-02-15",
    counterpartyName: "Stadtwerke",
    amountCents: cents(-30000),
    matchedAmountCents: cents(-30000),
    lines: [line({ category: "operating_costs", betrkvType: 2, amountCents: cents(-20000) }), line({ category: "property_tax", amountCents: cents(-10000) })],
  }),
  listItem({ id: "b3", number: "2029-0004", locked: true, paymentDate: "2029-05-02", amountCents: cents(-5000), matchedAmountCents: cents(-5000) }),
];
const sums = { inCents: cents(95000), outCents: cents(-35000), balanceCents: cents(60000) };

function renderAt(url: string) {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: "/dashboard/bookings", validateSearch: (s: Record<string, unknown>): Record<string, unknown> => parseBookingSearch(s), component: BookingsPage });
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree: root.addChildren([page]), history });
  render(withQueryClient(<RouterProvider router={router} />, newQueryClient()));
  return router;
}

function routes(role: Role, list = bookingList(rows, { total: 3, sums })) {
  return mockApi({
    "GET /me": { body: me(role) },
    "GET /bookings": { body: list },
    "GET /booking-categories": { body: categories() },
    "GET /properties": { body: { items: [property], total: 1, page: 1, pageSize: 100 } },
    [`GET /properties/${PROPERTY_ID}/units`]: { body: [{ id: UNIT_1, version: 1, propertyId: PROPERTY_ID, code: "W01" }] },
    "GET /tenants/picker": { body: { items: [], hasMore: false } },
    "GET /bookings/b1": { body: booking({ id: "b1", number: "2031-0002" }) },
  });
}

const listRequests = (api: ReturnType<typeof mockApi>) => api.calls.filter((c) => c.path.startsWith("/bookings?")).map((c) => new URLSearchParams(c.path.split("?")[1]));

beforeEach(() => {
  installDomStubs();
  setToday("2031-03-05");
});
afterEach(() => {
  cleanup();
  resetClock();
  vi.unstubAllGlobals();
});

describe("BookingsPage", { timeout: 20_000 }, () => {
  it("lists the bookings with signed amounts, categories, receipts and the sums of the filter", async () => {
    routes("editor");
    renderAt("/dashboard/bookings");
    const table = await screen.findByRole("table", { name: /Buchungen/ });
    const [, first, second, third] = within(table).getAllByRole("row");
    expect(within(first!).getByText("01.03.2031")).toBeTruthy();
    // getByText normalises the no-break space before "€" to a space.
    expect(within(first!).getByText("950,00 €").className).toContain("text-success");
    expect(within(first!).getByText("Kaltmiete")).toBeTruthy();
    expect(within(first!).getByText("Lindenstraße 5 · W01")).toBeTruthy();
    expect(within(first!).getByLabelText("2 Belege")).toBeTruthy();
    expect(within(second!).getByText("\u2212300,00 €")).toBeTruthy();
    expect(within(second!).getByText("Aufgeteilt (2)")).toBeTruthy();
    // A booking of a closed year offers Storno instead of edit and delete.
    expect(within(third!).getByRole("button", { name: "Buchung 2029-0004 stornieren" })).toBeTruthy();
    expect(within(third!).queryByRole("button", { name: "Buchung 2029-0004 löschen" })).toBeNull();
    expect(within(second!).getByRole("button", { name: "Buchung 2031-0001 löschen" })).toBeTruthy();

    expect(screen.getByRole("region", { name: "Summen der gefilterten Buchungen" }).textContent).toBe("Einnahmen950,00\u00a0€Ausgaben\u2212350,00\u00a0€Saldo600,00\u00a0€");
    expect(screen.getByText("Seite 1 von 1 · 3 Buchungen")).toBeTruthy();
  });

  it("says 'mehr als 10.000 Buchungen' when the count stopped at its cap, and offers the next page while pages are full", async () => {
    const full = Array.from({ length: 50 }, (_, i) => listItem({ id: `m${i}`, number: `2031-${String(i + 1).padStart(4, "0")}` }));
    routes("editor", bookingList(full, { total: 10_000, totalCapped: true, sums }));
    renderAt(`/dashboard/bookings?propertyId=${PROPERTY_ID}&page=201`);
    expect(await screen.findByText("Seite 201 · mehr als 10.000 Buchungen")).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: /Weiter/ }).disabled).toBe(false);
  });

  it("a search too broad to add up: 'mehr als 5.000 Buchungen' and the hint to narrow it instead of the sums", async () => {
    const full = Array.from({ length: 50 }, (_, i) => listItem({ id: `s${i}`, number: `2031-${String(i + 1).padStart(4, "0")}` }));
    routes("editor", bookingList(full, { total: 5_000, totalCapped: true, sums: null }));
    renderAt(`/dashboard/bookings?q=m%C3%BCller`);
    expect(await screen.findByText("Seite 1 · mehr als 5.000 Buchungen")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Summen der gefilterten Buchungen" })).toBeNull();
    expect(screen.getByRole("status").textContent).toBe(
      "Mehr als 5.000 Buchungen passen zu Deiner Suche – zu viele, um sie zusammenzurechnen. Grenze die Suche ein, etwa mit Jahr oder Immobilie, dann siehst Du Einnahmen, Ausgaben und Saldo.",
    );
  });

  it("reads the filters from the URL into the request, and puts changed filters back into the URL", async () => {
    const api = routes("editor");
    const user = userEvent.setup();
    const router = renderAt(`/dashboard/bookings?propertyId=${PROPERTY_ID}&year=2031&direction=out&page=2&month=99`);
    await screen.findByRole("table", { name: /Buchungen/ });
    const first = listRequests(api)[0]!;
    expect(Object.fromEntries(first)).toEqual({ propertyId: PROPERTY_ID, year: "2031", direction: "out", page: "2", pageSize: "50" });
    expect(screen.getByLabelText<HTMLSelectElement>("Richtung").value).toBe("out");
    expect(screen.getByLabelText<HTMLSelectElement>("Jahr").value).toBe("2031");

    await user.selectOptions(screen.getByLabelText("Monat"), "3");
    await waitFor(() => expect(router.state.location.search).toMatchObject({ month: 3, year: 2031 }));
    // A filter change starts on page 1.
    expect(router.state.location.search).not.toHaveProperty("page");
    await waitFor(() => expect(Object.fromEntries(listRequests(api).at(-1)!)).toMatchObject({ month: "3", page: "1" }));

    await user.selectOptions(await screen.findByLabelText("Einheit"), UNIT_1);
    await user.selectOptions(screen.getByLabelText("Kategorie"), "operating_costs");
    await user.type(screen.getByRole("searchbox", { name: "Buchungen durchsuchen" }), "Stadtwerke");
    await waitFor(() => expect(Object.fromEntries(listRequests(api).at(-1)!)).toMatchObject({ unitId: UNIT_1, category: "operating_costs", q: "Stadtwerke" }));
    expect(router.state.location.search).toMatchObject({ unitId: UNIT_1, category: "operating_costs", q: "Stadtwerke" });
    // Typing is debounced: no request per keystroke.
    expect(listRequests(api).filter((p) => p.has("q")).length).toBe(1);
  });

  it("an empty ledger says 'Noch keine Buchungen' with 'Buchung erfassen', which opens the dialog", async () => {
    routes("editor", bookingList([]));
    const user = userEvent.setup();
    renderAt("/dashboard/bookings");
    expect(await screen.findByRole("heading", { name: "Noch keine Buchungen" })).toBeTruthy();
    await user.click(await screen.findByRole("button", { name: "Buchung erfassen" }));
    expect(screen.getByRole("dialog", { name: "Neue Buchung" })).toBeTruthy();
  });

  it("a filter that matches nothing says so", async () => {
    routes("editor", bookingList([]));
    renderAt("/dashboard/bookings?year=2020");
    expect(await screen.findByText("Keine Buchung passt zu den Filtern.")).toBeTruthy();
  });

  it("a row opens the booking; a viewer gets no write buttons", async () => {
    const api = routes("viewer");
    const user = userEvent.setup();
    renderAt("/dashboard/bookings");
    const table = await screen.findByRole("table", { name: "Buchungen" });
    expect(screen.queryByRole("button", { name: "Buchung erfassen" })).toBeNull();
    expect(within(table).queryByRole("button", { name: /löschen|stornieren|bearbeiten/ })).toBeNull();
    await user.click(within(table).getByText("Mia Berg"));
    expect(await screen.findByRole("dialog", { name: "Buchung 2031-0002" })).toBeTruthy();
    await waitFor(() => expect(api.calls.some((c) => c.path === "/bookings/b1")).toBe(true));
  });
});
