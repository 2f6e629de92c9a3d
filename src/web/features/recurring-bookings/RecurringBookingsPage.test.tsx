// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { cents } from "@/core/money";
import { messages } from "@/shared/messages";
import type { RecurringBookingDto } from "@/shared/recurring-booking-types";
import { installDomStubs, mockApi, newQueryClient, withQueryClient } from "@/web/lib/test-utils";
import { RecurringBookingsPage } from "./RecurringBookingsPage";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), warning: vi.fn() }) }));

const PROPERTY = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const template: RecurringBookingDto = {
  id: "5f0c3d2e-8a7b-4c6d-9e1f-2a3b4c5d6e7f",
  version: 3,
  name: "Grundsteuer",
  interval: "quarterly",
  dayOfMonth: 15,
  startDate: "2025-02-15",
  endDate: null,
  amountCents: cents(-12_000),
  counterpartyName: "",
  tenantId: null,
  text: "Grundsteuer",
  lines: [{ propertyId: PROPERTY, category: "property_tax", amountCents: cents(-12_000), betrkvType: 1, allocable: true, unitId: null, contractId: null, loanId: null, subcategoryId: null, spreadYears: 1, note: "", rentMonth: null }],
  nextDate: "2025-05-15",
  createdAt: "",
  updatedAt: "",
};

const me = (role: string) => ({ body: { workspace: { id: "w1", name: "Test", role } } });
const properties = { body: { items: [{ id: PROPERTY, name: "Ringstraße 5" }], total: 1, page: 1, pageSize: 100 } };

beforeEach(() => installDomStubs());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("RecurringBookingsPage", () => {
  it("lists the templates with interval, next date and amount", async () => {
    mockApi({ "GET /me": me("viewer"), "GET /recurring-bookings": { body: [template] } });
    render(withQueryClient(<RecurringBookingsPage />, newQueryClient()));
    const table = await screen.findByRole("table", { name: "Wiederkehrende Buchungen" });
    const row = within(table).getByRole("row", { name: /Grundsteuer/ });
    expect(row.textContent).toContain("Vierteljährlich, am 15.");
    expect(row.textContent).toContain("15.05.2025");
    expect(row.textContent).toContain("-120,00");
    // A viewer reads only.
    expect(screen.queryByRole("button", { name: /Jetzt buchen/ })).toBeNull();
  });

  it("\"Jetzt buchen\" runs the templates and toasts the counts (and the templates it could not book)", async () => {
    const api = mockApi({
      "GET /me": me("editor"),
      "GET /recurring-bookings": { body: [template] },
      "POST /recurring-bookings/run": { body: { created: 3, skipped: 1, invalid: [{ id: "x", name: "Alt", message: "Die Vorlage „Alt“ kann nicht gebucht werden." }] } },
    });
    render(withQueryClient(<RecurringBookingsPage />, newQueryClient()));
    await userEvent.click(await screen.findByRole("button", { name: /Jetzt buchen/ }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("3 Buchungen erstellt, 1 übersprungen"));
    expect(toast.success).toHaveBeenCalledWith(messages.recurringRunResult(3, 1));
    expect(toast.warning).toHaveBeenCalledWith("Die Vorlage „Alt“ kann nicht gebucht werden.");
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({});
  });

  it("creates a template with one line from the dialog", async () => {
    const api = mockApi({
      "GET /me": me("admin"),
      "GET /recurring-bookings": { body: [] },
      "GET /properties": properties,
      "POST /recurring-bookings": { status: 201, body: template },
    });
    render(withQueryClient(<RecurringBookingsPage />, newQueryClient()));
    await userEvent.click((await screen.findAllByRole("button", { name: /Vorlage anlegen/ }))[0]!);
    const dialog = await screen.findByRole("dialog");
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText("Name *"), "Gebäudeversicherung");
    await user.selectOptions(within(dialog).getByLabelText("Intervall *"), "yearly");
    await user.clear(within(dialog).getByLabelText("Tag im Monat *"));
    await user.type(within(dialog).getByLabelText("Tag im Monat *"), "31");
    await user.clear(within(dialog).getByLabelText("Beginn *"));
    await user.type(within(dialog).getByLabelText("Beginn *"), "2025-01-01");
    await user.type(within(dialog).getByLabelText("Betrag *"), "450");
    await waitFor(() => expect(within(dialog).getByRole("option", { name: "Ringstraße 5" })).toBeTruthy());
    await user.selectOptions(within(dialog).getByLabelText("Immobilie *"), PROPERTY);
    await user.selectOptions(within(dialog).getByLabelText("Kategorie *"), "insurance");
    await user.click(within(dialog).getByRole("button", { name: "Vorlage anlegen" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.recurringCreated));
    const post = api.calls.find((c) => c.method === "POST" && c.path === "/recurring-bookings");
    expect(post?.body).toMatchObject({
      name: "Gebäudeversicherung",
      interval: "yearly",
      dayOfMonth: 31,
      startDate: "2025-01-01",
      amountCents: -45_000,
      lines: [{ propertyId: PROPERTY, category: "insurance", amountCents: -45_000, betrkvType: 13 }],
    });
  });

  it("edits with the version read; a 409 stale reloads the template", async () => {
    let patches = 0;
    const api = mockApi({
      "GET /me": me("editor"),
      "GET /recurring-bookings": { body: [template] },
      "GET /properties": properties,
      [`GET /recurring-bookings/${template.id}`]: { body: { ...template, version: 4, name: "Grundsteuer B" } },
      [`PATCH /recurring-bookings/${template.id}`]: () =>
        ++patches === 1 ? { status: 409, body: { message: messages.staleRecord, details: null, hint: null, code: "stale" } } : { body: { ...template, version: 5 } },
    });
    render(withQueryClient(<RecurringBookingsPage />, newQueryClient()));
    await userEvent.click((await screen.findAllByRole("button", { name: "Grundsteuer bearbeiten" }))[0]!);
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(within(dialog).getByRole("option", { name: "Ringstraße 5" })).toBeTruthy());
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.staleRecord));
    await waitFor(() => expect((within(dialog).getByLabelText<HTMLInputElement>("Name *")).value).toBe("Grundsteuer B"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.recurringUpdated));
    const versions = api.calls.filter((c) => c.method === "PATCH").map((c) => (c.body as { version: number }).version);
    expect(versions).toEqual([3, 4]);
  });
});
