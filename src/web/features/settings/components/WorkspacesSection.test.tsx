// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import type { Me } from "@/shared/api-types";
import { messages } from "@/shared/messages";
import { mockApi, newQueryClient, withMemoryRouter, withQueryClient } from "@/web/lib/test-utils";
import { WorkspacesSection } from "./WorkspacesSection";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const me = (role: "admin" | "viewer"): Me => ({
  user: { id: "u1", email: "anna@beispiel.de", name: "Anna" },
  profile: null,
  workspace: { id: "7c9e6679-7425-40de-944b-e07fc1f90ae7", name: "Mein Portfolio", role },
  workspaces: [
    { id: "7c9e6679-7425-40de-944b-e07fc1f90ae7", name: "Mein Portfolio", role },
    { id: "2b8e4c1a-7d3f-4e9b-a6c5-0d1e2f3a4b5c", name: "Familie Berg", role: "viewer" },
  ],
});

const show = (m: Me) => render(withQueryClient(withMemoryRouter(() => <WorkspacesSection me={m} />), newQueryClient()));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("WorkspacesSection", () => {
  it("an admin renames the portfolio; an empty name is refused before anything is sent", async () => {
    const api = mockApi({ "PATCH /workspace": { body: { id: "x", name: "Haus Berg", role: "admin" } }, "GET /me": { body: me("admin") } });
    show(me("admin"));
    const field = await screen.findByLabelText("Name des aktuellen Portfolios");
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole("button", { name: "Name speichern" }));
    expect(await screen.findByText(messages.workspaceNameRequired)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === "PATCH")).toEqual([]);
    await userEvent.type(field, "  Haus Berg ");
    await userEvent.click(screen.getByRole("button", { name: "Name speichern" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Der Name des Portfolios ist gespeichert."));
    expect(api.calls.find((c) => c.method === "PATCH")).toEqual({ method: "PATCH", path: "/workspace", body: { name: "Haus Berg" } });
  });

  it("a viewer sees no name field; leaving asks first and names the workspace in the header; a refusal is shown", async () => {
    const refusal = { message: messages.lastAdmin, details: null, hint: null, code: "conflict" };
    const api = mockApi({ "POST /workspace/leave": { status: 409, body: refusal } });
    show(me("viewer"));
    await screen.findByText("Familie Berg");
    expect(screen.queryByLabelText("Name des aktuellen Portfolios")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Portfolio „Familie Berg“ verlassen" }));
    await userEvent.click(await screen.findByRole("button", { name: "Portfolio verlassen" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.lastAdmin));
    const sent = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith("/workspace/leave"))!;
    expect((sent[1]!.headers as Record<string, string>)["X-Workspace-Id"]).toBe("2b8e4c1a-7d3f-4e9b-a6c5-0d1e2f3a4b5c");
    // Refused: the dialog stays open.
    expect(screen.getByRole("alertdialog", { name: "Portfolio „Familie Berg“ verlassen?" })).toBeTruthy();
  });
});
