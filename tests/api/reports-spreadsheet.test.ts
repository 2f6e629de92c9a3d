import { afterAll, beforeAll, describe, expect, it } from "vitest";
import readExcelFile from "read-excel-file/node";
import { bookingCategoryInfo } from "@/domain/booking-categories";
import type { ErrorBody } from "@/shared/api-types";
import type { AnlageVDto, ProfitLossColumnDto, ProfitLossDto } from "@/shared/report-types";
import { messages } from "@/shared/messages";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { unzip } from "../helpers/unzip";
import { createTeam, expectStatus, type Team } from "../factories/api";
import { createBooking, linePayload } from "../factories/bookings";
import { createProperty } from "../factories/portfolio";
import { seedTaxScenario, TAX_SCENARIO } from "../factories/tax-scenario";

// GET /reports/profit-loss.xlsx|csv (issue 15): the Einnahmen-Überschuss-Rechnung as files,
// read back and checked against the JSON report and the hand-computed year of
// tests/factories/tax-scenario.ts. Each group seeds its own workspace in its own hook.

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** Property names a spreadsheet would run as formulas if they reached a cell unguarded. */
const FORMULA_NAMES = ['=HYPERLINK("https://example.com","klick")', "+1", "-1", "@SUM(1)"];
const OTHER_INCOME = bookingCategoryInfo.other_income.label;
const OTHER_EXPENSES = bookingCategoryInfo.other_expenses.label;

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const download = (t: Team, file: "xlsx" | "csv", query: string, user: { cookie: string } = t.viewer) =>
  fetch(`${app.url}/api/v1/reports/profit-loss.${file}?${query}`, { headers: { Cookie: user.cookie, "x-workspace-id": t.admin.workspaceId } });

async function workbook(t: Team, query: string) {
  const res = await download(t, "xlsx", query);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe(XLSX_TYPE);
  expect(res.headers.get("cache-control")).toBe("no-store");
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes, sheets: await readExcelFile(bytes) };
}

async function csvLines(t: Team, query: string): Promise<{ res: Response; lines: string[] }> {
  const res = await download(t, "csv", query);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(res.headers.get("cache-control")).toBe("no-store");
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)], "UTF-8 BOM").toEqual([0xef, 0xbb, 0xbf]);
  const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
  // Every line ends with CRLF: the last split part is empty, and no bare LF is left.
  expect(lines.at(-1)).toBe("");
  expect(lines.some((l) => l.includes("\n"))).toBe(false);
  return { res, lines: lines.slice(0, -1) };
}

const profitLoss = async (t: Team, query: string) => expectStatus(await t.as.viewer.get<ProfitLossDto>(`/api/v1/reports/profit-loss?${query}`), 200, "GuV");

const fileName = (res: Response) => decodeURIComponent(res.headers.get("content-disposition")!.split("filename*=UTF-8''")[1]!);

/** An amount cell as cents: it must be a number, and the euros of exact cents. */
function centsOf(value: unknown): number {
  expect(typeof value).toBe("number");
  return Math.round((value as number) * 100);
}

/** "-3490,00" → -349000, digit by digit (no float in between). */
function csvCents(field: string): number {
  expect(field).toMatch(/^-?\d+,\d\d$/);
  return Number(field.replace(",", ""));
}

/** A CSV field as a spreadsheet reads it: quotes removed, doubled quotes single. */
const unquote = (field: string) => (field.startsWith('"') && field.endsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field);

/**
 * The P&L sheet as it must be, from the JSON report: a row per position that is not 0 in
 * every column, income first, the three sums; amounts in cents.
 */
function expectedRows(pl: ProfitLossDto, propertyColumns: ProfitLossColumnDto[] = []): Array<Array<string | null | number>> {
  const amount = (c: ProfitLossColumnDto, key: string) => c.rows.find((r) => r.key === key)!.amountCents;
  const figures = (key: string) => [...[...propertyColumns, pl.total, pl.previous].map((c) => amount(c, key)), amount(pl.total, key) - amount(pl.previous, key)];
  const sums = (pick: (c: ProfitLossColumnDto) => number) => [...[...propertyColumns, pl.total, pl.previous].map(pick), pick(pl.total) - pick(pl.previous)];
  const positions = (section: "income" | "expense") =>
    pl.total.rows
      .filter((r) => r.section === section && figures(r.key).some((v) => v !== 0))
      .map((r) => [section === "income" ? "Einnahmen" : "Werbungskosten", r.label, ...figures(r.key)]);
  return [
    ...positions("income"),
    [null, "Summe Einnahmen", ...sums((c) => c.incomeCents)],
    ...positions("expense"),
    [null, "Summe Werbungskosten", ...sums((c) => c.expensesCents)],
    [null, "Ergebnis", ...sums((c) => c.resultCents)],
  ];
}

