// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { resetClock, setToday } from "@/core/dates";
import { cents } from "@/core/money";
import type { StatementDetailDto } from "@/shared/operating-cost-types";
import { messages } from "@/shared/messages";
import type { StatementSettings } from "@/shared/schemas/operating-costs";
import { installDomStubs, mockApi, newQueryClient, withMemoryRouter, withQueryClient, type ApiCall } from "@/web/lib/test-utils";
import { useStatement } from "@/web/features/operating-costs/api/get-statement";
import { CONTRACT_A, LINE_REPAIR, STATEMENT_ID, statementFixture, UNIT_1, UNIT_2 } from "@/web/features/operating-costs/test-fixtures";
import { useStatementSave } from "@/web/features/operating-costs/use-statement-save";
import { CostsStep } from "./steps/CostsStep";
import { FinaliseStep } from "./steps/FinaliseStep";
import { KeysStep } from "./steps/KeysStep";
import { PreviewStep } from "./steps/PreviewStep";
import { adjustmentMonths, PrepaymentAdjustments } from "./PrepaymentAdjustments";
import { MailLetters } from "./MailLetters";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const PATH = `/operating-cost-statements/${STATEMENT_ID}`;
type Step = typeof KeysStep;

/** The step as the wizard mounts it: the statement from the query, the queued save. */
function Harness({ Step, editable }: { Step: Step; editable: boolean }) {
  const statement = useStatement(STATEMENT_ID);
  if (!statement.data) return null;
  return <Saving Step={Step} statement={statement.data} editable={editable} />;
}
function Saving({ Step, statement, editable }: { Step: Step; statement: StatementDetailDto; editable: boolean }) {
  const { save } = useStatementSave(statement);
  return <Step statement={statement} editable={editable} save={save} />;
}

/** The server: GET answers the stored statement, PATCH stores the settings with the next version. */
function server(initial = statementFixture()) {
  let stored = initial;
  const api = mockApi({
    [`GET ${PATH}`]: () => ({ body: stored }),
    [`PATCH ${PATH}`]: (call: ApiCall) => {
      const body = call.body as { version: number; settings: StatementSettings };
      if (body.version !== stored.version) return { status: 409, body: { message: messages.staleRecord, details: null, hint: null, code: "stale" } };
      const key = body.settings.types["8"]?.key;
      stored = {
        ...stored,
        version: stored.version + 1,
        settings: body.settings,
        result: { ...stored.result, positions: stored.result.positions.map((p) => (p.id === "8" && key ? { ...p, key } : p)) },
      };
      return { body: stored };
    },
  });
  return { ...api, patches: () => api.calls.filter((c) => c.method === "PATCH").map((c) => c.body as { version: number; settings: StatementSettings }) };
}

const renderStep = (Step: Step, editable = true) => render(withQueryClient(withMemoryRouter(() => <Harness Step={Step} editable={editable} />), newQueryClient()));

beforeEach(() => {
  installDomStubs();
  setToday("2026-03-01");
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetClock();
});

