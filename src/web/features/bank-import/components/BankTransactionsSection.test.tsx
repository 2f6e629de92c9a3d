// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { cents } from "@/core/money";
import { resetClock, setToday } from "@/core/dates";
import { bookingCategories } from "@/domain/booking-categories";
import type { BankAccountDto, BankRuleDto, BankTransactionDto } from "@/shared/bank-import-types";
import { bookingCategoryDto } from "@/shared/booking-types";
import { messages } from "@/shared/messages";
import { installDomStubs, mockApi, newQueryClient, withQueryClient, type ApiCall } from "@/web/lib/test-utils";
import { BankTransactionsSection } from "./BankTransactionsSection";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const ACCOUNT = "0f1e2d3c-4b5a-4968-8776-655443322110";
const PROPERTY = "3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
const CONTRACT = "7d5c1f7e-8f7a-4c53-9c1e-2f4a8b0e1a11";
const RULE = "5f0c3d2e-8a7b-4c6d-9e1f-2a3b4c5d6e7f";
const RENT_TX = "a0000000-0000-4000-8000-000000000001";
const RULE_TX = "a0000000-0000-4000-8000-000000000002";
const BARE_TX = "a0000000-0000-4000-8000-000000000003";

const base = { bankAccountId: ACCOUNT, bankAccountName: "Mietkonto", valueDate: null, status: "open", bookingId: null } as const;
const rentTx: BankTransactionDto = {
  ...base,
  id: RENT_TX,
  bookingDate: "2026-01-03",
  amountCents: cents(85_000),
  counterpartyName: "Mia Berg",
  counterpartyIban: "DE02100500000054540402",
  purpose: "Miete Januar",
  proposal: { kind: "rent", contractId: CONTRACT, tenantName: "Mia Berg", unitLabel: "Lindenstraße 5 · W01", rentMonth: "2026-01", openCents: cents(85_000), reason: "Die IBAN DE02 1005 … zahlte schon für diesen Vertrag.", basis: "iban" },
  version: 4,
};
const ruleTx: BankTransactionDto = {
  ...base,
  id: RULE_TX,
  bookingDate: "2026-01-27",
  amountCents: cents(-4599),
  counterpartyName: "Stadtwerke",
  counterpartyIban: null,
  purpose: "Abschlag Wasser",
  proposal: { kind: "rule", ruleId: RULE, ruleName: "Wasser", category: "operating_costs", propertyId: PROPERTY, reason: "Name enthält „Stadtwerke“" },
  version: 2,
};
const bareTx: BankTransactionDto = { ...base, id: BARE_TX, bookingDate: "2026-01-30", amountCents: cents(-990), counterpartyName: "Bank", counterpartyIban: null, purpose: "Kontoführung", proposal: null, version: 1 };
const rule: BankRuleDto = {
  id: RULE,
  name: "Wasser",
  counterpartyIban: null,
  counterpartyContains: "Stadtwerke",
  purposeContains: null,
  direction: "out",
  propertyId: PROPERTY,
  unitId: null,
  category: "operating_costs",
  subcategoryId: null,
  betrkvType: 2,
  automatic: false,
  uses: 3,
  version: 1,
};
const account: BankAccountDto = { id: ACCOUNT, name: "Mietkonto", iban: "DE89370400440532013000", propertyIds: [PROPERTY], csvMapping: null, transactionCount: 3, openCount: 3, lastBookingDate: "2026-01-30", version: 1 };

const stale = { status: 409, body: { message: messages.staleRecord, details: null, hint: null, code: "stale" } };

/** GET /bank-transactions answers by the status asked for. */
const byStatus = (open: BankTransactionDto[], ignored: BankTransactionDto[] = []) => (call: ApiCall) => ({ body: call.path.includes("status=ignored") ? ignored : call.path.includes("status=open") ? open : [] });

function routes(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return {
    "GET /me": { body: { workspace: { id: "w", name: "W", role: "editor" } } },
    "GET /bank-transactions": byStatus([rentTx, ruleTx, bareTx]),
    "GET /bank-accounts": { body: [account] },
    "GET /bank-rules": { body: [rule] },
    "GET /properties": { body: { items: [{ id: PROPERTY, name: "Lindenstraße 5" }], total: 1, page: 1, pageSize: 100 } },
    ...extra,
  };
}

function renderSection() {
  const client = newQueryClient();
  // What "Mieteingänge" and the booking list show: a confirmation must mark them stale.
  for (const key of [["rent-roll", "matrix", {}], ["rent-roll", "open-items"], ["bookings", "list", {}]]) client.setQueryData(key, {});
  render(withQueryClient(<BankTransactionsSection />, client));
  return client;
}

const table = () => screen.findByRole("table", { name: "Offene Umsätze" });
const rowOf = async (name: RegExp) => within(await table()).getByRole("row", { name });
const confirmCalls = (api: ReturnType<typeof mockApi>) => api.calls.filter((c) => c.method === "POST" && c.path.endsWith("/confirm"));

