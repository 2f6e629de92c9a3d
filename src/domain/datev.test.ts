import { describe, expect, it } from "vitest";
import { cents } from "@/core/money";
import {
  buildDatevBuchungsstapel,
  DATEV_BANK_ACCOUNT,
  DATEV_COLUMN_TITLES,
  DATEV_MESSAGES,
  datevAccount,
  datevAmount,
  datevDocumentField,
  datevSettingsProblems,
  datevUnencodable,
  toWindows1252,
  type DatevBuchungsstapelInput,
  type DatevChart,
  type DatevEntry,
  type DatevSettings,
} from "./datev";

const settings: DatevSettings = { consultantNumber: 4711, clientNumber: 12345, chart: "SKR03", accountLength: 4 };

const rent: DatevEntry = {
  amountCents: cents(85_000),
  account: "2751",
  bankAccount: DATEV_BANK_ACCOUNT.SKR03,
  date: "2025-01-03",
  documentNumber: "M-2025-01",
  text: "Miete Januar WE 01 Müller",
  costCenter1: "HAUS1",
  costCenter2: "WE01",
  taxKey: null,
};

const repair: DatevEntry = {
  amountCents: cents(-123_456_789),
  account: "2350",
  bankAccount: "1200",
  date: "2025-03-31",
  documentNumber: "RE 2025.17",
  text: 'Heizung "Bad"',
  taxKey: "9",
};

const base = {
  settings,
  from: "2025-01-01",
  to: "2025-03-31",
  // 08:15:30.045 UTC is 10:15:30.045 in Berlin (summer time since 30 March 2025).
  createdAt: new Date("2025-04-02T08:15:30.045Z"),
  exportedBy: "Anna Vermieterin",
  description: "Hausbuch Q1 2025",
};

const build = (entries: DatevEntry[], overrides: Partial<DatevBuchungsstapelInput> = {}) =>
  buildDatevBuchungsstapel({ ...base, entries, ...overrides });

const linesOf = (text: string) => text.split("\r\n");

// The unused columns, each with its leading separator, copied from DATEV's sample booking line
// (EXTF_Buchungsstapel.csv): a text column is "", a number column is empty. Fields 19 and 44
// are numbers in DATEV's format description, so they stay empty (the sample quotes them).
const EMPTY_15_TO_36 = ';;"";;;;"";"";"";"";"";"";"";"";"";"";"";"";"";"";"";"";""';
const EMPTY_39_TO_113 =
  ';;"";;"";;;;;;"";"";"";"";"";"";"";"";"";"";"";"";"";"";"";"";"";"";"";"";"";"";"";"";"";""' +
  ';"";"";"";"";"";"";"";"";"";"";"";"";"";"";;;;"";;;;"";"";;"";;;;"";"";;"";;"";;"";"";;"";';
const EMPTY_115_TO_125 = ';;;;"";;"";"";;"";;';

/** A booking line from its first 14 fields, KOST1/KOST2 (quoted) and Festschreibung 0. */
const bookingLine = (first14: string, kost1 = '""', kost2 = '""') =>
  `${first14}${EMPTY_15_TO_36};${kost1};${kost2}${EMPTY_39_TO_113};0${EMPTY_115_TO_125}`;

