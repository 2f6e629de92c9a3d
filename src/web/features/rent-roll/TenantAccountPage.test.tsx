// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { cents } from "@/core/money";
import { resetClock, setToday } from "@/core/dates";
import { messages } from "@/shared/messages";
import { installDomStubs, mockApi, newQueryClient } from "@/web/lib/test-utils";
import { CONTRACT_ID, renderInRouter, tenantAccount } from "./test-fixtures";
import { TenantAccountPage } from "./TenantAccountPage";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const me = (role: "admin" | "viewer") => ({ body: { user: { id: "u", email: "a@b.de", name: "A" }, workspace: { id: "w", name: "W", role } } });

const accountPath = `/contracts/${CONTRACT_ID}/account`;

/** The role is known before the first render, so "no actions for a viewer" is not a race with GET /me. */
function renderPage(role: "admin" | "viewer" = "admin") {
  const client = newQueryClient();
  client.setQueryData(["me"], me(role).body);
  const { element } = renderInRouter(() => <TenantAccountPage />, client, "/dashboard/contracts/$contractId/account");
  render(element);
}

const table = (name: string) => screen.getByRole("table", { name });
const rowTexts = (name: string) => within(table(name)).getAllByRole("row").slice(1).map((r) => [...r.querySelectorAll("td")].map((td) => td.textContent));

