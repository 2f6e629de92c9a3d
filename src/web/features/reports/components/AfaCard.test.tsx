// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { cents } from "@/core/money";
import type { AfaAssetDto, PropertyAfaDto } from "@/shared/afa-types";
import type { Role } from "@/shared/api-types";
import { afaDegressiveProblemMessages, messages } from "@/shared/messages";
import { installDomStubs, mockApi, newQueryClient, withQueryClient } from "@/web/lib/test-utils";
import { AfaCard } from "./AfaCard";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const P1 = "11111111-1111-4111-8111-111111111111";
const A1 = "22222222-2222-4222-8222-222222222222";
const PATH = `/properties/${P1}/afa`;

const me = (role: Role) => ({
  body: { user: { id: "u1", email: "anna@beispiel.de", name: "Anna" }, profile: null, workspace: { id: "w1", name: "Haus", role }, workspaces: [] },
});

const kitchen: AfaAssetDto = {
  id: A1,
  version: 1,
  propertyId: P1,
  name: "Einbauküche",
  costCents: cents(840_000),
  acquisitionDate: "2024-04-15",
  usefulLifeYears: 10,
  lowValue: false,
  rows: [
    { year: 2024, method: "linear", ratePercent: 10, months: 9, openingBookValueCents: cents(840_000), afaCents: cents(63_000), closingBookValueCents: cents(777_000), lowValueWriteOff: false },
    { year: 2025, method: "linear", ratePercent: 10, months: 12, openingBookValueCents: cents(777_000), afaCents: cents(84_000), closingBookValueCents: cents(693_000), lowValueWriteOff: false },
  ],
};

/** The new build of tests/api/afa.test.ts: 400.000 € basis, degressive from 15.03.2024 (two years shown). */
const afa: PropertyAfaDto = {
  propertyId: P1,
  propertyName: "Neubau Degressiv",
  year: 2025,
  settings: { propertyId: P1, version: 2, method: "degressive", completionDate: "2024-02-01", constructionStartDate: null },
  purchaseDate: "2024-03-15",
  yearBuilt: 2024,
  degressive: { eligible: true, reason: messages.afaDegressivePurchase },
  methodNote: null,
  building: {
    method: "degressive",
    linearRatePercent: 3,
    basisCents: cents(40_000_000),
    completionDate: "2024-02-01",
    completionSource: "completion_date",
    startDate: "2024-03-15",
    rows: [
      { year: 2024, method: "degressive", ratePercent: 5, months: 10, openingBookValueCents: cents(40_000_000), afaCents: cents(1_666_667), closingBookValueCents: cents(38_333_333), lowValueWriteOff: false },
      { year: 2025, method: "degressive", ratePercent: 5, months: 12, openingBookValueCents: cents(38_333_333), afaCents: cents(1_916_667), closingBookValueCents: cents(36_416_666), lowValueWriteOff: false },
    ],
    fullyDepreciatedYear: null,
  },
  gaps: [],
  yearBuiltAssumed: false,
  assets: [kitchen],
  totals: [
    { year: 2024, buildingCents: cents(1_666_667), movableCents: cents(63_000), totalCents: cents(1_729_667) },
    { year: 2025, buildingCents: cents(1_916_667), movableCents: cents(84_000), totalCents: cents(2_000_667) },
  ],
};

const renderCard = () => render(withQueryClient(<AfaCard propertyId={P1} year={2025} />, newQueryClient()));
const user = () => userEvent.setup();