describe("buildDatevBuchungsstapel", () => {
  it("writes the 31-field header in DATEV's order", () => {
    const [header] = linesOf(build([rent]));
    expect(header).toBe(
      '"EXTF";700;21;"Buchungsstapel";13;20250402101530045;;"RE";"Anna Vermieterin";"";4711;12345;20250101;4;' +
        '20250101;20250331;"Hausbuch Q1 2025";"";1;0;0;"EUR";;"";;;"03";;;"";""',
    );
    expect(header!.split(";")).toHaveLength(31);
  });

  it("writes the creation time in Berlin time, with milliseconds", () => {
    const [header] = linesOf(build([rent], { createdAt: new Date("2025-01-15T23:30:00.007Z") }));
    expect(header!.split(";")[5]).toBe("20250116003000007");
  });

  it("marks the chart SKR04 as \"04\"", () => {
    const text = build([{ ...rent, account: "4861", bankAccount: DATEV_BANK_ACCOUNT.SKR04 }], { settings: { ...settings, chart: "SKR04" } });
    expect(linesOf(text)[0]!.split(";")[26]).toBe('"04"');
    expect(linesOf(text)[2]!.split(";").slice(6, 8)).toEqual(["1800", "4861"]);
  });

  it("writes the 125 column titles of format version 13 as line 2", () => {
    const [, titles] = linesOf(build([rent]));
    expect(DATEV_COLUMN_TITLES).toHaveLength(125);
    expect(new Set(DATEV_COLUMN_TITLES).size).toBe(125);
    expect(titles).toBe(DATEV_COLUMN_TITLES.join(";"));
    expect(titles!.startsWith("Umsatz (ohne Soll/Haben-Kz);Soll/Haben-Kennzeichen;WKZ Umsatz;Kurs;Basis-Umsatz;")).toBe(true);
    expect(DATEV_COLUMN_TITLES[36]).toBe("KOST1 - Kostenstelle");
    expect(DATEV_COLUMN_TITLES[113]).toBe("Festschreibung");
    expect(DATEV_COLUMN_TITLES.slice(115).join(";")).toBe(
      "Datum Zuord. Steuerperiode;Fälligkeit;Generalumkehr (GU);Steuersatz;Land;Abrechnungsreferenz;BVV-Position;" +
        "EU-Land u. UStID (Ursprung);EU-Steuersatz (Ursprung);Abw. Skontokonto",
    );
  });

  it("books rent as money in: bank debited (S), rent account as Gegenkonto, no BU-Schlüssel", () => {
    const line = linesOf(build([rent]))[2]!;
    expect(line).toBe(bookingLine('850,00;"S";"EUR";;;"";1200;2751;"";0301;"M-2025-01";"";;"Miete Januar WE 01 Müller"', '"HAUS1"', '"WE01"'));
    expect(line.split(";")).toHaveLength(125);
  });

  it("books an expense as money out: bank credited (H), with BU-Schlüssel and sanitised Belegfeld 1", () => {
    const line = linesOf(build([repair]))[2]!;
    expect(line).toBe(bookingLine('1234567,89;"H";"EUR";;;"";1200;2350;"9";3103;"RE-2025-17";"";;"Heizung ""Bad"""'));
  });

  it("separates lines with CRLF and ends the file with CRLF", () => {
    const text = build([rent, repair]);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    expect(linesOf(text)).toHaveLength(5); // header, titles, 2 bookings, "" after the last CRLF
  });

  it("extends accounts to the account length with zeros on the right", () => {
    const text = build([rent], { settings: { ...settings, accountLength: 5 } });
    const [header, , line] = linesOf(text);
    expect(header!.split(";")[13]).toBe("5");
    expect(line!.split(";").slice(6, 8)).toEqual(["12000", "27510"]);
    expect(() => build([{ ...rent, account: "275100" }], { settings: { ...settings, accountLength: 5 } })).toThrow(RangeError);
  });

  it("cuts the Buchungstext at 60 characters and removes line breaks and control characters", () => {
    const long = "Nebenkostenabrechnung 2024 Wohnung 3 links Familie Schmidt-Öztürk, Nachzahlung";
    const field = (text: string) => linesOf(build([{ ...rent, text }]))[2]!.split(";")[13];
    expect(field(long)).toBe('"Nebenkostenabrechnung 2024 Wohnung 3 links Familie Schmidt-Ö"');
    expect(field("Miete\r\nJanuar\tWE 01")).toBe('"Miete Januar WE 01"');
    expect(field("Zahlung an Łukasz 😀")).toBe('"Zahlung an Lukasz ?"');
  });

  it("cuts KOST1/KOST2 at 36 characters and keeps DATEV's characters only", () => {
    const line = linesOf(build([{ ...rent, costCenter1: "Haus Müllerstraße 12-14", costCenter2: "X".repeat(40) }]))[2]!.split(";");
    expect(line[36]).toBe('"Haus Muellerstrasse 12 14"');
    expect(line[37]).toBe(`"${"X".repeat(36)}"`);
  });

  it("cuts and cleans the header's Exportiert von (25) and Bezeichnung (30)", () => {
    const header = linesOf(build([rent], { exportedBy: "Anna-Lena Vermieterin-Schmidt", description: "Hausbuch 1.1.–31.3.2025 (Q1); Haus Lindenstraße" }))[0]!.split(";");
    expect(header[8]).toBe('"AnnaLena VermieterinSchmi"');
    expect(header[16]).toBe('"Hausbuch 1.1.-31.3.2025 Q1 Hau"');
  });

  it("refuses a period across a year end, a reversed period and a booking outside the period", () => {
    expect(() => build([rent], { from: "2024-12-01", to: "2025-01-31" })).toThrow(/einem Kalenderjahr/);
    expect(() => build([rent], { from: "2025-03-31", to: "2025-01-01" })).toThrow(RangeError);
    expect(() => build([rent], { from: "2025-02-30", to: "2025-03-31" })).toThrow(RangeError);
    expect(() => build([{ ...rent, date: "2025-04-01" }])).toThrow(/außerhalb des DATEV-Zeitraums/);
    expect(() => build([{ ...rent, date: "2024-12-31" }])).toThrow(RangeError);
  });

  it("refuses a zero amount, a BU-Schlüssel that is no number and settings with problems", () => {
    expect(() => build([{ ...rent, amountCents: cents(0) }])).toThrow(RangeError);
    expect(() => build([{ ...rent, taxKey: "V19" }])).toThrow(RangeError);
    expect(() => build([rent], { settings: { ...settings, consultantNumber: 29098, clientNumber: 55003 } })).toThrow(
      DATEV_MESSAGES.examplePair,
    );
  });

  it("writes a batch without bookings as header and titles only", () => {
    expect(linesOf(build([]))).toHaveLength(3);
  });
});

