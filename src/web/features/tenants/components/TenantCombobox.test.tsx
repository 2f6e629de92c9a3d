// @vitest-environment jsdom
import { useState } from "react";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TenantDto } from "@/shared/portfolio-types";
import { installDomStubs, mockApi, newQueryClient, withQueryClient } from "@/web/lib/test-utils";
import { TenantCombobox } from "./TenantCombobox";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const tenant = (n: number, firstName: string, lastName: string): TenantDto => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  version: 1,
  firstName,
  lastName,
  email: null,
  phone: null,
  label: `${firstName} ${lastName}`,
});
const berg = tenant(1, "Mia", "Berg");
const mueller = tenant(2, "Jürgen", "Müller");
const meyer = tenant(3, "Carla", "Meyer");
const ziegler = tenant(4, "Dieter", "Ziegler");

/** The server's picker: one page of the tenants whose name holds q (case-insensitive), here at most 2. */
const picker = (all: TenantDto[]) => (call: { path: string }) => {
  const q = new URL(call.path, "http://x").searchParams.get("q")!.toLowerCase();
  const found = all.filter((t) => `${t.firstName} ${t.lastName}`.toLowerCase().includes(q));
  return { body: { items: found.slice(0, 2), hasMore: found.length > 2 } };
};

function Harness({ initial = "", noneLabel }: { initial?: string; noneLabel?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="t">Mieter *</label>
      <TenantCombobox id="t" value={value} onChange={setValue} noneLabel={noneLabel} />
      <span data-testid="value">{value}</span>
    </>
  );
}

const box = () => screen.getByRole("combobox", { name: "Mieter *" });
const search = () => screen.getByRole("combobox", { name: "Mieter suchen" });
const value = () => screen.getByTestId("value").textContent;
const options = () => screen.queryAllByRole("option").map((o) => o.textContent);

beforeEach(() => installDomStubs());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("TenantCombobox", () => {
  it("searches on the server as one types (debounced), chooses by keyboard and says „Keine Treffer“", async () => {
    const api = mockApi({ "GET /tenants/picker": picker([berg, mueller, meyer, ziegler]) });
    const user = userEvent.setup();
    render(withQueryClient(<Harness />, newQueryClient()));
    await waitFor(() => expect(box().textContent).toBe("Mieter auswählen …"));
    box().focus();
    // A letter on the closed select opens it with that letter searched.
    await user.keyboard("m");
    expect(document.activeElement).toBe(search());
    await user.keyboard("üll");
    await waitFor(() => expect(options()).toEqual(["Jürgen Müller"]));
    // Typing fast asks once for the whole word, not once per letter.
    const asked = api.calls.map((c) => new URL(c.path, "http://x").searchParams.get("q"));
    expect(asked).toContain("müll");
    expect(asked).not.toContain("mü");
    await user.keyboard("{Enter}");
    expect(value()).toBe(mueller.id);
    expect(box().textContent).toBe("Jürgen Müller");
    expect(document.activeElement).toBe(box());

    await user.keyboard("{ArrowDown}");
    await user.clear(search());
    await user.type(search(), "gibt es nicht");
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Keine Treffer"));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(value()).toBe(mueller.id);
  });

  it("moves with ↑/↓ and says when more match than the page shows", async () => {
    mockApi({ "GET /tenants/picker": picker([berg, mueller, meyer, ziegler]) });
    const user = userEvent.setup();
    render(withQueryClient(<Harness noneLabel="Kein Mieter – Name eingeben" />, newQueryClient()));
    await user.click(box());
    await waitFor(() => expect(options()).toEqual(["Kein Mieter – Name eingeben", "Mia Berg", "Jürgen Müller"]));
    expect(screen.getByRole("status").textContent).toBe("Weitere Treffer – tippe weiter, um die Auswahl einzugrenzen.");
    const active = () => document.getElementById(search().getAttribute("aria-activedescendant")!)?.textContent;
    expect(active()).toBe("Kein Mieter – Name eingeben");
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(active()).toBe("Jürgen Müller");
    await user.keyboard("{ArrowUp}{Enter}");
    expect(value()).toBe(berg.id);
    // „Kein Mieter“ clears the choice again.
    await user.click(box());
    await user.click(screen.getByRole("option", { name: "Kein Mieter – Name eingeben" }));
    expect(value()).toBe("");
    expect(box().textContent).toBe("Kein Mieter – Name eingeben");
  });

  it("keeps showing the chosen tenant when it is not on the page the search shows", async () => {
    const api = mockApi({
      "GET /tenants/picker": picker([berg, mueller, meyer, ziegler]),
      [`GET /tenants/${ziegler.id}`]: { body: { ...ziegler, contracts: [] } },
    });
    render(withQueryClient(<Harness initial={ziegler.id} />, newQueryClient()));
    await waitFor(() => expect(box().textContent).toBe("Dieter Ziegler"));
    expect(api.calls.filter((c) => c.path === `/tenants/${ziegler.id}`)).toHaveLength(1);
  });

  it("reads no tenant on its own when the chosen one is on the first page", async () => {
    const api = mockApi({ "GET /tenants/picker": picker([berg, mueller]) });
    render(withQueryClient(<Harness initial={berg.id} />, newQueryClient()));
    await waitFor(() => expect(box().textContent).toBe("Mia Berg"));
    expect(api.calls.map((c) => c.path.split("?")[0])).toEqual(["/tenants/picker"]);
  });
});
