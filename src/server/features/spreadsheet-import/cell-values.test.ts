import { describe, expect, it } from "vitest";
import { cents } from "@/core/money";
import { percent } from "@/core/rate";
import type { CellValue } from "@/server/spreadsheet/read-workbook";
import {
  cellText,
  dateOfCell,
  euroNumberToCents,
  excelSerialToIsoDate,
  foldWord,
  readAmount,
  readArea,
  readBoolean,
  readChoice,
  readDate,
  readEmail,
  readIban,
  readInteger,
  readRate,
  readText,
  shownValue,
  type CellResult,
} from "./cell-values";

const utc = (year: number, month: number, day: number, hours = 0, minutes = 0) => new Date(Date.UTC(year, month - 1, day, hours, minutes));
const value = <T>(result: CellResult<T>): T | null => {
  if (!result.ok) throw new Error(result.message);
  return result.value;
};
const message = <T>(result: CellResult<T>): string => (result.ok ? `ok: ${String(result.value)}` : result.message);

describe("amounts", () => {
  const amount = (cell: CellValue) => value(readAmount(cell, "Kaltmiete"));

  it("reads German amount text with grouping, decimals, currency and sign", () => {
    expect(amount("1.234,56 €")).toBe(cents(123456));
    expect(amount("1234,56")).toBe(cents(123456));
    expect(amount("1.234")).toBe(cents(123400));
    expect(amount("500 EUR")).toBe(cents(50000));
    expect(amount("EUR 500")).toBe(cents(50000));
    expect(amount("€ 1 234,50")).toBe(cents(123450));
    expect(amount("500,-")).toBe(cents(50000));
    expect(amount("750,– €")).toBe(cents(75000));
    expect(amount(" 12,5 ")).toBe(cents(1250));
    // A decimal point from a machine export, as in the money input's allowDecimalPoint.
    expect(amount("812.50")).toBe(cents(81250));
    expect(value(readAmount("-50", "Betrag", { allowNegative: true }))).toBe(cents(-5000));
    expect(value(readAmount("− 12,30 €", "Betrag", { allowNegative: true }))).toBe(cents(-1230));
  });

  it("reads a number stored by Excel exactly in cents, without float error", () => {
    expect(amount(1234.56)).toBe(cents(123456));
    expect(amount(0.1 + 0.2)).toBe(cents(30)); // 0.30000000000000004
    expect(amount(833.33)).toBe(cents(83333)); // × 100 would be 83332.99999999999
    expect(amount(1.005)).toBe(cents(101)); // what was typed, half away from zero
    expect(amount(1000 / 3)).toBe(cents(33333)); // a computed cell: rounded once, to what it showed
    expect(amount(0)).toBe(cents(0));
    expect(amount(999_999_999.99)).toBe(cents(99_999_999_999));
    expect(euroNumberToCents(1e-7)).toBe(cents(0));
    expect(euroNumberToCents(-2.675)).toBe(cents(-268));
    expect(euroNumberToCents(Number.NaN)).toBeNull();
  });

  it("names the field and the value when a cell is no amount", () => {
    expect(message(readAmount("ca. 500", "Kaltmiete"))).toBe("Kaltmiete „ca. 500“ ist kein Betrag");
    // Not read like a money input, which would keep the digits: 2300.
    expect(message(readAmount("2 x 300", "Kaltmiete"))).toBe("Kaltmiete „2 x 300“ ist kein Betrag");
    expect(message(readAmount("500 € ab 2025", "Kaltmiete"))).toBe("Kaltmiete „500 € ab 2025“ ist kein Betrag");
    expect(message(readAmount("1,234.56", "Kaltmiete"))).toBe("Kaltmiete „1,234.56“ ist kein Betrag");
    expect(message(readAmount("12,345", "Kaltmiete"))).toBe("Kaltmiete „12,345“ hat mehr als zwei Nachkommastellen");
    expect(message(readAmount("-50", "Kaltmiete"))).toBe("Kaltmiete „-50“ darf nicht negativ sein");
    expect(message(readAmount(-50, "Kaution"))).toBe("Kaution „-50“ darf nicht negativ sein");
    expect(message(readAmount(1e12, "Kaufpreis"))).toBe("Kaufpreis „1000000000000“ ist zu groß");
    expect(message(readAmount(true, "Kaltmiete"))).toBe("Kaltmiete „WAHR“ ist kein Betrag");
    expect(message(readAmount(utc(2024, 1, 31), "Kaltmiete"))).toBe("Kaltmiete „31.01.2024“ ist kein Betrag");
  });

  it("an empty cell is no value, not an error", () => {
    expect(value(readAmount(null, "Kaltmiete"))).toBeNull();
    expect(value(readAmount("  \u00A0 ", "Kaltmiete"))).toBeNull();
  });
});