beforeEach(() => {
  installDomStubs();
  setToday("2026-03-06");
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => {
  cleanup();
  resetClock();
  vi.unstubAllGlobals();
});

describe("TenantAccountPage (Mieterkonto)", () => {
  it("shows a sent Nebenkostenabrechnung: its card, its entries and the prepayment it closed", async () => {
    const base = tenantAccount();
    const account = tenantAccount({
      months: [base.months[0]!, { ...base.months[1]!, settledServiceChargeCents: cents(15000), paidServiceChargeCents: cents(0) }],
      entries: [
        ...base.entries,
        { date: "2026-03-02", kind: "settlement", reference: "2025-01-01/2025-12-31", bookingId: null, amountCents: cents(19000), balanceCents: cents(59000), payment: null },
        { date: "2026-03-02", kind: "settlement_offset", reference: "2025-01-01/2025-12-31", bookingId: null, amountCents: cents(-1000), balanceCents: cents(58000), payment: null },
      ],
      settlements: [{ id: "s1", periodStart: "2025-01-01", periodEnd: "2025-12-31", dueDate: "2026-04-01", claimCents: cents(19000), openCents: cents(19000) }],
    });
    mockApi({ "GET /me": me("admin"), [`GET ${accountPath}`]: { body: account } });
    renderPage();
    const card = await screen.findByTestId("account-settlement");
    expect(card.textContent).toBe("Nebenkostenabrechnung 01.01.2025 – 31.12.2025Nachzahlung 190,00\u00a0€Offen 190,00\u00a0€, fällig am 01.04.2026");
    const entries = rowTexts("Kontoauszug mit laufendem Saldo").map((r) => r.slice(0, 3));
    expect(entries.slice(-2)).toEqual([
      ["02.03.2026", "Nebenkostenabrechnung 01.01.2025 – 31.12.2025: Nachzahlung", "190,00\u00a0€"],
      ["02.03.2026", "Offene NK-Vorauszahlungen 01.01.2025 – 31.12.2025, in der Abrechnung enthalten", ""],
    ]);
    expect(rowTexts("Monate des Mietverhältnisses, neueste zuerst").map((r) => r[0])).toEqual(["Feb. 2026NK 150,00\u00a0€ mit der Abrechnung verrechnet", "Jan. 2026"]);
  });

  it("heads with tenant, unit, balance and arrears; lists months and the statement with its running balance", async () => {
    mockApi({ "GET /me": me("admin"), [`GET ${accountPath}`]: { body: tenantAccount() } });
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Mieterkonto Mia Berg" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Haus Linde · Einheit W01" }).getAttribute("href")).toBe("/dashboard/properties/8f3a2b1c-4d5e-4f60-8a7b-9c0d1e2f3a4b/units/u1");
    expect(screen.getByTestId("account-balance").textContent).toBe("Rückstand 400,00\u00a0€");
    expect(screen.getByTestId("account-balance").className).toContain("text-destructive");
    expect(screen.getByTestId("account-arrears").textContent).toBe("400,00\u00a0€");
    expect(screen.getByText("Älteste offene Miete überfällig seit 30 Tagen")).toBeTruthy();

    // Months, newest first: Soll Kaltmiete, Soll NK, gezahlt, offen, status, due date.
    expect(rowTexts("Monate des Mietverhältnisses, neueste zuerst")).toEqual([
      ["Feb. 2026", "überfällig seit 30 Tagen", "650,00\u00a0€", "150,00\u00a0€", "400,00\u00a0€", "400,00\u00a0€", "05.02.2026"],
      ["Jan. 2026", "bezahlt", "650,00\u00a0€", "150,00\u00a0€", "800,00\u00a0€", "0,00\u00a0€", "05.01.2026"],
    ]);
    // Statement: date, Buchung/Monat (a payment with its allocation), Soll, Ist, Saldo, and re-allocating a payment.
    expect(rowTexts("Kontoauszug mit laufendem Saldo")).toEqual([
      ["06.01.2026", "Miete Jan. 2026", "800,00\u00a0€", "", "800,00\u00a0€", ""],
      ["07.01.2026", "Zahlung 2026-0001automatisch (§ 366 BGB)", "", "800,00\u00a0€", "0,00\u00a0€", " Zuordnung ändern"],
      ["04.02.2026", "Miete Feb. 2026", "800,00\u00a0€", "", "800,00\u00a0€", ""],
      ["10.02.2026", "Zahlung 2026-0002für Feb. 2026", "", "400,00\u00a0€", "400,00\u00a0€", " Zuordnung ändern"],
    ]);
    // Rent history with the German reason; the contract's own rent is not editable here.
    const steps = table("Mietentwicklung: Miete ab Vertragsbeginn und jede Änderung");
    expect(within(steps).getByText("Mietvertrag")).toBeTruthy();
    expect(within(steps).getByText("Index")).toBeTruthy();
    expect(within(steps).getByText("VPI 2025")).toBeTruthy();
    expect(await within(steps).findByRole("button", { name: "Mietänderung ab 01.03.2026 bearbeiten" })).toBeTruthy();
    expect(screen.getByText("Noch keine Zahlungserinnerung oder Mahnung.")).toBeTruthy();
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("a credit reads 'Guthaben', the §543 warning shows in full, reminders link their PDF; a viewer gets no actions", async () => {
    mockApi({
      "GET /me": me("viewer"),
      [`GET ${accountPath}`]: {
        body: tenantAccount({
          balanceCents: cents(-5000),
          creditCents: cents(5000),
          arrears: { arrearsCents: cents(0), daysOverdue: 0, warning: "two_months" },
          openingBalance: { month: "2026-01", cents: cents(-5000) },
          reminders: [{ id: "r1", level: 1, sentOn: "2026-02-20", openCents: cents(40000), paymentDeadline: "2026-03-06", createdAt: "2026-02-20T10:00:00Z" }],
        }),
      },
    });
    renderPage("viewer");
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getByTestId("account-balance").textContent).toBe("Guthaben 50,00\u00a0€");
    expect(screen.getByTestId("account-balance").className).toContain("text-success");
    expect(screen.getByRole("note").textContent).toBe(messages.arrearsWarningTwoMonths);
    expect(screen.getByTestId("opening-balance").textContent).toBe("Am 1. Jan. 2026: Guthaben 50,00\u00a0€");
    const pdf = screen.getByRole("link", { name: "PDF öffnen: 1. Mahnung vom 20.02.2026" });
    expect(pdf.getAttribute("href")).toBe("/api/v1/reminders/r1/pdf");
    expect(pdf.getAttribute("target")).toBe("_blank");
    for (const name of ["Zahlung erfassen", "Mahnung erstellen", "Mietänderung", "Festlegen", "Ändern"]) expect(screen.queryByRole("button", { name })).toBeNull();
    expect(screen.queryByRole("button", { name: /Zuordnung ändern – Zahlung/ })).toBeNull();
  });

  it("re-allocates a payment: 'Zuordnung ändern' → a month → PATCH with the booking's version; refunds and reversed payments offer nothing", async () => {
    const base = tenantAccount();
    let account = tenantAccount({
      entries: [
        ...base.entries,
        { date: "2026-02-20", kind: "payment", reference: "2026-0003", bookingId: "b3", amountCents: cents(10000), balanceCents: cents(50000), payment: { version: 1, designatedMonth: null, reversed: false } },
        { date: "2026-02-21", kind: "payment", reference: "2026-0004", bookingId: "b4", amountCents: cents(-10000), balanceCents: cents(40000), payment: { version: 2, designatedMonth: null, reversed: true } },
      ],
    });
    const api = mockApi({
      "GET /me": me("admin"),
      [`GET ${accountPath}`]: () => ({ body: account }),
      [`PATCH /contracts/${CONTRACT_ID}/payments/b1`]: () => {
        account = tenantAccount({ entries: base.entries.map((e) => (e.bookingId === "b1" ? { ...e, payment: { version: 2, designatedMonth: "2026-02", reversed: false } } : e)) });
        return { body: { id: "b1" } };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole("heading", { level: 1 });
    const statement = table("Kontoauszug mit laufendem Saldo");
    expect(within(statement).getByText("Erstattung")).toBeTruthy();
    expect(within(statement).getByText("storniert")).toBeTruthy();
    expect(within(statement).queryByRole("button", { name: "Zuordnung ändern – Zahlung 2026-0003" })).toBeNull();
    expect(within(statement).queryByRole("button", { name: "Zuordnung ändern – Zahlung 2026-0004" })).toBeNull();

    await user.click(within(statement).getByRole("button", { name: "Zuordnung ändern – Zahlung 2026-0001" }));
    const dialog = screen.getByRole("dialog", { name: "Zuordnung ändern – Zahlung 2026-0001" });
    expect(within(dialog).getByText(/^07\.01\.2026 · 800,00\s€$/)).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText("Zahlung gilt für"), "2026-02");
    await user.click(within(dialog).getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.paymentAllocated));
    expect(api.calls.find((c) => c.method === "PATCH")?.body).toEqual({ rentMonth: "2026-02", version: 1 });
    await waitFor(() => expect(rowTexts("Kontoauszug mit laufendem Saldo")[1]![1]).toBe("Zahlung 2026-0001für Feb. 2026"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("records a payment from the page and reloads the account", async () => {
    let account = tenantAccount();
    const api = mockApi({
      "GET /me": me("admin"),
      [`GET ${accountPath}`]: () => ({ body: account }),
      [`POST /contracts/${CONTRACT_ID}/payments`]: () => {
        account = tenantAccount({ balanceCents: cents(0), arrears: { arrearsCents: cents(0), daysOverdue: 0, warning: "none" } });
        return { status: 201, body: { id: "b3" } };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Zahlung erfassen" }));
    const dialog = screen.getByRole("dialog", { name: "Zahlung erfassen – Mia Berg" });
    await user.type(within(dialog).getByLabelText("Betrag *"), "400");
    await user.click(within(dialog).getByRole("button", { name: "Zahlung erfassen" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.paymentRecorded));
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ paymentDate: "2026-03-06", amountCents: 40000, rentMonth: null, text: "" });
    await waitFor(() => expect(screen.getByTestId("account-balance").textContent).toBe("Ausgeglichen"));
  });

  it("deletes a rent change after 'löschen' is typed", async () => {
    const api = mockApi({ "GET /me": me("admin"), [`GET ${accountPath}`]: { body: tenantAccount() }, "DELETE /rent-changes/rc1": { status: 204 } });
    const user = userEvent.setup();
    renderPage();
    // Table (wide screens) and cards (phones) are both in the DOM; the table's comes first.
    await user.click((await screen.findAllByRole("button", { name: "Mietänderung ab 01.03.2026 löschen" }))[0]!);
    const confirm = screen.getByRole("alertdialog", { name: "Mietänderung löschen?" });
    await user.type(within(confirm).getByLabelText(/Zur Bestätigung/), "löschen");
    await user.click(within(confirm).getByRole("button", { name: "Endgültig löschen" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.rentChangeDeleted));
    expect(api.calls.some((c) => c.method === "DELETE" && c.path === "/rent-changes/rc1")).toBe(true);
  });

  it("a contract of another workspace: the server's message and a way back", async () => {
    mockApi({ "GET /me": me("admin"), [`GET ${accountPath}`]: { status: 404, body: { message: "Der Mietvertrag wurde nicht gefunden.", details: null, hint: null, code: "not_found" } } });
    renderPage();
    expect(await screen.findByText("Der Mietvertrag wurde nicht gefunden.")).toBeTruthy();
  });
});