describe("datevAmount", () => {
  it("formats integer cents with a decimal comma, two decimals and no thousands separator", () => {
    expect(datevAmount(cents(5))).toBe("0,05");
    expect(datevAmount(cents(99))).toBe("0,99");
    expect(datevAmount(cents(100))).toBe("1,00");
    expect(datevAmount(cents(-250))).toBe("2,50");
    expect(datevAmount(cents(123_456_789))).toBe("1234567,89");
    expect(datevAmount(cents(999_999_999_999))).toBe("9999999999,99");
  });

  it("refuses 0 and more than 10 integer digits", () => {
    expect(() => datevAmount(cents(0))).toThrow(RangeError);
    expect(() => datevAmount(cents(1_000_000_000_000))).toThrow(RangeError);
  });
});

describe("datevAccount", () => {
  it("pads with zeros on the right and refuses longer accounts and non-digits", () => {
    expect(datevAccount("1200", 4)).toBe("1200");
    expect(datevAccount("1200", 5)).toBe("12000");
    expect(datevAccount("0140", 6)).toBe("014000");
    expect(() => datevAccount("12000", 4)).toThrow(RangeError);
    expect(() => datevAccount("12a0", 4)).toThrow(RangeError);
    expect(() => datevAccount("", 4)).toThrow(RangeError);
  });
});

describe("datevDocumentField (Belegfeld 1)", () => {
  it("keeps letters, digits and $ & % * + - /", () => {
    expect(datevDocumentField("Rg32029/2019")).toBe("Rg32029/2019");
    expect(datevDocumentField("A$&%*+-/z")).toBe("A$&%*+-/z");
  });

  it("turns separators into '-', transcribes umlauts and drops other characters", () => {
    expect(datevDocumentField(" RE 2025.001 ")).toBe("RE-2025-001");
    expect(datevDocumentField("a_b:c;d,e")).toBe("a-b-c-d-e");
    expect(datevDocumentField("Müller/Äß-é")).toBe("Mueller/Aess-e");
    expect(datevDocumentField("#42 (Kopie)!")).toBe("42-Kopie");
  });

  it("cuts at 36 characters", () => {
    expect(datevDocumentField("1234567890".repeat(5))).toBe("123456789012345678901234567890123456");
  });
});

