import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetClock, setToday } from "@/core/dates";
import { cents, formatEuro, NBSP, subCents, ZERO_CENTS, type Cents } from "@/core/money";
import { ANLAGE_V_MESSAGES } from "@/domain/anlage-v";
import { addYearFigures, buildProfitLoss, type YearFigures } from "@/domain/profit-loss";
import { messages } from "@/shared/messages";
import type { AnlageVDto, ProfitLossColumnDto, ProfitLossDto } from "@/shared/report-types";
import { profitLossDocument } from "@/server/features/reports/report-pdf";
import { renderPdf } from "@/server/pdf/pdf";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { pdfText } from "../helpers/pdf-text";
import { createTeam, expectStatus, type Team, type User } from "../factories/api";
import { createBooking, linePayload } from "../factories/bookings";
import { createProperty } from "../factories/portfolio";
import { seedTaxScenario, TAX_SCENARIO } from "../factories/tax-scenario";

// The reports as PDFs (issue 15): every figure of the JSON report must be on the paper, in the
// app's format and in its row and column. The expected rows are built here from the JSON, not
// with the document builder, so a wrong or missing figure in the PDF fails.

let app: TestApp;
let team: Team;
let propertyId: string;

beforeAll(async () => {
  app = await startTestApp();
  team = await createTeam(app);
  ({ propertyId } = await seedTaxScenario(team.as.editor));
});
afterAll(() => app.close());
afterEach(() => resetClock());

// The PDF's text layer maps the non-breaking space between amount and "€" back to a space
// (Roboto draws both with one glyph), so the expected amounts are compared with a space.
const euro = (amount: Cents) => formatEuro(amount, { decimals: 2 }).replace(NBSP, " ");

/** The text as one line: pdfjs separates the items by spaces and line ends. */
const oneLine = (text: string) => text.replace(/\s+/g, " ");

type Pdf = { res: Response; bytes: Uint8Array; text: string; pages: string[] };

async function downloadPdf(user: User, workspaceId: string, path: string): Promise<Pdf> {
  const res = await fetch(`${app.url}${path}`, { headers: { Cookie: user.cookie, "x-workspace-id": workspaceId } });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  expect(res.headers.get("cache-control")).toBe("no-store");
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(new TextDecoder("latin1").decode(bytes.subarray(0, 5))).toBe("%PDF-");
  const raw = await pdfText(bytes);
  return { res, bytes, text: oneLine(raw), pages: raw.split("\n").map(oneLine) };
}

/** The attachment's exact name, as RFC 5987 carries it. */
const attachmentName = (res: Response) => {
  const header = res.headers.get("content-disposition") ?? "";
  expect(header.startsWith("attachment;")).toBe(true);
  return decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(header)?.[1] ?? "");
};

type Col = { amount: (key: string) => Cents; income: Cents; expenses: Cents; result: Cents };

function col(c: ProfitLossColumnDto): Col {
  const byKey = new Map<string, Cents>(c.rows.map((r) => [r.key, r.amountCents]));
  return { amount: (k) => byKey.get(k) ?? ZERO_CENTS, income: c.incomeCents, expenses: c.expensesCents, result: c.resultCents };
}

/**
 * The lines the P&L table must read as, from the JSON: a row per category that is not 0 in
 * every column, the two sums and the result; columns = the properties (when shown), the
 * year's total, the year before and the change.
 */
function expectedProfitLossLines(pl: ProfitLossDto, withProperties: boolean): { shown: string[]; hidden: string[] } {
  const total = col(pl.total);
  const previous = col(pl.previous);
  const change: Col = {
    amount: (k) => subCents(total.amount(k), previous.amount(k)),
    income: subCents(total.income, previous.income),
    expenses: subCents(total.expenses, previous.expenses),
    result: subCents(total.result, previous.result),
  };
  const cols = [...(withProperties ? pl.columns.map(col) : []), total, previous, change];
  const line = (label: string, amounts: Cents[]) => `${label} ${amounts.map(euro).join(" ")}`;
  const shown: string[] = [];
  const hidden: string[] = [];
  for (const r of pl.total.rows) {
    if (cols.some((c) => c.amount(r.key) !== 0)) shown.push(line(r.label, cols.map((c) => c.amount(r.key))));
    else hidden.push(r.label);
  }
  shown.push(line("Summe Einnahmen", cols.map((c) => c.income)), line("Summe Werbungskosten", cols.map((c) => c.expenses)), line("Ergebnis", cols.map((c) => c.result)));
  return { shown, hidden };
}

