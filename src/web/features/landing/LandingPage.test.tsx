// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LandingPage } from "./LandingPage";

function renderLanding() {
  const root = createRootRoute({ component: Outlet });
  const stub = (path: string) => createRoute({ getParentRoute: () => root, path, component: () => null });
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: "/", component: LandingPage }),
    ...["/login", "/register", "/impressum", "/datenschutz", "/agb"].map(stub),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ["/"] }) });
  render(<RouterProvider router={router} />);
}

const hrefsOf = (name: string | RegExp) => screen.getAllByRole("link", { name }).map((a) => a.getAttribute("href"));

beforeEach(() => {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("LandingPage", () => {
  it("has the spec's hero with both calls to action", async () => {
    renderLanding();
    const h1 = await screen.findByRole("heading", { level: 1 });
    expect(h1.textContent).toBe("Schluss mit Excel Moderne Portfolioverwaltung");
    expect(screen.getByText(/Mieter-, Finanz- und Immobilienverwaltung/)).toBeTruthy();
    for (const badge of ["100 % kostenlos", "Keine Werbung", "Unbegrenzte Immobilien", "Entwicklung in Deutschland"]) {
      expect(screen.getByText(badge)).toBeTruthy();
    }
  });

  it("links sign-in, registration and the legal pages to their routes", async () => {
    renderLanding();
    await screen.findByRole("heading", { level: 1 });
    expect(hrefsOf("Anmelden")).toEqual(["/login"]);
    // header (md+), hero and final call to action
    expect(hrefsOf("Kostenlos registrieren")).toEqual(["/register", "/register", "/register"]);
    expect(hrefsOf("Bereits registriert? Hier anmelden")).toEqual(["/login", "/login"]);
    const legal = within(screen.getByRole("navigation", { name: "Rechtliches" }));
    expect(legal.getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Impressum", "/impressum"],
      ["Datenschutz", "/datenschutz"],
      ["AGB", "/agb"],
    ]);
  });

  it("shows four feature cards, the carousel and the problem/solution lists", async () => {
    renderLanding();
    await screen.findByRole("heading", { level: 1 });
    const featureTitles = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(featureTitles).toEqual([
      "Immobilien- und Portfolioverwaltung",
      "Automatische Finanzberichte",
      "Mieterübersicht und Mietverträge",
      "Sichere Datenspeicherung in Deutschland",
      "Tabellen-Chaos",
      "Mit Hausbuch",
    ]);
    expect(screen.getByRole("region", { name: "Erfahrungsberichte" })).toBeTruthy();
    for (const item of ["Unübersichtliche Tabellen", "Verlorene Dateien", "Manuelle Berechnungen", "Fehler in Formeln"]) {
      expect(screen.getByText(new RegExp(item))).toBeTruthy();
    }
  });

  it("renders the mock dashboard with compact and full amounts and one text alternative", async () => {
    renderLanding();
    await screen.findByRole("heading", { level: 1 });
    const mock = screen.getByRole("img", { name: /^Beispielansicht/ });
    expect(mock.getAttribute("aria-label")).toBe(
      "Beispielansicht der Portfolio-Übersicht: 12 Immobilien, 3.200\u00a0€ Mieteinnahmen, 1.800\u00a0€ Cashflow im Monat",
    );
    // The default text matcher collapses the non-breaking space, so match with a plain one.
    const compact = within(mock).getByText("3,2k €");
    const full = within(mock).getByText("3.200 €");
    expect(compact.className).toContain("sm:hidden");
    expect(full.className).toContain("hidden sm:inline");
    expect(within(mock).getByText("1,8k €")).toBeTruthy();
    expect(within(mock).getByText("1.800 €")).toBeTruthy();
    expect(within(mock).getByText("12")).toBeTruthy();
  });
});
