// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { toast } from "sonner";
import type { Role } from "@/shared/api-types";
import { messages } from "@/shared/messages";
import type { SpreadsheetPreviewDto } from "@/shared/spreadsheet-import-types";
import { installDomStubs, mockApi, newQueryClient, withQueryClient } from "@/web/lib/test-utils";
import { preview, report } from "./test-fixtures";
import { SpreadsheetImportPage } from "./SpreadsheetImportPage";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const me = (role: Role) => ({ user: { id: "u", email: "a@b.de", name: "A" }, profile: null, workspace: { id: "w", name: "W", role }, workspaces: [] });
const sheetFile = () => new File(["Objekt;Whg.;Name;Miete kalt\n"], "Mieterliste.xlsx", { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" });

function renderPage() {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: "/dashboard/import", component: SpreadsheetImportPage });
  const others = ["/dashboard/properties", "/dashboard/tenants", "/dashboard/bookings"].map((path) => createRoute({ getParentRoute: () => root, path, component: () => null }));
  const router = createRouter({ routeTree: root.addChildren([page, ...others]), history: createMemoryHistory({ initialEntries: ["/dashboard/import"] }) });
  const client = newQueryClient();
  render(withQueryClient(<RouterProvider router={router} />, client));
  return client;
}

/** The multipart bodies sent to `path` (mockApi records only JSON bodies). */
function forms(api: ReturnType<typeof mockApi>, path: string): FormData[] {
  return api.fetchMock.mock.calls.filter(([url]) => String(url) === `/api/v1${path}`).map(([, init]) => init?.body as FormData);
}
const optionsOf = (form: FormData) => JSON.parse(form.get("options") as string) as Record<string, unknown>;

function routes(answers: { preview?: (n: number) => SpreadsheetPreviewDto | { status: number; body: unknown }; role?: Role } = {}) {
  let n = 0;
  return mockApi({
    "GET /me": { body: me(answers.role ?? "editor") },
    "POST /imports/spreadsheet/preview": () => {
      const answer = answers.preview ? answers.preview(n++) : preview();
      return "status" in answer ? answer : { body: answer };
    },
    "POST /imports/spreadsheet/commit": { status: 201, body: report() },
  });
}

async function readFile(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(await screen.findByLabelText("Tabelle auswählen"), sheetFile());
  expect(screen.getByText("Mieterliste.xlsx")).toBeTruthy();
  await user.click(screen.getByRole("button", { name: "Datei lesen" }));
  await screen.findByRole("heading", { name: "Spalten zuordnen" });
}

