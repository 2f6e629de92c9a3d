// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { cents } from "@/core/money";
import { DATE_MESSAGES, messages } from "@/shared/messages";
import { installDomStubs, mockApi, newQueryClient, withQueryClient } from "@/web/lib/test-utils";
import { CONTRACT_ID, tenantAccount } from "@/web/features/rent-roll/test-fixtures";
import { RentChangeDialog, type StoredRentStep } from "./RentChangeDialog";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const [contractRent, indexStep] = tenantAccount().rentSteps as [StoredRentStep, StoredRentStep];
const onOpenChange = vi.fn();
const renderDialog = (step: StoredRentStep | null) =>
  render(withQueryClient(<RentChangeDialog open onOpenChange={onOpenChange} contractId={CONTRACT_ID} step={step} current={contractRent} />, newQueryClient()));
const dialog = () => screen.getByRole("dialog");
const field = (label: string) => within(dialog()).getByLabelText<HTMLInputElement>(label);

beforeEach(() => {
  installDomStubs();
  onOpenChange.mockClear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("RentChangeDialog (Mietänderung)", () => {
  it("a new step starts from the rent in force, needs a date and a reason, and posts cents", async () => {
    const api = mockApi({ [`POST /contracts/${CONTRACT_ID}/rent-changes`]: { status: 201, body: { ...indexStep, id: "rc9" } } });
    const user = userEvent.setup();
    renderDialog(null);
    expect(screen.getByRole("dialog", { name: "Mietänderung hinzufügen" })).toBeTruthy();
    expect(field("Kaltmiete *").value).toBe("650,00");
    expect(field("NK-Vorauszahlung *").value).toBe("150,00");
    const reasons = within(field("Grund *") as unknown as HTMLSelectElement).getAllByRole("option").map((o) => o.textContent);
    expect(reasons).toEqual(["Grund wählen …", "Vertrag", "Staffel", "Index", "§ 558 (Vergleichsmiete)", "Modernisierung", "Vereinbarung", "Vorauszahlungsanpassung"]);

    const save = () => user.click(within(dialog()).getByRole("button", { name: "Hinzufügen" }));
    await save();
    expect(toast.error).toHaveBeenLastCalledWith(messages.rentChangeDateRequired);
    await user.type(field("Gültig ab *"), "01.06.20266");
    await save();
    expect(toast.error).toHaveBeenLastCalledWith(`Gültig ab: ${DATE_MESSAGES.invalid}`);
    await user.clear(field("Gültig ab *"));
    await user.type(field("Gültig ab *"), "01.06.2026");
    await save();
    expect(toast.error).toHaveBeenLastCalledWith(messages.rentChangeReasonRequired);
    await user.selectOptions(field("Grund *"), "§ 558 (Vergleichsmiete)");
    await user.clear(field("Kaltmiete *"));
    await user.type(field("Kaltmiete *"), "700");
    await user.type(field("Notiz"), "Mietspiegel 2026");
    expect(api.calls).toEqual([]);
    await save();

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.rentChangeSaved));
    expect(api.calls[0]?.body).toEqual({ validFrom: "2026-06-01", coldRentCents: 70000, serviceChargeCents: 15000, reason: "comparative", note: "Mietspiegel 2026" });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("editing patches with the version; a 409 stale reloads the step from the account and the next save carries the new version", async () => {
    const fresh = { ...indexStep, version: 5, coldRentCents: cents(72000) };
    let patches = 0;
    const api = mockApi({
      "PATCH /rent-changes/rc1": () =>
        ++patches === 1 ? { status: 409, body: { message: messages.staleRecord, details: null, hint: null, code: "stale" } } : { body: fresh },
      [`GET /contracts/${CONTRACT_ID}/account`]: { body: tenantAccount({ rentSteps: [contractRent, fresh] }) },
    });
    const user = userEvent.setup();
    renderDialog(indexStep);
    expect(screen.getByRole("dialog", { name: "Mietänderung bearbeiten" })).toBeTruthy();
    expect(field("Gültig ab *").value).toBe("01.03.2026");
    expect((field("Grund *") as unknown as HTMLSelectElement).value).toBe("index");
    expect(field("Notiz").value).toBe("VPI 2025");

    await user.click(within(dialog()).getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.staleRecord));
    await waitFor(() => expect(field("Kaltmiete *").value).toBe("720,00"));
    await user.click(within(dialog()).getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.rentChangeSaved));
    const patched = api.calls.filter((c) => c.method === "PATCH").map((c) => c.body as { version: number; coldRentCents: number });
    expect(patched.map((b) => b.version)).toEqual([2, 5]);
    expect(patched[1]).toEqual({ validFrom: "2026-03-01", coldRentCents: 72000, serviceChargeCents: 15000, reason: "index", note: "VPI 2025", version: 5 });
  });
});
