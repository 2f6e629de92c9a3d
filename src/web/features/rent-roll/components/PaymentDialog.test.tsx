// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { resetClock, setToday } from "@/core/dates";
import { DATE_MESSAGES, messages } from "@/shared/messages";
import { installDomStubs, mockApi, newQueryClient, withQueryClient } from "@/web/lib/test-utils";
import { rentRollKeys } from "@/web/features/rent-roll/api/query-keys";
import { CONTRACT_ID, tenantAccount } from "@/web/features/rent-roll/test-fixtures";
import { PaymentDialog } from "./PaymentDialog";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const onOpenChange = vi.fn();
function renderDialog() {
  const client = newQueryClient();
  // What the write must mark stale: the account, the matrix, the open items and (the
  // payment is a booking) the booking lists of the bookings feature.
  for (const key of [rentRollKeys.account(CONTRACT_ID), rentRollKeys.openItems(), rentRollKeys.matrix({ from: "2025-04", to: "2026-03", propertyId: null, page: 1, pageSize: 25 }), ["bookings", "list", { page: 1 }]]) client.setQueryData(key, {});
  render(withQueryClient(<PaymentDialog open onOpenChange={onOpenChange} contractId={CONTRACT_ID} tenantName="Mia Berg" months={tenantAccount().months} />, client));
  return client;
}
const dialog = () => screen.getByRole("dialog", { name: "Zahlung erfassen – Mia Berg" });
const field = (label: string) => within(dialog()).getByLabelText<HTMLInputElement>(label);
const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(within(dialog()).getByRole("button", { name: "Zahlung erfassen" }));

beforeEach(() => {
  installDomStubs();
  setToday("2026-03-06");
  onOpenChange.mockClear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => {
  cleanup();
  resetClock();
  vi.unstubAllGlobals();
});

describe("PaymentDialog (Zahlung erfassen)", () => {
  it("sends the amount in cents and the named month, then marks the rent roll and the booking lists stale and closes", async () => {
    const api = mockApi({ [`POST /contracts/${CONTRACT_ID}/payments`]: { status: 201, body: { id: "b9" } } });
    const user = userEvent.setup();
    const client = renderDialog();
    expect(field("Zahlungsdatum *").value).toBe("06.03.2026");
    // Months newest first with what is open.
    const options = within(field("Für Monat") as unknown as HTMLSelectElement).getAllByRole("option").map((o) => o.textContent);
    expect(options).toEqual(["Automatisch – älteste offene Miete zuerst", "Februar 2026 – offen 400,00\u00a0€", "Januar 2026 – bezahlt"]);

    await user.clear(field("Zahlungsdatum *"));
    await user.type(field("Zahlungsdatum *"), "02.03.2026");
    await user.type(field("Betrag *"), "1.234,5");
    await user.selectOptions(field("Für Monat"), "2026-02");
    await user.type(field("Verwendungszweck"), "  Miete Februar ");
    await submit(user);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.paymentRecorded));
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ paymentDate: "2026-03-02", amountCents: 123450, rentMonth: "2026-02", text: "Miete Februar" });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    for (const query of client.getQueryCache().getAll()) expect(query.isStale(), String(query.queryKey)).toBe(true);
  });

  it("refuses an empty, zero or negative amount and a missing or unreadable date with one German toast each; sends nothing", async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderDialog();
    await submit(user);
    expect(toast.error).toHaveBeenLastCalledWith(messages.paymentAmountRequired);
    await user.type(field("Betrag *"), "0");
    await submit(user);
    expect(toast.error).toHaveBeenLastCalledWith(messages.paymentAmountRequired);
    await user.clear(field("Betrag *"));
    await user.type(field("Betrag *"), "-5");
    await submit(user);
    expect(toast.error).toHaveBeenLastCalledWith("Betrag: Der Betrag darf nicht negativ sein");
    await user.clear(field("Betrag *"));
    await user.type(field("Betrag *"), "5");
    await user.clear(field("Zahlungsdatum *"));
    await submit(user);
    expect(toast.error).toHaveBeenLastCalledWith(messages.paymentDateRequired);
    // Unreadable text is refused with the date message, not sent or dropped.
    await user.type(field("Zahlungsdatum *"), "31.02.2026");
    await submit(user);
    expect(toast.error).toHaveBeenLastCalledWith(`Zahlungsdatum: ${DATE_MESSAGES.invalid}`);
    expect(field("Zahlungsdatum *").getAttribute("aria-invalid")).toBe("true");
    expect(api.calls).toEqual([]);
  });

  it("shows the server's message and stays open when the booking is refused", async () => {
    mockApi({ [`POST /contracts/${CONTRACT_ID}/payments`]: { status: 409, body: { message: "Das Jahr 2026 ist abgeschlossen.", details: null, hint: null, code: "conflict" } } });
    const user = userEvent.setup();
    renderDialog();
    await user.type(field("Betrag *"), "100");
    await submit(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Das Jahr 2026 ist abgeschlossen."));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(dialog()).toBeTruthy();
  });
});
