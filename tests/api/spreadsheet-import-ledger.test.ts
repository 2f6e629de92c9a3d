import iconv from "iconv-lite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingListDto } from "@/shared/booking-types";
import type { LoanDto } from "@/shared/loan-types";
import type { ContractDto, PropertyDto, UnitDto } from "@/shared/portfolio-types";
import type { SpreadsheetCommitOptions } from "@/shared/spreadsheet-import-types";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { createTeam, expectStatus, type Api } from "../factories/api";
import { createContract, createProperty, createUnit } from "../factories/portfolio";
import { commitImport, date, euro, previewImport, text, xlsx } from "../factories/spreadsheet-import";

// "Aus Excel übernehmen" (issue 16) of records that belong to a property the workspace has:
// bookings (categories from the sheet's words, a closed year, a row twice), loans (the
// dialog's rules, the schedule) and contracts (a unit let already, a WG, a contract that ended).

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const csv = (lines: string[]) => new Uint8Array(iconv.encode(`${lines.join("\r\n")}\r\n`, "win1252"));

describe("bookings", () => {
  let api: Api;
  let linden: PropertyDto;
  let unit: UnitDto;

  beforeAll(async () => {
    api = (await createTeam(app)).as.admin;
    linden = await createProperty(api, { name: "Lindenhof" });
    unit = await createUnit(api, linden.id, { code: "WE 1" });
    await createProperty(api, { name: "Birkenweg 3" });
    expectStatus(await api.post("/api/v1/closed-years", { year: 2020 }), 201, "Jahr festschreiben");
  });

  const sheet = () =>
    xlsx([
      ["Datum", "Betrag", "Kategorie", "Verwendungszweck", "Objekt", "Einheit"].map(text),
      [date(2024, 3, 1), euro(650), text("Miete"), text("Miete März WE 1"), text("Lindenhof"), text("WE 1")], // 2
      [date(2024, 3, 2), euro(150), text("Nebenkosten"), text("NK März"), text("Lindenhof"), null], // 3
      [text("15.01.2024"), text("-1.234,56 €"), text("Grundsteuer"), text("Grundsteuer Q1"), text("Lindenhof"), null], // 4
      [date(2024, 2, 10), euro(-80.5), text("Wasser"), text("Stadtwerke"), text("Lindenhof"), null], // 5
      [date(2024, 2, 11), euro(-310), text("Hausgeld"), text("WEG Februar"), text("Lindenhof"), null], // 6
      [date(2024, 2, 12), euro(-50), text("Betriebskosten"), text("irgendwas"), text("Lindenhof"), null], // 7: which kind?
      [date(2024, 2, 13), euro(-20), text("Blumen"), text("Deko"), text("Lindenhof"), null], // 8: unknown category
      [date(2024, 3, 1), euro(650), text("Miete"), text("Miete März WE 1"), text("Lindenhof"), text("WE 1")], // 9: row 2 again
      [date(2024, 2, 1), euro(-99), text("Zinsen"), text("Zinsen"), text("Gartenhaus"), null], // 10: no such property
      [date(2020, 6, 1), euro(-99), text("Zinsen"), text("Zinsen 2020"), text("Lindenhof"), null], // 11: closed year
      [date(2024, 2, 14), euro(-10), text("Zinsen"), text("ohne Objekt"), null, null], // 12: two properties, none named
      [date(2024, 2, 15), euro(-10), text("Zinsen"), text("Garage"), text("Lindenhof"), text("Garage 9")], // 13: no such unit
    ]);

  it("reads each category word, and names each row the ledger would refuse", async () => {
    const preview = expectStatus(await previewImport(api, await sheet(), "Buchungen.xlsx", { target: "bookings" }), 200, "Vorschau");
    const errors = Object.fromEntries(preview.rows.filter((r) => r.errors.length > 0).map((r) => [r.rowNumber, r.errors]));
    expect(errors).toEqual({
      7: ["Zeile 7: Kategorie „Betriebskosten“: Bitte nenne die Art der Betriebskosten, z. B. „Wasserversorgung“, „Heizung“ oder „Müllbeseitigung“"],
      8: ["Zeile 8: Kategorie „Blumen“ ist unbekannt (z. B. Kaltmiete, Nebenkosten-Vorauszahlung, Grundsteuer, Versicherungen, Erhaltungsaufwand, Schuldzinsen)"],
      9: ["Zeile 9: dieselbe Buchung wie Zeile 2 (Datum, Betrag, Text und Immobilie gleich). Bitte unterscheide den Buchungstext oder schließe eine der Zeilen aus"],
      10: ["Zeile 10: Immobilie „Gartenhaus“ gibt es in Deinem Bestand nicht"],
      11: ["Zeile 11: Das Jahr 2020 ist festgeschrieben. Buchungen darin kannst Du nicht mehr ändern, nur durch eine Gegenbuchung in einem offenen Jahr stornieren."],
      12: ["Zeile 12: Immobilie fehlt: Gib an, zu welcher Immobilie die Zeile gehört"],
      13: ["Zeile 13: Einheit „Garage 9“ gibt es in „Lindenhof“ nicht"],
    });
    expect(preview.rows.find((r) => r.rowNumber === 4)?.values).toMatchObject({ paymentDate: "15.01.2024", bookingAmount: "-1.234,56\u00A0€" });
    expect(preview.summary.booking).toEqual({ create: 5, exists: 0 });
  });

  it("writes the others with their categories, and the same file again creates nothing", async () => {
    const bytes = await sheet();
    const options: SpreadsheetCommitOptions = { target: "bookings", excludedRows: [7, 8, 9, 10, 11, 12, 13] };
    const report = expectStatus(await commitImport(api, bytes, "Buchungen.xlsx", options), 201, "Import");
    expect(report).toMatchObject({ created: { booking: 5 }, existing: { property: 1, unit: 1 }, importedRows: 5, bookedCents: 65_000 + 15_000 - 123_456 - 8_050 - 31_000 });
    const list = expectStatus(await api.get<BookingListDto>(`/api/v1/bookings?propertyId=${linden.id}`), 200, "Buchungen").items;
    const lines = list
      .map((b) => [b.paymentDate, b.amountCents, b.origin, ...b.lines.map((l) => [l.category, l.betrkvType, l.allocable, l.unitId])])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(lines).toEqual([
      ["2024-01-15", -123_456, "import", ["property_tax", 1, true, null]],
      ["2024-02-10", -8_050, "import", ["operating_costs", 2, true, null]],
      ["2024-02-11", -31_000, "import", ["operating_costs", 17, false, null]],
      ["2024-03-01", 65_000, "import", ["rent", null, false, unit.id]],
      ["2024-03-02", 15_000, "import", ["service_charge_prepayment", null, false, null]],
    ]);
    const again = expectStatus(await commitImport(api, bytes, "Buchungen.xlsx", options), 201, "Import");
    expect([again.created.booking, again.existing.booking]).toEqual([0, 5]);
    expect(expectStatus(await api.get<BookingListDto>(`/api/v1/bookings?propertyId=${linden.id}`), 200, "Buchungen").items).toHaveLength(5);
  });
});

