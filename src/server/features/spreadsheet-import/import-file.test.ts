import iconv from "iconv-lite";
import writeExcelFile from "write-excel-file/node";
import { describe, expect, it } from "vitest";
import { AppError } from "@/server/http/errors";
import { csvSheetName, readSheetFile } from "./import-file";

const refusal = async (bytes: Uint8Array, name = "x.csv") => {
  try {
    await readSheetFile(bytes, name);
  } catch (err) {
    if (err instanceof AppError) return { code: err.code, message: err.message };
    throw err;
  }
  throw new Error("nicht abgelehnt");
};

describe("readSheetFile", () => {
  it("reads a Windows-1252 CSV with semicolons into one sheet of text cells, empty fields empty", async () => {
    const bytes = new Uint8Array(iconv.encode("Mieter;Kaltmiete;\r\nJörg Weiß;1.234,56 €;\r\n", "win1252"));
    const file = await readSheetFile(bytes, "C:\\Ablage\\Mieter 2024.csv");
    expect(file).toEqual({ kind: "csv", workbook: { dateSystem: 1900, sheets: [{ name: "Mieter 2024", rows: [["Mieter", "Kaltmiete", null], ["Jörg Weiß", "1.234,56 €", null]] }] } });
  });

  it("reads tab-separated UTF-8 with BOM", async () => {
    const bytes = new Uint8Array(Buffer.from("\uFEFFName\tOrt\nÖzlem\tKöln\n", "utf8"));
    expect((await readSheetFile(bytes, "liste.txt")).workbook.sheets[0]!.rows).toEqual([["Name", "Ort"], ["Özlem", "Köln"]]);
  });

  it("reads an XLSX by its content, whatever it is called", async () => {
    const bytes = new Uint8Array(await writeExcelFile([[{ value: "Mieter", type: String }]]).toBuffer());
    const file = await readSheetFile(bytes, "tabelle.csv");
    expect(file.kind).toBe("xlsx");
    expect(file.workbook.sheets[0]!.rows).toEqual([["Mieter"]]);
  });

  it("refuses text that is no table (PDF, HTML, JSON) and binary data with 415", async () => {
    const notATable = { code: "unsupported_media_type", message: "Die Datei ist keine Excel-Tabelle. Bitte lade eine XLSX- oder CSV-Datei hoch." };
    for (const text of ["%PDF-1.4\n1 0 obj\n", "<!DOCTYPE html><table></table>", '{"Mieter": "Anna"}', "Mieter;Betrag\r\nAnna;\u0002\r\n"]) {
      expect(await refusal(new TextEncoder().encode(text)), text).toEqual(notATable);
    }
    expect(await refusal(new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03]))).toEqual(notATable);
  });

  it("refuses a CSV quote that never ends, and too many rows, with 400", async () => {
    expect(await refusal(new TextEncoder().encode('Mieter;Notiz\r\nAnna;"offen\r\n'))).toEqual({
      code: "bad_request",
      message: "Die CSV-Datei ist unvollständig: In Zeile 2 beginnt ein Feld in Anführungszeichen, das nicht endet. Bitte speichere sie noch einmal aus Excel.",
    });
    expect((await refusal(new TextEncoder().encode("a;b\n".repeat(50_001)))).code).toBe("bad_request");
  });
});

describe("csvSheetName", () => {
  it("is the file's name without folder and extension, never empty", () => {
    expect(csvSheetName("Mieter.2024.csv")).toBe("Mieter.2024");
    expect(csvSheetName("/tmp/a/b.csv")).toBe("b");
    expect(csvSheetName(".csv")).toBe("CSV");
  });
});
