import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { decodeText, stripControlCharacters } from "./text-decoding";

const bytes = (...values: number[]) => new Uint8Array(values);
const utf8 = (text: string) => new TextEncoder().encode(text);
const win1252 = (text: string) => new Uint8Array(iconv.encode(text, "win1252"));

describe("decodeText", () => {
  it("strips a UTF-8 BOM and reports it", () => {
    const result = decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8("Gläubiger;Betrag (€)")]));
    expect(result).toEqual({ ok: true, value: { text: "Gläubiger;Betrag (€)", encoding: "utf-8", bom: true } });
  });

  it("reads valid UTF-8 without a BOM as UTF-8", () => {
    expect(decodeText(utf8("Zahlungsempfänger*in;Straße"))).toEqual({
      ok: true,
      value: { text: "Zahlungsempfänger*in;Straße", encoding: "utf-8", bom: false },
    });
  });

  it("reads plain ASCII as UTF-8", () => {
    expect(decodeText(utf8("Buchungstag;Betrag"))).toMatchObject({ ok: true, value: { encoding: "utf-8" } });
  });

  it("falls back to Windows-1252 for bytes that are not UTF-8, umlauts and € intact", () => {
    const result = decodeText(win1252("Umsätze Girokonto;Müller & Söhne;Betrag in €;Grüße"));
    expect(result).toEqual({
      ok: true,
      value: { text: "Umsätze Girokonto;Müller & Söhne;Betrag in €;Grüße", encoding: "windows-1252", bom: false },
    });
  });

  it("reads ISO-8859-1 text (ING) the same way: Latin-1 letters are Windows-1252 letters", () => {
    const latin1 = new Uint8Array(iconv.encode("Auftraggeber/Empfänger;Währung;ß", "latin1"));
    expect(decodeText(latin1)).toMatchObject({ ok: true, value: { text: "Auftraggeber/Empfänger;Währung;ß", encoding: "windows-1252" } });
  });

  it("decodes UTF-16 with a BOM (Excel's Unicode text)", () => {
    const le = new Uint8Array([0xff, 0xfe, ...iconv.encode("Betrag\tMüller", "utf-16le")]);
    const be = new Uint8Array([0xfe, 0xff, ...iconv.encode("Betrag\tMüller", "utf-16be")]);
    expect(decodeText(le)).toEqual({ ok: true, value: { text: "Betrag\tMüller", encoding: "utf-16le", bom: true } });
    expect(decodeText(be)).toEqual({ ok: true, value: { text: "Betrag\tMüller", encoding: "utf-16be", bom: true } });
  });

  it("refuses bytes with NUL as binary (PDF, image, old .xls, UTF-16 without BOM)", () => {
    expect(decodeText(bytes(0x25, 0x50, 0x44, 0x46, 0x00, 0x01))).toEqual({ ok: false, error: "binary" });
    expect(decodeText(new Uint8Array(iconv.encode("Betrag", "utf-16le")))).toEqual({ ok: false, error: "binary" });
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x41, 0x00]))).toEqual({ ok: false, error: "binary" });
  });

  it("decodes an empty file to an empty text", () => {
    expect(decodeText(new Uint8Array(0))).toEqual({ ok: true, value: { text: "", encoding: "utf-8", bom: false } });
  });

  it("works on a view into a larger buffer", () => {
    const whole = utf8("xxGrüße");
    expect(decodeText(whole.subarray(2))).toMatchObject({ ok: true, value: { text: "Grüße" } });
    const latin = win1252("xxGrüße");
    expect(decodeText(latin.subarray(2))).toMatchObject({ ok: true, value: { text: "Grüße", encoding: "windows-1252" } });
  });
});

describe("stripControlCharacters", () => {
  it("removes C0 controls, DEL and bidi overrides, keeps every printable character", () => {
    expect(stripControlCharacters("Aus\u0000zug\r\n\u001b[31m_\u007fä€😀.xml")).toBe("Auszug[31m_ä€😀.xml");
    expect(stripControlCharacters("rechnung\u202Efdp.exe\u2066")).toBe("rechnungfdp.exe");
  });
});
