import iconv from "iconv-lite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "@/shared/api-types";
import type { ContractDto, Page, PropertyListItem, PickerPage, TenantDto, UnitListItem } from "@/shared/portfolio-types";
import type { SpreadsheetPreviewDto } from "@/shared/spreadsheet-import-types";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { createTeam, expectStatus, type Api, type Team } from "../factories/api";
import { commitImport, landlordSheet, previewImport, xlsx } from "../factories/spreadsheet-import";

// "Aus Excel übernehmen" (issue 16), the landlord's own sheet: a real XLSX (write-excel-file)
// with German headers, amounts as € numbers and "1.234,56 €" text, dates as date cells and
// TT.MM.JJJJ text, a vacant unit, a sum row and a rent "ca. 500"; previewed, refused while the
// faulty row is in, committed without it, committed again without duplicates. And a CSV from
// German Excel (Windows-1252, semicolons).

const NBSP = "\u00A0";
const euro = (text: string) => `${text}${NBSP}€`;

let app: TestApp;
let team: Team;
let file: Uint8Array;

beforeAll(async () => {
  app = await startTestApp();
  team = await createTeam(app);
  file = await xlsx(landlordSheet());
});
afterAll(() => app.close());

const combined = { target: "combined" } as const;

async function portfolio(api: Api) {
  const properties = expectStatus(await api.get<Page<PropertyListItem>>("/api/v1/properties?pageSize=100"), 200, "Immobilien").items;
  const units = properties.length === 0 ? [] : expectStatus(await api.get<UnitListItem[]>(`/api/v1/properties/${properties[0]!.id}/units`), 200, "Einheiten");
  const tenants = expectStatus(await api.get<PickerPage<TenantDto>>("/api/v1/tenants/picker?limit=50"), 200, "Mieter").items;
  const contracts: Array<ContractDto & { unitCode: string }> = [];
  for (const unit of units) {
    for (const c of expectStatus(await api.get<ContractDto[]>(`/api/v1/units/${unit.id}/contracts`), 200, "Verträge")) contracts.push({ ...c, unitCode: unit.code });
  }
  return { properties, units, tenants, contracts };
}

