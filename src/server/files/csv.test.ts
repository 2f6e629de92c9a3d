import { describe, expect, it } from "vitest";
import { isBlankRow, parseCsv, sniffDelimiter } from "./csv";

const rowsOf = (text: string, options: Parameters<typeof parseCsv>[1] = {}) => {
  const result = parseCsv(text, options);
  if (!result.ok) throw new Error(`unexpected ${JSON.stringify(result.error)}`);
  return result.rows;
};

describe("parseCsv", () => {
  it("splits rows and cells, keeping cells exactly as written", () => {
    expect(rowsOf("a;b;c\n1; 2 ;\n")).toEqual([
      ["a", "b", "c"],
      ["1", " 2 ", ""],
    ]);
  });

  it("reads quoted fields with the delimiter, doubled quotes and line breaks inside", () => {
    const text = '"Name";"Zweck"\r\n"Müller; Sohn";"Miete ""Januar""\r\nWohnung 3"\r\n';
    expect(rowsOf(text)).toEqual([
      ["Name", "Zweck"],
      ["Müller; Sohn", 'Miete "Januar"\r\nWohnung 3'],
    ]);
  });

  it("accepts CRLF, LF and CR line ends, also mixed", () => {
    expect(rowsOf("a;b\r\nc;d\ne;f\rg;h")).toEqual([
      ["a", "b"],
      ["c", "d"],
      ["e", "f"],
      ["g", "h"],
    ]);
  });

  it("ignores the line break at the end but keeps blank rows inside (row numbers stay true)", () => {
    expect(rowsOf("a;b\n\nc;d\n")).toEqual([["a", "b"], [""], ["c", "d"]]);
    expect(rowsOf("a;b\r\n")).toEqual([["a", "b"]]);
  });

  it("keeps an empty last field after a trailing delimiter (comdirect ends rows with ;)", () => {
    expect(rowsOf('"1";"2";\n"3";"4";')).toEqual([
      ["1", "2", ""],
      ["3", "4", ""],
    ]);
  });

  it("reads empty quoted fields and an empty text", () => {
    expect(rowsOf('"";"x";""\n')).toEqual([["", "x", ""]]);
    expect(rowsOf("")).toEqual([]);
  });

  it("skips a BOM left in the text", () => {
    expect(rowsOf("\uFEFFBuchungstag;Betrag\n")).toEqual([["Buchungstag", "Betrag"]]);
  });

  it("keeps text after a closing quote and quotes inside an unquoted field, as Excel does", () => {
    expect(rowsOf('"abc"def;x"y\n')).toEqual([["abcdef", 'x"y']]);
  });

  it("uses the given delimiter instead of sniffing", () => {
    expect(rowsOf("a,b;c\n", { delimiter: "," })).toEqual([["a", "b;c"]]);
    expect(parseCsv("a\tb\n", { delimiter: "\t" })).toEqual({ ok: true, rows: [["a", "b"]], delimiter: "\t" });
  });

  it("refuses an unterminated quote, naming the row where it starts", () => {
    expect(parseCsv('a;b\n"offen;x\ny;z\n')).toEqual({ ok: false, error: { code: "unterminatedQuote", row: 2 } });
  });

  it("stops at the row limit instead of growing", () => {
    expect(parseCsv("1\n2\n3\n", { maxRows: 3 })).toMatchObject({ ok: true });
    expect(parseCsv("1\n2\n3\n4\n", { maxRows: 3 })).toEqual({ ok: false, error: { code: "tooManyRows", limit: 3 } });
    const huge = "1;2\n".repeat(200_000);
    expect(parseCsv(huge, { maxRows: 10 })).toEqual({ ok: false, error: { code: "tooManyRows", limit: 10 } });
  });

  it("stops at the column limit, naming the row", () => {
    expect(parseCsv("a;b;c\n1;2;3;4\n", { maxColumns: 3 })).toEqual({ ok: false, error: { code: "tooManyColumns", limit: 3, row: 2 } });
    expect(parseCsv(";".repeat(1_000_000), { maxColumns: 500 })).toMatchObject({ ok: false, error: { code: "tooManyColumns" } });
  });
});

describe("sniffDelimiter", () => {
  it("finds ; , and tab from consistent column counts", () => {
    expect(sniffDelimiter("a;b;c\n1;2;3\n")).toBe(";");
    expect(sniffDelimiter("a,b,c\n1,2,3\n")).toBe(",");
    expect(sniffDelimiter("a\tb\tc\n1\t2\t3\n")).toBe("\t");
  });

  it("prefers ; on a tie: unquoted decimal commas look like a consistent , split", () => {
    expect(sniffDelimiter("Datum;Betrag\n01.01.2024;-12,50\n02.01.2024;7,00\n")).toBe(";");
  });

  it("is not misled by decimal commas in quoted German amounts (comdirect)", () => {
    const text = [
      ";",
      '"Umsätze Girokonto";"Zeitraum: 30 Tage";',
      '"Neuer Kontostand";"3.456,78 EUR";',
      "",
      '"Buchungstag";"Wertstellung (Valuta)";"Vorgang";"Buchungstext";"Umsatz in EUR";',
      '"30.01.2024";"30.01.2024";"Gutschrift";"Miete";"1.250,00";',
      '"15.01.2024";"15.01.2024";"Lastschrift";"Strom";"-45,00";',
      "",
      '"Alter Kontostand";"3.530,24 EUR";',
    ].join("\r\n");
    expect(sniffDelimiter(text)).toBe(";");
  });

  it("keeps , for a comma file whose texts hold a semicolon now and then", () => {
    const text = "Date,Payee,Memo,Amount\n2024-01-02,Anna,rent; flat 2,850.00\n2024-01-03,Ben,rent,900.00\n2024-01-04,Power Co,bill,-45.10\n";
    expect(sniffDelimiter(text)).toBe(",");
  });

  it("ignores delimiters inside quotes", () => {
    const text = '"Name","Zweck; Teil 2","Betrag"\n"A; B","x; y; z","1.00"\n"C","w","2.00"\n';
    expect(sniffDelimiter(text)).toBe(",");
  });

  it("looks past a bank's preamble and blank lines to the table", () => {
    const text = [
      "Umsatzanzeige;Datei erstellt am: 15.02.2024 10:12",
      "",
      "IBAN;DE12 5001 0517 5407 1234 56",
      "Saldo;1.234,56;EUR",
      "",
      "Buchung;Wertstellungsdatum;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Betrag;Währung",
      "01.02.2024;01.02.2024;Max, Moritz;Gutschrift;Miete Februar, Whg. 3;850,00;EUR",
      "02.02.2024;02.02.2024;Stadtwerke;Lastschrift;Abschlag;-45,00;EUR",
    ].join("\n");
    expect(sniffDelimiter(text)).toBe(";");
  });

  it("falls back to ; for a single column", () => {
    expect(sniffDelimiter("nur\neine\nSpalte\n")).toBe(";");
    expect(sniffDelimiter("")).toBe(";");
  });
});

describe("isBlankRow", () => {
  it("is true for empty and whitespace-only rows", () => {
    expect(isBlankRow([""])).toBe(true);
    expect(isBlankRow(["", " ", ""])).toBe(true);
    expect(isBlankRow([])).toBe(true);
    expect(isBlankRow(["", "x"])).toBe(false);
  });
});