describe("loans", () => {
  let api: Api;
  let property: PropertyDto;

  beforeAll(async () => {
    api = (await createTeam(app)).as.admin;
    // The only property of the workspace: a row without one belongs to it.
    property = await createProperty(api, { name: "Lindenhof" });
  });

  const file = csv([
    "Bank;Darlehensbetrag;Auszahlung;Zinssatz;Tilgung;Rate;Zinsbindung bis",
    "Sparkasse;200.000,00 €;01.01.2025;3,5 %;2 %;;31.12.2034",
    "Volksbank;100.000;01.07.2025;4,1;;200,00;",
  ]);

  it("checks each loan like the loan dialog, and its schedule follows from the terms", async () => {
    const preview = expectStatus(await previewImport(api, file, "Darlehen.csv", { target: "loans" }), 200, "Vorschau");
    // 200 € a month do not cover the first month's interest of 100.000 € at 4,1 %.
    expect(preview.rows[1]!.errors).toHaveLength(1);
    expect(preview.rows[1]!.errors[0]).toMatch(/^Zeile 3: /);
    expect(preview.rows[0]!.actions.map(({ key: _key, ...a }) => a)).toEqual([
      { entity: "property", action: "exists", label: "Lindenhof" },
      { entity: "loan", action: "create", label: "Sparkasse, 200.000,00\u00A0€ (Lindenhof)" },
    ]);
    const report = expectStatus(await commitImport(api, file, "Darlehen.csv", { target: "loans", excludedRows: [3] }), 201, "Import");
    expect(report.created.loan).toBe(1);
    const loans = expectStatus(await api.get<{ items: LoanDto[] }>(`/api/v1/properties/${property.id}/loans`), 200, "Darlehen").items;
    expect(loans.map((l) => [l.lender, l.amountCents, l.interestRatePercent, l.initialRepaymentPercent, l.fixationEndDate])).toEqual([["Sparkasse", 20_000_000, "3.5", "2", "2034-12-31"]]);
    expect(loans[0]!.summary.monthlyPaymentCents).toBe(91_667);
    const again = expectStatus(await commitImport(api, file, "Darlehen.csv", { target: "loans", excludedRows: [3] }), 201, "Import");
    expect([again.created.loan, again.existing.loan]).toEqual([0, 1]);
  });
});