/** Sheet rows with every amount (from column `from` on) as cents. */
const inCents = (rows: unknown[][], from: number) => rows.map((r) => [...r.slice(0, from), ...r.slice(from).map(centsOf)]);

describe("one property: the tax scenario", () => {
  let team: Team;
  let propertyId: string;
  beforeAll(async () => {
    team = await createTeam(app);
    ({ propertyId } = await seedTaxScenario(team.as.editor));
  });

  it("XLSX of a property's year: the P&L to the cent as numbers, and its Anlage V", async () => {
    const { res, sheets } = await workbook(team, `year=2025&propertyId=${propertyId}`);
    expect(fileName(res)).toBe("EÜR-2025-Lindenstraße 5.xlsx");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="/);
    expect(sheets.map((s) => s.sheet)).toEqual(["EÜR 2025", "Anlage V 2025"]);

    const [header, ...rows] = sheets[0]!.data;
    expect(header).toEqual(["Bereich", "Position", "2025", "2024", "Veränderung"]);
    const pl = await profitLoss(team, `year=2025&propertyId=${propertyId}`);
    const label = (key: string) => pl.total.rows.find((r) => r.key === key)!.label;
    // The hand-computed year (2024 is empty): no Erhaltungsaufwand at once, so no row for it.
    expect(inCents(rows, 2)).toEqual([
      ["Einnahmen", label("rent"), 560_000, 0, 560_000],
      ["Einnahmen", label("service_charge_prepayment"), 105_000, 0, 105_000],
      [null, "Summe Einnahmen", TAX_SCENARIO.income2025, 0, TAX_SCENARIO.income2025],
      ["Werbungskosten", label("property_tax"), -30_000, 0, -30_000],
      ["Werbungskosten", label("loan_interest"), -500_000, 0, -500_000],
      ["Werbungskosten", label("maintenance_spread"), -100_000, 0, -100_000],
      ["Werbungskosten", label("afa"), -TAX_SCENARIO.afa2025, 0, -TAX_SCENARIO.afa2025],
      [null, "Summe Werbungskosten", TAX_SCENARIO.expenses2025, 0, TAX_SCENARIO.expenses2025],
      [null, "Ergebnis", TAX_SCENARIO.result2025, 0, TAX_SCENARIO.result2025],
    ]);
    expect(inCents(rows, 2)).toEqual(expectedRows(pl));
    expect(rows.find((r) => r[1] === label("afa"))![2]).toBe(-3840);

    const form = expectStatus(await team.as.viewer.get<AnlageVDto>(`/api/v1/properties/${propertyId}/anlage-v?year=2025`), 200, "Anlage V");
    const [formHeader, ...lines] = sheets[1]!.data;
    expect(formHeader).toEqual(["Zeile", "Bezeichnung", "Betrag", "Hinweis"]);
    expect(lines.map((l) => [l[0], l[1], centsOf(l[2]), l[3]])).toEqual(form.lines.map((l) => [l.line, l.label, l.amountCents, l.confirmed ? null : messages.unconfirmedLineNumber]));
    const byLabel = (key: string) => centsOf(lines.find((l) => l[1] === form.lines.find((f) => f.key === key)!.label)![2]);
    expect(byLabel("income_total")).toBe(665_000);
    expect(byLabel("expenses_total")).toBe(1_014_000);
    expect(byLabel("result")).toBe(TAX_SCENARIO.result2025);
  });

  it("XLSX of a year without an Anlage V form: the P&L alone", async () => {
    const { sheets } = await workbook(team, `year=2019&propertyId=${propertyId}`);
    expect(sheets.map((s) => s.sheet)).toEqual(["EÜR 2019"]);
  });

  it("XLSX of the portfolio's next year: the year before and the change to the cent", async () => {
    const { res, sheets } = await workbook(team, "year=2026");
    expect(fileName(res)).toBe("EÜR-2026-Alle Objekte.xlsx");
    expect(sheets.map((s) => s.sheet)).toEqual(["EÜR 2026"]);
    const [header, ...rows] = sheets[0]!.data;
    expect(header).toEqual(["Bereich", "Position", "Gesamt 2026", "2025", "Veränderung"]);
    const pl = await profitLoss(team, "year=2026");
    expect(inCents(rows, 2)).toEqual(expectedRows(pl));
    // 2026: rent 1.600 + NK 300 − §82b 1.000 − AfA 5.120; 2025 as computed by hand.
    expect(inCents(rows, 2).at(-1)).toEqual([null, "Ergebnis", 190_000 - 100_000 - 512_000, TAX_SCENARIO.result2025, 190_000 - 100_000 - 512_000 - TAX_SCENARIO.result2025]);
  });

  it("CSV: the P&L sheet in German Excel's dialect: BOM, CRLF, semicolons, decimal comma", async () => {
    const { res, lines } = await csvLines(team, `year=2025&propertyId=${propertyId}`);
    expect(fileName(res)).toBe("EÜR-2025-Lindenstraße 5.csv");
    const pl = await profitLoss(team, `year=2025&propertyId=${propertyId}`);
    const label = (key: string) => pl.total.rows.find((r) => r.key === key)!.label;
    expect(lines[0]).toBe("Bereich;Position;2025;2024;Veränderung");
    expect(lines[1]).toBe(`Einnahmen;${label("rent")};5600,00;0,00;5600,00`);
    expect(lines).toContain(`Werbungskosten;${label("afa")};-3840,00;0,00;-3840,00`);
    expect(lines.slice(-2)).toEqual([";Summe Werbungskosten;-10140,00;0,00;-10140,00", ";Ergebnis;-3490,00;0,00;-3490,00"]);
    const cells = lines.slice(1).map((l) => l.split(";"));
    const asRows = cells.map((c) => [c[0] === "" ? null : c[0]!, c[1]!, ...c.slice(2).map(csvCents)]);
    expect(asRows).toEqual(expectedRows(pl));
  });

  it("another workspace's property: 404; a bad year or property id: 400 with the German message", async () => {
    const other = await createTeam(app);
    for (const file of ["xlsx", "csv"] as const) {
      const foreign = await download(other, file, `year=2025&propertyId=${propertyId}`, other.admin);
      expect(foreign.status, file).toBe(404);
      expect(await foreign.text()).not.toContain(TAX_SCENARIO.propertyName);
      // The team's own stranger, naming the team's workspace, is no member of it.
      expect((await download(team, file, `year=2025&propertyId=${propertyId}`, team.stranger)).status, file).toBe(404);
      for (const query of ["year=zwanzig", "year=1999", "", `year=2025&propertyId=keine-uuid`]) {
        const bad = await download(team, file, query);
        expect(bad.status, `${file} ${query}`).toBe(400);
        const body = (await bad.json()) as ErrorBody;
        if (query === "") expect(JSON.stringify(body), query).toContain(messages.profitLossPeriodMissing);
        else if (query !== "year=2025&propertyId=keine-uuid") expect(JSON.stringify(body), query).toContain(messages.reportYearInvalid);
      }
    }
  });
});

