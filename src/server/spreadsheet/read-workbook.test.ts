import { constants, crc32, deflateRawSync } from "node:zlib";
import { strToU8, unzipSync, zipSync } from "fflate";
import readExcelFile from "read-excel-file/node";
import writeExcelFile from "write-excel-file/node";
import { describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { detectSpreadsheetFormat, readWorkbook, type ReadWorkbookResult, type Workbook } from "./read-workbook";

// Real files come from write-excel-file (what the app itself writes); crafted ones (raw sheet XML,
// bombs, other formats) are zipped here with fflate, so each test shows exactly what is inside.

const utc = (year: number, month: number, day: number, hours = 0, minutes = 0) => new Date(Date.UTC(year, month - 1, day, hours, minutes));

async function landlordSheet(): Promise<Uint8Array> {
  const text = (value: string) => ({ value, type: String });
  return writeExcelFile([
    {
      sheet: "Mieter",
      data: [
        // A title over three columns (merged), a blank row, then the header.
        [{ value: "Mieterliste Müllerstraße 2024", type: String, columnSpan: 3 }, null, null, null],
        [],
        [text("Wohnung"), text("Mieter"), text("Einzug"), text("Kaltmiete"), text("Balkon")],
        [text("EG links"), text("  Jürgen Groß  "), { value: utc(2023, 4, 1), type: Date, format: "dd.mm.yyyy" }, { value: 1234.56, type: Number, format: '#,##0.00 "€"' }, { value: true, type: Boolean }],
        [text("1. OG"), null, { value: utc(2024, 1, 31, 13, 30), type: Date, format: "dd.mm.yyyy hh:mm" }, { value: 650, type: Number }, { value: false, type: Boolean }],
        [text("Summe"), null, null, { value: 1884.56, type: Number, format: '#,##0.00 "€"' }, null],
      ],
    },
    { sheet: "Darlehen", data: [[text("Bank"), text("Betrag")], [text("Sparkasse"), { value: 200000, type: Number }]] },
  ]).toBuffer();
}

function ok(result: ReadWorkbookResult): Workbook {
  if (!result.ok) throw new Error(`refused: ${result.problem} ${result.message}`);
  return result.workbook;
}

// --- crafted workbooks ----------------------------------------------------------------------

const MAIN_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";

/** A minimal XLSX around raw worksheet XML; style 1 is the built-in date format 14 (a date cell). */
function craftedXlsx(sheetData: string, options: { sharedStrings?: string[]; workbookPr?: string; replace?: Record<string, string> } = {}): Uint8Array {
  const files: Record<string, string> = {
    "[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`,
    "_rels/.rels": `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    "xl/workbook.xml": `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN_NS}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">${options.workbookPr ?? ""}<sheets><sheet name="Tabelle1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    "xl/_rels/workbook.xml.rels": `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    "xl/styles.xml": `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="${MAIN_NS}"><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    "xl/sharedStrings.xml": `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN_NS}">${(options.sharedStrings ?? []).map((s) => `<si><t>${s}</t></si>`).join("")}</sst>`,
    "xl/worksheets/sheet1.xml": `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN_NS}"><sheetData>${sheetData}</sheetData></worksheet>`,
    ...options.replace,
  };
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, xml]) => [name, strToU8(xml)])));
}

/** The billion laughs: ten levels of ten references, 10^9 "lol"s if a parser expanded them. */
const BILLION_LAUGHS_DTD = (() => {
  const entities = ['<!ENTITY lol "lol">'];
  for (let level = 1; level <= 9; level++) entities.push(`<!ENTITY lol${level} "${`&lol${level === 1 ? "" : level - 1};`.repeat(10)}">`);
  return `<!DOCTYPE lolz [${entities.join("")}]>`;
})();

type RawEntry = { name: string; data: Uint8Array; method: 0 | 8; crc: number; size: number };

/** A ZIP written byte by byte, so an entry can declare sizes that are not true. */
function rawZip(entries: RawEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.data.byteLength, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.data.byteLength, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(entry.data));
    directory.push(central, name);
    offset += 30 + name.length + entry.data.byteLength;
  }
  const directorySize = directory.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

/** The parts of `xlsx` as raw entries (deflated, true sizes), to be tampered with. */
function rawEntries(xlsx: Uint8Array): RawEntry[] {
  return Object.entries(unzipSync(xlsx)).map(([name, content]) => ({ name, data: deflateRawSync(content), method: 8, crc: crc32(content), size: content.byteLength }));
}

