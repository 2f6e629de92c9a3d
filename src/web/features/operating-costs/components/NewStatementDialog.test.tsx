// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { resetClock, setToday } from "@/core/dates";
import { messages } from "@/shared/messages";
import { installDomStubs, mockApi, newQueryClient, withMemoryRouter, withQueryClient, type ApiCall } from "@/web/lib/test-utils";
import { PROPERTY_ID, statementFixture, UNIT_1, UNIT_2 } from "@/web/features/operating-costs/test-fixtures";
import { NewStatementDialog } from "./NewStatementDialog";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

// „Neue Abrechnung“ with its scope (decision 0032): the whole property by default, an
// Abrechnungseinheit of chosen units, or a Wirtschaftseinheit with further properties.

const OTHER_PROPERTY = "00000000-0000-4000-8000-0000000000f2";
const CREATE = `POST /properties/${PROPERTY_ID}/operating-cost-statements`;

function server(answer: (call: ApiCall) => { status?: number; body?: unknown } = () => ({ status: 201, body: statementFixture() })) {
  return mockApi({
    [`GET /properties/${PROPERTY_ID}/units`]: {
      body: [
        { id: UNIT_1, code: "WE 1" },
        { id: UNIT_2, code: "WE 2" },
      ],
    },
    "GET /properties": {
      body: {
        items: [
          { id: PROPERTY_ID, name: "Haus Ahorn" },
          { id: OTHER_PROPERTY, name: "Haus Birke" },
        ],
        total: 2,
        page: 1,
        pageSize: 100,
      },
    },
    [CREATE]: answer,
  });
}

const renderDialog = () => render(withQueryClient(withMemoryRouter(() => <NewStatementDialog open onOpenChange={() => {}} propertyId={PROPERTY_ID} />), newQueryClient()));
const posted = (api: ReturnType<typeof server>) => api.calls.filter((c) => c.method === "POST").map((c) => c.body);

beforeEach(() => {
  installDomStubs();
  setToday("2026-03-01");
});
afterEach(() => {
  cleanup();
  resetClock();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("NewStatementDialog", () => {
  it("offers the three scopes and sends the whole property by default", async () => {
    const api = server();
    renderDialog();
    const whole = await screen.findByRole<HTMLInputElement>("radio", { name: /ganze Immobilie/ });
    expect(whole.checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: /nur einzelne Einheiten \(Abrechnungseinheit\)/ }).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: /mehrere Immobilien \(Wirtschaftseinheit\)/ }).checked).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Abrechnung anlegen" }));
    await waitFor(() => expect(posted(api)).toEqual([{ periodStart: "2025-01-01", periodEnd: "2025-12-31", shortPeriodReason: null, scope: { kind: "property" } }]));
    expect(toast.success).toHaveBeenCalledWith(messages.statementCreated);
  });

  it("an Abrechnungseinheit needs a name and at least one unit, then sends the chosen units", async () => {
    const api = server();
    renderDialog();
    await userEvent.click(await screen.findByRole("radio", { name: /Abrechnungseinheit/ }));
    await userEvent.click(screen.getByRole("button", { name: "Abrechnung anlegen" }));
    expect(await screen.findByText(messages.statementScopeNameRequired)).toBeTruthy();
    expect(screen.getByText(messages.statementScopeChooseUnits)).toBeTruthy();
    expect(posted(api)).toEqual([]);

    await userEvent.type(screen.getByLabelText("Name der Abrechnungseinheit *"), "Haus A");
    await userEvent.click(await screen.findByRole("checkbox", { name: "WE 2" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "WE 1" }));
    await userEvent.click(screen.getByRole("button", { name: "Abrechnung anlegen" }));
    await waitFor(() => expect(posted(api)).toEqual([{ periodStart: "2025-01-01", periodEnd: "2025-12-31", shortPeriodReason: null, scope: { kind: "units", name: "Haus A", unitIds: [UNIT_2, UNIT_1] } }]));
  });

  it("a Wirtschaftseinheit offers the other properties, not this one; a refusal is shown as the server says it", async () => {
    const refusal = messages.statementScopeOverlap("WE 1", false, "„Haus A“", "2025-01-01", "2025-12-31");
    const api = server(() => ({ status: 409, body: { message: refusal, details: null, hint: null, code: "conflict" } }));
    renderDialog();
    await userEvent.click(await screen.findByRole("radio", { name: /Wirtschaftseinheit/ }));
    await userEvent.type(screen.getByLabelText("Name der Wirtschaftseinheit *"), "Heizverbund");
    await userEvent.click(await screen.findByRole("checkbox", { name: "Haus Birke" }));
    expect(screen.queryByRole("checkbox", { name: "Haus Ahorn" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Abrechnung anlegen" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(refusal));
    expect(posted(api)).toEqual([{ periodStart: "2025-01-01", periodEnd: "2025-12-31", shortPeriodReason: null, scope: { kind: "properties", name: "Heizverbund", propertyIds: [OTHER_PROPERTY] } }]);
  });

  it("switching back to the whole property sends no leftover units", async () => {
    const api = server();
    renderDialog();
    await userEvent.click(await screen.findByRole("radio", { name: /Abrechnungseinheit/ }));
    await userEvent.click(await screen.findByRole("checkbox", { name: "WE 1" }));
    await userEvent.click(screen.getByRole("radio", { name: /ganze Immobilie/ }));
    await userEvent.click(screen.getByRole("button", { name: "Abrechnung anlegen" }));
    await waitFor(() => expect(posted(api)).toEqual([{ periodStart: "2025-01-01", periodEnd: "2025-12-31", shortPeriodReason: null, scope: { kind: "property" } }]));
  });
});