/** Every amount of the JSON that is not 0, as the app formats it. */
const nonZeroFigures = (pl: ProfitLossDto, withProperties: boolean) =>
  [...(withProperties ? pl.columns : []), pl.total, pl.previous]
    .flatMap((c) => [...c.rows.map((r) => r.amountCents), c.incomeCents, c.expensesCents, c.resultCents])
    .filter((a) => a !== 0)
    .map(euro);

describe("Einnahmen-Überschuss-Rechnung as PDF", () => {
  it.each([2025, 2026])("one property, %i: every figure of the JSON report in its row, header and footer on the page", async (year) => {
    setToday("2026-03-05");
    const query = `year=${year}&propertyId=${propertyId}`;
    const json = expectStatus(await team.as.viewer.get<ProfitLossDto>(`/api/v1/reports/profit-loss?${query}`), 200, "GuV");
    const pdf = await downloadPdf(team.viewer, team.admin.workspaceId, `/api/v1/reports/profit-loss.pdf?${query}`);
    const { text } = pdf;
    expect(attachmentName(pdf.res)).toBe(`EÜR-${year}-${TAX_SCENARIO.propertyName}.pdf`);
    expect(text).toContain(`Einnahmen-Überschuss-Rechnung ${year}`);
    expect(text).toContain(`Hausbuch ${TAX_SCENARIO.propertyName} · Steuerjahr ${year}`);
    expect(text).toContain("Erstellt am 05.03.2026 Seite 1 von 1");
    expect(text).toContain(`Position ${year} ${year - 1} Veränderung`);
    const { shown, hidden } = expectedProfitLossLines(json, false);
    for (const line of shown) expect(text).toContain(line);
    for (const label of hidden) expect(text).not.toContain(label);
    for (const figure of nonZeroFigures(json, false)) expect(text).toContain(figure);
    // The year before is not all zero in 2026: its column is really read from the JSON.
    if (year === 2026) expect(json.previous.resultCents).toBe(TAX_SCENARIO.result2025);
  });

  it("2025 against the hand-computed year", async () => {
    const { text } = await downloadPdf(team.viewer, team.admin.workspaceId, `/api/v1/reports/profit-loss.pdf?year=2025&propertyId=${propertyId}`);
    const zero = euro(ZERO_CENTS);
    expect(text).toContain(`Summe Einnahmen ${euro(cents(TAX_SCENARIO.income2025))} ${zero} ${euro(cents(TAX_SCENARIO.income2025))}`);
    expect(text).toContain(`Summe Werbungskosten ${euro(cents(TAX_SCENARIO.expenses2025))} ${zero}`);
    expect(text).toContain(`Ergebnis -3.490,00 € ${zero} -3.490,00 €`);
    expect(text).toContain(`AfA Gebäude -3.840,00 €`);
    expect(text).toContain(`${TAX_SCENARIO.propertyName}: AfA linear 2 % von 256.000,00 € Bemessungsgrundlage.`);
    // Tilgung is no expense and the immediate maintenance is 0 everywhere: neither has a row.
    expect(text).not.toContain("Tilgung -");
    expect(text).not.toContain("sofort abziehbar");
  });

  it("a portfolio of 3 properties: a column each, the total, the year before and the change", async () => {
    const small = await createTeam(app);
    const names = ["Ahornweg 1", "Birkenweg 2", "Eichenweg 3"];
    for (const [i, name] of names.entries()) {
      const p = await createProperty(small.as.editor, { name });
      await createBooking(small.as.editor, [linePayload(p.id, 100_000 + i * 12_345), linePayload(p.id, -(i + 1) * 2_550)], { paymentDate: "2025-06-01", documentDate: "2025-06-01" });
      if (i === 1) await createBooking(small.as.editor, [linePayload(p.id, 77_701)], { paymentDate: "2024-06-01", documentDate: "2024-06-01" });
    }
    const json = expectStatus(await small.as.viewer.get<ProfitLossDto>("/api/v1/reports/profit-loss?year=2025"), 200, "GuV");
    const pdf = await downloadPdf(small.viewer, small.admin.workspaceId, "/api/v1/reports/profit-loss.pdf?year=2025");
    expect(attachmentName(pdf.res)).toBe("EÜR-2025-Alle Objekte.pdf");
    expect(pdf.text).toContain("Hausbuch Alle Objekte · Steuerjahr 2025");
    expect(pdf.text).toContain("Alle Objekte (3 Immobilien)");
    expect(pdf.text).toContain(`Position ${names.join(" ")} Gesamt 2025 2024 Veränderung`);
    const { shown } = expectedProfitLossLines(json, true);
    for (const line of shown) expect(pdf.text).toContain(line);
    for (const figure of nonZeroFigures(json, true)) expect(pdf.text).toContain(figure);
    expect(pdf.text).not.toContain("Ergebnis je Immobilie");
    // The properties have no purchase data: the PDF says so, as the screen does.
    expect(pdf.text).toContain("Ahornweg 1: Keine AfA berechnet – es fehlen Kaufpreis, Kaufdatum und Gebäudeanteil.");
  });

  it("a portfolio of 8 properties: the table shows the total, a list shows each property", async () => {
    const big = await createTeam(app);
    const names = Array.from({ length: 8 }, (_, i) => `Objekt ${String(i + 1).padStart(2, "0")}`);
    for (const [i, name] of names.entries()) {
      const p = await createProperty(big.as.editor, { name });
      if (i % 3 !== 2) await createBooking(big.as.editor, [linePayload(p.id, 50_000 + i * 1_111), linePayload(p.id, -(i + 1) * 999)], { paymentDate: "2025-03-01" });
      if (i === 0) await createBooking(big.as.editor, [linePayload(p.id, 12_300)], { paymentDate: "2024-03-01", documentDate: "2024-03-01" });
    }
    const json = expectStatus(await big.as.viewer.get<ProfitLossDto>("/api/v1/reports/profit-loss?year=2025"), 200, "GuV");
    expect(json.columns.map((c) => c.name)).toEqual(names);
    const { text } = await downloadPdf(big.viewer, big.admin.workspaceId, "/api/v1/reports/profit-loss.pdf?year=2025");
    expect(text).toContain("Alle Objekte (8 Immobilien)");
    expect(text).toContain("Position Gesamt 2025 2024 Veränderung");
    const { shown } = expectedProfitLossLines(json, false);
    for (const line of shown) expect(text).toContain(line);
    expect(text).toContain("Ergebnis je Immobilie 2025 Immobilie Einnahmen Werbungskosten Ergebnis");
    for (const c of json.columns) expect(text).toContain(`${c.name} ${euro(c.incomeCents)} ${euro(c.expensesCents)} ${euro(c.resultCents)}`);
    expect(text).toContain(`Summe ${euro(json.total.incomeCents)} ${euro(json.total.expensesCents)} ${euro(json.total.resultCents)}`);
    for (const figure of nonZeroFigures(json, true)) expect(text).toContain(figure);
  });

  it("thousands of properties: the list runs over many pages, its header on each, every property once", async () => {
    const count = 1_500;
    const figures: YearFigures[] = Array.from({ length: count }, (_, i) => ({
      categoryTotals: { other_income: cents(100_000 + i), other_expenses: cents(-(i % 97) * 100) },
      afaCents: ZERO_CENTS,
      movableAfaCents: ZERO_CENTS,
      maintenance: { immediate: ZERO_CENTS, spread: ZERO_CENTS },
    }));
    const name = (i: number) => `Haus ${String(i).padStart(4, "0")}`;
    const data: ProfitLossDto = {
      year: 2025,
      propertyId: null,
      from: "2025-01",
      to: "2025-12",
      previousFrom: "2024-01",
      previousTo: "2024-12",
      unitId: null,
      columns: figures.map((f, i) => ({ propertyId: `p${i}`, name: name(i), ...buildProfitLoss(f) })),
      total: { propertyId: null, name: "Gesamt", ...buildProfitLoss(addYearFigures(figures)) },
      previous: { propertyId: null, name: "Gesamt 2024", ...buildProfitLoss(addYearFigures([])) },
      afa: [],
    };
    const raw = await pdfText(new Uint8Array(await renderPdf(profitLossDocument(data, { createdOn: "2026-03-05" }))));
    const pages = raw.split("\n").map(oneLine);
    expect(pages.length).toBeGreaterThan(20);
    pages.forEach((page, i) => {
      expect(page).toContain(`Seite ${i + 1} von ${pages.length}`);
      expect(page).toContain("Alle Objekte · Steuerjahr 2025");
      if (i > 0) expect(page).toMatch(/^Immobilie Einnahmen Werbungskosten Ergebnis /);
    });
    const text = pages.join(" ");
    for (const [i, c] of data.columns.entries()) {
      const row = `${name(i)} ${euro(c.incomeCents)} ${euro(c.expensesCents)} ${euro(c.resultCents)}`;
      expect(text.indexOf(row), row).toBeGreaterThan(-1);
      expect(text.indexOf(row)).toBe(text.lastIndexOf(row));
    }
  }, 60_000);
});

