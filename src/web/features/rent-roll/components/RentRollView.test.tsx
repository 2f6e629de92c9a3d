// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetClock, setToday } from "@/core/dates";
import { cents } from "@/core/money";
import { messages } from "@/shared/messages";
import { installDomStubs, mockApi, newQueryClient } from "@/web/lib/test-utils";
import { CONTRACT_ID, PROPERTY_ID, renderInRouter, rentRoll } from "@/web/features/rent-roll/test-fixtures";
import { RentRollView } from "./RentRollView";

const properties = { items: [{ id: PROPERTY_ID, name: "Haus Linde" }], total: 1, page: 1, pageSize: 100 };

function renderView(props: { propertyId?: string } = {}) {
  const { router, element } = renderInRouter(() => <RentRollView {...props} />, newQueryClient());
  render(element);
  return router;
}

const rollCalls = (api: ReturnType<typeof mockApi>) => api.calls.filter((c) => c.path.startsWith("/rent-roll")).map((c) => Object.fromEntries(new URL(c.path, "http://x").searchParams));
const rowOf = (name: string) => screen.getByRole("link", { name: `Mieterkonto von ${name} öffnen` }).closest("tr")!;

beforeEach(() => {
  installDomStubs();
  setToday("2026-03-20");
});
afterEach(() => {
  cleanup();
  resetClock();
  vi.unstubAllGlobals();
});

