// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { cents } from "@/core/money";
import { resetClock, setToday } from "@/core/dates";
import { messages } from "@/shared/messages";
import { installDomStubs, mockApi, newQueryClient, withQueryClient } from "@/web/lib/test-utils";
import { CONTRACT_ID, tenantAccount } from "@/web/features/rent-roll/test-fixtures";
import { OpeningBalanceDialog } from "./OpeningBalanceDialog";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const onOpenChange = vi.fn();
const renderDialog = (account = tenantAccount()) => render(withQueryClient(<OpeningBalanceDialog open onOpenChange={onOpenChange} account={account} />, newQueryClient()));
const dialog = () => screen.getByRole("dialog", { name: "Anfangssaldo" });
const field = (label: string) => within(dialog()).getByLabelText<HTMLInputElement>(label);
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(within(dialog()).getByRole("button", { name: "Speichern" }));
const path = `/contracts/${CONTRACT_ID}/opening-balance`;

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

describe("OpeningBalanceDialog (Anfangssaldo)", () => {
  it("sends month and a negative amount (credit) in cents with the contract's version", async () => {
    const api = mockApi({ [`PATCH ${path}`]: { status: 204 } });
    const user = userEvent.setup();
    renderDialog();
    const months = within(field("Stand am Ersten von *") as unknown as HTMLSelectElement).getAllByRole("option").map((o) => o.textContent);
    expect(months).toEqual(["Monat wählen …", "März 2026", "Februar 2026", "Januar 2026"]);
    await save(user);
    expect(toast.error).toHaveBeenLastCalledWith(messages.openingBalanceIncomplete);
    await user.selectOptions(field("Stand am Ersten von *"), "2026-02");
    await user.type(field("Betrag *"), "-120,5");
    await save(user);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.openingBalanceSaved));
    expect(api.calls.find((c) => c.method === "PATCH")?.body).toEqual({ month: "2026-02", cents: -12050, version: 3 });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("a 409 stale reloads the account into the form; the next save carries the new version", async () => {
    let patches = 0;
    const api = mockApi({
      [`PATCH ${path}`]: () => (++patches === 1 ? { status: 409, body: { message: messages.staleRecord, details: null, hint: null, code: "stale" } } : { status: 204 }),
      [`GET /contracts/${CONTRACT_ID}/account`]: { body: tenantAccount({ contract: { ...tenantAccount().contract, version: 7 }, openingBalance: { month: "2026-01", cents: cents(9900) } }) },
    });
    const user = userEvent.setup();
    renderDialog(tenantAccount({ openingBalance: { month: "2026-02", cents: cents(5000) } }));
    expect(field("Betrag *").value).toBe("50,00");
    await save(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.staleRecord));
    await waitFor(() => expect(field("Betrag *").value).toBe("99,00"));
    expect((field("Stand am Ersten von *") as unknown as HTMLSelectElement).value).toBe("2026-01");
    await save(user);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.openingBalanceSaved));
    expect(api.calls.filter((c) => c.method === "PATCH").map((c) => (c.body as { version: number }).version)).toEqual([3, 7]);
  });
});