describe("Anlage V as PDF", () => {
  it("2025: each line with its number and amount, the sums, the result and the AfA note", async () => {
    setToday("2026-03-05");
    const form = expectStatus(await team.as.viewer.get<AnlageVDto>(`/api/v1/properties/${propertyId}/anlage-v?year=2025`), 200, "Anlage V");
    const pdf = await downloadPdf(team.viewer, team.admin.workspaceId, `/api/v1/properties/${propertyId}/anlage-v.pdf?year=2025`);
    expect(attachmentName(pdf.res)).toBe(`Anlage-V-2025-${TAX_SCENARIO.propertyName}.pdf`);
    expect(pdf.text).toContain(`Hausbuch ${TAX_SCENARIO.propertyName} · Steuerjahr 2025`);
    expect(pdf.text).toContain("Erstellt am 05.03.2026 Seite 1 von 1");
    expect(pdf.text).toContain(`Anlage V 2025 ${TAX_SCENARIO.propertyName}`);
    expect(pdf.text).toContain("Zeile Eintrag Betrag");
    for (const l of form.lines) expect(pdf.text).toContain(`${l.line}${l.confirmed ? "" : "*"} ${l.label} ${euro(l.amountCents)}`);
    expect(pdf.text).toContain(`Summe der Einnahmen ${euro(form.incomeCents)}`);
    expect(pdf.text).toContain(`Summe der Werbungskosten ${euro(form.expensesCents)}`);
    expect(pdf.text).toContain(`Werbungskosten) ${euro(cents(TAX_SCENARIO.result2025))}`);
    expect(pdf.text).toContain(`AfA Gebäude (linear / degressiv) ${euro(cents(TAX_SCENARIO.afa2025))}`);
    expect(pdf.text).toContain(`${TAX_SCENARIO.propertyName}: AfA linear 2 % von 256.000,00 € Bemessungsgrundlage.`);
    if (form.unconfirmedLines) expect(pdf.text).toContain(`* ${messages.unconfirmedLinesNote}`);
    else expect(pdf.text).not.toContain(messages.unconfirmedLineNumber);
  });

  it("2023: the unconfirmed line numbers carry the star and the note", async () => {
    const form = expectStatus(await team.as.viewer.get<AnlageVDto>(`/api/v1/properties/${propertyId}/anlage-v?year=2023`), 200, "Anlage V");
    expect(form.unconfirmedLines).toBe(true);
    const { text } = await downloadPdf(team.viewer, team.admin.workspaceId, `/api/v1/properties/${propertyId}/anlage-v.pdf?year=2023`);
    for (const l of form.lines) expect(text).toContain(`${l.line}${l.confirmed ? "" : "*"} ${l.label} ${euro(l.amountCents)}`);
    expect(text).toContain(`* ${messages.unconfirmedLinesNote}`);
  });
});

