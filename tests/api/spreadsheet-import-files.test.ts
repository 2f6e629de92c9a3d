import { strToU8, unzipSync, zipSync } from "fflate";
import readExcelFile from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingListDto } from "@/shared/booking-types";
import type { ErrorBody } from "@/shared/api-types";
import type { LoanDto } from "@/shared/loan-types";
import type { Page, PropertyListItem, PickerPage, TenantDto } from "@/shared/portfolio-types";
import { importTargets, type ImportTarget } from "@/shared/spreadsheet-import-types";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { createTeam, expectStatus, type Api, type Team } from "../factories/api";
import { pdfBytes } from "../factories/receipts";
import { commitImport, landlordSheet, previewImport, xlsx, XLSX_TYPE } from "../factories/spreadsheet-import";

// "Aus Excel übernehmen" (issue 16): the template files and what becomes of them when they come
// back, and every file and option the import refuses — with a German message and without
// writing anything.

let app: TestApp;
let team: Team;

beforeAll(async () => {
  app = await startTestApp();
  team = await createTeam(app);
});
afterAll(() => app.close());

const template = (api: { cookie: string }, target: string, kind: "xlsx" | "csv") =>
  fetch(`${app.url}/api/v1/imports/spreadsheet/template.${kind}?target=${target}`, { headers: { Cookie: api.cookie } });

async function templateBytes(target: ImportTarget, kind: "xlsx" | "csv"): Promise<Uint8Array> {
  const res = await template(team.viewer, target, kind);
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

describe("templates", () => {
  it("are files with the target's German column names and one example row, named after the target", async () => {
    const res = await template(team.viewer, "combined", "xlsx");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(XLSX_TYPE);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(decodeURIComponent(res.headers.get("content-disposition")!.split("filename*=UTF-8''")[1]!)).toBe("Vorlage Einheiten mit Mietern und Mieten.xlsx");
    const [sheet] = await readExcelFile(Buffer.from(await res.arrayBuffer()));
    expect(sheet!.sheet).toBe("Vorlage");
    expect(sheet!.data[0]).toEqual([
      "Immobilie",
      "Straße",
      "Hausnummer",
      "PLZ",
      "Ort",
      "Einheit",
      "Einheitentyp",
      "Wohnfläche",
      "Balkon",
      "Vorname",
      "Nachname",
      "E-Mail",
      "Telefon",
      "Mietbeginn",
      "Mietende",
      "Kaltmiete",
      "Nebenkosten",
      "Kaution",
      "Befristeter Vertrag",
    ]);
    expect(sheet!.data).toHaveLength(2);
    expect(sheet!.data[1]!.slice(0, 6)).toEqual(["Lindenhof", "Lindenstraße", "5", "01067", "Dresden", "WE 1"]);

    const csv = await template(team.viewer, "loans", "csv");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)], "UTF-8 BOM").toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3)).split("\r\n")).toEqual([
      "Immobilie;Darlehensgeber;Darlehensbetrag;Auszahlung am;Sollzins;Anfängliche Tilgung;Monatliche Rate;Zinsbindung bis",
      "Lindenhof;Sparkasse Dresden;300000,00;01.04.2015;2,15;2,00;;31.03.2030",
      "",
    ]);
  });

  it("answer an unknown target with a German 400", async () => {
    const res = await template(team.viewer, "autos", "csv");
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).message).toBe("Bitte überprüfe Deine Eingaben.");
  });

  it.each(importTargets.flatMap((t) => [[t, "xlsx"] as const, [t, "csv"] as const]))("%s.%s comes back as a one-row import, each column recognised by its name", async (target, kind) => {
    const preview = expectStatus(await previewImport(team.as.editor, await templateBytes(target, kind), `vorlage.${kind}`, { target }), 200, "Vorschau");
    expect(preview.headerRow).toBe(1);
    expect(preview.rows.map((r) => r.rowNumber)).toEqual([2]);
    expect(preview.unmet).toEqual([]);
    for (const column of preview.columns) expect(column.suggested, column.header).toBe(preview.fields.find((f) => f.label === column.header)?.key);
  });

  it("imported one after the other, they build one portfolio, and the combined one then finds it all present", async () => {
    const api = (await createTeam(app)).as.admin;
    const commit = async (target: ImportTarget, kind: "xlsx" | "csv") =>
      expectStatus(await commitImport(api, await templateBytes(target, kind), `vorlage.${kind}`, { target, excludedRows: [] }), 201, `Vorlage ${target}`);

    expect((await commit("properties", "xlsx")).created).toMatchObject({ property: 1, unit: 1 });
    expect((await commit("tenants", "csv")).created).toMatchObject({ tenant: 1 });
    const contracts = await commit("contracts", "xlsx");
    expect([contracts.created, contracts.existing]).toEqual([
      { property: 0, unit: 0, tenant: 0, contract: 1, loan: 0, booking: 0 },
      { property: 1, unit: 1, tenant: 1, contract: 0, loan: 0, booking: 0 },
    ]);
    expect((await commit("loans", "csv")).created.loan).toBe(1);
    expect((await commit("bookings", "xlsx")).created.booking).toBe(1);
    const all = await commit("combined", "csv");
    expect(all.created).toEqual({ property: 0, unit: 0, tenant: 0, contract: 0, loan: 0, booking: 0 });
    expect(all.existing).toMatchObject({ property: 1, unit: 1, tenant: 1, contract: 1 });

    const [property] = expectStatus(await api.get<Page<PropertyListItem>>("/api/v1/properties"), 200, "Immobilien").items;
    expect(property).toMatchObject({ name: "Lindenhof", kind: "multi_family", yearBuilt: 1910, purchasePriceCents: 45_000_000, purchaseDate: "2015-04-01", unitCount: 1 });
    const tenants = expectStatus(await api.get<PickerPage<TenantDto>>("/api/v1/tenants/picker?limit=50"), 200, "Mieter").items;
    expect(tenants.map((t) => [t.firstName, t.lastName, t.email, t.phone])).toEqual([["Anna", "Schäfer", "anna.schaefer@beispiel.de", "0351 1234567"]]);
    const loans = expectStatus(await api.get<{ items: LoanDto[] }>(`/api/v1/properties/${property!.id}/loans`), 200, "Darlehen").items;
    expect(loans.map((l) => [l.lender, l.amountCents, l.disbursementDate, l.interestRatePercent, l.repaymentKind, l.initialRepaymentPercent, l.fixationEndDate])).toEqual([
      ["Sparkasse Dresden", 30_000_000, "2015-04-01", "2.15", "initial_rate", "2", "2030-03-31"],
    ]);
    // The schedule follows from the terms, as for a loan saved in its dialog: (2,15 % + 2 %) × 300.000 € / 12.
    expect(loans[0]!.summary.monthlyPaymentCents).toBe(103_750);
    const bookings = expectStatus(await api.get<BookingListDto>("/api/v1/bookings"), 200, "Buchungen").items;
    expect(bookings.map((b) => [b.paymentDate, b.amountCents, b.text, b.counterpartyName, b.origin, b.lines.map((l) => [l.category, l.unitCode])])).toEqual([
      ["2024-03-01", 65_000, "Miete März 2024", "Anna Schäfer", "import", [["rent", "WE 1"]]],
    ]);
    // Audited like a booking saved by hand.
    const audit = expectStatus(await api.get<Array<{ action: string; user: unknown }>>(`/api/v1/bookings/${bookings[0]!.id}/audit`), 200, "Protokoll");
    expect(audit.map((a) => a.action)).toEqual(["create"]);
    expect(audit[0]!.user).not.toBeNull();
  });
});