beforeEach(() => {
  installDomStubs();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Aus Excel übernehmen", { timeout: 30_000 }, () => {
  it("the file step sends the file and the chosen target as multipart, then shows the mapping", async () => {
    const api = routes();
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole("heading", { name: "Aus Excel übernehmen" })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>("radio", { name: /Einheiten mit Mietern und Mieten/ }).checked).toBe(true);
    expect(screen.getByText("Excel (XLSX) oder CSV, bis 10 MB und 50.000 Zeilen.")).toBeTruthy();
    expect(forms(api, "/imports/spreadsheet/preview")).toHaveLength(0); // nothing sent before "Datei lesen"

    await user.click(screen.getByRole("radio", { name: /^Mieter/ }));
    await readFile(user);

    const [sent] = forms(api, "/imports/spreadsheet/preview");
    expect(sent).toBeInstanceOf(FormData);
    expect((sent!.get("file") as File).name).toBe("Mieterliste.xlsx");
    expect(optionsOf(sent!)).toEqual({ target: "tenants" });
    const headers = api.fetchMock.mock.calls[api.fetchMock.mock.calls.length - 1]![1]?.headers as Record<string, string>;
    expect(headers["Content-Type"]).toBeUndefined(); // the browser adds the multipart boundary

    expect(screen.getByText("Zeile 1 erkannt")).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>("Tabellenblatt").value).toBe("Mieterliste");
    const rent = screen.getByLabelText<HTMLSelectElement>("Spalte D „Miete kalt“ übernehmen als");
    expect(rent.value).toBe("coldRent");
    expect(within(rent).getByRole("option", { name: "Kaltmiete (Pflicht)" })).toBeTruthy();
    expect(within(rent).getByRole("option", { name: "Warmmiete – wird erkannt, nicht übernommen" })).toBeTruthy();
    expect(screen.getByText("Vorschlag: Kaltmiete (Kopfzeile „Miete kalt“)")).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>("Spalte E „Bemerkung“ übernehmen als").value).toBe("");
  });

  it("shows the server's refusal of the file at the file step", async () => {
    const refused = "Die Datei ist keine Excel-Tabelle. Bitte lade eine XLSX- oder CSV-Datei hoch.";
    routes({ preview: () => ({ status: 415, body: { message: refused, details: null, hint: null, code: "unsupported_media_type" } }) });
    const user = userEvent.setup();
    renderPage();
    await user.upload(await screen.findByLabelText("Tabelle auswählen"), sheetFile());
    await user.click(screen.getByRole("button", { name: "Datei lesen" }));
    expect((await screen.findByRole("alert")).textContent).toBe(refused);
    expect(screen.queryByRole("heading", { name: "Spalten zuordnen" })).toBeNull();
  });

  it("does not send a file over 10 MB: the server's 413 text at the file step", async () => {
    const api = routes();
    const user = userEvent.setup();
    renderPage();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "gross.xlsx");
    await user.upload(await screen.findByLabelText("Tabelle auswählen"), big);
    await user.click(screen.getByRole("button", { name: "Datei lesen" }));
    expect((await screen.findByRole("alert")).textContent).toBe(messages.sheetUploadTooLarge(10));
    expect(forms(api, "/imports/spreadsheet/preview")).toHaveLength(0);
  });

  it("a changed mapping asks for a new preview with that mapping; unmet requirements are named", async () => {
    const api = routes({
      preview: (n) =>
        n === 0
          ? preview({ unmet: ["Kaltmiete fehlt"], columns: preview().columns.map((c) => (c.index === 3 ? { ...c, field: null, suggested: null, reason: null } : c)) })
          : preview({ columns: preview().columns.map((c) => (c.index === 3 ? { ...c, field: "coldRent" } : c)) }),
    });
    const user = userEvent.setup();
    renderPage();
    await readFile(user);
    expect(screen.getByRole("alert").textContent).toBe("Kaltmiete fehlt: ordne eine Spalte zu.");

    await user.selectOptions(screen.getByLabelText("Spalte D „Miete kalt“ übernehmen als"), "coldRent");
    await waitFor(() => expect(forms(api, "/imports/spreadsheet/preview")).toHaveLength(2), { timeout: 3000 });
    const second = forms(api, "/imports/spreadsheet/preview")[1]!;
    expect(optionsOf(second)).toEqual({ target: "combined", mapping: ["propertyName", "unitCode", "tenantName", "coldRent", null] });
    expect((second.get("file") as File).name).toBe("Mieterliste.xlsx"); // the server keeps nothing: the file again
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("the commit waits until the rows with errors are excluded, then sends them as excludedRows", async () => {
    const api = routes();
    const user = userEvent.setup();
    const client = renderPage();
    client.setQueryData(["properties", "list", { page: 1 }], {});
    client.setQueryData(["bookings", "list", { page: 1 }], {});
    await readFile(user);
    await user.click(screen.getByRole("button", { name: "Weiter zur Vorschau" }));

    const table = screen.getByRole("table", { name: "Vorschau der Zeilen" });
    expect(within(table).getByText("Zeile 3: Kaltmiete „ca. 500“ ist kein Betrag")).toBeTruthy();
    expect(within(table).getAllByText("Einheit W03 (Lindenstraße 5): vorhanden")).toHaveLength(1);
    expect(screen.getByText("Neu: 1 Immobilie, 1 Einheit, 1 Mieter, 1 Mietvertrag · vorhanden: 1 Einheit")).toBeTruthy();
    expect(screen.getByText("Zeile 5: Summenzeile")).toBeTruthy();

    const blocked = screen.getByRole<HTMLButtonElement>("button", { name: "3 Zeilen übernehmen" });
    expect(blocked.disabled).toBe(true);
    expect(screen.getByText(messages.sheetImportBlockedErrors(1))).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Zeilen mit Fehlern ausschließen" }));
    expect(screen.getByRole<HTMLElement>("checkbox", { name: "Zeile 3 übernehmen" }).getAttribute("aria-checked")).toBe("false");
    const commit = screen.getByRole<HTMLButtonElement>("button", { name: "2 Zeilen übernehmen" });
    expect(commit.disabled).toBe(false);
    expect(forms(api, "/imports/spreadsheet/commit")).toHaveLength(0); // nothing written before the button
    await user.click(commit);

    expect(await screen.findByRole("heading", { name: "2 Zeilen übernommen" })).toBeTruthy();
    const [sent] = forms(api, "/imports/spreadsheet/commit");
    expect((sent!.get("file") as File).name).toBe("Mieterliste.xlsx");
    expect(optionsOf(sent!)).toEqual({
      target: "combined",
      sheet: "Mieterliste",
      headerRow: 1,
      mapping: ["propertyName", "unitCode", "tenantName", "coldRent", null],
      excludedRows: [3],
    });
    expect(toast.success).toHaveBeenCalledWith("2 Zeilen übernommen");
    expect(client.getQueryState(["properties", "list", { page: 1 }])?.isInvalidated).toBe(true);
    expect(client.getQueryState(["bookings", "list", { page: 1 }])?.isInvalidated).toBe(true);
    const result = screen.getByRole("table", { name: "Ergebnis der Übernahme" });
    expect(within(result).getByRole("row", { name: "Einheiten 1 1" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Zu den Immobilien" }).getAttribute("href")).toBe("/dashboard/properties");
  });

  it("a row can be left out by hand, and taken again", async () => {
    routes();
    const user = userEvent.setup();
    renderPage();
    await readFile(user);
    await user.click(screen.getByRole("button", { name: "Weiter zur Vorschau" }));
    await user.click(screen.getByRole("checkbox", { name: "Zeile 3 übernehmen" }));
    await user.click(screen.getByRole("checkbox", { name: "Zeile 2 übernehmen" }));
    expect(screen.getByText("Neu: 1 Immobilie · vorhanden: 1 Einheit")).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "1 Zeile übernehmen" }).disabled).toBe(false);
    await user.click(screen.getByRole("checkbox", { name: "Zeile 2 übernehmen" }));
    expect(screen.getByRole("button", { name: "2 Zeilen übernehmen" })).toBeTruthy();
  });

  it("a viewer can look but not import", async () => {
    routes({ role: "viewer" });
    renderPage();
    expect(await screen.findByText("Nur zum Lesen")).toBeTruthy();
    expect(screen.queryByLabelText("Tabelle auswählen")).toBeNull();
  });
});
