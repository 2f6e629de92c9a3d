// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { messages } from "@/shared/messages";
import { installDomStubs, mockApi, newQueryClient, withQueryClient } from "@/web/lib/test-utils";
import { DemoDataBanner } from "./DemoDataBanner";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const none = { properties: 0, units: 0, rooms: 0, tenants: 0, contracts: 0, loans: 0 };
const removedAll = { removed: { properties: 2, units: 7, rooms: 4, tenants: 10, contracts: 10, loans: 3 }, kept: none };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function confirmRemoval() {
  await userEvent.click(await screen.findByRole("button", { name: "Demo-Daten entfernen" }));
  const dialog = await screen.findByRole("alertdialog");
  expect(within(dialog).getByText(messages.confirmRemoveDemo)).toBeTruthy();
  await userEvent.type(within(dialog).getByLabelText("Zur Bestätigung löschen eingeben"), "löschen");
  await userEvent.click(within(dialog).getByRole("button", { name: "Demo-Daten entfernen" }));
  return dialog;
}

describe("DemoDataBanner", () => {
  it("asks before removing, then removes the demo in one call and says so", async () => {
    installDomStubs();
    let present = true;
    const { calls } = mockApi({
      "GET /demo": () => ({ body: { present } }),
      "DELETE /demo": () => {
        present = false;
        return { body: removedAll };
      },
    });
    render(withQueryClient(<DemoDataBanner canWrite />, newQueryClient()));
    expect(await screen.findByRole("region", { name: "Demo-Daten" })).toBeTruthy();

    // Opening the confirmation and cancelling removes nothing.
    await userEvent.click(screen.getByRole("button", { name: "Demo-Daten entfernen" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Abbrechen" }));
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(0);

    await confirmRemoval();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.demoRemoved));
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/demo"]);
    // The status is read again: no demo left, no banner.
    await waitFor(() => expect(screen.queryByRole("region", { name: "Demo-Daten" })).toBeNull());
  });

  it("says which demo rows stay because the user's own data uses them", async () => {
    installDomStubs();
    mockApi({
      "GET /demo": { body: { present: true } },
      "DELETE /demo": { body: { removed: none, kept: { ...none, properties: 1, units: 1, rooms: 1 } } },
    });
    render(withQueryClient(<DemoDataBanner canWrite />, newQueryClient()));
    await confirmRemoval();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.demoPartlyKept(3)));
    expect(messages.demoPartlyKept(3)).toContain("3 Demo-Einträge bleiben");
  });

  it("shows the server's message when removing fails and keeps the dialog open", async () => {
    installDomStubs();
    mockApi({
      "GET /demo": { body: { present: true } },
      "DELETE /demo": { status: 403, body: { message: "Deine Rolle erlaubt diese Änderung nicht.", details: null, hint: null, code: "forbidden" } },
    });
    render(withQueryClient(<DemoDataBanner canWrite />, newQueryClient()));
    const dialog = await confirmRemoval();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Deine Rolle erlaubt diese Änderung nicht."));
    expect(dialog.isConnected).toBe(true);
  });

  it("a viewer reads the note without the button; without demo data there is nothing", async () => {
    mockApi({ "GET /demo": { body: { present: true } } });
    render(withQueryClient(<DemoDataBanner canWrite={false} />, newQueryClient()));
    expect(await screen.findByRole("region", { name: "Demo-Daten" })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    cleanup();

    mockApi({ "GET /demo": { body: { present: false } } });
    const { container } = render(withQueryClient(<DemoDataBanner canWrite />, newQueryClient()));
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(container.textContent).toBe("");
  });
});
