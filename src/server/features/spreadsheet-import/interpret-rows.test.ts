import writeExcelFile, { type Row } from "write-excel-file/node";
import { describe, expect, it } from "vitest";
import { cents } from "@/core/money";
import { percent } from "@/core/rate";
import { readWorkbook, type SheetRows } from "@/server/spreadsheet/read-workbook";
import { mappingOf, suggestColumns } from "./columns";
import { interpretRows } from "./interpret-rows";
import { detectSheetShape } from "./sheet-shape";

const text = (value: string) => ({ value, type: String });
const euro = (value: number) => ({ value, type: Number, format: '#,##0.00 "€"' });
const date = (year: number, month: number, day: number) => ({ value: new Date(Date.UTC(year, month - 1, day)), type: Date, format: "dd.mm.yyyy" });

/** A landlord's sheet as people keep them: a title, a header in row 3, units from row 4, a sum at the bottom. */
function landlordSheet(): Row[] {
  const unit = (code: string, tenant: string | null, start: Row[number], rent: Row[number], area: Row[number]): Row => [
    text("Lindenhof"),
    text("Lindenstraße"),
    { value: 5, type: Number },
    { value: 1067, type: Number }, // Dresden, 01067: Excel dropped the zero
    text("Dresden"),
    text(code),
    area,
    tenant === null ? null : text(tenant),
    start,
    rent,
    euro(150),
  ];
  return [
    [{ value: "Meine Wohnungen", type: String, columnSpan: 5 }, null, null, null, null],
    [],
    ["Objekt", "Straße", "Nr.", "PLZ", "Ort", "Whg.", "Wohnfläche (m²)", "Mieter", "Einzug", "Kaltmiete (EUR)", "NK"].map(text),
    unit("EG links", "Anna Schäfer", date(2021, 5, 1), euro(650), { value: 72.5, type: Number }),
    unit("EG rechts", "Jörg Weiß", text("15.09.2019"), text("712,50 €"), text("80,2 m²")),
    unit("1. OG links", "Leerstand", null, null, { value: 64, type: Number }),
    unit("1. OG rechts", "Familie Öztürk", text("1.3.22"), euro(590.1), { value: 58, type: Number }),
    unit("2. OG links", "Max Mustermann", date(2023, 1, 1), euro(800), { value: 75, type: Number }),
    unit("2. OG rechts", "Erika Musterfrau", date(2020, 7, 1), null, { value: 75, type: Number }), // row 9: no rent
    unit("DG", "Paul Meier", date(2018, 2, 1), euro(500), { value: 45.5, type: Number }),
    unit("Laden", "Bäckerei Krause", date(2015, 1, 1), euro(1200), { value: 110, type: Number }),
    unit("Garage 1", "Anna Schäfer", date(2021, 5, 1), euro(60), { value: 18, type: Number }),
    unit("Garage 2", "Jörg Weiß", text("01.02.2024"), euro(60), { value: 18, type: Number }),
    unit("Keller", "Paul Meier", text("seit 2020"), text("ca. 500"), text("groß")), // row 14
    [text("Summe"), null, null, null, null, null, null, null, null, euro(5272.6), null],
  ];
}

async function rowsOf(data: Row[]): Promise<SheetRows> {
  const result = await readWorkbook(await writeExcelFile(data).toBuffer());
  if (!result.ok) throw new Error(result.message);
  return result.workbook.sheets[0]?.rows ?? [];
}

describe("interpretRows: a real landlord sheet, end to end", () => {
  it("reads each unit row into typed values, with German errors naming the Excel row", async () => {
    const rows = await rowsOf(landlordSheet());
    const shape = detectSheetShape(rows, "combined");
    if (!shape.ok) throw new Error(shape.message);
    expect(shape.value.headerRowIndex).toBe(2);
    const mapping = mappingOf(suggestColumns("combined", shape.value.headers, shape.value.groups));
    const result = interpretRows({ rows, headerRowIndex: shape.value.headerRowIndex, target: "combined", mapping });

    expect(result.skipped).toEqual([{ rowNumber: 15, reason: "sum", message: "Summenzeile" }]);
    expect(result.rows.map((r) => r.rowNumber)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);

    const [eg, egRechts, vacant] = result.rows;
    expect(eg).toEqual({
      rowNumber: 4,
      values: {
        propertyName: "Lindenhof",
        street: "Lindenstraße",
        houseNumber: "5",
        postcode: "01067",
        city: "Dresden",
        unitCode: "EG links",
        area: 72.5,
        tenantName: "Anna Schäfer",
        startDate: "2021-05-01",
        coldRent: cents(65000),
        serviceCharge: cents(15000),
      },
      errors: [],
    });
    // The same fields written as text the German way.
    expect(egRechts?.values).toMatchObject({ area: 80.2, startDate: "2019-09-15", coldRent: cents(71250) });
    // "Leerstand" in the tenant column: a vacant unit, so neither tenant nor rent is needed
    // (its Nebenkosten are still read: the writer decides what a vacant unit keeps).
    expect(vacant).toMatchObject({ rowNumber: 6, errors: [] });
    expect(vacant?.values).not.toHaveProperty("tenantName");
    expect(result.rows[3]?.values).toMatchObject({ startDate: "2022-03-01", coldRent: cents(59010) });

    expect(result.rows.flatMap((r) => r.errors)).toEqual([
      "Zeile 9: Kaltmiete fehlt",
      "Zeile 14: Wohnfläche „groß“ ist keine Fläche in m²",
      "Zeile 14: Mietbeginn „seit 2020“ ist kein Datum (TT.MM.JJJJ)",
      "Zeile 14: Kaltmiete „ca. 500“ ist kein Betrag",
    ]);
  });
});

