// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { cents } from "@/core/money";
import type { BankAccountDto, BankCsvMapping, BankStatementPreviewDto, StatementTransactionDto } from "@/shared/bank-import-types";
import { messages } from "@/shared/messages";
import { installDomStubs, mockApi, newQueryClient, withQueryClient } from "@/web/lib/test-utils";
import { StatementImportDialog } from "./StatementImportDialog";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const ACCOUNT = "0f1e2d3c-4b5a-4968-8776-655443322110";
const OTHER = "1f1e2d3c-4b5a-4968-8776-655443322111";
const account = (id: string, name: string, iban: string): BankAccountDto => ({ id, name, iban, propertyIds: [], csvMapping: null, transactionCount: 0, openCount: 0, lastBookingDate: null, version: 1 });
const accounts = [account(ACCOUNT, "Mietkonto", "DE89370400440532013000"), account(OTHER, "Tagesgeld", "DE02120300000000202051")];

const tx = (over: Partial<StatementTransactionDto>): StatementTransactionDto => ({
  bookingDate: "2026-01-03",
  valueDate: null,
  amountCents: cents(85_000),
  counterpartyName: "Mia Berg",
  counterpartyIban: "DE02100500000054540402",
  purpose: "Miete Januar WE 3",
  bankTransactionText: "Gutschrift",
  duplicate: false,
  ...over,
});

const okPreview = (over: Partial<Extract<BankStatementPreviewDto, { ok: true }>> = {}): BankStatementPreviewDto => ({
  ok: true,
  formatLabel: "CAMT.053 (Version 001.08)",
  fileIban: "DE89370400440532013000",
  ibanMismatch: false,
  from: "2026-01-01",
  to: "2026-01-31",
  transactions: [tx({}), tx({ counterpartyName: "Stadtwerke", amountCents: cents(-4599), purpose: "Abschlag Wasser" }), tx({ counterpartyName: "Alt", duplicate: true })],
  newCount: 2,
  duplicateCount: 1,
  skipped: [{ line: 12, message: "Zeile 12: vorgemerkt, noch nicht gebucht" }],
  errors: [{ line: 20, message: "Zeile 20: Betrag „abc“ ist kein Betrag" }],
  ...over,
});

const proposal: BankCsvMapping = {
  delimiter: ";",
  headerRow: 3,
  columns: { bookingDate: "Datum", amount: "Betrag", counterpartyName: "Name" },
  dateFormat: "dd.MM.yyyy",
  decimalSeparator: ",",
};
const needsMapping: BankStatementPreviewDto = {
  ok: false,
  needsMapping: true,
  headers: ["Datum", "Name", "Zweck", "Soll", "Haben", "Betrag"],
  sampleRows: [["02.01.2026", "Mia Berg", "Miete", "", "850,00", "850,00"]],
  proposal,
};

const me = { body: { workspace: { id: "w1", name: "Test", role: "editor" } } };
const file = () => new File(["<Document/>"], "auszug.xml", { type: "application/xml" });

/** The multipart bodies sent to `path`, read back as the server reads them. */
function uploads(fetchMock: ReturnType<typeof mockApi>["fetchMock"], path: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === `/api/v1${path}`)
    .map(([, init]) => {
      const form = init?.body as FormData;
      return { file: form.get("file") as File, options: JSON.parse(String(form.get("options"))) as unknown };
    });
}

function renderDialog(initialAccountId: string | null = null) {
  render(withQueryClient(<StatementImportDialog open onOpenChange={() => {}} initialAccountId={initialAccountId} />, newQueryClient()));
  return screen.getByRole("dialog", { name: "Kontoauszug importieren" });
}

async function chooseAndPreview(dialog: HTMLElement) {
  const user = userEvent.setup();
  await within(dialog).findByRole("option", { name: /Mietkonto/ });
  await user.selectOptions(within(dialog).getByLabelText("Konto *"), ACCOUNT);
  await user.upload(within(dialog).getByLabelText("Datei *"), file());
  expect(within(dialog).getByText("auszug.xml")).toBeTruthy();
  await user.click(within(dialog).getByRole("button", { name: "Vorschau" }));
  return user;
}