describe("a landlord's XLSX, combined sheet", () => {
  let preview: SpreadsheetPreviewDto;

  beforeAll(async () => {
    preview = expectStatus(await previewImport(team.as.editor, file, "Wohnungen.xlsx", combined), 200, "Vorschau");
  });

  it("finds the header under the title and suggests a field for every column, with the reason", () => {
    expect(preview).toMatchObject({ fileKind: "xlsx", sheet: "Sheet1", headerRow: 3, headerDetected: true, target: "combined", unmet: [] });
    expect(preview.columns.map((c) => [c.header, c.suggested, c.field])).toEqual([
      ["Objekt", "propertyName", "propertyName"],
      ["Straße", "street", "street"],
      ["Nr.", "houseNumber", "houseNumber"],
      ["PLZ", "postcode", "postcode"],
      ["Ort", "city", "city"],
      ["Whg.", "unitCode", "unitCode"],
      ["Wohnfläche", "area", "area"],
      ["Mieter", "tenantName", "tenantName"],
      ["Einzug", "startDate", "startDate"],
      ["Kaltmiete", "coldRent", "coldRent"],
      ["NK-Vorauszahlung", "serviceCharge", "serviceCharge"],
    ]);
    expect(preview.columns[9]).toMatchObject({ reason: "Kopfzeile „Kaltmiete“", samples: ["650", "1.234,56 €", "590,1"] });
    expect(preview.fields.find((f) => f.key === "unitCode")).toEqual({ key: "unitCode", label: "Einheit", required: true, importable: true });
    expect(preview.fields.find((f) => f.key === "warmRent")).toMatchObject({ importable: false });
  });

  it("shows every value as the app does: € numbers and € text, date cells and date text, m², the lost zero of the postcode", () => {
    const row = (n: number) => preview.rows.find((r) => r.rowNumber === n)!;
    expect(row(4).values).toEqual({
      propertyName: "Lindenhof",
      street: "Lindenstraße",
      houseNumber: "5",
      postcode: "01067",
      city: "Dresden",
      unitCode: "EG links",
      area: `72,5${NBSP}m²`,
      tenantName: "Anna Schäfer",
      startDate: "01.05.2021",
      coldRent: euro("650,00"),
      serviceCharge: euro("150,00"),
    });
    expect(row(5).values).toMatchObject({ area: `80,25${NBSP}m²`, startDate: "15.09.2019", coldRent: euro("1.234,56"), serviceCharge: euro("210,00") });
    expect(row(7).values).toMatchObject({ coldRent: euro("590,10"), startDate: "01.03.2022" });
    // The vacant unit has no tenant, no rent and no problem.
    expect(row(6)).toMatchObject({ errors: [], values: { unitCode: "1. OG", area: `64${NBSP}m²` } });
    expect(row(6).values.tenantName).toBeUndefined();
  });

  it("names the faulty row, skips the sum row, and plans each record once", () => {
    expect(preview.rows.map((r) => r.rowNumber)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(preview.rows.find((r) => r.rowNumber === 12)?.errors).toEqual(["Zeile 12: Kaltmiete „ca. 500“ ist kein Betrag"]);
    expect(preview.rowsWithErrors).toBe(1);
    expect(preview.skipped).toEqual([{ rowNumber: 13, reason: "Summenzeile" }]);
    // One property, 8 units, 5 tenants (Anna rents a flat and a garage), 7 contracts.
    expect(preview.summary).toEqual({
      property: { create: 1, exists: 0 },
      unit: { create: 8, exists: 0 },
      tenant: { create: 5, exists: 0 },
      contract: { create: 7, exists: 0 },
      loan: { create: 0, exists: 0 },
      booking: { create: 0, exists: 0 },
    });
    // Every row names the one property by the same key, each unit by its own.
    const keysOf = (entity: string) => new Set(preview.rows.flatMap((r) => r.actions.filter((a) => a.entity === entity).map((a) => a.key)));
    expect(keysOf("property").size).toBe(1);
    expect(keysOf("unit").size).toBe(preview.rows.filter((r) => r.actions.some((a) => a.entity === "unit")).length);
    expect(preview.rows.find((r) => r.rowNumber === 10)?.actions.map(({ key: _key, ...a }) => a)).toEqual([
      { entity: "property", action: "create", label: "Lindenhof" },
      { entity: "unit", action: "create", label: "Garage 1 (Lindenhof)" },
      { entity: "tenant", action: "create", label: "Anna Schäfer" },
      { entity: "contract", action: "create", label: "Garage 1 ab 01.05.2021" },
    ]);
  });

  it("refuses the commit while the faulty row is in, and writes nothing", async () => {
    const res = await commitImport(team.as.editor, file, "Wohnungen.xlsx", { ...combined, excludedRows: [] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "bad_request", message: "Zeile 12 hat Fehler. Bitte schließe sie aus oder korrigiere die Datei." });
    expect((res.body as unknown as ErrorBody).details).toEqual({ fields: [{ field: "rows.12", message: "Zeile 12: Kaltmiete „ca. 500“ ist kein Betrag" }] });
    const now = await portfolio(team.as.admin);
    expect([now.properties.length, now.tenants.length]).toEqual([0, 0]);
  });

  it("commits without it: the portfolio appears as the sheet says", async () => {
    const report = expectStatus(await commitImport(team.as.editor, file, "Wohnungen.xlsx", { ...combined, excludedRows: [12] }), 201, "Import");
    expect(report).toEqual({
      created: { property: 1, unit: 8, tenant: 5, contract: 7, loan: 0, booking: 0 },
      existing: { property: 0, unit: 0, tenant: 0, contract: 0, loan: 0, booking: 0 },
      importedRows: 8,
      excludedRows: [12],
      skippedRows: 1,
      // The cold rents of the new contracts: 650 + 1.234,56 + 590,10 + 500 + 1.200 + 60 + 60.
      bookedCents: 429_466,
    });

    const { properties, units, tenants, contracts } = await portfolio(team.as.viewer);
    expect(properties.map((p) => [p.name, p.street, p.houseNumber, p.postcode, p.city, p.kind])).toEqual([["Lindenhof", "Lindenstraße", "5", "01067", "Dresden", "multi_family"]]);
    expect(units.map((u) => [u.code, u.sizeSqm, u.type, u.usage]).sort()).toEqual(
      [
        ["1. OG", 64, "apartment", "vacant"],
        ["2. OG", 58, "apartment", "rented"],
        ["DG", 45.5, "apartment", "rented"],
        ["EG links", 72.5, "apartment", "rented"],
        ["EG rechts", 80.25, "apartment", "rented"],
        ["Garage 1", 18, "parking", "rented"],
        ["Garage 2", 18, "parking", "rented"],
        ["Laden", 110, "commercial_space", "rented"],
      ].sort(),
    );
    expect(tenants.map((t) => [t.firstName, t.lastName]).sort()).toEqual(
      [
        ["Anna", "Schäfer"],
        ["Bäckerei", "Krause"],
        ["Familie", "Öztürk"],
        ["Jörg", "Weiß"],
        ["Paul", "Meier"],
      ].sort(),
    );
    const anna = tenants.find((t) => t.lastName === "Schäfer")!;
    expect(contracts.filter((c) => c.tenantId === anna.id).map((c) => c.unitCode).sort()).toEqual(["EG links", "Garage 1"]);
    const egRechts = contracts.find((c) => c.unitCode === "EG rechts")!;
    expect(egRechts).toMatchObject({ startDate: "2019-09-15", endDate: null, coldRentCents: 123_456, serviceChargeCents: 21_000, status: "active" });
    expect(contracts.find((c) => c.unitCode === "EG links")).toMatchObject({ startDate: "2021-05-01", coldRentCents: 65_000, serviceChargeCents: 15_000 });
  });

  it("the same file again creates nothing and reports everything as present", async () => {
    const again = expectStatus(await previewImport(team.as.editor, file, "Wohnungen.xlsx", combined), 200, "Vorschau");
    expect(again.summary).toMatchObject({ property: { create: 0, exists: 1 }, unit: { create: 0, exists: 8 }, tenant: { create: 0, exists: 5 }, contract: { create: 0, exists: 7 } });
    const report = expectStatus(await commitImport(team.as.admin, file, "Wohnungen.xlsx", { ...combined, excludedRows: [12] }), 201, "Import");
    expect(report.created).toEqual({ property: 0, unit: 0, tenant: 0, contract: 0, loan: 0, booking: 0 });
    expect(report.existing).toEqual({ property: 1, unit: 8, tenant: 5, contract: 7, loan: 0, booking: 0 });
    expect(report.bookedCents).toBe(0);
    const now = await portfolio(team.as.admin);
    expect([now.properties.length, now.units.length, now.tenants.length, now.contracts.length]).toEqual([1, 8, 5, 7]);
  });

  it("a sheet that lets a unit again in a let period is a row problem, named as the unit's", async () => {
    const rows = landlordSheet().slice(0, 4);
    rows[3] = [...rows[3]!];
    // EG links again, to someone else, from 2023 on: Anna's contract runs since 2021 without end.
    rows[3][7] = { value: "Max Neu", type: String };
    rows[3][8] = { value: "01.01.2023", type: String };
    const res = expectStatus(await previewImport(team.as.editor, await xlsx(rows), "neu.xlsx", combined), 200, "Vorschau");
    expect(res.rows[0]!.errors).toEqual(["Zeile 4: Einheit EG links ist ab 01.05.2021 schon an Anna Schäfer vermietet"]);
    expect(res.summary.contract).toEqual({ create: 0, exists: 0 });
  });

  it("another workspace sees none of it: the same file plans everything as new there", async () => {
    const there = expectStatus(await previewImport(team.stranger.api, file, "Wohnungen.xlsx", combined), 200, "Vorschau");
    expect(there.summary).toMatchObject({ property: { create: 1, exists: 0 }, tenant: { create: 5, exists: 0 } });
    expect(JSON.stringify(there)).not.toContain(team.admin.workspaceId);
  });

  it("a viewer may neither preview nor commit (403), and nothing is written", async () => {
    for (const res of [
      await previewImport(team.as.viewer, file, "Wohnungen.xlsx", combined),
      await commitImport(team.as.viewer, file, "Wohnungen.xlsx", { ...combined, excludedRows: [12] }),
    ]) {
      expect(res.status).toBe(403);
      expect((res.body as unknown as { message: string }).message).toMatch(/Deine Rolle erlaubt diese Änderung nicht/);
    }
  });
});

describe("a CSV from German Excel (Windows-1252, semicolons)", () => {
  let api: Api;
  beforeAll(async () => {
    api = (await createTeam(app)).as.admin;
  });

  const csv = (text: string) => new Uint8Array(iconv.encode(text.replaceAll("\n", "\r\n"), "win1252"));

  it("reads umlauts, € amounts and dates, names the sheet after the file and imports the tenants", async () => {
    const bytes = csv("Mieter;E-Mail;Telefon;Kaltmiete\nJörg Weiß;joerg@beispiel.de;0351 1;1.234,56 €\nGrete Größe;;;\n");
    expect(bytes.includes(0xf6), "ö as one Windows-1252 byte").toBe(true);
    const preview = expectStatus(await previewImport(api, bytes, "Mieterliste 2024.csv", { target: "tenants" }), 200, "Vorschau");
    expect(preview).toMatchObject({ fileKind: "csv", sheets: ["Mieterliste 2024"], sheet: "Mieterliste 2024", headerRow: 1 });
    expect(preview.columns.map((c) => c.field)).toEqual(["tenantName", "email", "phone", null]);
    expect(preview.rows.map((r) => r.values)).toEqual([{ tenantName: "Jörg Weiß", email: "joerg@beispiel.de", phone: "0351 1" }, { tenantName: "Grete Größe" }]);
    const report = expectStatus(await commitImport(api, bytes, "Mieterliste 2024.csv", { target: "tenants", excludedRows: [] }), 201, "Import");
    expect(report.created.tenant).toBe(2);
    const tenants = expectStatus(await api.get<PickerPage<TenantDto>>("/api/v1/tenants/picker?limit=50"), 200, "Mieter").items;
    expect(tenants.map((t) => [t.firstName, t.lastName, t.email])).toEqual([
      ["Grete", "Größe", null],
      ["Jörg", "Weiß", "joerg@beispiel.de"],
    ]);
  });

  it("matches a tenant without e-mail by name alone only when the name is unique", async () => {
    // "Jörg Weiß" exists once: found. A second "Grete Größe" with an e-mail is someone new.
    const bytes = csv("Vorname;Nachname;E-Mail\nJörg;Weiß;\nGrete;Größe;grete@beispiel.de\n");
    const first = expectStatus(await commitImport(api, bytes, "zwei.csv", { target: "tenants", excludedRows: [] }), 201, "Import");
    expect([first.created.tenant, first.existing.tenant]).toEqual([1, 1]);
    // Now two tenants are called Grete Größe: a row without e-mail cannot tell which. (A
    // one-column sheet has no header the app would recognise as such; the user names its row.)
    const single = csv("Mieter\nGrete Größe\n");
    expect((await previewImport(api, single, "eine.csv", { target: "tenants" })).body).toMatchObject({ code: "bad_request", message: expect.stringMatching(/^In den ersten 15 Zeilen steht keine Zeile mit Spaltenüberschriften/) });
    const ambiguous = expectStatus(await previewImport(api, single, "eine.csv", { target: "tenants", headerRow: 1 }), 200, "Vorschau");
    expect(ambiguous).toMatchObject({ headerRow: 1, headerDetected: false });
    expect(ambiguous.rows[0]!.errors).toEqual(["Zeile 2: Es gibt mehrere Mieter namens Grete Größe. Bitte gib die E-Mail-Adresse an, damit klar ist, wer gemeint ist"]);
  });

  it("reads UTF-8 with BOM and commas as well, and takes the user's mapping over the suggestion", async () => {
    const bytes = new Uint8Array(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("Name,Notiz\nÖzlem Çelik,Mieterin seit 2020\n", "utf8")]));
    const suggested = expectStatus(await previewImport(api, bytes, "utf8.csv", { target: "tenants" }), 200, "Vorschau");
    expect(suggested.columns.map((c) => c.field)).toEqual(["tenantName", null]);
    const mapped = expectStatus(await previewImport(api, bytes, "utf8.csv", { target: "tenants", mapping: [null, "tenantName"] }), 200, "Vorschau");
    expect(mapped.columns.map((c) => [c.field, c.suggested])).toEqual([
      [null, "tenantName"],
      ["tenantName", null],
    ]);
    expect(mapped.rows[0]!.values).toEqual({ tenantName: "Mieterin seit 2020" });
  });
});
