// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { cents } from "@/core/money";
import type { Role } from "@/shared/api-types";
import { messages } from "@/shared/messages";
import type { TaxYearDto, TaxYearVersionSummaryDto } from "@/shared/tax-year-types";
import { mockApi, newQueryClient, withQueryClient } from "@/web/lib/test-utils";
import { TaxYearCard } from "./TaxYearCard";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const P1 = "11111111-1111-4111-8111-111111111111";
const PATH = `/properties/${P1}/tax-years/2025`;
const SHA_NOW = "a".repeat(64);
const SHA_V1 = "b".repeat(64);

const me = (role: Role) => ({
  body: { user: { id: "u1", email: "anna@beispiel.de", name: "Anna" }, profile: null, workspace: { id: "w1", name: "Haus", role }, workspaces: [] },
});
// 23:30 UTC on 5 March is already 6 March in Berlin.
const v1: TaxYearVersionSummaryDto = { version: 1, createdAt: "2026-03-05T23:30:00.000Z", createdByName: "Anna", resultCents: cents(-349_000), sha256: SHA_V1 };
const open: TaxYearDto = { year: 2025, propertyId: P1, propertyName: "Lindenstraße 5", versions: [], current: { resultCents: cents(-349_000), sha256: SHA_NOW }, changes: [] };
const finalised: TaxYearDto = { ...open, versions: [v1], current: { resultCents: cents(-349_000), sha256: SHA_V1 } };
const moved: TaxYearDto = {
  ...finalised,
  current: { resultCents: cents(-354_000), sha256: SHA_NOW },
  changes: [
    { report: "profit_loss", key: "other_expenses", label: "Sonstige Werbungskosten", line: null, oldCents: cents(0), newCents: cents(-5_000) },
    { report: "profit_loss", key: "result", label: "Überschuss / Verlust", line: null, oldCents: cents(-349_000), newCents: cents(-354_000) },
    { report: "anlage_v", key: "other_expenses", label: "Sonstige Werbungskosten", line: "80–82", oldCents: cents(0), newCents: cents(5_000) },
  ],
};

const renderCard = () => render(withQueryClient(<TaxYearCard propertyId={P1} year={2025} />, newQueryClient()));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("TaxYearCard", () => {
  it("not finalised: an editor finalises after confirming; the figures shown go along, the card reloads", async () => {
    let state = open;
    const { calls } = mockApi({
      "GET /me": me("editor"),
      [`GET ${PATH}`]: () => ({ body: state }),
      [`POST ${PATH}/versions`]: () => {
        state = finalised;
        return { status: 201, body: { ...v1, year: 2025, propertyId: P1, figures: {} } };
      },
    });
    renderCard();
    expect(await screen.findByRole("heading", { name: "Steuerjahr 2025: nicht abgeschlossen" })).toBeTruthy();
    await userEvent.click(await screen.findByRole("button", { name: "Steuerjahr abschließen" }));

    const dialog = await screen.findByRole("dialog", { name: "Steuerjahr abschließen?" });
    expect(within(dialog).getByText(messages.taxYearFinaliseConfirm(2025, "Lindenstraße 5"))).toBeTruthy();
    expect(within(dialog).getByText(/^Ergebnis/).textContent).toBe("Ergebnis -3.490,00\u00a0€");
    await userEvent.click(within(dialog).getByRole("button", { name: "Abschließen" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Steuerjahr 2025 abgeschlossen (Version 1)."));
    expect(calls.filter((c) => c.method === "POST")).toEqual([{ method: "POST", path: `${PATH}/versions`, body: { sha256: SHA_NOW } }]);
    expect(await screen.findByRole("heading", { name: "Steuerjahr 2025: abgeschlossen am 06.03.2026 (Version 1)" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("Die Zahlen von heute stimmen mit Version 1 überein.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /abschließen/ })).toBeNull();
  });

  it("figures moved since the last version: a warning lists each changed row old → new, and offers a new version", async () => {
    mockApi({ "GET /me": me("admin"), [`GET ${PATH}`]: { body: moved } });
    renderCard();
    expect(await screen.findByRole("heading", { name: "Steuerjahr 2025: abgeschlossen am 06.03.2026 (Version 1)" })).toBeTruthy();
    const warning = screen.getByRole("alert");
    expect(warning.textContent).toContain("Die Zahlen weichen von Version 1 ab.");
    const table = within(warning).getByRole("table", { name: "Unterschiede zu Version 1" });
    const cells = (name: string) => within(within(table).getByRole("row", { name: new RegExp(`^${name}`) })).getAllByRole("cell").map((c) => c.textContent);
    expect(cells("EÜR: Sonstige Werbungskosten")).toEqual(["0,00\u00a0€", "-50,00\u00a0€"]);
    expect(cells("EÜR: Überschuss / Verlust")).toEqual(["-3.490,00\u00a0€", "-3.540,00\u00a0€"]);
    expect(cells("Anlage V, Zeile 80–82: Sonstige Werbungskosten")).toEqual(["0,00\u00a0€", "50,00\u00a0€"]);
    expect(await screen.findByRole("button", { name: "Neue Version abschließen" })).toBeTruthy();
  });

  it("a viewer sees the state and the warning, but no button", async () => {
    mockApi({ "GET /me": me("viewer"), [`GET ${PATH}`]: { body: moved } });
    renderCard();
    await screen.findByRole("heading", { name: /Version 1/ });
    expect(screen.getByRole("alert")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: /abschließen/ })).toBeNull());
  });

  it("several versions are listed, newest first, with who finalised them and their result", async () => {
    const v2: TaxYearVersionSummaryDto = { version: 2, createdAt: "2026-04-01T08:00:00.000Z", createdByName: null, resultCents: cents(-354_000), sha256: SHA_NOW };
    mockApi({ "GET /me": me("editor"), [`GET ${PATH}`]: { body: { ...finalised, versions: [v1, v2] } } });
    renderCard();
    expect(await screen.findByRole("heading", { name: "Steuerjahr 2025: abgeschlossen am 01.04.2026 (Version 2)" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Version 2 vom 01.04.2026: Ergebnis -3.540,00\u00a0€",
      "Version 1 vom 06.03.2026 (Anna): Ergebnis -3.490,00\u00a0€",
    ]);
  });

  it("the server refuses (the figures moved meanwhile): its message as a toast, the dialog closes", async () => {
    const refusal = { message: messages.taxYearFiguresMoved(2025), details: null, hint: null, code: "stale" };
    mockApi({ "GET /me": me("editor"), [`GET ${PATH}`]: { body: moved }, [`POST ${PATH}/versions`]: { status: 409, body: refusal } });
    renderCard();
    await userEvent.click(await screen.findByRole("button", { name: "Neue Version abschließen" }));
    const dialog = await screen.findByRole("dialog", { name: "Neue Version abschließen?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Abschließen" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.taxYearFiguresMoved(2025)));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
