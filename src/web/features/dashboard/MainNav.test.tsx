// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MobileNav, navItems, TabNav } from "./MainNav";

const labels = ["Immobilien", "Mieter", "Mieteingänge", "Buchungen", "Finanzierungen", "Berichte"];

function renderNav(url: string) {
  const root = createRootRoute({
    component: () => (
      <>
        <MobileNav />
        <TabNav />
        <Outlet />
      </>
    ),
  });
  const pages = navItems.map(({ to, label }) => createRoute({ getParentRoute: () => root, path: to, component: () => <h1>{label}</h1> }));
  const router = createRouter({ routeTree: root.addChildren(pages), history: createMemoryHistory({ initialEntries: [url] }) });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// While the sheet is open Radix hides the rest of the page from assistive technology.
const menuButton = () => screen.getByRole("button", { name: "Menü", hidden: true });

describe("main navigation (issue 11: every destination reachable on a phone)", () => {
  it("the tab bar lists every destination and marks the current one", async () => {
    renderNav("/dashboard/bookings");
    await screen.findByRole("heading", { name: "Buchungen" });
    const tabs = screen.getByRole("navigation", { name: "Hauptnavigation" });
    expect(within(tabs).getAllByRole("link").map((l) => l.textContent)).toEqual(labels);
    expect(within(tabs).getByRole("link", { name: "Buchungen" }).getAttribute("aria-current")).toBe("page");
    expect(within(tabs).getByRole("link", { name: "Immobilien" }).getAttribute("aria-current")).toBeNull();
  });

  it("'Menü' opens a dialog with every destination, focus on the current one, and the theme switch", async () => {
    const user = userEvent.setup();
    renderNav("/dashboard/financing");
    await screen.findByRole("heading", { name: "Finanzierungen" });
    expect(menuButton().getAttribute("aria-expanded")).toBe("false");
    expect(menuButton().getAttribute("aria-haspopup")).toBe("dialog");

    await user.click(menuButton());
    const sheet = screen.getByRole("dialog", { name: "Menü" });
    expect(menuButton().getAttribute("aria-expanded")).toBe("true");
    const nav = within(sheet).getByRole("navigation", { name: "Hauptnavigation" });
    expect(within(nav).getAllByRole("link").map((l) => l.textContent)).toEqual(labels);
    const current = within(nav).getByRole("link", { name: "Finanzierungen" });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(within(nav).getAllByRole("link").filter((l) => l.getAttribute("aria-current") === "page")).toEqual([current]);
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(within(sheet).getByRole("radiogroup", { name: "Farbschema" })).toBeTruthy();
  });

  it("Escape closes the menu and focus returns to the 'Menü' button", async () => {
    const user = userEvent.setup();
    renderNav("/dashboard/properties");
    await screen.findByRole("heading", { name: "Immobilien" });
    menuButton().focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("dialog", { name: "Menü" })).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(menuButton());
  });

  it("choosing an entry by keyboard navigates there and closes the menu", async () => {
    const user = userEvent.setup();
    const router = renderNav("/dashboard/properties");
    await screen.findByRole("heading", { name: "Immobilien" });
    await user.click(menuButton());
    const sheet = screen.getByRole("dialog", { name: "Menü" });
    within(sheet).getByRole("link", { name: "Berichte" }).focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("heading", { name: "Berichte" });
    expect(router.state.location.pathname).toBe("/dashboard/reports");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("navigation", { name: "Hauptnavigation" }).querySelector("[aria-current='page']")?.textContent).toBe("Berichte");
  });
});
