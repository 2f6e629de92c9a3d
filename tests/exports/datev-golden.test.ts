import { readFileSync } from "node:fs";
import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { cents } from "@/core/money";
import { buildDatevBuchungsstapel, type DatevBuchungsstapelInput } from "@/domain/datev";
// The reader lives outside src and shares no code with the writer.
import { readDatevBuchungsstapel } from "../support/datev-reader";

/**
 * The writer checked by an independent reader (tests/support/datev-reader.ts, written from
 * DATEV's published rules), and pinned byte for byte to a committed Windows-1252 file.
 */

/**
 * The fixed example of the golden file. If a change to the writer is intended, regenerate
 * the fixture with the same bytes the test computes:
 * iconv.encode(buildDatevBuchungsstapel(GOLDEN), "win1252") → tests/fixtures/datev/EXTF_Buchungsstapel_golden.csv
 */
const GOLDEN: DatevBuchungsstapelInput = {
  settings: { consultantNumber: 4711, clientNumber: 12345, chart: "SKR03", accountLength: 4 },
  from: "2025-01-01",
  to: "2025-12-31",
  createdAt: new Date("2026-01-10T09:08:07.006Z"),
  exportedBy: "Anna Vermieterin",
  description: "Hausbuch 2025",
  entries: [
    { amountCents: cents(85_000), account: "2751", bankAccount: "1200", date: "2025-01-03", documentNumber: "M-2025-01", text: "Miete Januar WE 01 Müller", costCenter1: "HAUS1", costCenter2: "WE01" },
    { amountCents: cents(21_050), account: "2750", bankAccount: "1200", date: "2025-01-03", documentNumber: "NK-2025-01", text: "NK-Vorauszahlung Januar WE 01", costCenter1: "HAUS1", costCenter2: "WE01" },
    { amountCents: cents(-12_345), account: "2375", bankAccount: "1200", date: "2025-02-15", documentNumber: "GrSt Q1/2025", text: "Grundsteuer Q1 – Stadt Köln", costCenter1: "HAUS1" },
    { amountCents: cents(-41_207), account: "2120", bankAccount: "1200", date: "2025-03-30", documentNumber: "DL 4711.03", text: "Darlehenszinsen März" },
    { amountCents: cents(-123_456_789), account: "2350", bankAccount: "1200", date: "2025-06-30", documentNumber: "RE 2025/0815", text: 'Heizung "Bad" – Firma Weiß & Söhne; „Eilauftrag“ 100 €', costCenter1: "HAUS1", taxKey: "9" },
    { amountCents: cents(5), account: "2750", bankAccount: "1200", date: "2025-12-31", documentNumber: "Zins", text: "Guthabenzinsen" },
  ],
};

const FIXTURE = new URL("../fixtures/datev/EXTF_Buchungsstapel_golden.csv", import.meta.url);

const win1252 = (text: string) => new Uint8Array(iconv.encode(text, "win1252"));
const goldenText = () => buildDatevBuchungsstapel(GOLDEN);

/** The writer's golden text with one line changed (0 = header, 1 = titles, 2 = first booking). */
function withLine(index: number, change: (fields: string[]) => string[]): string {
  const lines = goldenText().split("\r\n");
  lines[index] = change(lines[index]!.split(";")).join(";");
  return lines.join("\r\n");
}

/** Replaces field `n` (1-based) of a line split at ";" (the lines changed here have no ";" in a text). */
const setField = (n: number, value: string) => (fields: string[]) => fields.map((f, i) => (i === n - 1 ? value : f));

