import { readFileSync } from "node:fs";
import { strToU8, zipSync } from "fflate";
import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { readStatementFile, type ReadStatementResult } from "./read-statement";

const camtFixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../../../../tests/fixtures/camt053/${name}`, import.meta.url)));
const csvFixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../../../../tests/fixtures/bank-csv/${name}`, import.meta.url)));

function ok(result: ReadStatementResult) {
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe("readStatementFile decides by content", () => {
  it("reads CAMT XML whatever the file is called", () => {
    const statement = ok(readStatementFile(camtFixture("camt053.v8.xml"), "umsaetze.txt"));
    expect([statement.format, statement.formatName, statement.transactions.length]).toEqual(["camt053", "CAMT.053 (Version 001.08)", 1]);
  });

  it("reads a bank CSV whatever the file is called", () => {
    const statement = ok(readStatementFile(csvFixture("ing.csv"), "export.xml"));
    expect([statement.format, statement.formatName, statement.transactions.length]).toEqual(["bank-csv", "ING", 2]);
    expect(statement.transactions[0]?.counterpartyName).toBe("Grundstücksverwaltung Öztürk");
  });

  it("reads a ZIP of CAMT files as one statement", () => {
    const zip = zipSync({
      "2014-12/auszug-1.xml": camtFixture("camt053.v2.multi.statement.xml"),
      "2014-12/auszug-2.xml": camtFixture("camt053.v2.minimal.xml"),
      "__MACOSX/2014-12/._auszug-1.xml": strToU8("resource fork"),
    });
    const statement = ok(readStatementFile(zip, "auszuege.zip"));
    expect(statement.formatName).toBe("CAMT.053 (Version 001.02)");
    expect(statement.accountIban).toBe("NL26VAYB8060476890");
    expect(statement.statements.map((s) => s.id)).toEqual(["253EURNL26VAYB8060476890", "254EURNL26VAYB8060476890", "253EURNL26VAYB8060476890"]);
    expect(statement.transactions.map((t) => t.amount)).toEqual([885, -700, 885]);
  });

  it("names mixed CAMT versions in a ZIP just CAMT.053", () => {
    const zip = zipSync({ "a.xml": camtFixture("camt053.v2.minimal.xml"), "b.xml": camtFixture("camt053.v8.xml") });
    expect(ok(readStatementFile(zip, "a.zip")).formatName).toBe("CAMT.053");
  });
});

describe("readStatementFile refuses with a German message", () => {
  const refusal = (bytes: Uint8Array, fileName = "datei", options = {}) => {
    const result = readStatementFile(bytes, fileName, options);
    if (result.ok) throw new Error("expected a refusal");
    return result;
  };

  it("an empty or too large file", () => {
    expect(refusal(new Uint8Array(0))).toEqual({ ok: false, code: "empty", message: "Die Datei ist leer." });
    expect(refusal(strToU8(" \r\n "))).toMatchObject({ code: "empty" });
    expect(refusal(csvFixture("ing.csv"), "ing.csv", { limits: { maxBytes: 500 } })).toEqual({
      ok: false,
      code: "tooLarge",
      message: "Die Datei ist zu groß: Ein Kontoauszug darf höchstens 500 Bytes haben.",
    });
  });

  it("a PDF, an Excel file and MT940, saying what to export instead", () => {
    expect(refusal(strToU8("%PDF-1.7\n%âãÏÓ\n1 0 obj"))).toMatchObject({ code: "notStatement", message: expect.stringMatching(/^Das ist ein PDF\./) });
    expect(refusal(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toMatchObject({ code: "notStatement", message: expect.stringMatching(/^Das ist eine Excel-Datei\./) });
    const xlsx = zipSync({ "[Content_Types].xml": strToU8("<Types/>"), "xl/workbook.xml": strToU8("<workbook/>") });
    expect(refusal(xlsx)).toMatchObject({ code: "notStatement", message: expect.stringMatching(/^Das ist eine Excel-Datei\./) });
    const mt940 = ":20:STARTUMSE\r\n:25:37040044/0532013000\r\n:28C:00001/001\r\n:60F:C240101EUR1000,00\r\n:61:2401020102C850,00NTRFNONREF\r\n:62F:C240102EUR1850,00\r\n-";
    expect(refusal(strToU8(mt940))).toMatchObject({ code: "notStatement", message: expect.stringMatching(/MT940-Format/) });
  });

  it("binary data it cannot read as text, naming the file", () => {
    expect(refusal(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]), "C:\\Users\\max\\foto.png")).toEqual({
      ok: false,
      code: "unreadableEncoding",
      message:
        "„foto.png“ ist keine Textdatei oder in einer Zeichenkodierung gespeichert, die Hausbuch nicht lesen kann. Lade den Kontoauszug im CAMT-Format (XML oder ZIP) oder als CSV hoch.",
    });
  });

  it("a text that is no table at all", () => {
    expect(refusal(strToU8("Liebe Grüße\nvon der Bank\n"), "brief.txt")).toEqual({
      ok: false,
      code: "notStatement",
      message:
        "„brief.txt“ ist kein Kontoauszug, den Hausbuch lesen kann. Lade einen Kontoauszug im CAMT-Format (XML oder ZIP) oder den CSV-Export Deiner Bank hoch.",
    });
  });

  it("a CSV of an unknown bank, with a mapping proposal", () => {
    const csv = "Datum;Empfänger;Betrag\n02.01.2024;Jürgen Weiß;950,00\n03.01.2024;Stadtwerke;-45,10\n";
    const result = refusal(new Uint8Array(iconv.encode(csv, "win1252")));
    expect(result).toMatchObject({
      code: "unknownCsv",
      mappingProposal: { delimiter: ";", headerRow: 1, columns: { bookingDate: "Datum", amount: "Betrag", counterpartyName: "Empfänger" } },
    });
    // With the mapping (as the dialog would save it) the same file is read, umlauts intact.
    if (result.code !== "unknownCsv" || !result.mappingProposal) throw new Error("no proposal");
    const statement = ok(readStatementFile(new Uint8Array(iconv.encode(csv, "win1252")), "x.csv", { csvMapping: result.mappingProposal }));
    expect(statement.transactions.map((t) => [t.counterpartyName, t.amount])).toEqual([
      ["Jürgen Weiß", 95000],
      ["Stadtwerke", -4510],
    ]);
  });

  it("reads a Windows-1252 file as such when the saved mapping says so, even if it looks like UTF-8", () => {
    // "Ã¤" in Windows-1252 is the same two bytes as "ä" in UTF-8: only the mapping can tell.
    const csv = "Datum;Empfaenger;Betrag\n02.01.2024;MÃ¤rz GmbH;1,00\n";
    const bytes = new Uint8Array(iconv.encode(csv, "win1252"));
    const mapping = { encoding: "windows-1252", headerRow: 1, columns: { bookingDate: "Datum", amount: "Betrag", counterpartyName: "Empfaenger" }, dateFormat: "dd.MM.yyyy", decimalSeparator: "," } as const;
    expect(ok(readStatementFile(bytes, "x.csv", { csvMapping: mapping })).transactions[0]?.counterpartyName).toBe("MÃ¤rz GmbH");
  });

  it("a broken CAMT file, naming what is wrong", () => {
    expect(refusal(camtFixture("camt053.v2.wrong.xml"))).toEqual({
      ok: false,
      code: "camt",
      message: "Die CAMT-Datei enthält keinen Kontoauszug: Das Element „Stmt“ fehlt.",
    });
  });

  it("an empty statement, and one with pending bookings only", () => {
    const empty = new TextDecoder().decode(camtFixture("camt053.v2.minimal.xml")).replace(/<Ntry>[\s\S]*<\/Ntry>/, "");
    expect(refusal(strToU8(empty))).toEqual({ ok: false, code: "emptyStatement", message: "Der Kontoauszug enthält keine Buchungen." });
    const header = '"Buchungsdatum";"Wertstellung";"Status";"Zahlungspflichtige*r";"Zahlungsempfänger*in";"Verwendungszweck";"Umsatztyp";"IBAN";"Betrag (€)";"Gläubiger-ID";"Mandatsreferenz";"Kundenreferenz"';
    const pending = `${header}\n"31.01.24";"31.01.24";"Vorgemerkt";"A";"B";"C";"Ausgang";"";"-1";"";"";""\n`;
    expect(refusal(strToU8(pending))).toEqual({
      ok: false,
      code: "emptyStatement",
      message: "Der Kontoauszug enthält nur vorgemerkte Umsätze (1), noch keine gebuchten. Importiere ihn, wenn die Bank sie gebucht hat.",
    });
  });

  it("ZIP problems: corrupt, too many files, too large, other files inside", () => {
    const zip = zipSync({ "a.xml": camtFixture("camt053.v8.xml") });
    expect(refusal(zip.subarray(0, zip.length - 10))).toEqual({ ok: false, code: "zip", message: "Die ZIP-Datei ist beschädigt und kann nicht gelesen werden." });
    const many = zipSync({ "a.xml": camtFixture("camt053.v8.xml"), "b.xml": camtFixture("camt053.v4.xml"), "c.xml": camtFixture("camt053.v2.minimal.xml") });
    expect(refusal(many, "x.zip", { limits: { maxZipEntries: 2 } })).toEqual({ ok: false, code: "zip", message: "Die ZIP-Datei enthält zu viele Dateien (höchstens 2)." });
    const bomb = zipSync({ "a.xml": new Uint8Array(21_000_000) });
    expect(refusal(bomb)).toEqual({ ok: false, code: "zip", message: "„a.xml“ in der ZIP-Datei ist entpackt zu groß (höchstens 20 MB)." });
    expect(refusal(zipSync({ "a.xml": camtFixture("camt053.v8.xml"), "liesmich.pdf": strToU8("%PDF-1.4") }))).toEqual({
      ok: false,
      code: "zip",
      message: "„liesmich.pdf“ in der ZIP-Datei ist kein Kontoauszug im CAMT-Format (XML). Eine ZIP-Datei darf nur CAMT-Kontoauszüge enthalten.",
    });
    expect(refusal(zipSync({ "a.xml": camtFixture("camt053.v2.wrong.xml") }))).toEqual({
      ok: false,
      code: "camt",
      message: "„a.xml“ in der ZIP-Datei: Die CAMT-Datei enthält keinen Kontoauszug: Das Element „Stmt“ fehlt.",
    });
    expect(refusal(zipSync({}))).toEqual({ ok: false, code: "zip", message: "Die ZIP-Datei enthält keine Dateien." });
  });
});