describe("files and options the import refuses", () => {
  let api: Api;
  let good: Uint8Array;
  beforeAll(async () => {
    api = team.as.editor;
    good = await xlsx(landlordSheet());
  });

  async function expectNothingWritten() {
    expect(expectStatus(await api.get<Page<PropertyListItem>>("/api/v1/properties"), 200, "Immobilien").total).toBe(0);
  }

  const refusal = async (bytes: Uint8Array, name: string, options: unknown = { target: "combined", excludedRows: [] }) => {
    const res = await commitImport(api, bytes, name, options as never);
    return { status: res.status, message: (res.body as unknown as ErrorBody).message, body: res.body as unknown as ErrorBody };
  };

  it("413 for more than 10 MB", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(good);
    expect(await refusal(big, "gross.xlsx")).toMatchObject({ status: 413, message: "Die Datei ist zu groß: Eine Tabelle darf höchstens 10 MB haben." });
    await expectNothingWritten();
  }, 60_000);

  it("415 for what is no table, whatever its name: a PDF, random bytes, an old XLS, an ODS", async () => {
    const notATable = "Die Datei ist keine Excel-Tabelle. Bitte lade eine XLSX- oder CSV-Datei hoch.";
    expect(await refusal(pdfBytes(), "tabelle.xlsx")).toMatchObject({ status: 415, message: notATable });
    expect(await refusal(crypto.getRandomValues(new Uint8Array(4096)), "tabelle.csv")).toMatchObject({ status: 415, message: notATable });
    expect(await refusal(new TextEncoder().encode("<html><body><table><tr><td>Mieter</td></tr></table></body></html>"), "tabelle.csv")).toMatchObject({ status: 415 });

    const xls = new Uint8Array(4096);
    xls.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const old = await refusal(xls, "alt.xls");
    expect(old.status).toBe(415);
    expect(old.message).toMatch(/^Das ist eine Excel-Datei im alten Format \(\.xls\)/);

    const ods = zipSync({ mimetype: [strToU8("application/vnd.oasis.opendocument.spreadsheet"), { level: 0 }], "content.xml": strToU8("<office:document-content/>") });
    expect((await refusal(ods, "tabelle.ods")).message).toMatch(/^Das ist eine OpenDocument-Tabelle \(\.ods/);
    await expectNothingWritten();
  });

  it("400 for a damaged XLSX and for an XML bomb", async () => {
    const truncated = await refusal(good.slice(0, Math.floor(good.length / 2)), "kaputt.xlsx");
    expect(truncated).toMatchObject({ status: 400, message: expect.stringMatching(/^Die Datei lässt sich nicht lesen, sie ist beschädigt oder unvollständig/) });

    // Billion laughs in the workbook part of a real file, re-zipped.
    const parts = unzipSync(good);
    const lol = `<!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? "" : i};`.repeat(10)}">`).join("")}]>`;
    parts["xl/workbook.xml"] = strToU8(new TextDecoder().decode(parts["xl/workbook.xml"]).replace("?>", `?>${lol}`));
    const bomb = await refusal(zipSync(parts), "bombe.xlsx");
    expect(bomb).toMatchObject({ status: 400, message: expect.stringMatching(/^Die Datei enthält Anweisungen \(eine DTD\)/) });
    await expectNothingWritten();
  });

  it("400 for more than 50.000 rows, and for an empty file", async () => {
    const rows = new TextEncoder().encode(`Mieter;Telefon\r\n${"Anna;1\r\n".repeat(50_000)}`);
    expect(await refusal(rows, "lang.csv", { target: "tenants", excludedRows: [] })).toMatchObject({ status: 400, message: "Ein Tabellenblatt hat mehr als 50.000 Zeilen. Bitte teile es auf mehrere Dateien auf." });
    expect(await refusal(new Uint8Array(0), "leer.csv")).toMatchObject({ status: 400, message: "Die Datei ist leer." });
    await expectNothingWritten();
  });

  it("400 for options that are missing, no JSON, or name what the import does not know", async () => {
    const withoutOptions = await commitImport(api, good, "Wohnungen.xlsx", undefined);
    expect([withoutOptions.status, (withoutOptions.body as unknown as ErrorBody).message]).toEqual([
      400,
      "Die Einstellungen des Imports fehlen. Bitte lade die Seite neu und versuche es noch einmal.",
    ]);
    const cases: Array<[unknown, string]> = [
      ["{target:", "Die Einstellungen des Imports sind unlesbar. Bitte lade die Seite neu und versuche es noch einmal."],
      [{ target: "autos", excludedRows: [] }, "Bitte überprüfe Deine Eingaben."],
      [{ target: "combined" }, "Bitte überprüfe Deine Eingaben."],
      [{ target: "combined", excludedRows: [0] }, "Bitte überprüfe Deine Eingaben."],
      [{ target: "combined", excludedRows: [], mapping: ["kontostand"] }, "Bitte überprüfe Deine Eingaben."],
      [{ target: "combined", excludedRows: [], mapping: ["lender"] }, "„Darlehensgeber“ gehört nicht zu „Einheiten mit Mietern und Mieten“."],
      [{ target: "combined", excludedRows: [], mapping: ["unitCode", null, "unitCode"] }, "„Einheit“ ist zwei Spalten zugeordnet (Spalte 1 und 3). Bitte ordne es nur einer Spalte zu."],
      [{ target: "combined", excludedRows: [], sheet: "Tabelle7" }, "Das Blatt „Tabelle7“ gibt es in der Datei nicht."],
      [{ target: "combined", excludedRows: [], headerRow: 400 }, "Zeile 400 gibt es in dem Blatt nicht."],
    ];
    for (const [options, message] of cases) expect(await refusal(good, "Wohnungen.xlsx", options), JSON.stringify(options)).toMatchObject({ status: 400, message });
    const unknownTarget = await refusal(good, "Wohnungen.xlsx", { target: "autos", excludedRows: [] });
    expect(unknownTarget.body.details).toEqual({ fields: [{ field: "target", message: "Bitte wähle, was die Zeilen enthalten." }] });
    await expectNothingWritten();
  });

  it("400 naming what is missing when a required column has no field", async () => {
    // Without a unit column nothing of the combined sheet can be placed.
    const res = await refusal(good, "Wohnungen.xlsx", { target: "combined", excludedRows: [12], mapping: ["propertyName"] });
    expect(res).toMatchObject({ status: 400, message: "Es fehlen Spalten: Einheit. Bitte ordne sie zu." });
    const preview = expectStatus(await previewImport(api, good, "Wohnungen.xlsx", { target: "combined", mapping: ["propertyName"] }), 200, "Vorschau");
    expect(preview.unmet).toEqual(["Einheit fehlt"]);
    await expectNothingWritten();
  });
});
