import { strToU8, zipSync, type Zippable } from "fflate";
import { describe, expect, it } from "vitest";
import { isZip, listZipNames, readZipEntries, type ZipLimits } from "./zip-entries";

const limits: ZipLimits = { maxEntries: 20, maxEntryBytes: 1_000_000, maxTotalBytes: 2_000_000 };
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const zip = (files: Zippable, level: 0 | 6 = 6) => zipSync(files, { level });

/** Offsets of every central directory record ("PK\1\2"). */
function centralRecords(bytes: Uint8Array): number[] {
  const found: number[] = [];
  for (let i = 0; i + 4 <= bytes.length; i++) {
    if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 0x01 && bytes[i + 3] === 0x02) found.push(i);
  }
  return found;
}

function patchU32(bytes: Uint8Array, offset: number, value: number) {
  new DataView(bytes.buffer, bytes.byteOffset).setUint32(offset, value, true);
}

function patchU16(bytes: Uint8Array, offset: number, value: number) {
  new DataView(bytes.buffer, bytes.byteOffset).setUint16(offset, value, true);
}

describe("isZip", () => {
  it("recognises the local header signature and an empty archive", () => {
    expect(isZip(zip({ "a.xml": strToU8("<a/>") }))).toBe(true);
    expect(isZip(zip({}))).toBe(true);
    expect(isZip(strToU8("Buchungstag;Betrag"))).toBe(false);
    expect(isZip(new Uint8Array([0x50, 0x4b]))).toBe(false);
  });
});