describe("RentRollView (Mieteingänge)", () => {
  it("asks for the last twelve months and shows each month's status by word, icon and colour", async () => {
    const api = mockApi({ "GET /rent-roll": { body: rentRoll() }, "GET /properties": { body: properties } });
    renderView();
    await screen.findByRole("table", { name: "Mieteingänge Apr. 2025 bis März 2026" });
    expect(rollCalls(api)[0]).toEqual({ from: "2025-04", to: "2026-03", page: "1", pageSize: "25" });

    const mia = rowOf("Mia Berg");
    const [jan, feb, mar] = [...mia.querySelectorAll<HTMLElement>("[data-status]")];
    expect(jan!.dataset.status).toBe("paid");
    expect(jan!.textContent).toContain("bezahlt");
    expect(jan!.className).toContain("text-success");
    expect(jan!.querySelector("svg")).toBeTruthy();
    expect(feb!.textContent).toContain("überfällig");
    expect(feb!.textContent).toContain("offen 500\u00a0€");
    expect(feb!.textContent).toContain("43 Tage");
    expect(feb!.className).toContain("text-destructive");
    // The full figures for the tooltip and screen readers: Soll, gezahlt, offen, due date.
    expect(feb!.title).toBe("Februar 2026: überfällig seit 43 Tagen – Soll 800,00\u00a0€, gezahlt 300,00\u00a0€, offen 500,00\u00a0€, fällig am 05.02.2026");
    expect(feb!.querySelector(".sr-only")!.textContent).toBe(feb!.title);
    expect(mar!.textContent).toContain("überfällig");

    const jonas = rowOf("Jonas Weber");
    const cells = [...jonas.querySelectorAll<HTMLElement>("[data-status]")];
    expect(cells.map((c) => c.dataset.status)).toEqual(["partial", "open"]);
    expect(cells[0]!.textContent).toContain("teilweise");
    expect(cells[0]!.className).toContain("text-warning");
    expect(cells[1]!.textContent).toContain("offen");
    expect(within(jonas).getByText("Januar 2026: kein Vertrag")).toBeTruthy();

    // Row: place, arrears, the §543 warning as a badge and in full beneath.
    expect(mia.textContent).toContain("Haus Linde · W01");
    expect(mia.textContent).toContain("Rückstand 1.300,00\u00a0€ · seit 43 Tagen");
    expect(within(mia).getByText("§ 543 Nr. 3a")).toBeTruthy();
    const warnings = screen.getByRole("region", { name: "Warnungen nach § 543 BGB" });
    expect(warnings.textContent).toContain(messages.arrearsWarningConsecutive);
    expect(within(warnings).getByRole("link", { name: "Mia Berg (W01)" }).getAttribute("href")).toBe(`/dashboard/contracts/${CONTRACT_ID}/account`);
    expect(warnings.textContent).not.toContain("Jonas Weber");
  });

  it("a row names a statement's open Nachzahlung and a Guthaben beside the rent arrears", async () => {
    const roll = rentRoll();
    roll.rows[0]!.settlementOpenCents = cents(19000);
    roll.rows[1]!.creditCents = cents(12056);
    mockApi({ "GET /rent-roll": { body: roll }, "GET /properties": { body: properties } });
    renderView();
    await screen.findByRole("table", { name: "Mieteingänge Apr. 2025 bis März 2026" });
    expect(within(rowOf("Mia Berg")).getByTestId("rent-roll-settlement").textContent).toBe("NK-Nachzahlung offen 190,00\u00a0€");
    expect(within(rowOf("Mia Berg")).queryByTestId("rent-roll-credit")).toBeNull();
    expect(within(rowOf("Jonas Weber")).getByTestId("rent-roll-credit").textContent).toBe("Guthaben 120,56\u00a0€");
    expect(within(rowOf("Jonas Weber")).queryByTestId("rent-roll-settlement")).toBeNull();
  });

  it("totals per month: Soll, Ist, offen", async () => {
    mockApi({ "GET /rent-roll": { body: rentRoll() }, "GET /properties": { body: properties } });
    renderView();
    const feb = await screen.findByTestId("rent-roll-total-2026-02");
    expect(feb.textContent).toBe("Soll1.200\u00a0€Ist400\u00a0€offen800\u00a0€");
    expect(within(feb).getAllByRole("definition").at(-1)!.className).toContain("text-destructive");
    expect(screen.getByTestId("rent-roll-total-2026-01").textContent).toBe("Soll800\u00a0€Ist800\u00a0€offen0\u00a0€");
  });

  it("moves a year back and forth, filters by property and opens the account on a row click", async () => {
    const api = mockApi({ "GET /rent-roll": { body: rentRoll() }, "GET /properties": { body: properties } });
    const user = userEvent.setup();
    const router = renderView();
    await screen.findByRole("table");
    expect(screen.queryByRole("button", { name: "Aktuelle 12 Monate" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Vorjahr" }));
    await waitFor(() => expect(rollCalls(api).at(-1)).toMatchObject({ from: "2024-04", to: "2025-03" }));
    expect(screen.getByText("Apr. 2024 – März 2025")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Aktuelle 12 Monate" }));
    expect(screen.getByText("Apr. 2025 – März 2026")).toBeTruthy();

    await screen.findByRole("option", { name: "Haus Linde" });
    await user.selectOptions(screen.getByLabelText("Immobilie"), PROPERTY_ID);
    await waitFor(() => expect(rollCalls(api).at(-1)).toMatchObject({ propertyId: PROPERTY_ID, page: "1" }));

    await user.click(within(rowOf("Mia Berg")).getAllByText("bezahlt")[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/contracts/${CONTRACT_ID}/account`));
    expect(await screen.findByText("Konto-Seite")).toBeTruthy();
  });

  it("a property's view sends its id and has no property filter; pages when there are more contracts", async () => {
    const api = mockApi({ "GET /rent-roll": { body: rentRoll({ total: 30 }) } });
    const user = userEvent.setup();
    renderView({ propertyId: PROPERTY_ID });
    await screen.findByRole("table");
    expect(rollCalls(api)[0]).toMatchObject({ propertyId: PROPERTY_ID });
    expect(screen.queryByLabelText("Immobilie")).toBeNull();
    expect(screen.getByText("Seite 1 von 2 · 30 Mietverträge")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /Weiter/ }));
    await waitFor(() => expect(rollCalls(api).at(-1)).toMatchObject({ page: "2" }));
  });

  it("says so when no contract runs in the range", async () => {
    mockApi({ "GET /rent-roll": { body: rentRoll({ rows: [], total: 0 }) }, "GET /properties": { body: properties } });
    renderView();
    expect(await screen.findByText("In diesem Zeitraum laufen keine Mietverträge.")).toBeTruthy();
  });
});
