// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { bookingCategories } from "@/domain/booking-categories";
import type { BankAccountDto, BankRuleDto } from "@/shared/bank-import-types";
import { bookingCategoryDto } from "@/shared/booking-types";
import { IBAN_MESSAGES, messages } from "@/shared/messages";
import { installDomStubs, mockApi, newQueryClient, withQueryClient } from "@/web/lib/test-utils";
import { BankImportPage } from "./BankImportPage";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const P1 = "3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
const P2 = "6a7b8c9d-0e1f-4a2b-9c4d-5e6f7a8b9c0d";
const A1 = "0f1e2d3c-4b5a-4968-8776-655443322110";
const A2 = "1f1e2d3c-4b5a-4968-8776-655443322111";

const account = (over: Partial<BankAccountDto>): BankAccountDto => ({
  id: A1,
  name: "Mietkonto",
  iban: "DE89370400440532013000",
  propertyIds: [P1, P2],
  csvMapping: null,
  transactionCount: 12,
  openCount: 3,
  lastBookingDate: "2026-01-30",
  version: 2,
  ...over,
});
const accounts = [account({}), account({ id: A2, name: "Nebenkonto", iban: "DE02120300000000202051", propertyIds: [], transactionCount: 0, openCount: 0, lastBookingDate: null })];
const rule: BankRuleDto = {
  id: "r1",
  name: "Grundsteuer",
  counterpartyIban: null,
  counterpartyContains: "Stadtkasse",
  purposeContains: "Grundsteuer",
  direction: "out",
  propertyId: P1,
  unitId: null,
  category: "property_tax",
  subcategoryId: null,
  betrkvType: 1,
  automatic: true,
  uses: 8,
  version: 1,
};

function routes(role: string, extra: Parameters<typeof mockApi>[0] = {}) {
  return {
    "GET /me": { body: { workspace: { id: "w", name: "W", role } } },
    "GET /bank-accounts": { body: accounts },
    "GET /bank-transactions": { body: [] },
    "GET /bank-rules": { body: [rule] },
    "GET /booking-categories": { body: bookingCategories.map((k) => bookingCategoryDto(k, [])) },
    "GET /properties": {
      body: {
        items: [
          { id: P1, name: "Lindenstraße 5" },
          { id: P2, name: "Ringstraße 7" },
        ],
        total: 2,
        page: 1,
        pageSize: 100,
      },
    },
    ...extra,
  };
}

const accountsTable = () => screen.findByRole("table", { name: "Bankkonten" });