describe("areas", () => {
  const area = (cell: CellValue) => value(readArea(cell, "Wohnfläche"));

  it("reads m² as text with unit or as a number, to two decimals", () => {
    expect(area("72,5")).toBe(72.5);
    expect(area("72,5 m²")).toBe(72.5);
    expect(area("72.5 qm")).toBe(72.5);
    expect(area("72,50m2")).toBe(72.5);
    expect(area("1.234,5 m²")).toBe(1234.5);
    expect(area(72.456)).toBe(72.46);
    expect(area(85)).toBe(85);
  });

  it("refuses what is no area", () => {
    expect(message(readArea("ca. 70", "Wohnfläche"))).toBe("Wohnfläche „ca. 70“ ist keine Fläche in m²");
    expect(message(readArea(0, "Wohnfläche"))).toBe("Wohnfläche „0“ muss größer als 0 sein");
    expect(message(readArea("-5", "Wohnfläche"))).toBe("Wohnfläche „-5“ muss größer als 0 sein");
    expect(message(readArea(true, "Wohnfläche"))).toBe("Wohnfläche „WAHR“ ist keine Fläche in m²");
  });
});

describe("whole numbers", () => {
  it("reads integers from numbers and German text", () => {
    expect(value(readInteger(1965, "Baujahr"))).toBe(1965);
    expect(value(readInteger("1.250", "Anzahl"))).toBe(1250);
    expect(value(readInteger(" 1965 ", "Baujahr"))).toBe(1965);
    expect(message(readInteger(2.5, "Baujahr"))).toBe("Baujahr „2,5“ ist keine ganze Zahl");
    expect(message(readInteger("ca. 1960", "Baujahr"))).toBe("Baujahr „ca. 1960“ ist keine ganze Zahl");
  });
});

describe("dates", () => {
  const date = (cell: CellValue, dateSystem?: 1900 | 1904) => value(readDate(cell, "Mietbeginn", { dateSystem }));

  it("reads German date text, short years and ISO text", () => {
    expect(date("01.04.2023")).toBe("2023-04-01");
    expect(date("1.4.23")).toBe("2023-04-01");
    expect(date("1.4.98")).toBe("1998-04-01");
    expect(date("2023-04-01")).toBe("2023-04-01");
    expect(date("31.01.2024 00:00")).toBe("2024-01-31");
    expect(date("2024-01-31T00:00:00")).toBe("2024-01-31");
  });

  it("takes a Date from the library by its UTC parts (no time-zone shift), time of day ignored", () => {
    expect(date(utc(2024, 1, 31))).toBe("2024-01-31");
    expect(date(utc(2024, 1, 31, 23, 59))).toBe("2024-01-31");
    expect(date(utc(2024, 3, 31, 0, 30))).toBe("2024-03-31"); // the night Berlin changes to summer time
  });

  it("reads Excel serial numbers of the 1900 system, with Lotus' 29.02.1900", () => {
    expect(excelSerialToIsoDate(1)).toBe("1900-01-01");
    expect(excelSerialToIsoDate(59)).toBe("1900-02-28");
    expect(excelSerialToIsoDate(60)).toBe("leapDay1900");
    expect(excelSerialToIsoDate(61)).toBe("1900-03-01");
    expect(excelSerialToIsoDate(45322)).toBe("2024-01-31");
    expect(excelSerialToIsoDate(45322.75)).toBe("2024-01-31");
    expect(excelSerialToIsoDate(2958465)).toBe("9999-12-31");
    expect(excelSerialToIsoDate(0)).toBeNull();
    expect(date(45322)).toBe("2024-01-31");
    expect(message(readDate(60, "Mietbeginn"))).toBe("Mietbeginn „60“ ist der 29.02.1900, den es nicht gab (ein Fehler aus alten Excel-Versionen)");
  });

  it("undoes read-excel-file's shift before 01.03.1900 (it ignores the fake leap day)", () => {
    // read-excel-file: serial 1 → 1899-12-31, 59 → 1900-02-27, 60 → 1900-02-28, 61 → 1900-03-01.
    expect(dateOfCell(utc(1899, 12, 31))).toBe("1900-01-01");
    expect(dateOfCell(utc(1900, 2, 27))).toBe("1900-02-28");
    expect(dateOfCell(utc(1900, 2, 28))).toBe("leapDay1900");
    expect(dateOfCell(utc(1900, 3, 1))).toBe("1900-03-01");
    expect(message(readDate(utc(1900, 2, 28), "Mietbeginn"))).toMatch(/„29\.02\.1900“ ist der 29\.02\.1900, den es nicht gab/);
  });

  it("reads serials of the 1904 system when the workbook uses it", () => {
    expect(date(0, 1904)).toBe("1904-01-01");
    expect(date(43860, 1904)).toBe("2024-01-31");
  });

  it("refuses what is no date, a bare year and dates outside 1900–2199", () => {
    expect(message(readDate("31.02.2024", "Mietbeginn"))).toBe("Mietbeginn „31.02.2024“ ist kein Datum (TT.MM.JJJJ)");
    expect(message(readDate("seit 2020", "Mietbeginn"))).toBe("Mietbeginn „seit 2020“ ist kein Datum (TT.MM.JJJJ)");
    expect(message(readDate(2020, "Mietbeginn"))).toBe("Mietbeginn „2020“ ist kein Datum (TT.MM.JJJJ)");
    expect(message(readDate(true, "Mietbeginn"))).toBe("Mietbeginn „WAHR“ ist kein Datum (TT.MM.JJJJ)");
    expect(message(readDate("01.01.2300", "Mietbeginn"))).toBe("Mietbeginn „01.01.2300“ liegt nicht zwischen 1900 und 2199");
    expect(message(readDate(2958465, "Mietbeginn"))).toBe("Mietbeginn „2958465“ liegt nicht zwischen 1900 und 2199");
  });
});