beforeEach(() => {
  installDomStubs();
  setToday("2026-02-10");
});
afterEach(() => {
  cleanup();
  resetClock();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("BankTransactionsSection", { timeout: 30_000 }, () => {
  it("each open transaction shows its proposal and why, visibly", async () => {
    mockApi(routes());
    renderSection();
    const rent = await rowOf(/Mia Berg/);
    expect(rent.textContent).toContain("Miete Januar 2026 von Mia Berg · Lindenstraße 5 · W01");
    expect(rent.textContent).toContain("Warum? Die IBAN DE02 1005 … zahlte schon für diesen Vertrag.");
    const water = await rowOf(/Stadtwerke/);
    await waitFor(() => expect(water.textContent).toContain("Regel „Wasser“: Betriebskosten · Lindenstraße 5"));
    expect(water.textContent).toContain("Warum? Name enthält „Stadtwerke“");
    const bare = await rowOf(/Kontoführung/);
    expect(bare.textContent).toContain("Kein Vorschlag");
    expect(within(bare).queryByRole("button", { name: /^Bestätigen/ })).toBeNull();
  });

  it("Bestätigen of a rent proposal posts contract, month and version; Mieteingänge and bookings are stale", async () => {
    const api = mockApi(routes({ [`POST /bank-transactions/${RENT_TX}/confirm`]: { body: { ...rentTx, status: "booked" } } }));
    const client = renderSection();
    await userEvent.click(within(await rowOf(/Mia Berg/)).getByRole("button", { name: /^Bestätigen/ }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.bankUiTransactionBooked));
    expect(confirmCalls(api).map((c) => c.body)).toEqual([{ kind: "rent", contractId: CONTRACT, rentMonth: "2026-01", version: 4 }]);
    for (const key of [["rent-roll", "matrix", {}], ["rent-roll", "open-items"], ["bookings", "list", {}]]) expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
  });

  it("Bestätigen of a rule proposal books the transaction's facts on the rule's line", async () => {
    const api = mockApi(routes({ [`POST /bank-transactions/${RULE_TX}/confirm`]: { body: { ...ruleTx, status: "booked" } } }));
    renderSection();
    const water = await rowOf(/Stadtwerke/);
    await waitFor(() => expect(water.textContent).toContain("Lindenstraße 5"));
    await userEvent.click(within(water).getByRole("button", { name: /^Bestätigen/ }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.bankUiTransactionBooked));
    expect(confirmCalls(api)[0]?.body).toMatchObject({
      kind: "booking",
      saveRule: null,
      version: 2,
      booking: { paymentDate: "2026-01-27", amountCents: -4599, counterpartyName: "Stadtwerke", text: "Abschlag Wasser", lines: [{ propertyId: PROPERTY, category: "operating_costs", betrkvType: 2, amountCents: -4599 }] },
    });
  });

  it("a stale version: the user is told and the list is loaded again", async () => {
    const api = mockApi(routes({ [`POST /bank-transactions/${RENT_TX}/confirm`]: stale }));
    renderSection();
    await userEvent.click(within(await rowOf(/Mia Berg/)).getByRole("button", { name: /^Bestätigen/ }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.bankUiTransactionStale));
    await waitFor(() => expect(api.calls.filter((c) => c.path.startsWith("/bank-transactions?")).length).toBe(2));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("Bearbeiten of money out opens the booking dialog pre-filled; it saves through confirm, with 'Immer so buchen'", async () => {
    const api = mockApi(
      routes({
        "GET /booking-categories": { body: bookingCategories.map((k) => bookingCategoryDto(k, [])) },
        "GET /tenants/picker": { body: { items: [], hasMore: false } },
        [`GET /properties/${PROPERTY}/units`]: { body: [] },
        [`POST /bank-transactions/${BARE_TX}/confirm`]: { body: { ...bareTx, status: "booked" } },
      }),
    );
    renderSection();
    const user = userEvent.setup();
    await user.click(within(await rowOf(/Kontoführung/)).getByRole("button", { name: /^Bearbeiten/ }));
    const dialog = await screen.findByRole("dialog", { name: "Umsatz buchen" });
    await within(dialog).findByRole("option", { name: "Verwaltungskosten" });
    expect(within(dialog).getByLabelText<HTMLInputElement>("Betrag *").value).toBe("9,90");
    expect(within(dialog).getByRole("radio", { name: "Ausgabe" })).toHaveProperty("checked", true);
    expect(within(dialog).getByLabelText<HTMLInputElement>("Zahlungsdatum *").value).toBe("30.01.2026");
    expect(within(dialog).getByLabelText<HTMLInputElement>("Gegenpartei").value).toBe("Bank");
    expect(within(dialog).getByLabelText<HTMLInputElement>("Buchungstext").value).toBe("Kontoführung");
    // The account runs over one property: the line starts there.
    await waitFor(() => expect(within(dialog).getByLabelText<HTMLSelectElement>("Immobilie *").value).toBe(PROPERTY));
    await user.selectOptions(within(dialog).getByLabelText("Kategorie *"), "administration");

    await user.click(within(dialog).getByRole("checkbox", { name: "Immer so buchen" }));
    expect(within(dialog).getByLabelText<HTMLInputElement>("Name der Regel").value).toBe("Bank");
    await user.clear(within(dialog).getByLabelText("Name der Regel"));
    await user.type(within(dialog).getByLabelText("Name der Regel"), "Kontoführung");
    await user.click(within(dialog).getByRole("checkbox", { name: "Automatisch buchen" }));
    await user.click(within(dialog).getByRole("button", { name: "Buchung speichern" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.bankUiTransactionBooked));
    expect(api.calls.some((c) => c.method === "POST" && c.path === "/bookings")).toBe(false);
    expect(confirmCalls(api)[0]?.body).toMatchObject({
      kind: "booking",
      saveRule: { name: "Kontoführung", automatic: true },
      version: 1,
      booking: { paymentDate: "2026-01-30", documentDate: "2026-01-30", amountCents: -990, counterpartyName: "Bank", text: "Kontoführung", lines: [{ propertyId: PROPERTY, category: "administration", amountCents: -990 }] },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("Bearbeiten of money in: another contract and month from the rent roll, sent with the version", async () => {
    const otherContract = "8d5c1f7e-8f7a-4c53-9c1e-2f4a8b0e1a12";
    const cell = (month: string, open: number) => ({ month, dueDate: `${month}-03`, sollCents: 85_000, paidCents: 85_000 - open, openCents: open, status: open ? "open" : "paid", daysOverdue: 0 });
    const row = (contractId: string, tenantName: string, cells: unknown[]) => ({ contractId, tenantId: "t", tenantName, propertyId: PROPERTY, propertyName: "Lindenstraße 5", unitId: "u", unitCode: "W02", roomCode: null, cells, arrearsCents: 0, daysOverdue: 0, warning: "none" });
    const api = mockApi(
      routes({
        "GET /rent-roll": { body: { months: ["2025-12", "2026-01"], rows: [row(CONTRACT, "Mia Berg", [cell("2025-12", 0), cell("2026-01", 85_000)]), row(otherContract, "Tom Kurz", [cell("2025-12", 85_000), cell("2026-01", 85_000)])], totals: [], total: 2, page: 1, pageSize: 500 } },
        [`POST /bank-transactions/${RENT_TX}/confirm`]: { body: { ...rentTx, status: "booked" } },
      }),
    );
    renderSection();
    const user = userEvent.setup();
    await user.click(within(await rowOf(/Mia Berg/)).getByRole("button", { name: /^Bearbeiten/ }));
    const dialog = await screen.findByRole("dialog", { name: "Umsatz zuordnen" });
    await within(dialog).findByRole("option", { name: "Tom Kurz · Lindenstraße 5 · W02" });
    expect(api.calls.find((c) => c.path.startsWith("/rent-roll?"))?.path).toContain("from=2025-02&to=2026-03");
    // Starts with the proposal.
    expect(within(dialog).getByLabelText<HTMLSelectElement>("Mietvertrag *").value).toBe(CONTRACT);
    expect(within(dialog).getByLabelText<HTMLSelectElement>("Für Monat").value).toBe("2026-01");
    await user.selectOptions(within(dialog).getByLabelText("Mietvertrag *"), otherContract);
    await user.selectOptions(within(dialog).getByLabelText("Für Monat"), "2025-12");
    await user.click(within(dialog).getByRole("button", { name: "Als Miete buchen" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.bankUiTransactionBooked));
    expect(confirmCalls(api)[0]?.body).toEqual({ kind: "rent", contractId: otherContract, rentMonth: "2025-12", version: 4 });
  });

  it("Ignorieren, and in the tab Ignoriert: Wieder öffnen", async () => {
    const api = mockApi(
      routes({
        "GET /bank-transactions": byStatus([rentTx, ruleTx, bareTx], [{ ...bareTx, status: "ignored", version: 2 }]),
        [`POST /bank-transactions/${BARE_TX}/ignore`]: { body: { ...bareTx, status: "ignored" } },
        [`POST /bank-transactions/${BARE_TX}/reopen`]: { body: bareTx },
      }),
    );
    renderSection();
    const user = userEvent.setup();
    await user.click(within(await rowOf(/Kontoführung/)).getByRole("button", { name: /^Ignorieren/ }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.bankUiTransactionIgnored));

    await user.click(screen.getByRole("tab", { name: "Ignoriert" }));
    const ignored = await screen.findByRole("table", { name: "Ignorierte Umsätze" });
    expect(api.calls.some((c) => c.path === "/bank-transactions?status=ignored")).toBe(true);
    await user.click(within(ignored).getByRole("button", { name: /^Wieder öffnen/ }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.bankUiTransactionReopened));
    // Each with the version the list read.
    expect(api.calls.filter((c) => c.method === "POST").map((c) => [c.path, c.body])).toEqual([
      [`/bank-transactions/${BARE_TX}/ignore`, { version: 1 }],
      [`/bank-transactions/${BARE_TX}/reopen`, { version: 2 }],
    ]);
  });
});