beforeEach(() => installDomStubs());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("BankImportPage", { timeout: 30_000 }, () => {
  it("names itself and lists the accounts: IBAN in groups of four, properties, open count, last date; a viewer reads only", async () => {
    mockApi(routes("viewer"));
    render(withQueryClient(<BankImportPage />, newQueryClient()));
    expect(screen.getByRole("heading", { level: 1, name: "Bankumsätze" })).toBeTruthy();
    expect(document.title).toBe("Bankumsätze – Hausbuch");
    const row = within(await accountsTable()).getByRole("row", { name: /Mietkonto/ });
    await waitFor(() => expect(row.textContent).toContain("Lindenstraße 5, Ringstraße 7"));
    expect(row.textContent).toContain("DE89 3704 0044 0532 0130 00");
    expect(row.textContent).toContain("30.01.2026");
    expect(within(row).getAllByRole("cell")[3]?.textContent).toBe("3");
    expect(within(await accountsTable()).getByRole("row", { name: /Nebenkonto/ }).textContent).toContain("noch kein Import");
    expect(screen.queryByRole("button", { name: /Kontoauszug importieren/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Konto anlegen/ })).toBeNull();
  });

  it("adds an account: the IBAN checked and sent normalised, the properties ticked", async () => {
    const api = mockApi(routes("editor", { "POST /bank-accounts": { status: 201, body: accounts[1] } }));
    render(withQueryClient(<BankImportPage />, newQueryClient()));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /Konto anlegen/ }));
    const dialog = await screen.findByRole("dialog", { name: "Bankkonto anlegen" });
    await user.type(within(dialog).getByLabelText("Name *"), "Tagesgeld");
    await user.type(within(dialog).getByLabelText("IBAN *"), "de02 1203 0000 0000 2020 50");
    await user.click(await within(dialog).findByRole("checkbox", { name: "Ringstraße 7" }));
    await user.click(within(dialog).getByRole("button", { name: "Konto anlegen" }));
    expect(await within(dialog).findByText(IBAN_MESSAGES.checksum)).toBeTruthy();
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);

    await user.clear(within(dialog).getByLabelText("IBAN *"));
    await user.type(within(dialog).getByLabelText("IBAN *"), "de02 1203 0000 0000 2020 51");
    await user.click(within(dialog).getByRole("button", { name: "Konto anlegen" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.bankUiAccountCreated));
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ name: "Tagesgeld", iban: "DE02120300000000202051", propertyIds: [P2] });
  });

  it("an account with transactions cannot be deleted; without, the server's 409 message is shown if it refuses", async () => {
    const refusal = "Zu diesem Konto gibt es inzwischen Umsätze.";
    const api = mockApi(routes("admin", { [`DELETE /bank-accounts/${A2}`]: { status: 409, body: { message: refusal, details: null, hint: null, code: "conflict" } } }));
    render(withQueryClient(<BankImportPage />, newQueryClient()));
    const user = userEvent.setup();
    await user.click(within(await accountsTable()).getByRole("button", { name: "Mietkonto löschen" }));
    expect((await screen.findByRole("alertdialog")).textContent).toContain(messages.bankUiAccountHasTransactions(12));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Schließen" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());

    await user.click(within(await accountsTable()).getByRole("button", { name: "Nebenkonto löschen" }));
    const confirm = await screen.findByRole("alertdialog");
    await user.type(within(confirm).getByRole("textbox"), "löschen");
    await user.click(within(confirm).getByRole("button", { name: "Endgültig löschen" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(refusal));
    expect(api.calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual([`/bank-accounts/${A2}`]);
  });

  it("lists the rules in words and creates one from scratch", async () => {
    const api = mockApi(routes("editor", { "POST /bank-rules": { status: 201, body: rule } }));
    render(withQueryClient(<BankImportPage />, newQueryClient()));
    const rules = await screen.findByRole("table", { name: "Regeln" });
    const row = within(rules).getByRole("row", { name: /Grundsteuer/ });
    expect(row.textContent).toContain("Name enthält „Stadtkasse“, Verwendungszweck enthält „Grundsteuer“, nur Ausgänge");
    await waitFor(() => expect(row.textContent).toContain("Grundsteuer · Lindenstraße 5"));
    expect(row.textContent).toContain("ja");
    expect(row.textContent).toContain("8×");

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: /Regel anlegen/ }));
    const dialog = await screen.findByRole("dialog", { name: "Neue Regel" });
    await user.type(within(dialog).getByLabelText("Name *"), "Wasser");
    await user.selectOptions(within(dialog).getByLabelText("Immobilie *"), P2);
    await user.selectOptions(await within(dialog).findByLabelText("Kategorie *"), "operating_costs");
    await user.selectOptions(within(dialog).getByLabelText("Betriebskostenart *"), "2");
    await user.click(within(dialog).getByRole("checkbox", { name: "Automatisch buchen" }));
    await user.click(within(dialog).getByRole("button", { name: "Regel anlegen" }));
    expect(await within(dialog).findByText(messages.bankRuleConditionRequired)).toBeTruthy();
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);

    await user.type(within(dialog).getByLabelText("Name enthält"), "Stadtwerke");
    await user.click(within(dialog).getByRole("button", { name: "Regel anlegen" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.bankUiRuleCreated));
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Wasser",
      counterpartyIban: null,
      counterpartyContains: "Stadtwerke",
      purposeContains: null,
      direction: "out",
      propertyId: P2,
      unitId: null,
      category: "operating_costs",
      subcategoryId: null,
      betrkvType: 2,
      automatic: true,
    });
  });
});