describe("golden file", () => {
  it("the writer still produces the committed Windows-1252 bytes", () => {
    const expected = new Uint8Array(readFileSync(FIXTURE));
    const actual = win1252(goldenText());
    // The text first, for a readable diff; then every byte.
    expect(iconv.decode(Buffer.from(actual), "win1252")).toBe(iconv.decode(Buffer.from(expected), "win1252"));
    expect(actual).toEqual(expected);
  });

  it("the committed file is Windows-1252: € is 0x80, – is 0x96, ü is 0xFC, no UTF-8 BOM", () => {
    const bytes = new Uint8Array(readFileSync(FIXTURE));
    expect([...bytes.slice(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes).toContain(0x80);
    expect(bytes).toContain(0x96);
    expect(bytes).toContain(0xfc);
    expect(bytes).not.toContain(0xc3); // the lead byte of a UTF-8 "ü"
  });

  it("the independent reader accepts it and reads back every booking", () => {
    const result = readDatevBuchungsstapel(new Uint8Array(readFileSync(FIXTURE)));
    expect(result.problems).toEqual([]);
    expect(result.header).toMatchObject({
      kind: "EXTF", headerVersion: "700", category: "21", formatName: "Buchungsstapel", formatVersion: "13",
      createdAt: "20260110100807006", consultantNumber: "4711", clientNumber: "12345", fiscalYearStart: "20250101",
      accountLength: 4, dateFrom: "20250101", dateTo: "20251231", description: "Hausbuch 2025", currency: "EUR", chart: "03",
    });
    expect(result.columns).toHaveLength(125);
    expect(result.rows.map((r) => [r.amountCents, r.side, r.account, r.contraAccount, r.taxKey, r.documentDate, r.document1])).toEqual([
      [85_000, "S", "1200", "2751", "", "0301", "M-2025-01"],
      [21_050, "S", "1200", "2750", "", "0301", "NK-2025-01"],
      [12_345, "H", "1200", "2375", "", "1502", "GrSt-Q1/2025"],
      [41_207, "H", "1200", "2120", "", "3003", "DL-4711-03"],
      [123_456_789, "H", "1200", "2350", "9", "3006", "RE-2025/0815"],
      [5, "S", "1200", "2750", "", "3112", "Zins"],
    ]);
    expect(result.rows[4]!.text).toBe('Heizung "Bad" – Firma Weiß & Söhne; „Eilauftrag“ 100 €');
    expect(result.rows[0]!.costCenter1).toBe("HAUS1");
  });
});

describe("the reader accepts what the writer makes", () => {
  it("with account length 5 and SKR04", () => {
    const text = buildDatevBuchungsstapel({
      ...GOLDEN,
      settings: { ...GOLDEN.settings, chart: "SKR04", accountLength: 5 },
      entries: [{ amountCents: cents(85_000), account: "4861", bankAccount: "1800", date: "2025-05-02", documentNumber: "M 5", text: "Miete Mai" }],
    });
    const result = readDatevBuchungsstapel(win1252(text));
    expect(result.problems).toEqual([]);
    expect(result.header.chart).toBe("04");
    expect(result.rows[0]).toMatchObject({ account: "18000", contraAccount: "48610", documentDate: "0205", document1: "M-5" });
  });

  it("with texts at their limits", () => {
    const text = buildDatevBuchungsstapel({
      ...GOLDEN,
      exportedBy: "A".repeat(40),
      description: "B".repeat(40),
      entries: [{ amountCents: cents(-1), account: "2350", bankAccount: "1200", date: "2025-02-28", documentNumber: "9".repeat(50), text: "ä".repeat(80), costCenter1: "K".repeat(50) }],
    });
    expect(readDatevBuchungsstapel(win1252(text)).problems).toEqual([]);
  });
});

describe("the reader rejects broken files", () => {
  const problemsOf = (text: string) => readDatevBuchungsstapel(win1252(text)).problems;

  it("a booking line with a missing column", () => {
    expect(problemsOf(withLine(2, (fields) => fields.slice(0, -1)))).toEqual(["Line 3: 124 fields instead of 125"]);
  });

  it("a missing or renamed column title", () => {
    expect(problemsOf(withLine(1, (fields) => fields.slice(0, -1)))).toContain("Column titles: 124 instead of 125");
    expect(problemsOf(withLine(1, setField(40, "EU-Land u. UStID")))).toEqual([
      'Column 40: expected "EU-Land u. UStID (Bestimmung)", found "EU-Land u. UStID"',
    ]);
  });

  it("a header with 30 fields or wrong constants", () => {
    expect(problemsOf(withLine(0, (fields) => fields.slice(0, -1)))).toEqual(["Header: 30 fields instead of 31"]);
    expect(problemsOf(withLine(0, setField(5, "12")))).toEqual(["Header: format version must be 13, is 12"]);
    expect(problemsOf(withLine(0, setField(27, '"05"')))).toEqual(['Header: SKR must be "03" or "04", is 05']);
    expect(problemsOf(withLine(0, setField(14, "9")))).toContain("Header: Sachkontenlänge must be 4–8, is 9");
  });

  it("UTF-8 instead of Windows-1252 for ü, and a UTF-8 BOM", () => {
    const utf8 = new Uint8Array(Buffer.from(goldenText(), "utf8"));
    const problems = readDatevBuchungsstapel(utf8).problems;
    expect(problems).toContain("File is UTF-8 encoded (multi-byte sequences), not Windows-1252");
    // "Gegenkonto (ohne BU-Schlüssel)" read as Windows-1252 is "…SchlÃ¼ssel".
    expect(problems).toContain('Column 8: expected "Gegenkonto (ohne BU-Schlüssel)", found "Gegenkonto (ohne BU-SchlÃ¼ssel)"');

    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...win1252(goldenText())]);
    expect(readDatevBuchungsstapel(withBom).problems).toContain("File starts with a UTF-8 BOM; DATEV expects Windows-1252");
  });

  it("a byte Windows-1252 does not define", () => {
    const bytes = win1252(goldenText());
    bytes[bytes.indexOf(0xfc)] = 0x81; // the first ü
    expect(readDatevBuchungsstapel(bytes).problems.some((p) => p.startsWith("Byte 0x81"))).toBe(true);
  });

  it("LF line endings and a missing final CRLF", () => {
    expect(problemsOf(goldenText().replaceAll("\r\n", "\n"))).toEqual(["Line ending LF without CR; DATEV expects CRLF"]);
    expect(problemsOf(goldenText().slice(0, -2))).toEqual(["Last line does not end with CRLF"]);
  });

  it("amounts that are not bare 1234567890,12 numbers above 0", () => {
    expect(problemsOf(withLine(2, setField(1, "850.00")))).toEqual(['Line 3: Umsatz "850.00" is not a bare 1234567890,12 number']);
    expect(problemsOf(withLine(2, setField(1, "1.850,00")))).toEqual(['Line 3: Umsatz "1.850,00" is not a bare 1234567890,12 number']);
    expect(problemsOf(withLine(2, setField(1, "850,5")))).toHaveLength(1);
    expect(problemsOf(withLine(2, setField(1, "-850,00")))).toHaveLength(1);
    expect(problemsOf(withLine(2, setField(1, '"850,00"')))).toHaveLength(1);
    expect(problemsOf(withLine(2, setField(1, "0,00")))).toEqual(["Line 3: Umsatz must be greater than 0"]);
  });

  it("a Belegdatum outside the header's period or no real date", () => {
    const shortPeriod = (text: string) => text.replace(";20251231;", ";20250630;");
    expect(problemsOf(shortPeriod(goldenText()))).toEqual(["Line 8: Belegdatum 3112 is outside 20250101–20250630"]);
    expect(problemsOf(withLine(2, setField(10, "3002")))).toEqual(['Line 3: Belegdatum "3002" is not a valid TTMM date']);
    expect(problemsOf(withLine(2, setField(10, "0113")))).toEqual(['Line 3: Belegdatum "0113" is not a valid TTMM date']);
  });

  it("a period across a year end or reversed", () => {
    expect(problemsOf(withLine(0, setField(16, "20260131")))).toContain(
      "Header: period 20250101–20260131 is not inside the fiscal year from 20250101",
    );
    expect(problemsOf(withLine(0, (fields) => setField(16, "20250101")(setField(15, "20251231")(fields))))).toContain(
      'Header: "Datum vom" 20251231 is after "Datum bis" 20250101',
    );
  });

  it("DATEV's placeholder numbers and numbers out of range", () => {
    expect(problemsOf(withLine(0, (fields) => setField(12, "55003")(setField(11, "29098")(fields))))).toEqual([
      "Header: Beraternummer 29098 / Mandantennummer 55003 are DATEV's documentation examples (placeholder)",
    ]);
    expect(problemsOf(withLine(0, setField(11, "999")))).toEqual(["Header: Beraternummer outside 1001–9999999: 999"]);
    expect(problemsOf(withLine(0, setField(12, "100000")))).toEqual(["Header: Mandantennummer outside 1–99999: 100000"]);
  });

  it("accounts that are not at the account length, Belegfeld 1 with spaces, texts too long", () => {
    expect(problemsOf(withLine(2, setField(8, "27510")))).toEqual(["Line 3: Gegenkonto 27510 does not have the Sachkontenlänge 4"]);
    expect(problemsOf(withLine(2, setField(7, "12A0")))).toEqual(['Line 3: Konto "12A0" is not a bare number']);
    expect(problemsOf(withLine(2, setField(11, '"M 2025.01"')))).toEqual(['Line 3: Belegfeld 1 "M 2025.01" has characters DATEV does not allow']);
    expect(problemsOf(withLine(2, setField(14, `"${"x".repeat(61)}"`)))).toEqual(["Line 3: Buchungstext longer than 60 characters"]);
    expect(problemsOf(withLine(2, setField(37, `"${"k".repeat(37)}"`)))).toEqual(["Line 3: KOST1 longer than 36 characters"]);
    expect(problemsOf(withLine(2, setField(2, '"X"')))).toEqual(['Line 3: Soll/Haben-Kennzeichen must be "S" or "H", is X']);
    expect(problemsOf(withLine(2, setField(114, "")))).toEqual(['Line 3: Festschreibung (field 114) must be 0 or 1, is ""']);
  });
});
