import writeExcelFile, { type Row } from "write-excel-file/node";
import { describe, expect, it } from "vitest";
import { readWorkbook, type SheetRows } from "@/server/spreadsheet/read-workbook";
import { dataRows, detectSheetShape, HEADER_SEARCH_ROWS, type SheetShape } from "./sheet-shape";

const text = (value: string) => ({ value, type: String });
const euro = (value: number) => ({ value, type: Number, format: '#,##0.00 "€"' });
const date = (year: number, month: number, day: number) => ({ value: new Date(Date.UTC(year, month - 1, day)), type: Date, format: "dd.mm.yyyy" });

/** The sheet as the import reads it: written by write-excel-file, read back by readWorkbook. */
async function sheetOf(data: Row[]): Promise<SheetRows> {
  const result = await readWorkbook(await writeExcelFile(data).toBuffer());
  if (!result.ok) throw new Error(result.message);
  return result.workbook.sheets[0]?.rows ?? [];
}

function shape(rows: SheetRows, ...args: [] | [Parameters<typeof detectSheetShape>[1]]): SheetShape {
  const result = detectSheetShape(rows, ...args);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe("detectSheetShape on real files", () => {
  it("finds the header below a merged title and a blank row; skips empty rows and the sum row", async () => {
    const rows = await sheetOf([
      [{ value: "Mieterliste Lindenstraße 5", type: String, columnSpan: 4 }, null, null, null],
      [text("Stand:"), date(2024, 1, 1)],
      [],
      [text("Wohnung"), text("Mieter"), text("Einzug"), text("Kaltmiete")],
      [text("EG links"), text("Anna Schäfer"), date(2021, 5, 1), euro(650)],
      [],
      [text("1. OG"), text("Jörg Weiß"), date(2019, 9, 15), euro(712.5)],
      [text("Summe"), null, null, euro(1362.5)],
    ]);
    const found = shape(rows);
    expect(found.headerRowIndex).toBe(3);
    expect(found.groupRowIndex).toBeNull();
    expect(found.headers).toEqual(["Wohnung", "Mieter", "Einzug", "Kaltmiete"]);
    // Indices 4 and 6 are Excel rows 5 and 7.
    expect(found.dataRowIndices).toEqual([4, 6]);
    expect(found.skipped).toEqual([
      { rowNumber: 6, reason: "empty", message: "leer" },
      { rowNumber: 8, reason: "sum", message: "Summenzeile" },
    ]);
  });

  it("reads a two-row header: group titles merged over columns, headers merged over both rows", async () => {
    const rows = await sheetOf([
      [
        { value: "Objekt", type: String, rowSpan: 2 },
        { value: "Mieter", type: String, columnSpan: 2 },
        null,
        { value: "Miete", type: String, columnSpan: 2 },
        null,
      ],
      [null, text("Vorname"), text("Nachname"), text("kalt"), text("NK")],
      [text("Haus A"), text("Anna"), text("Schäfer"), euro(650), euro(180)],
      [text("Haus A"), text("Jörg"), text("Weiß"), euro(712.5), euro(195)],
      // An unlabelled sum row: first column empty, each number the sum of its column.
      [null, null, null, euro(1362.5), euro(375)],
    ]);
    const found = shape(rows, "combined");
    expect(found).toMatchObject({ headerRowIndex: 1, groupRowIndex: 0 });
    expect(found.headers).toEqual(["Objekt", "Vorname", "Nachname", "kalt", "NK"]);
    expect(found.groups).toEqual([null, "Mieter", "Mieter", "Miete", "Miete"]);
    expect(found.dataRowIndices).toEqual([2, 3]);
    expect(found.skipped).toEqual([{ rowNumber: 5, reason: "sum", message: "Summenzeile" }]);
  });

  it("says in German when no header is found in the first rows", async () => {
    const rows = await sheetOf([[text("Haus A"), euro(650)], [text("Haus B"), euro(700)]]);
    expect(detectSheetShape(rows)).toEqual({
      ok: false,
      message: `In den ersten ${HEADER_SEARCH_ROWS} Zeilen steht keine Zeile mit Spaltenüberschriften. Bitte achte darauf, dass über den Daten eine Zeile mit Überschriften wie „Wohnung“, „Mieter“ oder „Kaltmiete“ steht.`,
    });
  });
});

describe("detectSheetShape and dataRows", () => {
  it("looks only at the first 15 rows for the header", () => {
    const filler: SheetRows = Array.from({ length: 15 }, (_, i) => [`Notiz ${i + 1}`]);
    expect(detectSheetShape([...filler, ["Wohnung", "Kaltmiete"], ["EG", 500]]).ok).toBe(false);
    expect(shape([...filler.slice(1), ["Wohnung", "Kaltmiete"], ["EG", 500]]).headerRowIndex).toBe(14);
  });

  it("prefers the row that matches more column names, and the one for the chosen target", () => {
    const rows: SheetRows = [
      ["Wohnung", "Notiz"],
      ["Wohnung", "Mieter", "Kaltmiete"],
      ["EG", "Anna Schäfer", 650],
    ];
    expect(shape(rows).headerRowIndex).toBe(1);
    const loans: SheetRows = [["Bank", "Zinssatz"], ["Sparkasse", 3.5]];
    expect(shape(loans, "loans").headerRowIndex).toBe(0);
    expect(detectSheetShape(loans, "tenants").ok).toBe(false);
  });

  it("skips sum rows by their label wherever they stand, and the header repeated for printing", () => {
    const rows: SheetRows = [
      ["Wohnung", "Kaltmiete"],
      ["EG", 500],
      ["Zwischensumme Haus A", 500],
      ["Wohnung", "Kaltmiete"],
      ["1. OG", 600],
      ["Gesamt:", 1100],
      ["Σ", 1100],
      ["TOTAL", 1100],
    ];
    const { dataRowIndices, skipped } = dataRows(rows, 0);
    expect(dataRowIndices).toEqual([1, 4]);
    expect(skipped.map((s) => [s.rowNumber, s.reason])).toEqual([
      [3, "sum"],
      [4, "header"],
      [6, "sum"],
      [7, "sum"],
      [8, "sum"],
    ]);
  });

  it("an unlabelled last row is a sum only when every number adds up (exactly, in cents) and its first cell is empty", () => {
    const body: SheetRows = [["Wohnung", "Fläche", "Kaltmiete"], ["EG", 72.35, 650.1], ["OG", 80.2, 712.2]];
    expect(dataRows([...body, [null, 152.55, 1362.3]], 0).dataRowIndices).toEqual([1, 2]);
    // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is 30.
    expect(dataRows([["Wohnung", "NK"], ["EG", 0.1], ["OG", 0.2], [null, 0.3]], 0).dataRowIndices).toEqual([1, 2]);
    // One number does not add up: a data row (its missing unit code is interpret-rows' business).
    expect(dataRows([...body, [null, 152.55, 1362.31]], 0).dataRowIndices).toEqual([1, 2, 3]);
    // A first cell with text: a data row.
    expect(dataRows([...body, ["DG", 152.55, 1362.3]], 0).dataRowIndices).toEqual([1, 2, 3]);
    // A single data row above proves nothing.
    expect(dataRows([["Wohnung", "Kaltmiete"], ["EG", 650], [null, 650]], 0).dataRowIndices).toEqual([1, 2]);
  });

  it("treats rows of spaces as empty", () => {
    expect(dataRows([["Wohnung", "Kaltmiete"], ["  ", "\u00A0"], ["EG", 500]], 0)).toEqual({
      dataRowIndices: [2],
      skipped: [{ rowNumber: 2, reason: "empty", message: "leer" }],
    });
  });
});