describe("yes / no", () => {
  const flag = (cell: CellValue) => value(readBoolean(cell, "Balkon"));

  it("reads the words sheets use", () => {
    for (const yes of ["ja", "Ja", "X", "x", "wahr", "WAHR", "yes", "true", "1", "✓", true, 1]) expect(flag(yes), String(yes)).toBe(true);
    for (const no of ["nein", "Nein", "falsch", "no", "false", "0", "-", "–", false, 0]) expect(flag(no), String(no)).toBe(false);
    expect(flag(null)).toBeNull();
    expect(message(readBoolean("vielleicht", "Balkon"))).toBe("Balkon „vielleicht“ ist weder ja noch nein");
    expect(message(readBoolean(2, "Balkon"))).toBe("Balkon „2“ ist weder ja noch nein");
  });
});

describe("text", () => {
  it("trims, turns NBSP and line breaks into one space, drops invisible characters", () => {
    expect(value(readText("  EG\u00A0links\n(Hof) \u200B", "Einheit"))).toBe("EG links (Hof)");
    expect(value(readText(12, "Hausnummer"))).toBe("12");
    expect(value(readText(1.5, "Einheit"))).toBe("1,5");
    expect(value(readText(utc(2024, 1, 31), "Einheit"))).toBe("31.01.2024");
  });

  it("pads a postcode Excel stored as a number (Dresden 01067 → 1067)", () => {
    expect(value(readText(1067, "PLZ", { digits: 5 }))).toBe("01067");
    expect(value(readText("01067", "PLZ", { digits: 5 }))).toBe("01067");
  });

  it("refuses text longer than the stored column", () => {
    expect(message(readText("x".repeat(21), "Hausnummer", { maxLength: 20 }))).toBe("Hausnummer ist länger als 20 Zeichen");
  });

  it("quotes long values shortened", () => {
    expect(shownValue("a".repeat(60))).toBe(`${"a".repeat(39)}…`);
    expect(cellText(false)).toBe("FALSCH");
  });
});

describe("e-mail, IBAN, choices, rates", () => {
  it("e-mail addresses as the tenant form checks them", () => {
    expect(value(readEmail(" anna@example.de ", "E-Mail"))).toBe("anna@example.de");
    expect(value(readEmail("mailto:anna@example.de", "E-Mail"))).toBe("anna@example.de");
    expect(message(readEmail("anna(at)example.de", "E-Mail"))).toBe("E-Mail „anna(at)example.de“ ist keine gültige E-Mail-Adresse");
  });

  it("IBANs in their stored form, checked by their check digits", () => {
    expect(value(readIban("de89 3704 0044 0532 0130 00", "IBAN"))).toBe("DE89370400440532013000");
    expect(message(readIban("DE89 3704 0044 0532 0130 01", "IBAN"))).toBe("IBAN „DE89 3704 0044 0532 0130 01“ ist keine gültige IBAN");
  });

  it("choices by label or by the words sheets use, case and punctuation ignored", () => {
    const choices = [
      { value: "apartment", label: "Wohnung", words: ["Whg."] },
      { value: "parking", label: "Stellplatz", words: ["TG-Stellplatz", "Garage"] },
    ];
    expect(value(readChoice("wohnung", "Typ", choices))).toBe("apartment");
    expect(value(readChoice("WHG", "Typ", choices))).toBe("apartment");
    expect(value(readChoice("TG Stellplatz", "Typ", choices))).toBe("parking");
    expect(message(readChoice("Villa", "Typ", choices))).toBe("Typ „Villa“ ist unbekannt (möglich: Wohnung, Stellplatz)");
    expect(foldWord("Straße / Größe")).toBe("strassegroesse");
  });

  it("rates as percent text, percent numbers and fractions from percent-formatted cells", () => {
    const rate = (cell: CellValue) => value(readRate(cell, "Sollzins"));
    expect(rate("2,15 %")).toBe(percent("2.15"));
    expect(rate("3,875% p.a.")).toBe(percent("3.875"));
    expect(rate(2.15)).toBe(percent("2.15"));
    expect(rate(0.5)).toBe(percent("0.5"));
    expect(rate(0.0215)).toBe(percent("2.15")); // a cell formatted 0,00 % holds the fraction
    expect(rate(0.03875)).toBe(percent("3.875"));
    expect(message(readRate("2,1234", "Sollzins"))).toBe("Sollzins „2,1234“ hat mehr als drei Nachkommastellen");
    expect(message(readRate("variabel", "Sollzins"))).toBe("Sollzins „variabel“ ist kein Prozentsatz");
    expect(message(readRate(-1, "Sollzins"))).toBe("Sollzins „-1“ ist kein Prozentsatz");
  });
});