describe("readWorkbook: a real XLSX", () => {
  it("returns every sheet by name, with text, numbers, booleans, dates and empty cells as Excel stored them", async () => {
    const workbook = ok(await readWorkbook(await landlordSheet()));
    expect(workbook.dateSystem).toBe(1900);
    expect(workbook.sheets.map((s) => s.name)).toEqual(["Mieter", "Darlehen"]);
    const [mieter, darlehen] = workbook.sheets;
    expect(mieter?.rows).toEqual([
      // The merged title: its value in the first cell, the covered cells empty.
      ["Mieterliste Müllerstraße 2024", null, null, null, null],
      // An empty row in the middle stays, so row index + 1 is the row number Excel shows.
      [null, null, null, null, null],
      ["Wohnung", "Mieter", "Einzug", "Kaltmiete", "Balkon"],
      // Text is trimmed; a date cell is a Date at 00:00 UTC of its calendar day; numbers stay numbers.
      ["EG links", "Jürgen Groß", utc(2023, 4, 1), 1234.56, true],
      // A date with a time keeps the time (13:30 UTC): the calendar day is its UTC date.
      ["1. OG", null, utc(2024, 1, 31, 13, 30), 650, false],
      ["Summe", null, null, 1884.56, null],
    ]);
    expect(darlehen?.rows).toEqual([["Bank", "Betrag"], ["Sparkasse", 200000]]);
  });

  it("keeps leading empty rows and columns, so positions are the sheet's own", async () => {
    const workbook = ok(await readWorkbook(craftedXlsx(`<row r="3"><c r="B3" t="inlineStr"><is><t>Kaltmiete</t></is></c></row><row r="4"><c r="B4"><v>500</v></c></row>`)));
    expect(workbook.sheets[0]?.rows).toEqual([[null, null], [null, null], [null, "Kaltmiete"], [null, 500]]);
  });

  it("reads serial numbers with a date format the way read-excel-file does, including its 1900 leap-year shift", async () => {
    // Excel counts 29.02.1900 as day 60 (Lotus 1-2-3's bug). read-excel-file maps every serial to
    // serial − 25569 days after 1970-01-01, so 61 is 01.03.1900 but 60 becomes 28.02.1900 and the
    // days before move one back (59 → 27.02.1900, 1 → 31.12.1899). cell-values.ts undoes this.
    const cells = [1, 59, 60, 61, 45322].map((serial, i) => `<c r="${String.fromCharCode(65 + i)}1" s="1"><v>${serial}</v></c>`).join("");
    const workbook = ok(await readWorkbook(craftedXlsx(`<row r="1">${cells}</row>`)));
    expect(workbook.sheets[0]?.rows[0]).toEqual([utc(1899, 12, 31), utc(1900, 2, 27), utc(1900, 2, 28), utc(1900, 3, 1), utc(2024, 1, 31)]);
  });

  it("reports the 1904 date system of old Mac workbooks, whose date cells the library already converts", async () => {
    const workbook = ok(await readWorkbook(craftedXlsx(`<row r="1"><c r="A1" s="1"><v>0</v></c><c r="B1"><v>0</v></c></row>`, { workbookPr: '<workbookPr date1904="1"/>' })));
    expect(workbook.dateSystem).toBe(1904);
    expect(workbook.sheets[0]?.rows[0]).toEqual([utc(1904, 1, 1), 0]);
  });

  it("takes a formula's cached result; a formula without one and an error (#DIV/0!) are empty", async () => {
    const workbook = ok(
      await readWorkbook(craftedXlsx(`<row r="1"><c r="A1"><f>1+1</f><v>2</v></c><c r="B1" t="str"><f>"a"&amp;"b"</f><v>ab</v></c><c r="C1"><f>1+1</f></c><c r="D1" t="e"><f>1/0</f><v>#DIV/0!</v></c><c r="E1" t="s"><v>0</v></c></row>`, { sharedStrings: ["Ende"] })),
    );
    expect(workbook.sheets[0]?.rows[0]).toEqual([2, "ab", null, null, "Ende"]);
  });

  it("accepts a buffer that is a view into a larger one (as an upload body may be)", async () => {
    const file = await landlordSheet();
    const padded = new Uint8Array(file.byteLength + 20);
    padded.set(file, 10);
    expect(ok(await readWorkbook(padded.subarray(10, 10 + file.byteLength))).sheets).toHaveLength(2);
  });
});

