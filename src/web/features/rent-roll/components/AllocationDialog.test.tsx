// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { resetClock, setToday } from "@/core/dates";
import { messages } from "@/shared/messages";
import { installDomStubs, mockApi, newQueryClient, withQueryClient } from "@/web/lib/test-utils";
import { CONTRACT_ID, tenantAccount } from "@/web/features/rent-roll/test-fixtures";
import { AllocationDialog, type AllocatablePayment } from "./AllocationDialog";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const onClose = vi.fn();
const account = tenantAccount();
const paymentOf = (bookingId: string) => account.entries.find((e) => e.bookingId === bookingId) as AllocatablePayment;
const renderDialog = (payment: AllocatablePayment) => render(withQueryClient(<AllocationDialog contractId={CONTRACT_ID} payment={payment} months={account.months} onClose={onClose} />, newQueryClient()));
const dialog = (number: string) => screen.getByRole("dialog", { name: `Zuordnung ändern – Zahlung ${number}` });
const select = (number: string) => within(dialog(number)).getByLabelText<HTMLSelectElement>("Zahlung gilt für");
const save = (user: ReturnType<typeof userEvent.setup>, number: string) => user.click(within(dialog(number)).getByRole("button", { name: "Speichern" }));
const stale = { status: 409, body: { message: messages.staleRecord, details: null, hint: null, code: "stale" } };

beforeEach(() => {
  installDomStubs();
  setToday("2026-03-06");
  onClose.mockClear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => {
  cleanup();
  resetClock();
  vi.unstubAllGlobals();
});

describe("AllocationDialog (Zuordnung ändern)", () => {
  it("offers 'Automatisch' and the account's months with what is open; sends null for 'Automatisch'", async () => {
    const api = mockApi({ [`PATCH /contracts/${CONTRACT_ID}/payments/b2`]: { body: { id: "b2" } } });
    const user = userEvent.setup();
    renderDialog(paymentOf("b2"));
    expect(within(select("2026-0002")).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Automatisch (älteste Forderung zuerst, § 366 BGB)",
      "Februar 2026 – offen 400,00\u00a0€",
      "Januar 2026 – bezahlt",
    ]);
    // The payment is designated for February: the select shows it.
    expect(select("2026-0002").value).toBe("2026-02");
    await user.selectOptions(select("2026-0002"), "");
    await save(user, "2026-0002");
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.paymentAllocated));
    expect(api.calls.find((c) => c.method === "PATCH")?.body).toEqual({ rentMonth: null, version: 4 });
    expect(onClose).toHaveBeenCalled();
  });

  it("a designation the account does not show (paid in advance) stays selectable", () => {
    renderDialog({ ...paymentOf("b1"), payment: { version: 1, designatedMonth: "2026-05", reversed: false } });
    expect(select("2026-0001").value).toBe("2026-05");
    expect(within(select("2026-0001")).getAllByRole("option")[1]!.textContent).toBe("Mai 2026");
  });

  it("a 409 stale reloads the payment from the account; the next save carries the new version", async () => {
    let patches = 0;
    const fresh = tenantAccount({ entries: account.entries.map((e) => (e.bookingId === "b1" ? { ...e, payment: { version: 5, designatedMonth: "2026-02", reversed: false } } : e)) });
    const api = mockApi({
      [`PATCH /contracts/${CONTRACT_ID}/payments/b1`]: () => (++patches === 1 ? stale : { body: { id: "b1" } }),
      [`GET /contracts/${CONTRACT_ID}/account`]: { body: fresh },
    });
    const user = userEvent.setup();
    renderDialog(paymentOf("b1"));
    expect(select("2026-0001").value).toBe("");
    await user.selectOptions(select("2026-0001"), "2026-01");
    await save(user, "2026-0001");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.staleRecord));
    // What someone else saved in between is shown before the user saves again.
    await waitFor(() => expect(select("2026-0001").value).toBe("2026-02"));
    await save(user, "2026-0001");
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.paymentAllocated));
    expect(api.calls.filter((c) => c.method === "PATCH").map((c) => c.body)).toEqual([
      { rentMonth: "2026-01", version: 1 },
      { rentMonth: "2026-02", version: 5 },
    ]);
  });

  it("the server's refusal is shown as it is", async () => {
    mockApi({ [`PATCH /contracts/${CONTRACT_ID}/payments/b1`]: { status: 409, body: { message: messages.reversedNotEditable, details: null, hint: null, code: "conflict" } } });
    const user = userEvent.setup();
    renderDialog(paymentOf("b1"));
    await save(user, "2026-0001");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.reversedNotEditable));
    expect(onClose).not.toHaveBeenCalled();
  });
});