describe("several properties with formula-like names: a column each", () => {
  let named: Team;
  beforeAll(async () => {
    named = await createTeam(app);
    await seedTaxScenario(named.as.editor);
    const [hyperlink] = await Promise.all(FORMULA_NAMES.map((name) => createProperty(named.as.editor, { name })));
    // 123,45 € of other income: the number 123.45 in the file, not 123.44999….
    await createBooking(named.as.editor, [linePayload(hyperlink!.id, 12_345, { category: "other_income" })], { paymentDate: "2025-03-01", documentDate: "2025-03-01" });
  });

  it("XLSX: the names as typed, as text cells; no cell is a formula", async () => {
    const { bytes, sheets } = await workbook(named, "year=2025");
    const pl = await profitLoss(named, "year=2025");
    expect(pl.columns).toHaveLength(5);
    const [header, ...rows] = sheets[0]!.data;
    expect(header).toEqual(["Bereich", "Position", ...pl.columns.map((c) => c.name), "Gesamt 2025", "2024", "Veränderung"]);
    for (const name of FORMULA_NAMES) expect(header).toContain(name);
    expect(inCents(rows, 2)).toEqual(expectedRows(pl, pl.columns));
    const other = rows.find((r) => r[1] === OTHER_INCOME)!;
    expect(other[2 + pl.columns.findIndex((c) => c.name === FORMULA_NAMES[0])]).toBe(123.45);
    expect(centsOf(rows.at(-1)![2 + pl.columns.length])).toBe(TAX_SCENARIO.result2025 + 12_345);
    // The names are string cells, and no cell of the file is a formula.
    const worksheets = Object.entries(unzip(bytes)).filter(([name]) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
    expect(worksheets).toHaveLength(1);
    expect(worksheets.some(([, xml]) => /<f[\s>]/.test(xml))).toBe(false);
  });

  it("CSV: formula-like names start with an apostrophe, figures stay numbers", async () => {
    const { res, lines } = await csvLines(named, "year=2025");
    expect(fileName(res)).toBe("EÜR-2025-Alle Objekte.csv");
    const pl = await profitLoss(named, "year=2025");
    const header = lines[0]!.split(";").map(unquote);
    expect(header).toEqual(["Bereich", "Position", ...pl.columns.map((c) => (FORMULA_NAMES.includes(c.name) ? `'${c.name}` : c.name)), "Gesamt 2025", "2024", "Veränderung"]);
    // No text field a spreadsheet would run: every text starts with a letter or the apostrophe.
    for (const field of header) expect(field, field).not.toMatch(/^[=+\-@]/);
    const rows = lines.slice(1).map((l) => l.split(";"));
    for (const row of rows) expect(row[1], row.join(";")).not.toMatch(/^[=+\-@]/);
    expect(rows.map((c) => [c[0] === "" ? null : c[0]!, c[1]!, ...c.slice(2).map(csvCents)])).toEqual(expectedRows(pl, pl.columns));
    const other = rows.find((r) => r[1] === OTHER_INCOME)!;
    expect(other[2 + pl.columns.findIndex((c) => c.name === FORMULA_NAMES[0])]).toBe("123,45");
  });
});

describe("more than 50 properties: the sheet “Objekte”", () => {
  let many: Team;
  beforeAll(async () => {
    many = await createTeam(app);
    const names = [...FORMULA_NAMES, ...Array.from({ length: 47 }, (_, i) => `Objekt ${String(i).padStart(2, "0")}`)];
    const properties = await Promise.all(names.map((name) => createProperty(many.as.editor, { name })));
    const byName = (name: string) => properties.find((p) => p.name === name)!.id;
    await createBooking(many.as.editor, [linePayload(byName("Objekt 00"), 12_345, { category: "other_income" })]);
    await createBooking(many.as.editor, [linePayload(byName("Objekt 01"), -6_789, { category: "other_expenses" })]);
  });

  it("XLSX: the totals on the P&L, one row per property on “Objekte”", async () => {
    const { bytes, sheets } = await workbook(many, "year=2025");
    const pl = await profitLoss(many, "year=2025");
    expect(pl.columns).toHaveLength(51);
    expect(sheets.map((s) => s.sheet)).toEqual(["EÜR 2025", "Objekte"]);
    const [header, ...rows] = sheets[0]!.data;
    expect(header).toEqual(["Bereich", "Position", "Gesamt 2025", "2024", "Veränderung"]);
    expect(inCents(rows, 2)).toEqual(expectedRows(pl));

    const [objectsHeader, ...objects] = sheets[1]!.data;
    expect(objectsHeader).toEqual(["Name", "Einnahmen", "Werbungskosten", "Ergebnis"]);
    expect(inCents(objects, 1)).toEqual([
      ...pl.columns.map((c) => [c.name, c.incomeCents, c.expensesCents, c.resultCents]),
      ["Gesamt 2025", 12_345, -6_789, 5_556],
    ]);
    expect(inCents(objects, 1).filter((o) => o[0] === "Objekt 00" || o[0] === "Objekt 01")).toEqual([
      ["Objekt 00", 12_345, 0, 12_345],
      ["Objekt 01", 0, -6_789, -6_789],
    ]);
    for (const name of FORMULA_NAMES) expect(objects.map((o) => o[0])).toContain(name);
    const worksheets = Object.entries(unzip(bytes)).filter(([name]) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
    expect(worksheets).toHaveLength(2);
    expect(worksheets.some(([, xml]) => /<f[\s>]/.test(xml))).toBe(false);
  });

  it("CSV: the P&L sheet alone, without a column per property", async () => {
    const { lines } = await csvLines(many, "year=2025");
    expect(lines[0]).toBe("Bereich;Position;Gesamt 2025;2024;Veränderung");
    expect(lines.slice(1)).toEqual([
      `Einnahmen;${OTHER_INCOME};123,45;0,00;123,45`,
      ";Summe Einnahmen;123,45;0,00;123,45",
      `Werbungskosten;${OTHER_EXPENSES};-67,89;0,00;-67,89`,
      ";Summe Werbungskosten;-67,89;0,00;-67,89",
      ";Ergebnis;55,56;0,00;55,56",
    ]);
  });
});

describe("an empty portfolio", () => {
  it("XLSX: no positions, the sums at 0", async () => {
    const other = await createTeam(app);
    const { sheets } = await workbook(other, "year=2025");
    const [header, ...rows] = sheets[0]!.data;
    expect(header).toEqual(["Bereich", "Position", "Gesamt 2025", "2024", "Veränderung"]);
    expect(inCents(rows, 2)).toEqual([
      [null, "Summe Einnahmen", 0, 0, 0],
      [null, "Summe Werbungskosten", 0, 0, 0],
      [null, "Ergebnis", 0, 0, 0],
    ]);
  });
});