describe("readWorkbook: other formats are recognised by their content and refused with a German hint", () => {
  const refusal = async (bytes: Uint8Array) => {
    const result = await readWorkbook(bytes);
    return result.ok ? "read" : result.problem;
  };
  const ole2 = (extra: Buffer = Buffer.alloc(0)) => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504), extra]);

  it("XLS (an OLE2 compound file): save as XLSX or CSV", async () => {
    const result = await readWorkbook(ole2());
    expect(result).toEqual({ ok: false, problem: "xls", message: messages.sheetFileXls });
    expect(messages.sheetFileXls).toMatch(/als „Excel-Arbeitsmappe \(\*\.xlsx\)“ oder als CSV/);
    expect(detectSpreadsheetFormat(ole2())).toBe("xls");
  });

  it("a password-protected XLSX (OLE2 with an EncryptedPackage stream) is told apart from XLS", async () => {
    expect(await refusal(ole2(Buffer.from("EncryptedPackage", "utf16le")))).toBe("encrypted");
  });

  it("ODS (a ZIP whose mimetype entry says opendocument.spreadsheet)", async () => {
    const ods = zipSync({ mimetype: [strToU8("application/vnd.oasis.opendocument.spreadsheet"), { level: 0 }], "content.xml": strToU8("<office:document-content/>") });
    expect(await refusal(ods)).toBe("ods");
    expect(detectSpreadsheetFormat(ods)).toBe("ods");
    // read-excel-file itself only says a part is missing: the reason to sniff first.
    await expect(readExcelFile(Buffer.from(ods))).rejects.toThrow(/xl\/_rels\/workbook\.xml\.rels/);
  });

  it("XLSB (a ZIP with xl/workbook.bin)", async () => {
    expect(await refusal(zipSync({ "[Content_Types].xml": strToU8("<Types/>"), "xl/workbook.bin": new Uint8Array(8) }))).toBe("xlsb");
  });

  it("anything else is no spreadsheet, whatever its name; an empty file is empty", async () => {
    expect(await refusal(strToU8("Wohnung;Kaltmiete\r\nEG;500\r\n"))).toBe("notSpreadsheet");
    expect(await refusal(zipSync({ "word/document.xml": strToU8("<w:document/>"), "[Content_Types].xml": strToU8("<Types/>") }))).toBe("notSpreadsheet");
    expect(await refusal(new Uint8Array(0))).toBe("empty");
    expect(detectSpreadsheetFormat(strToU8("%PDF-1.7"))).toBe("unknown");
  });
});

