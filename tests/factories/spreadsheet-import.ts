import writeExcelFile, { type Row } from "write-excel-file/node";
import type { SpreadsheetCommitOptions, SpreadsheetImportReportDto, SpreadsheetPreviewDto, SpreadsheetPreviewOptions } from "@/shared/spreadsheet-import-types";
import type { Api } from "./api";
import type { Res } from "../helpers/http";

// Files for "Aus Excel übernehmen" (issue 16), made by a real writer (write-excel-file) the way
// a landlord's Excel stores them, and the two multipart calls.

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

// Cells as Excel stores them: text, a number with a € format, a real date (serial number with a date format).
export const text = (value: string) => ({ value, type: String });
export const euro = (value: number) => ({ value, type: Number, format: '#,##0.00 "€"' });
export const num = (value: number) => ({ value, type: Number });
export const date = (year: number, month: number, day: number) => ({ value: new Date(Date.UTC(year, month - 1, day)), type: Date, format: "dd.mm.yyyy" });

export const xlsx = async (rows: Row[]): Promise<Uint8Array> => new Uint8Array(await writeExcelFile(rows).toBuffer());

/**
 * The sheet a landlord keeps: a title, an empty row, German headers in row 3, one row per unit
 * from row 4 (amounts as € numbers and as text "1.234,56 €", dates as date cells and as
 * TT.MM.JJJJ text, a vacant unit, one tenant with two units), row 12 with "ca. 500" as rent,
 * and a sum row at the bottom.
 */
export function landlordSheet(): Row[] {
  const unit = (code: string, area: Row[number], tenant: string | null, start: Row[number], rent: Row[number], prepayment: Row[number]): Row => [
    text("Lindenhof"),
    text("Lindenstraße"),
    num(5),
    num(1067), // Dresden, 01067: Excel drops the leading zero
    text("Dresden"),
    text(code),
    area,
    tenant === null ? null : text(tenant),
    start,
    rent,
    prepayment,
  ];
  return [
    [{ value: "Meine Wohnungen 2024", type: String, columnSpan: 4 }, null, null, null],
    [],
    ["Objekt", "Straße", "Nr.", "PLZ", "Ort", "Whg.", "Wohnfläche", "Mieter", "Einzug", "Kaltmiete", "NK-Vorauszahlung"].map(text),
    unit("EG links", num(72.5), "Anna Schäfer", date(2021, 5, 1), euro(650), euro(150)), // row 4
    unit("EG rechts", text("80,25 m²"), "Jörg Weiß", text("15.09.2019"), text("1.234,56 €"), text("210,00 €")), // row 5
    unit("1. OG", num(64), "Leerstand", null, null, null), // row 6: vacant
    unit("2. OG", num(58), "Familie Öztürk", text("01.03.2022"), euro(590.1), euro(120)), // row 7
    unit("DG", num(45.5), "Paul Meier", date(2018, 2, 1), euro(500), euro(90)), // row 8
    unit("Laden", num(110), "Bäckerei Krause", date(2015, 1, 1), euro(1200), euro(300)), // row 9
    unit("Garage 1", num(18), "Anna Schäfer", date(2021, 5, 1), euro(60), null), // row 10: Anna's second unit
    unit("Garage 2", num(18), "Jörg Weiß", text("01.02.2024"), euro(60), null), // row 11
    unit("Keller", num(12), "Paul Meier", text("01.01.2020"), text("ca. 500"), null), // row 12: no amount
    [text("Summe"), null, null, null, null, null, num(413.5), null, null, euro(3754.06), euro(870)], // row 13
  ];
}

/** The multipart body of both calls: the file and the options as JSON text. */
export function importForm(bytes: Uint8Array, name: string, options: unknown): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  if (options !== undefined) form.append("options", typeof options === "string" ? options : JSON.stringify(options));
  return form;
}

export const previewImport = (api: Api, bytes: Uint8Array, name: string, options: SpreadsheetPreviewOptions | string | undefined): Promise<Res<SpreadsheetPreviewDto>> =>
  api.post<SpreadsheetPreviewDto>("/api/v1/imports/spreadsheet/preview", importForm(bytes, name, options));

export const commitImport = (api: Api, bytes: Uint8Array, name: string, options: SpreadsheetCommitOptions | string | undefined): Promise<Res<SpreadsheetImportReportDto>> =>
  api.post<SpreadsheetImportReportDto>("/api/v1/imports/spreadsheet/commit", importForm(bytes, name, options));