describe("interpretRows: the mapping comes from the user", () => {
  const rows: SheetRows = [
    ["Wohnung", "Mieter", "Kaltmiete", "Kaltmiete neu", "Notiz"],
    ["EG", "Anna Schäfer", 650, 700, "Balkon"],
  ];

  it("reads a corrected mapping; ignores unmapped columns, fields of other targets and a second column for a field", () => {
    const result = interpretRows({ rows, headerRowIndex: 0, target: "contracts", mapping: ["unitCode", "tenantName", null, "coldRent", "lender"] });
    expect(result.rows[0]?.values).toEqual({ unitCode: "EG", tenantName: "Anna Schäfer", coldRent: cents(70000) });
    const twice = interpretRows({ rows, headerRowIndex: 0, target: "contracts", mapping: ["unitCode", "tenantName", "coldRent", "coldRent"] });
    expect(twice.rows[0]?.values.coldRent).toBe(cents(65000));
    // A mapping shorter than the row: the rest is not imported.
    expect(interpretRows({ rows, headerRowIndex: 0, target: "tenants", mapping: [null, "tenantName"] }).rows[0]).toEqual({
      rowNumber: 2,
      values: { tenantName: "Anna Schäfer" },
      errors: [],
    });
  });

  it("says what is missing once per requirement, and not when the value is there but unreadable", () => {
    const result = interpretRows({
      rows: [["Mieter", "Einzug", "Kaltmiete", "Wohnung"], [null, "01.13.2024", 500, "EG"], ["Anna", null, null, null]],
      headerRowIndex: 0,
      target: "contracts",
      mapping: ["tenantName", "startDate", "coldRent", "unitCode"],
    });
    expect(result.rows.map((r) => r.errors)).toEqual([
      ["Zeile 2: Mietbeginn „01.13.2024“ ist kein Datum (TT.MM.JJJJ)", "Zeile 2: Name des Mieters fehlt"],
      ["Zeile 3: Einheit fehlt", "Zeile 3: Mietbeginn fehlt", "Zeile 3: Kaltmiete fehlt"],
    ]);
  });

  it("bookings: signed amounts; loans: rates and the repayment requirement", () => {
    const bookings = interpretRows({
      rows: [["Datum", "Betrag", "Verwendungszweck"], ["31.01.2024", "-1.250,00 €", "Handwerker"], [45323, 650, "Miete Februar"]],
      headerRowIndex: 0,
      target: "bookings",
      mapping: ["paymentDate", "bookingAmount", "bookingText"],
    });
    expect(bookings.rows.map((r) => r.values)).toEqual([
      { paymentDate: "2024-01-31", bookingAmount: cents(-125000), bookingText: "Handwerker" },
      { paymentDate: "2024-02-01", bookingAmount: cents(65000), bookingText: "Miete Februar" },
    ]);
    const loans = interpretRows({
      rows: [["Bank", "Betrag", "Auszahlung", "Zins", "Tilgung"], ["Sparkasse", 250000, "01.04.2021", 0.0125, null]],
      headerRowIndex: 0,
      target: "loans",
      mapping: ["lender", "loanAmount", "disbursementDate", "interestRate", "initialRepayment"],
    });
    expect(loans.rows[0]).toEqual({
      rowNumber: 2,
      values: { lender: "Sparkasse", loanAmount: cents(25_000_000), disbursementDate: "2021-04-01", interestRate: percent("1.25") },
      errors: ["Zeile 2: Tilgung oder monatliche Rate fehlt"],
    });
  });

  it("reads serial numbers in the workbook's date system", () => {
    const input = { rows: [["Einzug", "Wohnung"], [43860, "EG"]], headerRowIndex: 0, target: "combined" as const, mapping: ["startDate", "unitCode"] as const };
    // 1462 days apart: four years and a day.
    expect(interpretRows(input).rows[0]?.values.startDate).toBe("2020-01-30");
    expect(interpretRows({ ...input, dateSystem: 1904 }).rows[0]?.values.startDate).toBe("2024-01-31");
  });
});