describe("contracts of existing units", () => {
  let api: Api;
  let property: PropertyDto;

  beforeAll(async () => {
    api = (await createTeam(app)).as.admin;
    property = await createProperty(api, { name: "Lindenhof" });
    const we1 = await createUnit(api, property.id, { code: "WE 1" });
    await createUnit(api, property.id, { code: "WE 2" });
    await createUnit(api, property.id, { code: "WG", usage: "shared_housing" });
    // WE 1 is let to someone since 2020, without end.
    await createContract(api, we1.id, { startDate: "2020-01-01", coldRentCents: 50_000 });
  });

  const file = csv([
    "Whg.;Mieter;E-Mail;Mietbeginn;Auszug;Kaltmiete;Kaution",
    "WE 2;Jörg Weiß;joerg@beispiel.de;01.01.2019;31.12.2022;500,00;1.500,00",
    "WE 2;Anna Schäfer;;01.01.2023;;620,00;",
    "we 2;Paul Meier;;01.06.2024;;700,00;", // 4: WE 2 is Anna's from 2023 on
    "WE 1;Paul Meier;;01.03.2024;;700,00;", // 5: WE 1 is let since 2020
    "WG;Paul Meier;;01.03.2024;;300,00;", // 6: a WG is let by the room
    "WE 9;Paul Meier;;01.03.2024;;300,00;", // 7: no such unit
  ]);

  it("finds the units, refuses what the database would, and stores a contract with an end as ended", async () => {
    const preview = expectStatus(await previewImport(api, file, "Verträge.csv", { target: "contracts" }), 200, "Vorschau");
    expect(Object.fromEntries(preview.rows.filter((r) => r.errors.length > 0).map((r) => [r.rowNumber, r.errors]))).toEqual({
      4: ["Zeile 4: Einheit WE 2 ist ab 01.01.2023 schon an Anna Schäfer vermietet"],
      5: [expect.stringMatching(/^Zeile 5: Einheit WE 1 ist ab 01\.01\.2020 schon an Erika Muster\d+ vermietet$/)],
      6: ["Zeile 6: Einheit „WG“ ist eine WG: Dort gilt ein Mietvertrag je Zimmer. Bitte lege ihn im Zimmer an"],
      7: ["Zeile 7: Einheit „WE 9“ gibt es in „Lindenhof“ nicht"],
    });
    const report = expectStatus(await commitImport(api, file, "Verträge.csv", { target: "contracts", excludedRows: [4, 5, 6, 7] }), 201, "Import");
    expect(report).toMatchObject({ created: { contract: 2, tenant: 2 }, existing: { property: 1, unit: 1 }, bookedCents: 112_000 });
    const units = expectStatus(await api.get<UnitDto[]>(`/api/v1/properties/${property.id}/units`), 200, "Einheiten");
    const we2 = units.find((u) => u.code === "WE 2")!;
    const contracts = expectStatus(await api.get<ContractDto[]>(`/api/v1/units/${we2.id}/contracts`), 200, "Verträge");
    expect(contracts.map((c) => [c.startDate, c.endDate, c.status, c.isLimitedTerm, c.coldRentCents, c.depositCents]).sort()).toEqual([
      ["2019-01-01", "2022-12-31", "terminated", false, 50_000, 150_000],
      ["2023-01-01", null, "active", false, 62_000, null],
    ]);
  });
});