describe("readWorkbook: broken and hostile files are refused, quickly", () => {
  const problem = async (bytes: Uint8Array, limits = {}) => {
    const result = await readWorkbook(bytes, limits);
    return result.ok ? "read" : result.problem;
  };

  it("a truncated or garbled XLSX is damaged", async () => {
    const file = await landlordSheet();
    expect(await problem(file.subarray(0, Math.floor(file.byteLength / 2)))).toBe("damaged");
    expect(await problem(Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.alloc(200, 7)]))).toBe("damaged");
    const garbled = new Uint8Array(file);
    garbled.fill(0x41, 200, 400); // inside the first entries' compressed data
    expect(await problem(garbled)).toBe("damaged");
  });

  it("malformed worksheet XML and a missing workbook part are damaged", async () => {
    expect(await problem(craftedXlsx(`<row r="1"><c r="A1"><v>1</v></row>`))).toBe("damaged");
    expect(await problem(craftedXlsx(`<row r="1"><c r="A1"><v>1</v></c></row>`, { replace: { "xl/_rels/workbook.xml.rels": "<Relationships/>" } }))).toBe("damaged");
  });

  it("read-excel-file itself does not expand entities: the billion laughs stays the text “&lol9;”", async () => {
    const bomb = craftedXlsx(`<row r="1"><c r="A1" t="s"><v>0</v></c></row>`, {
      replace: { "xl/sharedStrings.xml": `<?xml version="1.0"?>${BILLION_LAUGHS_DTD}<sst xmlns="${MAIN_NS}"><si><t>&lol9;</t></si></sst>` },
    });
    const started = Date.now();
    const sheets = await readExcelFile(Buffer.from(bomb));
    expect(sheets[0]?.data).toEqual([["&lol9;"]]);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("a DTD (billion laughs) in the shared strings or in a worksheet is refused before parsing", async () => {
    const inStrings = craftedXlsx(`<row r="1"><c r="A1" t="s"><v>0</v></c></row>`, {
      replace: { "xl/sharedStrings.xml": `<?xml version="1.0"?>${BILLION_LAUGHS_DTD}<sst xmlns="${MAIN_NS}"><si><t>&lol9;</t></si></sst>` },
    });
    const inSheet = craftedXlsx("", {
      replace: { "xl/worksheets/sheet1.xml": `<?xml version="1.0"?>${BILLION_LAUGHS_DTD}<worksheet xmlns="${MAIN_NS}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&lol9;</t></is></c></row></sheetData></worksheet>` },
    });
    const external = craftedXlsx("", { replace: { "xl/workbook.xml": `<?xml version="1.0"?><!doctype x [<!entity e SYSTEM "file:///etc/passwd">]><workbook/>` } });
    const started = Date.now();
    expect(await problem(inStrings)).toBe("unsafe");
    expect(await problem(inSheet)).toBe("unsafe");
    expect(await problem(external)).toBe("unsafe");
    expect(Date.now() - started).toBeLessThan(2_000);
    const refused = await readWorkbook(inSheet);
    expect(refused.ok ? "" : refused.message).toBe(messages.sheetFileUnsafe);
  });

  it("a zip bomb that declares its size is refused from the directory alone, before inflating anything", async () => {
    // The directory says 200 MB (the limit is 100 MB); the data is a few bytes. Had anything been
    // inflated, the sizes would not match and the answer would be "damaged", not "tooLarge".
    const entries = rawEntries(craftedXlsx(`<row r="1"><c r="A1"><v>1</v></c></row>`));
    const bomb = rawZip([...entries, { name: "xl/padding.xml", data: deflateRawSync("<x/>"), method: 8, crc: 0, size: 200 * 1024 * 1024 }]);
    const started = Date.now();
    const result = await readWorkbook(bomb);
    expect(result).toEqual({ ok: false, problem: "tooLarge", message: messages.sheetFileTooLarge(100) });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("a zip bomb that lies about its size is cut off at the declared size (1 GB of output never gets made)", async () => {
    // 1.000 sync-flushed blocks of 1 MB each concatenate to one valid deflate stream of 1 GB from ~1 MB.
    const block = deflateRawSync(Buffer.alloc(1024 * 1024, 0x20), { finishFlush: constants.Z_SYNC_FLUSH });
    const stream = Buffer.concat([...Array.from({ length: 1000 }, () => block), deflateRawSync(Buffer.alloc(0))]);
    const entries = rawEntries(craftedXlsx(`<row r="1"><c r="A1"><v>1</v></c></row>`));
    const liar = rawZip(entries.map((e) => (e.name === "xl/styles.xml" ? { ...e, data: stream } : e)));
    const started = Date.now();
    expect(await problem(liar)).toBe("damaged");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("a few hundred bytes addressing XFD1 and A1048576 (17 billion cells for the library) are refused", async () => {
    const sparse = `<row r="1"><c r="XFD1"><v>1</v></c></row><row r="1048576"><c r="A1048576"><v>1</v></c></row>`;
    expect(await problem(craftedXlsx(sparse))).toBe("tooManyRows");
    expect(await problem(craftedXlsx(`<row r="1"><c r="XFD1"><v>1</v></c></row>`))).toBe("tooManyColumns");
    // The same addresses hidden behind character references, another attribute or a ">" in a value.
    expect(await problem(craftedXlsx(`<row r="1"><c r="&#88;FD1"><v>1</v></c></row>`))).toBe("tooManyColumns");
    expect(await problem(craftedXlsx(`<row r="1"><c x=' r="A1"' s=">" r="XFD1"><v>1</v></c></row>`))).toBe("tooManyColumns");
    // The row's own number counts, as the library inserts every row up to it.
    expect(await problem(craftedXlsx(`<row r="60000"><c r="A1"><v>1</v></c></row>`))).toBe("tooManyRows");
    // Beyond Excel's own maxima: not a sheet Excel wrote.
    expect(await problem(craftedXlsx(`<row r="1"><c r="A1"><v>1</v></c></row><row r="2000000000"/>`))).toBe("damaged");
  });

  it("formatting without values (self-closed or empty cells far out) does not count", async () => {
    const workbook = ok(await readWorkbook(craftedXlsx(`<row r="1"><c r="A1"><v>1</v></c><c r="ZZ1" s="1"/></row><row r="70000"><c r="A70000" s="1"></c></row>`)));
    expect(workbook.sheets[0]?.rows).toEqual([[1]]);
  });

  it("the limits are parameters: rows, columns, cells, unzipped size", async () => {
    const rows = Array.from({ length: 30 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c><c r="C${i + 1}"><v>${i}</v></c></row>`).join("");
    const file = craftedXlsx(rows);
    expect(ok(await readWorkbook(file, { maxRows: 30 })).sheets[0]?.rows).toHaveLength(30);
    expect(await problem(file, { maxRows: 29 })).toBe("tooManyRows");
    expect(await problem(file, { maxColumns: 2 })).toBe("tooManyColumns");
    expect(await problem(file, { maxCells: 89 })).toBe("tooManyCells");
    expect(await problem(file, { maxUnzippedBytes: 1_000 })).toBe("tooLarge");
    expect(await problem(file, { maxEntries: 3 })).toBe("tooLarge");
    const refused = await readWorkbook(file, { maxRows: 29 });
    expect(refused.ok ? "" : refused.message).toBe("Ein Tabellenblatt hat mehr als 29 Zeilen. Bitte teile es auf mehrere Dateien auf.");
  });
});