beforeEach(() => installDomStubs());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("StatementImportDialog", { timeout: 20_000 }, () => {
  it("asks for account and file before sending anything", async () => {
    const api = mockApi({ "GET /me": me, "GET /bank-accounts": { body: accounts } });
    const dialog = renderDialog();
    await within(dialog).findByRole("option", { name: /Mietkonto/ });
    await userEvent.click(within(dialog).getByRole("button", { name: "Vorschau" }));
    expect(within(dialog).getByText(messages.bankAccountSelect)).toBeTruthy();
    expect(within(dialog).getByText(messages.bankUiSelectFile)).toBeTruthy();
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("sends the file with the options as multipart, shows the preview's counts, rows and left-out lines, then imports the same file", async () => {
    const result = { imported: 2, duplicates: 1, autoBooked: 1, proposed: 1 };
    const api = mockApi({ "GET /me": me, "GET /bank-accounts": { body: accounts }, "POST /bank-statements/preview": { body: okPreview() }, "POST /bank-statements": { status: 201, body: result } });
    const dialog = renderDialog();
    const user = await chooseAndPreview(dialog);

    expect(await within(dialog).findByRole("status")).toHaveProperty("textContent", "2 neue Umsätze, 1 schon importiert");
    const [sent] = uploads(api.fetchMock, "/bank-statements/preview");
    expect(sent?.options).toEqual({ bankAccountId: ACCOUNT });
    expect(sent?.file.name).toBe("auszug.xml");
    expect(within(dialog).getByText("CAMT.053 (Version 001.08)")).toBeTruthy();
    expect(within(dialog).getByText("01.01.2026 – 31.01.2026")).toBeTruthy();
    const table = within(dialog).getByRole("table", { name: "Umsätze im Kontoauszug" });
    expect(within(table).getAllByRole("row")).toHaveLength(4);
    expect(within(table).getByText("schon importiert")).toBeTruthy();
    // Money out in red, money in in green.
    expect(within(table).getByText("−45,99 €").className).toContain("text-destructive");
    expect(within(table).getAllByText("850,00 €")[0]!.className).toContain("text-success");
    expect(within(dialog).getByRole("region", { name: "Nicht übernommen (1)" }).textContent).toContain("vorgemerkt");
    expect(within(dialog).getByRole("region", { name: "Nicht lesbar (1)" }).textContent).toContain("Betrag „abc“");

    await user.click(within(dialog).getByRole("button", { name: "2 Umsätze importieren" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.bankUiImported(result)));
    const [imported] = uploads(api.fetchMock, "/bank-statements");
    expect(imported?.options).toEqual({ bankAccountId: ACCOUNT });
    // Stateless on the server: the import sends the file again.
    expect(imported?.file.name).toBe("auszug.xml");
    expect(imported?.file.size).toBe("<Document/>".length);
  });

  it("a CSV of an unknown bank: the mapping form pre-filled from the proposal; the next preview and the import carry the mapping", async () => {
    let previews = 0;
    const api = mockApi({
      "GET /me": me,
      "GET /bank-accounts": { body: accounts },
      "POST /bank-statements/preview": () => (++previews === 1 ? { body: needsMapping } : { body: okPreview({ formatLabel: "CSV mit eigener Spaltenzuordnung", fileIban: null }) }),
      "POST /bank-statements": { status: 201, body: { imported: 2, duplicates: 1, autoBooked: 0, proposed: 2 } },
    });
    const dialog = renderDialog();
    const user = await chooseAndPreview(dialog);

    const headerRow = await within(dialog).findByLabelText<HTMLInputElement>("Kopfzeile (Zeilennummer) *");
    expect(headerRow.value).toBe("3");
    expect(within(dialog).getByLabelText<HTMLSelectElement>("Buchungsdatum *").value).toBe("Datum");
    expect(within(dialog).getByLabelText<HTMLSelectElement>("Betrag *").value).toBe("Betrag");
    expect(within(dialog).getByLabelText<HTMLSelectElement>("Name der Gegenpartei").value).toBe("Name");
    expect(within(within(dialog).getByLabelText("Buchungsdatum *")).getByRole("option", { name: "Datum (z. B. 02.01.2026)" })).toBeTruthy();

    // The user corrects: Soll and Haben in their own columns, the purpose too.
    await user.click(within(dialog).getByRole("radio", { name: "Getrennte Spalten für Soll und Haben" }));
    await user.selectOptions(within(dialog).getByLabelText("Haben (Eingänge) *"), "Haben");
    await user.selectOptions(within(dialog).getByLabelText("Soll (Ausgänge) *"), "Soll");
    await user.selectOptions(within(dialog).getByLabelText("Verwendungszweck"), "Zweck");
    await user.click(within(dialog).getByRole("button", { name: "Vorschau mit dieser Zuordnung" }));

    await within(dialog).findByText("CSV mit eigener Spaltenzuordnung");
    const csvMapping = { ...proposal, columns: { bookingDate: "Datum", counterpartyName: "Name", purpose: "Zweck", credit: "Haben", debit: "Soll" } };
    expect(uploads(api.fetchMock, "/bank-statements/preview").map((u) => u.options)).toEqual([{ bankAccountId: ACCOUNT }, { bankAccountId: ACCOUNT, csvMapping }]);

    // "Zuordnung ändern" goes back to the mapping as last chosen.
    await user.click(within(dialog).getByRole("button", { name: "Zuordnung ändern" }));
    expect(within(dialog).getByLabelText<HTMLSelectElement>("Haben (Eingänge) *").value).toBe("Haben");
    await user.click(within(dialog).getByRole("button", { name: "Vorschau mit dieser Zuordnung" }));
    await user.click(await within(dialog).findByRole("button", { name: "2 Umsätze importieren" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(uploads(api.fetchMock, "/bank-statements")[0]?.options).toEqual({ bankAccountId: ACCOUNT, csvMapping });
  });

  it("a file of another account blocks the import with a warning", async () => {
    const api = mockApi({ "GET /me": me, "GET /bank-accounts": { body: accounts }, "POST /bank-statements/preview": { body: okPreview({ fileIban: "DE02120300000000202051", ibanMismatch: true }) } });
    const dialog = renderDialog(ACCOUNT);
    const user = userEvent.setup();
    await within(dialog).findByRole("option", { name: /Mietkonto/ });
    // Opened from the account's row: the account is chosen already.
    expect(within(dialog).getByLabelText<HTMLSelectElement>("Konto *").value).toBe(ACCOUNT);
    await user.upload(within(dialog).getByLabelText("Datei *"), file());
    await user.click(within(dialog).getByRole("button", { name: "Vorschau" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(messages.statementIbanMismatch("DE02 1203 0000 0000 2020 51", "Mietkonto", "DE89 3704 0044 0532 0130 00"));
    expect(within(dialog).getByRole("button", { name: "2 Umsätze importieren" })).toHaveProperty("disabled", true);
    expect(api.calls.some((c) => c.path === "/bank-statements")).toBe(false);
  });

  it("a refused file: the server's German message stays at the file field", async () => {
    const refusal = "„auszug.xml“ ist kein Kontoauszug, den Hausbuch lesen kann.";
    mockApi({
      "GET /me": me,
      "GET /bank-accounts": { body: accounts },
      "POST /bank-statements/preview": { status: 415, body: { message: refusal, details: null, hint: null, code: "unsupported_media_type" } },
    });
    const dialog = renderDialog();
    await chooseAndPreview(dialog);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(refusal));
    expect(within(dialog).getByRole("alert").textContent).toBe(refusal);
  });
});
