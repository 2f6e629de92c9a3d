// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/web/lib/api";
import { ListState } from "./ListState";

afterEach(cleanup);

// Just the fields ListState reads; the rest of a query result does not matter here.
const query = (state: Partial<UseQueryResult<string[]>>) =>
  ({ isPending: false, isError: false, data: undefined, error: null, refetch: vi.fn(), ...state }) as unknown as UseQueryResult<string[]>;

const renderList = (q: UseQueryResult<string[]>, empty = { Icon: Inbox, message: "Noch nichts da." } as { Icon: typeof Inbox; message: string; title?: string }) =>
  render(
    <ListState query={q} errorFallback="Die Liste konnte nicht geladen werden." isEmpty={(d) => d.length === 0} empty={empty}>
      {(data) => <ul>{data.map((d) => <li key={d}>{d}</li>)}</ul>}
    </ListState>,
  );

describe("ListState", () => {
  it("shows a spinner while loading", () => {
    renderList(query({ isPending: true }));
    expect(screen.getByRole("status").textContent).toContain("Wird geladen");
  });

  it("shows the server's message with a retry, or the fallback for anything else", () => {
    const refetch = vi.fn();
    const { unmount } = renderList(query({ isError: true, error: new ApiError(403, { message: "Kein Zugriff.", details: null, hint: null, code: "forbidden" }), refetch }));
    expect(screen.getByRole("alert").textContent).toContain("Kein Zugriff.");
    fireEvent.click(screen.getByRole("button", { name: "Erneut versuchen" }));
    expect(refetch).toHaveBeenCalledTimes(1);
    unmount();
    renderList(query({ isError: true, error: new Error("boom") }));
    expect(screen.getByRole("alert").textContent).toContain("Die Liste konnte nicht geladen werden.");
  });

  it("shows the empty message, as a full empty state when it has a title", () => {
    const { unmount } = renderList(query({ isSuccess: true, data: [] }));
    expect(screen.getByText("Noch nichts da.")).toBeTruthy();
    expect(screen.queryByRole("heading")).toBeNull();
    unmount();
    renderList(query({ data: [] }), { Icon: Inbox, title: "Leer", message: "Noch nichts da." });
    expect(screen.getByRole("heading", { name: "Leer" })).toBeTruthy();
  });

  it("renders the data once loaded", () => {
    renderList(query({ data: ["Z1", "Z2"] }));
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Z1", "Z2"]);
  });
});