describe("Schlüssel", () => {
  it("saves a key and a unit left out as two PATCHes, the second on the version the first answered", async () => {
    const api = server();
    const user = userEvent.setup();
    renderStep(KeysStep);
    const waste = await screen.findByRole("region", { name: "Straßenreinigung und Müllbeseitigung" });
    await user.selectOptions(within(waste).getByLabelText("Umlageschlüssel"), "Einheiten");
    const tax = screen.getByRole("region", { name: "Grundsteuer / öffentliche Lasten" });
    await user.click(within(tax).getByRole("checkbox", { name: "WE 2" }));
    await waitFor(() => expect(api.patches()).toHaveLength(2));
    const [first, second] = api.patches();
    expect(first).toMatchObject({ version: 3, periodStart: "2025-01-01", periodEnd: "2025-12-31", settings: { types: { "8": { key: "units", unitIds: null } } } });
    // The second change is applied to the settings the first save answered: both choices stay.
    expect(second!.version).toBe(4);
    expect(second!.settings.types).toMatchObject({ "8": { key: "units" }, "1": { unitIds: [UNIT_1] } });
    await waitFor(() => expect(within(screen.getByRole("region", { name: "Straßenreinigung und Müllbeseitigung" })).getByLabelText<HTMLSelectElement>("Umlageschlüssel").value).toBe("units"));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("reads a Miteigentumsanteil German and saves it as decimal text; refuses what does not read", async () => {
    const api = server();
    const user = userEvent.setup();
    renderStep(KeysStep);
    const mea = await screen.findByLabelText("Miteigentumsanteil, WE 2");
    await user.type(mea, "1,2,3");
    await user.tab();
    expect(await screen.findByText(messages.statementDecimalInvalid)).toBeTruthy();
    expect(api.patches()).toHaveLength(0);
    await user.clear(mea);
    await user.type(mea, "412,5{Enter}");
    await waitFor(() => expect(api.patches()).toHaveLength(1));
    expect(api.patches()[0]!.settings.units[UNIT_2]).toEqual({ ownerOccupied: false, ownerPersons: null, ownershipShare: "412.5" });
  });

  it("adds a Vorwegabzug as a share of the costs, typed as a German percentage; removes it again", async () => {
    const api = server();
    const user = userEvent.setup();
    renderStep(KeysStep);
    const waste = await screen.findByRole("region", { name: "Straßenreinigung und Müllbeseitigung" });
    await user.click(within(waste).getByRole("button", { name: "Vorwegabzug hinzufügen: Straßenreinigung und Müllbeseitigung" }));
    const dialog = await screen.findByRole("dialog", { name: "Vorwegabzug hinzufügen" });
    await user.click(within(dialog).getByRole("button", { name: "Vorwegabzug hinzufügen" }));
    expect(await within(dialog).findByText(messages.statementPreDeductionUnit)).toBeTruthy();
    expect(within(dialog).getByText(messages.statementDecimalInvalid)).toBeTruthy();
    expect(within(dialog).getByText(messages.statementReasonRequired)).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText("Einheit *"), "WE 2");
    await user.type(within(dialog).getByLabelText("Anteil in % *"), "120");
    await user.type(within(dialog).getByLabelText("Grund *"), "Gewerbemüll der Bäckerei");
    await user.click(within(dialog).getByRole("button", { name: "Vorwegabzug hinzufügen" }));
    expect(await within(dialog).findByText(messages.statementPreDeductionShare)).toBeTruthy();
    await user.clear(within(dialog).getByLabelText("Anteil in % *"));
    await user.type(within(dialog).getByLabelText("Anteil in % *"), "12,5");
    await user.click(within(dialog).getByRole("button", { name: "Vorwegabzug hinzufügen" }));
    await waitFor(() => expect(api.patches()).toHaveLength(1));
    expect(api.patches()[0]!.settings.types["8"]!.preDeductions).toEqual([{ unitId: UNIT_2, reason: "Gewerbemüll der Bäckerei", cents: null, share: "0.125" }]);
    await waitFor(() => expect(within(screen.getByRole("region", { name: "Straßenreinigung und Müllbeseitigung" })).getByText(/12,5 % der Kosten – Gewerbemüll der Bäckerei/)).toBeTruthy());
    await user.click(screen.getByRole("button", { name: "Vorwegabzug WE 2 entfernen" }));
    await waitFor(() => expect(api.patches()).toHaveLength(2));
    expect(api.patches()[1]!.settings.types["8"]?.preDeductions ?? []).toEqual([]);
  });

  it("a viewer sees the keys but cannot change them", async () => {
    server();
    renderStep(KeysStep, false);
    const waste = await screen.findByRole("region", { name: "Straßenreinigung und Müllbeseitigung" });
    expect(within(waste).getByLabelText<HTMLSelectElement>("Umlageschlüssel").disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>("Miteigentumsanteil, WE 1").disabled).toBe(true);
  });
});

describe("Kosten", () => {
  it("passes on a refused line only with a reason, which goes into the settings", async () => {
    const api = server();
    const user = userEvent.setup();
    renderStep(CostsStep);
    expect(await screen.findByText("Instandhaltung und Instandsetzung sind nie umlagefähig (§ 1 Abs. 2 Nr. 2 BetrKV).")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Trotzdem umlegen: Reparatur Dachrinne" }));
    const dialog = await screen.findByRole("dialog", { name: "Trotzdem umlegen" });
    await user.click(within(dialog).getByRole("button", { name: "Umlegen" }));
    expect(await within(dialog).findByText(messages.statementReasonRequired)).toBeTruthy();
    expect(api.patches()).toHaveLength(0);
    await user.type(within(dialog).getByLabelText("Grund *"), "Wartungsvertrag, keine Reparatur");
    await user.click(within(dialog).getByRole("button", { name: "Umlegen" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.statementSaved));
    expect(api.patches()[0]!.settings.lines[LINE_REPAIR]).toMatchObject({ overrideReason: "Wartungsvertrag, keine Reparatur", excludedReason: null });
  });

  it("a stale version is toasted and the statement read again", async () => {
    const api = server({ ...statementFixture(), version: 3 });
    const user = userEvent.setup();
    renderStep(CostsStep);
    await screen.findByText("Müllabfuhr 2025");
    // Someone else saved in between: the server is at version 9 now.
    api.fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify({ message: messages.staleRecord, details: null, hint: null, code: "stale" }), { status: 409 }));
    await user.click(screen.getByRole("button", { name: "Herausnehmen: Müllabfuhr 2025" }));
    const dialog = await screen.findByRole("dialog", { name: "Herausnehmen" });
    await user.type(within(dialog).getByLabelText("Grund *"), "Doppelt gebucht");
    await user.click(within(dialog).getByRole("button", { name: "Herausnehmen" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.staleRecord));
    await waitFor(() => expect(api.calls.filter((c) => c.method === "GET")).toHaveLength(2));
    expect(screen.getByRole("dialog", { name: "Herausnehmen" })).toBeTruthy();
  });

  it("every booked line opens to its booking and its receipts", async () => {
    const detail = statementFixture();
    const waste = detail.catalogue.find((l) => l.text === "Müllabfuhr 2025")!;
    waste.receipts = [{ id: "5a1e0c6b-0000-4000-8000-0000000000f1", fileName: "Gebührenbescheid 2025.pdf" }];
    server(detail);
    renderStep(CostsStep);
    const booking = await screen.findByRole("link", { name: "Buchung 2025-0002 öffnen" });
    expect(booking.getAttribute("href")).toBe("/dashboard/bookings?q=2025-0002&year=2025");
    const receipts = screen.getByRole("list", { name: "Belege zu Müllabfuhr 2025" });
    expect(within(receipts).getByRole("link", { name: "Gebührenbescheid 2025.pdf" }).getAttribute("href")).toBe("/api/v1/receipts/5a1e0c6b-0000-4000-8000-0000000000f1/file");
    expect(screen.queryByRole("list", { name: "Belege zu Grundsteuer 2025" })).toBeNull();
  });

  it("shows no write buttons to a viewer", async () => {
    server();
    renderStep(CostsStep, false);
    await screen.findByText("Reparatur Dachrinne");
    expect(screen.queryByRole("button", { name: /Trotzdem umlegen|Herausnehmen|Position hinzufügen/ })).toBeNull();
  });
});

describe("Vorschau", () => {
  it("shows each tenant's sum, prepayments and result, and the landlord's vacancy", async () => {
    server();
    renderStep(PreviewStep);
    const anna = await screen.findByRole("article", { name: "Anna Ahorn" });
    const text = anna.textContent.replace(/\u00a0/g, " ");
    expect(text).toContain("Summe Nebenkosten819,00 €");
    expect(text).toContain("Vorauszahlungen geleistet-1.800,00 €");
    expect(text).toContain("ErgebnisGuthaben 981,00 €");
    expect(text).toContain("69,00 € pro Monat");
    expect(within(anna).getAllByText("21.900")).toHaveLength(2);
    const landlord = screen.getByRole("region", { name: "Dein Anteil als Vermieter" }).textContent.replace(/\u00a0/g, " ");
    expect(landlord).toContain("Summe Vermieter546,00 €");
  });

  it("a correction shows the balance of the version it corrects", async () => {
    const previousId = "5a1e0c6b-0000-4000-8000-0000000000f9";
    const previous = statementFixture({ id: previousId });
    previous.result.tenants[0] = { ...previous.result.tenants[0]!, balanceCents: cents(-90_000) };
    mockApi({
      [`GET ${PATH}`]: { body: statementFixture({ revision: 2, correctsId: previousId }) },
      [`GET /operating-cost-statements/${previousId}`]: { body: previous },
    });
    renderStep(PreviewStep);
    const anna = await screen.findByRole("article", { name: "Anna Ahorn" });
    await waitFor(() => expect(anna.textContent.replace(/\u00a0/g, " ")).toContain("In der vorigen VersionGuthaben 900,00 €"));
  });
});

describe("Abschluss", () => {
  const Finalise: Step = (props) => <FinaliseStep {...props} onSelect={() => undefined} />;

  it("finalises with the version read", async () => {
    const finalised = statementFixture({ status: "finalised", version: 4, canFinalise: false });
    const { calls } = mockApi({
      [`GET ${PATH}`]: { body: statementFixture() },
      [`POST ${PATH}/finalise`]: { body: finalised },
    });
    const user = userEvent.setup();
    renderStep(Finalise);
    await user.click(await screen.findByRole("button", { name: "Abrechnung abschließen" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.statementFinalised));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({ path: `${PATH}/finalise`, body: { version: 3 } });
  });

  it("cannot finalise while the check finds blocking defects, and says where to look", async () => {
    mockApi({ [`GET ${PATH}`]: { body: statementFixture({ canFinalise: false }) } });
    renderStep(Finalise);
    const button = await screen.findByRole("button", { name: "Abrechnung abschließen" });
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(screen.getByText(/Die Prüfung hat noch Fehler gefunden/)).toBeTruthy();
  });

  it("toasts the server's refusal (defects found since the page was read)", async () => {
    mockApi({
      [`GET ${PATH}`]: { body: statementFixture() },
      [`POST ${PATH}/finalise`]: { status: 400, body: { message: messages.statementHasDefects, details: { defects: [] }, hint: null, code: "bad_request" } },
    });
    const user = userEvent.setup();
    renderStep(Finalise);
    await user.click(await screen.findByRole("button", { name: "Abrechnung abschließen" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.statementHasDefects));
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe("Per E-Mail senden", () => {
  const CONTRACT_B = "5a1e0c6b-0000-4000-8000-0000000000c2";
  const finalised = () => {
    const s = statementFixture({ status: "finalised", canFinalise: false });
    s.contracts.push({ id: CONTRACT_B, unitId: UNIT_2, roomId: null, tenantName: "Bernd Birke", start: "2025-07-01", end: null });
    s.recipients.push({ contractId: CONTRACT_B, email: null, mailings: [] });
    return s;
  };

  it("sends the tenants with an address their letter; one without says to post it", async () => {
    const statement = finalised();
    const { calls } = mockApi({
      [`GET ${PATH}`]: { body: statement },
      [`POST ${PATH}/mail`]: { body: { ...statement, version: 4, recipients: [{ contractId: CONTRACT_A, email: "anna@example.org", mailings: [{ address: "anna@example.org", sentAt: "2026-03-01T09:00:00Z" }] }, statement.recipients[1]!] } },
    });
    const user = userEvent.setup();
    render(withQueryClient(<MailLetters statement={statement} canWrite />, newQueryClient()));
    const region = screen.getByRole("region", { name: "Per E-Mail senden" });
    const anna = within(region).getByRole("checkbox", { name: "Anna Ahorn · anna@example.org" });
    const bernd = within(region).getByRole("checkbox", { name: "Bernd Birke" });
    expect([anna.getAttribute("aria-checked"), bernd.getAttribute("aria-checked"), bernd.hasAttribute("disabled")]).toEqual(["true", "false", true]);
    expect(within(region).getByText("Keine E-Mail-Adresse hinterlegt – per Post senden")).toBeTruthy();
    await user.click(within(region).getByRole("button", { name: "1 Brief per E-Mail senden" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.statementMailed(1)));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({ path: `${PATH}/mail`, body: { version: 3, contractIds: [CONTRACT_A] } });
    // Sent: nothing chosen any more, so the button waits.
    expect(within(region).getByRole("button", { name: "Per E-Mail senden" }).hasAttribute("disabled")).toBe(true);
  });

  it("shows a viewer who got a mail, without choices", () => {
    const statement = finalised();
    statement.recipients[0]!.mailings.push({ address: "anna@example.org", sentAt: "2026-03-01T09:00:00Z" });
    render(withQueryClient(<MailLetters statement={statement} canWrite={false} />, newQueryClient()));
    expect(screen.getByText("Gesendet am 01.03.2026 an anna@example.org")).toBeTruthy();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("Neue Vorauszahlung (§ 560 Abs. 4 BGB)", () => {
  it("offers the months after the period, from this one on, a year ahead", () => {
    expect(adjustmentMonths("2025-12-31", "2026-03")).toEqual(["2026-03", "2026-04", "2026-05", "2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11", "2026-12", "2027-01", "2027-02"]);
    expect(adjustmentMonths("2025-12-31", "2025-11")[0]).toBe("2026-01");
  });

  it("takes a tenant's proposal from the month chosen: contract and first day sent, toasted", async () => {
    const statement = statementFixture({ status: "finalised", canFinalise: false });
    const { calls } = mockApi({ [`POST ${PATH}/prepayment-adjustments`]: { status: 201, body: {} } });
    const user = userEvent.setup();
    render(withQueryClient(<PrepaymentAdjustments statement={statement} canWrite />, newQueryClient()));
    const tenant = statement.result.tenants[0]!;
    expect(screen.getByText(/69,00\s€ monatlich/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: `Vorauszahlung für ${tenant.tenantName} übernehmen` }));
    const dialog = await screen.findByRole("dialog", { name: "Neue Vorauszahlung übernehmen" });
    // Today is 01.03.2026: April by default.
    expect(within(dialog).getByLabelText<HTMLSelectElement>("Gilt ab *").value).toBe("2026-04");
    await user.selectOptions(within(dialog).getByLabelText("Gilt ab *"), "2026-05");
    await user.click(within(dialog).getByRole("button", { name: "Übernehmen" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.prepaymentAdjusted));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({ path: `${PATH}/prepayment-adjustments`, body: { contractId: tenant.contractId, validFrom: "2026-05-01" } });
  });

  it("a viewer sees the proposal but cannot take it", () => {
    render(withQueryClient(<PrepaymentAdjustments statement={statementFixture({ status: "finalised", canFinalise: false })} canWrite={false} />, newQueryClient()));
    expect(screen.getByText(/69,00\s€ monatlich/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /übernehmen/ })).toBeNull();
  });
});