describe("Windows-1252", () => {
  it("knows which characters Windows-1252 can encode", () => {
    expect(datevUnencodable("Müller € „Zitat“ – 5 ‰")).toBe(false);
    expect(datevUnencodable("Łódź")).toBe(true);
    expect(datevUnencodable("😀")).toBe(true);
  });

  it("replaces the others by a close form or '?'", () => {
    expect(toWindows1252("Łódź")).toBe("Lódz");
    expect(toWindows1252("Ștefan − 5")).toBe("Stefan - 5");
    expect(toWindows1252("u\u0308ber")).toBe("über");
    expect(toWindows1252("Haus\u00a0A\u2009B\u200bC")).toBe("Haus\u00a0A BC");
    expect(toWindows1252("東京")).toBe("??");
  });
});

describe("datevSettingsProblems", () => {
  it("accepts a complete, real-looking setting", () => {
    expect(datevSettingsProblems(settings)).toEqual([]);
    expect(datevSettingsProblems({ ...settings, consultantNumber: 1001, clientNumber: 1, accountLength: 8 })).toEqual([]);
    expect(datevSettingsProblems({ ...settings, consultantNumber: 9_999_999, clientNumber: 99_999, chart: "SKR04" })).toEqual([]);
  });

  it("names every missing value", () => {
    expect(datevSettingsProblems({})).toEqual([
      DATEV_MESSAGES.consultantMissing,
      DATEV_MESSAGES.clientMissing,
      DATEV_MESSAGES.chart,
      DATEV_MESSAGES.accountLength,
    ]);
  });

  it("refuses DATEV's documentation examples 29098 / 55003", () => {
    expect(datevSettingsProblems({ ...settings, consultantNumber: 29098, clientNumber: 55003 })).toEqual([
      "Beraternummer 29098 und Mandantennummer 55003 sind DATEVs Beispielwerte aus der Dokumentation – trage die Nummern Deines Steuerberaters ein.",
    ]);
    expect(datevSettingsProblems({ ...settings, consultantNumber: 29098 })).toEqual([DATEV_MESSAGES.exampleConsultant]);
    // 55003 is an ordinary client number with a real advisor.
    expect(datevSettingsProblems({ ...settings, clientNumber: 55003 })).toEqual([]);
  });

  it("refuses numbers outside DATEV's ranges", () => {
    expect(datevSettingsProblems({ ...settings, consultantNumber: 1000 })).toEqual([DATEV_MESSAGES.consultantRange]);
    expect(datevSettingsProblems({ ...settings, consultantNumber: 10_000_000 })).toEqual([DATEV_MESSAGES.consultantRange]);
    expect(datevSettingsProblems({ ...settings, consultantNumber: 4711.5 })).toEqual([DATEV_MESSAGES.consultantRange]);
    expect(datevSettingsProblems({ ...settings, clientNumber: 0 })).toEqual([DATEV_MESSAGES.clientRange]);
    expect(datevSettingsProblems({ ...settings, clientNumber: 100_000 })).toEqual([DATEV_MESSAGES.clientRange]);
    expect(datevSettingsProblems({ ...settings, accountLength: 3 })).toEqual([DATEV_MESSAGES.accountLength]);
    expect(datevSettingsProblems({ ...settings, accountLength: 9 })).toEqual([DATEV_MESSAGES.accountLength]);
    expect(datevSettingsProblems({ ...settings, chart: "SKR05" as DatevChart })).toEqual([DATEV_MESSAGES.chart]);
  });

  it("speaks German and says Du", () => {
    for (const message of Object.values(DATEV_MESSAGES)) {
      expect(message).toMatch(/^[A-ZÄÖÜ]/);
      expect(message).not.toMatch(/\bSie\b|\bIhre?[nmrs]?\b|\bIhnen\b/);
    }
  });
});