describe("readZipEntries", () => {
  it("reads deflated and stored entries with their names", () => {
    const deflated = readZipEntries(zip({ "2024-01.xml": strToU8("<Document>Januar</Document>"), "Auszüge/2024-02.xml": strToU8("Februar") }), limits);
    expect(deflated).toMatchObject({ ok: true });
    if (!deflated.ok) return;
    expect(deflated.entries.map((e) => [e.name, text(e.bytes)])).toEqual([
      ["2024-01.xml", "<Document>Januar</Document>"],
      ["Auszüge/2024-02.xml", "Februar"],
    ]);
    const stored = readZipEntries(zip({ "a.xml": strToU8("x".repeat(1000)) }, 0), limits);
    expect(stored.ok && text(stored.entries[0]!.bytes)).toBe("x".repeat(1000));
  });

  it("reads a large, well compressible entry completely", () => {
    const big = "<Ntry>Miete</Ntry>\n".repeat(40_000); // 760 kB, inflated over many slices
    const result = readZipEntries(zip({ "big.xml": strToU8(big) }), limits);
    expect(result.ok && text(result.entries[0]!.bytes)).toBe(big);
  });

  it("skips directories, __MACOSX metadata, .DS_Store and Thumbs.db", () => {
    const result = readZipEntries(
      zip({
        "auszuege/": new Uint8Array(0),
        "auszuege/januar.xml": strToU8("<a/>"),
        "__MACOSX/auszuege/._januar.xml": strToU8("apple"),
        ".DS_Store": strToU8("apple"),
        "auszuege/Thumbs.db": strToU8("windows"),
      }),
      limits,
    );
    expect(result.ok && result.entries.map((e) => e.name)).toEqual(["auszuege/januar.xml"]);
  });

  it("reads only the wanted entries, and only those count towards the size limits", () => {
    const bytes = zip({ "[Content_Types].xml": strToU8("<Types/>"), "xl/media/image1.png": new Uint8Array(1_500_000), "xl/workbook.xml": strToU8("<workbook/>") });
    const xml = readZipEntries(bytes, { ...limits, maxTotalBytes: 1_000 }, (name) => name.endsWith(".xml"));
    expect(xml.ok && xml.entries.map((e) => [e.name, text(e.bytes)])).toEqual([
      ["[Content_Types].xml", "<Types/>"],
      ["xl/workbook.xml", "<workbook/>"],
    ]);
    expect(readZipEntries(bytes, { ...limits, maxTotalBytes: 1_000 })).toEqual({ ok: false, error: { code: "entryTooLarge", name: "xl/media/image1.png", limit: 1_000_000 } });
  });

  it("returns no entries for an empty archive", () => {
    expect(readZipEntries(zip({}), limits)).toEqual({ ok: true, entries: [] });
  });

  it("refuses more entries than allowed before reading any", () => {
    const files: Zippable = {};
    for (let i = 0; i < 21; i++) files[`${i}.xml`] = strToU8("<a/>");
    expect(readZipEntries(zip(files), limits)).toEqual({ ok: false, error: { code: "tooManyEntries", limit: 20 } });
  });

  it("refuses an entry whose declared size is above the limit, before inflating it", () => {
    // 20 MB of zeros compress to ~20 kB: the classic bomb.
    const bomb = zip({ "bomb.xml": new Uint8Array(20_000_000) });
    expect(bomb.length).toBeLessThan(200_000);
    expect(readZipEntries(bomb, limits)).toEqual({ ok: false, error: { code: "entryTooLarge", name: "bomb.xml", limit: 1_000_000 } });
  });

  it("refuses when the declared sizes add up to more than the total limit", () => {
    const files: Zippable = {};
    for (let i = 0; i < 3; i++) files[`${i}.xml`] = new Uint8Array(900_000);
    expect(readZipEntries(zip(files), limits)).toEqual({ ok: false, error: { code: "tooLarge", limit: 2_000_000 } });
  });

  it("stops inflating when an entry produces more than it declared (a bomb that lies about its size)", () => {
    const bytes = zip({ "liar.xml": new Uint8Array(20_000_000) });
    for (const record of centralRecords(bytes)) patchU32(bytes, record + 24, 100); // claims 100 bytes
    const started = performance.now();
    expect(readZipEntries(bytes, limits)).toEqual({ ok: false, error: { code: "corrupt" } });
    // Stopped after the first slices instead of inflating 20 MB.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("refuses an entry whose content does not match its CRC", () => {
    const bytes = zip({ "a.xml": strToU8("<a>Miete</a>") }, 0);
    bytes[Buffer.from(bytes).indexOf("Miete")] = 0x4e; // "Niete" in the stored data
    expect(readZipEntries(bytes, limits)).toEqual({ ok: false, error: { code: "corrupt" } });
  });

  it("refuses truncated, garbled and non-ZIP bytes as corrupt", () => {
    const bytes = zip({ "a.xml": strToU8("<a>".repeat(1000)) });
    expect(readZipEntries(bytes.subarray(0, bytes.length - 30), limits)).toEqual({ ok: false, error: { code: "corrupt" } });
    expect(readZipEntries(bytes.subarray(0, 40), limits)).toEqual({ ok: false, error: { code: "corrupt" } });
    expect(readZipEntries(strToU8("PK\u0003\u0004 kein Archiv"), limits)).toEqual({ ok: false, error: { code: "corrupt" } });
    expect(readZipEntries(new Uint8Array(0), limits)).toEqual({ ok: false, error: { code: "corrupt" } });
    const garbled = bytes.slice();
    for (let i = 40; i < 80; i++) garbled[i] = 0xff; // inside the deflate stream
    expect(readZipEntries(garbled, limits)).toEqual({ ok: false, error: { code: "corrupt" } });
  });

  it("refuses encrypted entries and unknown compression methods by name", () => {
    const encrypted = zip({ "geheim.xml": strToU8("<a/>") });
    for (const record of centralRecords(encrypted)) patchU16(encrypted, record + 8, 0x0001);
    expect(readZipEntries(encrypted, limits)).toEqual({ ok: false, error: { code: "encrypted", name: "geheim.xml" } });

    const lzma = zip({ "a.xml": strToU8("<a/>") });
    for (const record of centralRecords(lzma)) patchU16(lzma, record + 10, 14);
    expect(readZipEntries(lzma, limits)).toEqual({ ok: false, error: { code: "unsupportedCompression", name: "a.xml", method: 14 } });
  });

  it("refuses two entries of one name as corrupt (a reader after us could pick the other one)", () => {
    const bytes = zip({ "a.xml": strToU8("<a/>"), "b.xml": strToU8("<b/>") });
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let at = buffer.indexOf("b.xml"); at !== -1; at = buffer.indexOf("b.xml", at + 1)) buffer[at] = 0x61; // "b.xml" → "a.xml"
    expect(readZipEntries(bytes, limits)).toEqual({ ok: false, error: { code: "corrupt" } });
    expect(listZipNames(bytes, limits)).toEqual({ ok: false, error: { code: "corrupt" } });
  });

  it("refuses names that try to leave the archive", () => {
    for (const name of ["../../etc/passwd", "/etc/passwd", "a/../../b.xml", "C:/Windows/x.xml", "..\\x.xml"]) {
      expect(readZipEntries(zip({ [name]: strToU8("x") }), limits), name).toEqual({ ok: false, error: { code: "unsafeName", name } });
    }
  });

  it("decodes names without the UTF-8 flag as code page 437", () => {
    const bytes = zip({ "Auszug_M.xml": strToU8("<a/>") });
    // Turn the "_" into CP437 0x81 (ü) in both headers; fflate sets no UTF-8 flag for ASCII names.
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let at = buffer.indexOf("Auszug_M"); at !== -1; at = buffer.indexOf("Auszug_M", at + 1)) buffer[at + 6] = 0x81;
    const result = readZipEntries(bytes, limits);
    expect(result.ok && result.entries[0]!.name).toBe("AuszugüM.xml");
  });
});

describe("listZipNames", () => {
  it("lists the file entries from the directory alone, without inflating or judging them", () => {
    // Declares 2 MB (beyond the entry limit above) and is marked encrypted: listing still works.
    const bytes = zip({ "xl/": new Uint8Array(0), "xl/workbook.bin": new Uint8Array(2_000_000), "__MACOSX/._x": strToU8("apple"), mimetype: strToU8("x") });
    for (const record of centralRecords(bytes)) patchU16(bytes, record + 8, 0x0001);
    expect(listZipNames(bytes, limits)).toEqual({ ok: true, names: ["xl/workbook.bin", "mimetype"] });
  });

  it("refuses more entries than allowed and a broken directory", () => {
    const files: Zippable = {};
    for (let i = 0; i < 21; i++) files[`${i}.xml`] = strToU8("<a/>");
    expect(listZipNames(zip(files), limits)).toEqual({ ok: false, error: { code: "tooManyEntries", limit: 20 } });
    expect(listZipNames(strToU8("PK\u0003\u0004 kein Archiv"), limits)).toEqual({ ok: false, error: { code: "corrupt" } });
  });
});
