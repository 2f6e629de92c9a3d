// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { cents } from "@/core/money";
import { resetClock, setToday } from "@/core/dates";
import { DATE_MESSAGES, messages } from "@/shared/messages";
import { installDomStubs, mockApi, newQueryClient, withQueryClient } from "@/web/lib/test-utils";
import { CONTRACT_ID } from "@/web/features/rent-roll/test-fixtures";
import { ReminderDialog } from "./ReminderDialog";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const reminder = { id: "r7", level: 1, sentOn: "2026-03-06", openCents: 40000, paymentDeadline: "2026-03-20", createdAt: "2026-03-06T09:00:00Z" };
const onOpenChange = vi.fn();
const openWindow = vi.fn();

const renderDialog = (sentLevels: number[]) =>
  render(withQueryClient(<ReminderDialog open onOpenChange={onOpenChange} contractId={CONTRACT_ID} tenantName="Mia Berg" arrearsCents={cents(40000)} sentLevels={sentLevels} />, newQueryClient()));
const dialog = () => screen.getByRole("dialog", { name: "Mahnung erstellen – Mia Berg" });
const field = (label: string) => within(dialog()).getByLabelText<HTMLInputElement>(label);
const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(within(dialog()).getByRole("button", { name: "Erstellen und PDF öffnen" }));

beforeEach(() => {
  installDomStubs();
  vi.stubGlobal("open", openWindow);
  setToday("2026-03-06");
  openWindow.mockClear();
  onOpenChange.mockClear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => {
  cleanup();
  resetClock();
  vi.unstubAllGlobals();
});

describe("ReminderDialog (Mahnung erstellen)", () => {
  it("offers the next level after a Zahlungserinnerung, sends level, date and deadline, then opens the PDF", async () => {
    const api = mockApi({ [`POST /contracts/${CONTRACT_ID}/reminders`]: { status: 201, body: reminder } });
    const user = userEvent.setup();
    renderDialog([0]);
    expect(dialog().textContent).toContain("Überfällig: 400,00\u00a0€");
    const level = field("Art des Schreibens") as unknown as HTMLSelectElement;
    expect(within(level).getAllByRole("option").map((o) => o.textContent)).toEqual(["Zahlungserinnerung", "1. Mahnung", "2. Mahnung"]);
    expect(level.value).toBe("1");
    expect(field("Datum des Schreibens").value).toBe("06.03.2026");
    expect(field("Zahlungsfrist").value).toBe("20.03.2026");

    await user.clear(field("Zahlungsfrist"));
    await user.type(field("Zahlungsfrist"), "27.3.");
    await submit(user);
    // Unreadable text is refused with the date message, not dropped (the server would pick its default).
    expect(toast.error).toHaveBeenLastCalledWith(`Zahlungsfrist: ${DATE_MESSAGES.invalid}`);
    expect(api.calls).toEqual([]);
    await user.type(field("Zahlungsfrist"), "26");
    await submit(user);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.reminderCreated));
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ level: 1, sentOn: "2026-03-06", paymentDeadline: "2026-03-27" });
    expect(openWindow).toHaveBeenCalledWith("/api/v1/reminders/r7/pdf", "_blank", "noopener");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("a first letter is a Zahlungserinnerung; the 2. Mahnung is the last level", async () => {
    mockApi({});
    renderDialog([]);
    expect((field("Art des Schreibens") as unknown as HTMLSelectElement).value).toBe("0");
    cleanup();
    renderDialog([0, 1, 2]);
    expect((field("Art des Schreibens") as unknown as HTMLSelectElement).value).toBe("2");
  });

  it("nothing overdue: the server's message, no PDF, the dialog stays", async () => {
    mockApi({ [`POST /contracts/${CONTRACT_ID}/reminders`]: { status: 409, body: { message: messages.nothingOverdue, details: null, hint: null, code: "conflict" } } });
    const user = userEvent.setup();
    renderDialog([]);
    await submit(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.nothingOverdue));
    expect(openWindow).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