describe("errors as for the JSON reports", () => {
  it("another workspace's property: 404; a malformed id: 404", async () => {
    const other = await createTeam(app);
    expect((await other.as.admin.get(`/api/v1/properties/${propertyId}/anlage-v.pdf?year=2025`)).status).toBe(404);
    expect((await other.as.admin.get(`/api/v1/reports/profit-loss.pdf?year=2025&propertyId=${propertyId}`)).status).toBe(404);
    expect((await team.as.viewer.get("/api/v1/properties/kein-objekt/anlage-v.pdf?year=2025")).status).toBe(404);
  });

  it("a bad year: 400 with the message; a year without a form: 400", async () => {
    const bad = await team.as.viewer.get(`/api/v1/reports/profit-loss.pdf?year=zwanzig`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(messages.reportYearInvalid);
    const missing = await team.as.viewer.get(`/api/v1/reports/profit-loss.pdf`);
    expect(missing.status).toBe(400);
    const tooEarly = await team.as.viewer.get(`/api/v1/properties/${propertyId}/anlage-v.pdf?year=1999`);
    expect(tooEarly.status).toBe(400);
    expect(JSON.stringify(tooEarly.body)).toContain(messages.reportYearInvalid);
    const noForm = await team.as.viewer.get(`/api/v1/properties/${propertyId}/anlage-v.pdf?year=2019`);
    expect(noForm.status).toBe(400);
    expect(noForm.body.message).toBe(ANLAGE_V_MESSAGES.noForm(2019));
  });

  it("without a session: 401", async () => {
    expect((await fetch(`${app.url}/api/v1/reports/profit-loss.pdf?year=2025`)).status).toBe(401);
  });
});