beforeEach(() => {
  installDomStubs();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("AfaCard", () => {
  it("a viewer sees method, basis, the table with the report's year marked and the assets, and no way to change them", async () => {
    mockApi({ "GET /me": me("viewer"), [`GET ${PATH}`]: { body: afa } });
    renderCard();
    expect(await screen.findByRole("heading", { name: "AfA – Neubau Degressiv" })).toBeTruthy();
    expect(screen.getByText("Degressiv, 5 % vom Restwert (§ 7 Abs. 5a EStG)")).toBeTruthy();
    expect(screen.getByText("Bemessungsgrundlage Gebäude").nextElementSibling?.textContent).toBe("400.000,00\u00a0€");
    expect(screen.getByText("AfA 2025 gesamt").nextElementSibling?.textContent).toBe("20.006,67\u00a0€ (Gebäude 19.166,67\u00a0€, bewegliche Wirtschaftsgüter 840,00\u00a0€)");
    const table = screen.getByRole("table", { name: "AfA je Jahr – Neubau Degressiv" });
    const current = within(table).getByRole("row", { name: /^2025/ });
    expect(current.getAttribute("aria-current")).toBe("true");
    expect(within(current).getAllByRole("cell").map((c) => c.textContent)).toEqual([
      "degressiv 5\u00a0%",
      "12",
      "383.333,33\u00a0€",
      "19.166,67\u00a0€",
      "840,00\u00a0€",
      "20.006,67\u00a0€",
      "364.166,66\u00a0€",
    ]);
    expect(within(table).getByRole("row", { name: /^2024/ }).getAttribute("aria-current")).toBeNull();
    // Phones: the same years as a list, the report's year named.
    const list = screen.getByRole("list", { name: "AfA je Jahr – Neubau Degressiv" });
    expect(within(list).getByText("2025 (Berichtsjahr)")).toBeTruthy();
    const assets = screen.getByRole("table", { name: "Bewegliche Wirtschaftsgüter – Neubau Degressiv" });
    expect(within(assets).getByText("Einbauküche")).toBeTruthy();
    expect(within(assets).getByText("10 Jahre (bis 2025)")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Wirtschaftsgut hinzufügen" })).toBeNull());
    expect(screen.queryByRole("button", { name: "AfA-Einstellungen" })).toBeNull();
    expect(screen.queryAllByRole("button", { name: "Einbauküche bearbeiten" })).toEqual([]);
  });

  it("an editor adds a kitchen: German money and date go out as cents and ISO date, the card reloads", async () => {
    let state = { ...afa, assets: [] as AfaAssetDto[] };
    const { calls } = mockApi({
      "GET /me": me("editor"),
      [`GET ${PATH}`]: () => ({ body: state }),
      [`POST /properties/${P1}/afa-assets`]: () => {
        state = { ...afa };
        return { status: 201, body: kitchen };
      },
    });
    renderCard();
    const u = user();
    await u.click(await screen.findByRole("button", { name: "Wirtschaftsgut hinzufügen" }));
    const dialog = await screen.findByRole("dialog", { name: "Wirtschaftsgut hinzufügen" });
    // Nothing entered: one toast, the first problem, nothing sent.
    await u.click(within(dialog).getByRole("button", { name: "Hinzufügen" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.afaAssetNameRequired));
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    await u.type(within(dialog).getByLabelText("Bezeichnung *"), "Einbauküche");
    await u.type(within(dialog).getByLabelText("Anschaffungskosten *"), "8.400,00");
    await u.type(within(dialog).getByLabelText("Angeschafft am *"), "15.04.2024");
    expect(within(dialog).getByLabelText<HTMLInputElement>("Nutzungsdauer in Jahren *").value).toBe("10");
    await u.click(within(dialog).getByRole("button", { name: "Hinzufügen" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.afaAssetCreated));
    expect(calls.filter((c) => c.method === "POST")).toEqual([
      { method: "POST", path: `/properties/${P1}/afa-assets`, body: { name: "Einbauküche", costCents: 840_000, acquisitionDate: "2024-04-15", usefulLifeYears: 10 } },
    ]);
    expect(await screen.findByRole("table", { name: "Bewegliche Wirtschaftsgüter – Neubau Degressiv" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("editing an asset someone changed meanwhile: 409 stale → reloaded → the next save carries the new version", async () => {
    let version = 1;
    const { calls } = mockApi({
      "GET /me": me("editor"),
      [`GET ${PATH}`]: () => ({ body: { ...afa, assets: [{ ...kitchen, version, usefulLifeYears: version === 1 ? 10 : 12 }] } }),
      [`PATCH /afa-assets/${A1}`]: (call) =>
        (call.body as { version: number }).version === version
          ? { body: { ...kitchen, version: version + 1, usefulLifeYears: 8 } }
          : { status: 409, body: { message: messages.staleRecord, details: null, hint: null, code: "stale" } },
    });
    renderCard();
    const u = user();
    // The list renders as a table and (for phones) as cards: the table's button.
    await u.click((await screen.findAllByRole("button", { name: "Einbauküche bearbeiten" }))[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Wirtschaftsgut bearbeiten" });
    version = 2; // someone else saved
    const life = within(dialog).getByLabelText<HTMLInputElement>("Nutzungsdauer in Jahren *");
    await u.clear(life);
    await u.type(life, "8");
    await u.click(within(dialog).getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.staleRecord));
    // The stored state is in the form now: 12 years.
    await waitFor(() => expect(within(dialog).getByLabelText<HTMLInputElement>("Nutzungsdauer in Jahren *").value).toBe("12"));
    await u.clear(within(dialog).getByLabelText("Nutzungsdauer in Jahren *"));
    await u.type(within(dialog).getByLabelText("Nutzungsdauer in Jahren *"), "8");
    await u.click(within(dialog).getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.afaAssetUpdated));
    expect(calls.filter((c) => c.method === "PATCH").map((c) => (c.body as { version: number; usefulLifeYears: number }))).toEqual([
      expect.objectContaining({ version: 1, usefulLifeYears: 8 }),
      expect.objectContaining({ version: 2, usefulLifeYears: 8 }),
    ]);
  });

  it("settings: explains §7(5a), says live whether it applies, sends the version; the server's refusal is toasted", async () => {
    const old: PropertyAfaDto = { ...afa, settings: { ...afa.settings, method: "linear", completionDate: null }, purchaseDate: "2024-05-01", yearBuilt: 1990, degressive: { eligible: false, reason: afaDegressiveProblemMessages.not_new } };
    const refusal = messages.afaDegressiveRefused(afaDegressiveProblemMessages.not_new);
    const { calls } = mockApi({
      "GET /me": me("admin"),
      [`GET ${PATH}`]: { body: old },
      [`PUT /properties/${P1}/afa-settings`]: { status: 400, body: { message: refusal, details: { fields: [{ field: "method", message: refusal }] }, hint: refusal, code: "bad_request" } },
    });
    renderCard();
    const u = user();
    await u.click(await screen.findByRole("button", { name: "AfA-Einstellungen" }));
    const dialog = await screen.findByRole("dialog", { name: "AfA-Einstellungen" });
    expect(within(dialog).getByText(messages.afaDegressiveExplained)).toBeTruthy();
    await u.selectOptions(within(dialog).getByLabelText("Methode"), "degressive");
    expect(within(dialog).getByText(afaDegressiveProblemMessages.not_new)).toBeTruthy();
    // Own construction started in the window: it would apply.
    await u.type(within(dialog).getByLabelText("Baubeginn"), "01.11.2023");
    expect(await within(dialog).findByText("Für diese Immobilie möglich.")).toBeTruthy();
    await u.clear(within(dialog).getByLabelText("Baubeginn"));
    await u.click(within(dialog).getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(refusal));
    expect(calls.filter((c) => c.method === "PUT")).toEqual([
      { method: "PUT", path: `/properties/${P1}/afa-settings`, body: { method: "degressive", completionDate: null, constructionStartDate: null, version: 2 } },
    ]);
    expect(screen.getByRole("dialog", { name: "AfA-Einstellungen" })).toBeTruthy();
  });

  it("deletes an asset after 'löschen' is typed", async () => {
    let assets = [kitchen];
    const { calls } = mockApi({
      "GET /me": me("editor"),
      [`GET ${PATH}`]: () => ({ body: { ...afa, assets } }),
      [`DELETE /afa-assets/${A1}`]: () => {
        assets = [];
        return { status: 204 };
      },
    });
    renderCard();
    const u = user();
    await u.click((await screen.findAllByRole("button", { name: "Einbauküche löschen" }))[0]!);
    const confirm = await screen.findByRole("alertdialog", { name: "„Einbauküche“ löschen?" });
    await u.type(within(confirm).getByLabelText(/Zur Bestätigung/), "löschen");
    await u.click(within(confirm).getByRole("button", { name: "Endgültig löschen" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.afaAssetDeleted));
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual([`/afa-assets/${A1}`]);
    expect(await screen.findByText(/^Noch keine – z\. B\. eine Einbauküche/)).toBeTruthy();
  });

  it("a property without purchase data: the gaps, no building rows, the assets' years still listed", async () => {
    mockApi({ "GET /me": me("viewer"), [`GET ${PATH}`]: { body: { ...afa, building: null, gaps: ["purchase_price", "building_share"], totals: afa.totals.map((t) => ({ ...t, buildingCents: cents(0), totalCents: t.movableCents })) } } });
    renderCard();
    expect(await screen.findByText("Keine Gebäude-AfA – es fehlen Kaufpreis und Gebäudeanteil. Trage die Angaben bei der Immobilie ein.")).toBeTruthy();
    const current = within(screen.getByRole("table", { name: "AfA je Jahr – Neubau Degressiv" })).getByRole("row", { name: /^2025/ });
    expect(within(current).getAllByRole("cell").map((c) => c.textContent)).toEqual(["–", "–", "–", "0,00\u00a0€", "840,00\u00a0€", "840,00\u00a0€", "–"]);
  });
});
