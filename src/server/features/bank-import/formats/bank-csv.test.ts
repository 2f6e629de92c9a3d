import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeText } from "@/server/files/text-decoding";
import { readBankCsv, type BankCsvResult } from "./bank-csv";
import type { ParsedStatement, StatementTransaction } from "./statement";

// Hand-written samples in each bank's own layout and encoding (tests/fixtures/bank-csv/README.md).
function fixture(name: string): { text: string; encoding: string; bom: boolean } {
  const decoded = decodeText(readFileSync(new URL(`../../../../../tests/fixtures/bank-csv/${name}`, import.meta.url)));
  if (!decoded.ok) throw new Error("binary fixture");
  return decoded.value;
}

function read(text: string, options: Parameters<typeof readBankCsv>[1] = {}): ParsedStatement & { dialect: string } {
  const result: BankCsvResult = readBankCsv(text, options);
  if (!result.ok) throw new Error(result.message);
  return { ...result.value, dialect: result.dialect };
}

/** A transaction with every field "unknown", for `toEqual` with the fields a row sets. */
const none: Omit<StatementTransaction, "bookingDate" | "amount" | "sourceLine"> = {
  accountIban: null,
  valueDate: null,
  currency: "EUR",
  counterpartyName: null,
  counterpartyIban: null,
  counterpartyBic: null,
  purpose: "",
  bankTransactionText: null,
  endToEndId: null,
  mandateReference: null,
  creditorId: null,
  bankReference: null,
};

describe("Sparkasse (CSV-CAMT)", () => {
  const file = fixture("sparkasse-csv-camt.csv");
  const statement = read(file.text);

  it("is Windows-1252 and recognised by its header", () => {
    expect([file.encoding, file.bom]).toEqual(["windows-1252", false]);
    expect([statement.dialect, statement.format, statement.formatName]).toEqual(["sparkasse", "bank-csv", "Sparkasse (CSV-CAMT)"]);
    expect(statement.accountIban).toBe("DE89370400440532013000");
  });

  it("reads credit and debit with every field", () => {
    const account = "DE89370400440532013000";
    expect(statement.transactions).toEqual([
      { ...none, accountIban: account, bookingDate: "2024-01-31", valueDate: "2024-01-31", amount: -595, purpose: "Entgeltabrechnung siehe Anlage", bankTransactionText: "ENTGELTABSCHLUSS", sourceLine: 3 },
      {
        accountIban: account,
        bookingDate: "2024-01-15",
        valueDate: "2024-01-16",
        amount: -123456,
        currency: "EUR",
        counterpartyName: "Stadtwerke Musterstadt GmbH",
        counterpartyIban: "DE12500105175407123456",
        counterpartyBic: "GENODEF1S05",
        purpose: "Abschlag Strom Januar Vertragskonto 4711",
        bankTransactionText: "FOLGELASTSCHRIFT",
        endToEndId: "E2E-2024-0115",
        mandateReference: "MANDAT-0815",
        creditorId: "DE98ZZZ09999999999",
        bankReference: null,
        sourceLine: 4,
      },
      {
        ...none,
        accountIban: account,
        bookingDate: "2024-01-02",
        valueDate: "2024-01-02",
        amount: 85000,
        counterpartyName: "Jörg Müller",
        counterpartyIban: "DE75120300001020304050",
        counterpartyBic: "BYLADEM1001",
        purpose: "Miete Januar 2024 Whg. 3 links",
        bankTransactionText: "GUTSCHR. UEBERWEISUNG",
        endToEndId: null, // "NOTPROVIDED"
        sourceLine: 5,
      },
    ]);
  });

  it("skips the pending row and reports the broken amount with its line", () => {
    expect(statement.skipped).toEqual([{ line: 2, message: "Zeile 2: vorgemerkt, noch nicht gebucht" }]);
    expect(statement.errors).toEqual([{ line: 6, message: "Zeile 6: Betrag „12,3x“ ist kein Betrag" }]);
  });

  it("summarises the period from the booking dates", () => {
    expect(statement.statements).toEqual([
      { id: null, accountIban: "DE89370400440532013000", from: "2024-01-02", to: "2024-01-31", openingBalance: null, closingBalance: null },
    ]);
  });
});

describe("DKB", () => {
  const file = fixture("dkb.csv");
  const statement = read(file.text);

  it("is UTF-8 with BOM; the preamble gives account and balance", () => {
    expect([file.encoding, file.bom]).toEqual(["utf-8", true]);
    expect([statement.dialect, statement.formatName]).toEqual(["dkb", "DKB"]);
    expect(statement.accountIban).toBe("DE42120300001033738756");
    expect(statement.statements[0]?.closingBalance).toEqual({ amount: 234567, currency: "EUR", date: "2024-01-31" });
  });

  it("reads credit and debit with every field, the counterparty by direction", () => {
    const account = "DE42120300001033738756";
    expect(statement.transactions).toEqual([
      {
        ...none,
        accountIban: account,
        bookingDate: "2024-01-30",
        valueDate: "2024-01-30",
        amount: 125000, // "1.250": a thousands dot, 1.250 €
        counterpartyName: "Jürgen Weiß", // Zahlungspflichtige*r of a credit
        counterpartyIban: "DE17100500000123456789",
        purpose: "Miete Februar 2024 Whg. 2",
        bankTransactionText: "Eingang",
        sourceLine: 8,
      },
      {
        ...none,
        accountIban: account,
        bookingDate: "2024-01-15",
        valueDate: "2024-01-16",
        amount: -123456, // "-1.234,56 €"
        counterpartyName: "Stadtwerke Musterstadt GmbH", // Zahlungsempfänger*in of a debit
        counterpartyIban: "DE12500105175407123456",
        purpose: "Abschlag Strom 01/2024",
        bankTransactionText: "Ausgang",
        endToEndId: "E2E-2024-0115",
        mandateReference: "MANDAT-0815",
        creditorId: "DE98ZZZ09999999999",
        sourceLine: 9,
      },
    ]);
  });

  it("skips the pending (Vorgemerkt) row", () => {
    expect(statement.skipped).toEqual([{ line: 7, message: "Zeile 7: vorgemerkt, noch nicht gebucht" }]);
    expect(statement.errors).toEqual([]);
  });
});

describe("ING", () => {
  const file = fixture("ing.csv");
  const statement = read(file.text);

  it("is ISO-8859-1 (read as Windows-1252); IBAN and balance come from the preamble", () => {
    expect([file.encoding, file.bom]).toEqual(["windows-1252", false]);
    expect([statement.dialect, statement.formatName]).toEqual(["ing", "ING"]);
    expect(statement.accountIban).toBe("DE12500105175407123456"); // "DE12 5001 0517 5407 1234 56"
    expect(statement.statements[0]?.closingBalance).toEqual({ amount: 1234567, currency: "EUR", date: null });
  });

  it("reads debit and credit with every field", () => {
    const account = "DE12500105175407123456";
    expect(statement.transactions).toEqual([
      {
        ...none,
        accountIban: account,
        bookingDate: "2024-01-31",
        valueDate: "2024-01-31",
        amount: -123456,
        counterpartyName: "Grundstücksverwaltung Öztürk",
        purpose: "Hausgeld Januar Objekt Bäckerstraße 5",
        bankTransactionText: "Lastschrift",
        sourceLine: 15,
      },
      {
        ...none,
        accountIban: account,
        bookingDate: "2024-01-02",
        valueDate: "2024-01-03",
        amount: 95000,
        counterpartyName: "Jürgen Weiß",
        purpose: "Miete Januar 2024",
        bankTransactionText: "Gutschrift",
        sourceLine: 16,
      },
    ]);
    expect([statement.skipped, statement.errors]).toEqual([[], []]);
  });

  it("reads the older layout without a balance column and with Valuta", () => {
    const older = [
      "Umsatzanzeige;Datei erstellt am: 01.02.2019 09:15",
      "IBAN;DE12500105175407123456",
      "",
      "Buchung;Valuta;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Betrag;Währung",
      "02.01.2019;04.01.2019;Jürgen Weiß;Gutschrift;Miete;950,00;EUR",
    ].join("\n");
    const parsed = read(older);
    expect(parsed.dialect).toBe("ing");
    expect(parsed.transactions).toEqual([
      { ...none, accountIban: "DE12500105175407123456", bookingDate: "2019-01-02", valueDate: "2019-01-04", amount: 95000, counterpartyName: "Jürgen Weiß", purpose: "Miete", bankTransactionText: "Gutschrift", sourceLine: 5 },
    ]);
  });
});

describe("comdirect", () => {
  const file = fixture("comdirect.csv");
  const statement = read(file.text);

  it("is Windows-1252 with the comdirect preamble; the closing balance is read, the trailer ignored", () => {
    expect([file.encoding, file.bom]).toEqual(["windows-1252", false]);
    expect([statement.dialect, statement.formatName]).toEqual(["comdirect", "comdirect"]);
    expect(statement.accountIban).toBeNull();
    expect(statement.statements[0]?.closingBalance).toEqual({ amount: 345678, currency: "EUR", date: null });
    expect(statement.errors).toEqual([]);
  });

  it("unpacks name, IBAN, purpose and references from the Buchungstext", () => {
    expect(statement.transactions).toEqual([
      {
        ...none,
        bookingDate: "2024-01-30",
        valueDate: "2024-01-30",
        amount: 125000,
        counterpartyName: "Jürgen Weiß",
        purpose: "Miete Februar 2024 Whg. 2",
        bankTransactionText: "Übertrag / Überweisung",
        bankReference: "3J2C24030HB12345/1",
        sourceLine: 7,
      },
      {
        ...none,
        bookingDate: "2024-01-15",
        valueDate: "2024-01-15",
        amount: -123456,
        counterpartyName: "Stadtwerke Musterstadt GmbH", // glued to "Kto/IBAN:" in the file
        counterpartyIban: "DE12500105175407123456",
        counterpartyBic: "GENODEF1S05",
        purpose: "Abschlag Strom 01/2024",
        bankTransactionText: "Lastschrift / Belastung",
        endToEndId: "E2E-2024-0115",
        mandateReference: "MANDAT-0815",
        creditorId: "DE98ZZZ09999999999",
        bankReference: "HS24015XYZ987/2",
        sourceLine: 8,
      },
      {
        ...none,
        bookingDate: "2024-01-10",
        valueDate: "2024-01-10",
        amount: -8990,
        purpose: "Baumarkt Müller Musterstadt DE Karte Nr. 4871 78XX XXXX 1234 Debitkarte 08.01.2024",
        bankTransactionText: "Kartenverfügung",
        bankReference: "5K2J240100000001",
        sourceLine: 9,
      },
    ]);
  });

  it("skips the open (pending) row", () => {
    expect(statement.skipped).toEqual([{ line: 6, message: "Zeile 6: vorgemerkt, noch nicht gebucht" }]);
  });

  it("stops at the next section, which belongs to another account, and says so", () => {
    const withCard = `${file.text}\r\n"Umsätze Visa-Karte (Kreditkarte)";"Zeitraum: 30 Tage";\r\n"Buchungstag";"Umsatztag";"Vorgang";"Referenz";"Buchungstext";"Umsatz in EUR";\r\n"05.01.2024";"04.01.2024";"Visa-Umsatz";"123";"Hotel";"-99,00";\r\n`;
    const withoutTrailer = withCard.replace('"Alter Kontostand";"3.530,24 EUR";', "");
    const parsed = read(withoutTrailer);
    expect(parsed.transactions).toHaveLength(3);
    expect(parsed.skipped.at(-1)).toEqual({
      line: 13,
      message: "Ab Zeile 13: Der Abschnitt „Umsätze Visa-Karte (Kreditkarte)“ gehört zu einem anderen Konto und wird nicht übernommen",
    });
  });
});

describe("Volksbank/Raiffeisenbank", () => {
  const file = fixture("volksbank.csv");
  const statement = read(file.text);

  it("is UTF-8 with BOM; every row names the account", () => {
    expect([file.encoding, file.bom]).toEqual(["utf-8", true]);
    expect([statement.dialect, statement.formatName]).toEqual(["volksbank", "Volksbank/Raiffeisenbank"]);
    expect(statement.accountIban).toBe("DE97200411110123456700");
  });

  it("reads debit and credit with every field, the EndToEndId from the SEPA tags", () => {
    const account = "DE97200411110123456700";
    expect(statement.transactions).toEqual([
      {
        ...none,
        accountIban: account,
        bookingDate: "2024-01-31",
        valueDate: "2024-01-31",
        amount: -9840,
        counterpartyName: "Stadtkasse Öhringen",
        counterpartyIban: "DE85760260000987654321",
        counterpartyBic: "BYLADEM1001",
        purpose: "Grundsteuer 1. Quartal EREF: GS-2024-Q1 MREF: GS-4711 CRED: DE11ZZZ00000000006 IBAN: DE85760260000987654321 BIC: BYLADEM1001",
        bankTransactionText: "Basislastschrift",
        endToEndId: "GS-2024-Q1",
        mandateReference: "GS-4711",
        creditorId: "DE11ZZZ00000000006",
        sourceLine: 2,
      },
      {
        ...none,
        accountIban: account,
        bookingDate: "2024-01-02",
        valueDate: "2024-01-02",
        amount: 125000,
        counterpartyName: "Jürgen Weiß", // trailing blank of the export trimmed
        counterpartyIban: "DE17100500000123456789",
        counterpartyBic: "COBADEFFXXX",
        purpose: "Miete Januar 2024",
        bankTransactionText: "Gutschrift",
        sourceLine: 3,
      },
    ]);
  });

  it("knows the layout with 'Gekennzeichneter Umsatz'", () => {
    const text = [
      "Bezeichnung Auftragskonto;IBAN Auftragskonto;BIC Auftragskonto;Bankname Auftragskonto;Buchungstag;Valutadatum;Name Zahlungsbeteiligter;IBAN Zahlungsbeteiligter;BIC (SWIFT-Code) Zahlungsbeteiligter;Buchungstext;Verwendungszweck;Betrag;Waehrung;Saldo nach Buchung;Bemerkung;Gekennzeichneter Umsatz;Glaeubiger ID;Mandatsreferenz",
      "Konto;DE97200411110123456700;GENODEF1S05;VR Bank;28.11.2025;30.11.2025;;;;Abschluss;Abschluss per 30.11.2025;-6,00;EUR;15164,95;;;;",
    ].join("\r\n");
    const parsed = read(text);
    expect(parsed.dialect).toBe("volksbank");
    expect(parsed.transactions[0]).toMatchObject({ bookingDate: "2025-11-28", valueDate: "2025-11-30", amount: -600, counterpartyName: null, purpose: "Abschluss per 30.11.2025" });
  });
});

describe("Commerzbank", () => {
  const file = fixture("commerzbank.csv");
  const statement = read(file.text);

  it("is recognised; the account IBAN comes from the rows", () => {
    expect([file.encoding, file.bom]).toEqual(["utf-8", true]);
    expect([statement.dialect, statement.formatName]).toEqual(["commerzbank", "Commerzbank"]);
    expect(statement.accountIban).toBe("DE38500400000123456700");
  });

  it("keeps name and purpose together and takes the labelled references out", () => {
    const account = "DE38500400000123456700";
    expect(statement.transactions).toEqual([
      {
        ...none,
        accountIban: account,
        bookingDate: "2024-01-31",
        valueDate: "2024-01-31",
        amount: -123456,
        purpose: "Stadtwerke Musterstadt GmbH Abschlag Strom 01/2024",
        bankTransactionText: "Lastschrift",
        endToEndId: "E2E-2024-0115",
        mandateReference: "MANDAT-0815",
        creditorId: "DE98ZZZ09999999999",
        sourceLine: 2,
      },
      { ...none, accountIban: account, bookingDate: "2024-01-05", valueDate: "2024-01-05", amount: -1250, purpose: "Hausmeisterservice Groß Rechnung 2024-001", bankTransactionText: "Überweisung", sourceLine: 3 },
      { ...none, accountIban: account, bookingDate: "2024-01-02", valueDate: "2024-01-02", amount: 125000, purpose: "Jürgen Weiß Miete Januar 2024 Whg. 2", bankTransactionText: "Gutschrift", sourceLine: 4 },
    ]);
  });

  it("knows the newer layout with 'IBAN Kontoinhaber'", () => {
    const text = "\uFEFFBuchungstag;Wertstellung;Umsatzart;Buchungstext;Betrag;Währung;IBAN Kontoinhaber;Kategorie\r\n31.12.2024;31.12.2024;Zinsen/Entgelte;Kontoführung;-10,7;EUR;DE38500400000123456700;\r\n";
    const parsed = read(text);
    expect(parsed.dialect).toBe("commerzbank");
    expect(parsed.transactions).toEqual([
      { ...none, accountIban: "DE38500400000123456700", bookingDate: "2024-12-31", valueDate: "2024-12-31", amount: -1070, purpose: "Kontoführung", bankTransactionText: "Zinsen/Entgelte", sourceLine: 2 },
    ]);
  });
});

describe("row problems", () => {
  const header = '"Auftragskonto";"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Glaeubiger ID";"Mandatsreferenz";"Kundenreferenz (End-to-End)";"Sammlerreferenz";"Lastschrift Ursprungsbetrag";"Auslagenersatz Ruecklastschrift";"Beguenstigter/Zahlungspflichtiger";"Kontonummer/IBAN";"BIC (SWIFT-Code)";"Betrag";"Waehrung";"Info"';
  const row = (date: string, amount: string) => `"DE89370400440532013000";"${date}";"";"X";"Y";"";"";"";"";"";"";"Z";"";"";"${amount}";"EUR";"Umsatz gebucht"`;

  it("names the line and the value of broken dates and amounts and keeps the good rows", () => {
    const text = [header, row("02.01.24", "1,00"), row("31.02.24", "1,00"), row("", "1,00"), row("03.01.24", ""), row("03.01.24", "1,234"), '"DE89370400440532013000";"03.01.24"'].join("\n");
    const parsed = read(text);
    expect(parsed.transactions.map((t) => [t.sourceLine, t.amount, t.valueDate])).toEqual([[2, 100, null]]);
    expect(parsed.errors).toEqual([
      { line: 3, message: "Zeile 3: Buchungstag „31.02.24“ ist kein Datum" },
      { line: 4, message: "Zeile 4: Buchungstag fehlt" },
      { line: 5, message: "Zeile 5: Der Betrag fehlt" },
      { line: 6, message: "Zeile 6: Betrag „1,234“ hat mehr als zwei Nachkommastellen" },
      { line: 7, message: "Zeile 7: 2 statt 17 Spalten" },
    ]);
  });

  it("refuses an unreadable CSV with a German message", () => {
    expect(readBankCsv(`${header}\n"DE89;02.01.24\n`)).toMatchObject({ ok: false, code: "unreadable", message: expect.stringMatching(/^Zeile 2: Ein Feld in Anführungszeichen endet nicht/) });
    expect(readBankCsv("a;b\n1;2\n3;4\n", { limits: { maxRows: 2 } })).toEqual({
      ok: false,
      code: "unreadable",
      message: "Die CSV-Datei hat zu viele Zeilen (höchstens 2).",
    });
  });
});

describe("an unknown bank", () => {
  const unknown = [
    "Kontoauszug Musterbank;;;;;",
    "Konto;DE89370400440532013000;;;;",
    "",
    "Datum;Empfänger/Auftraggeber;IBAN;Verwendungszweck;Soll;Haben;Währung",
    "02.01.2024;Jürgen Weiß;DE17100500000123456789;Miete Januar;;950,00;EUR",
    "05.01.2024;Stadtwerke;DE12500105175407123456;Abschlag;45,10;;EUR",
    "06.01.2024;Bank;;Gebühr;;;EUR",
  ].join("\n");

  it("is refused with a proposed mapping from the header words", () => {
    const result = readBankCsv(unknown);
    expect(result).toEqual({
      ok: false,
      code: "unknownFormat",
      message:
        "Diese CSV-Datei kennt Hausbuch nicht: Die Kopfzeile passt zu keiner unterstützten Bank (Sparkasse, DKB, ING, comdirect, Volksbank/Raiffeisenbank, Commerzbank). Ordne die Spalten bitte selbst zu.",
      proposal: {
        delimiter: ";",
        headerRow: 4,
        columns: {
          bookingDate: "Datum",
          credit: "Haben",
          debit: "Soll",
          counterpartyName: "Empfänger/Auftraggeber",
          counterpartyIban: "IBAN",
          purpose: "Verwendungszweck",
          currency: "Währung",
        },
        dateFormat: "dd.MM.yyyy",
        decimalSeparator: ",",
      },
    });
  });

  it("is read with the (confirmed) mapping: Soll negative, Haben positive", () => {
    const proposal = readBankCsv(unknown);
    if (proposal.ok || proposal.code !== "unknownFormat" || !proposal.proposal) throw new Error("no proposal");
    const parsed = read(unknown, { mapping: proposal.proposal });
    expect([parsed.dialect, parsed.format, parsed.formatName]).toEqual(["generic", "generic-csv", "CSV mit eigener Spaltenzuordnung"]);
    expect(parsed.transactions).toEqual([
      { ...none, bookingDate: "2024-01-02", amount: 95000, counterpartyName: "Jürgen Weiß", counterpartyIban: "DE17100500000123456789", purpose: "Miete Januar", sourceLine: 5 },
      { ...none, bookingDate: "2024-01-05", amount: -4510, counterpartyName: "Stadtwerke", counterpartyIban: "DE12500105175407123456", purpose: "Abschlag", sourceLine: 6 },
    ]);
    expect(parsed.errors).toEqual([{ line: 7, message: "Zeile 7: Der Betrag fehlt" }]);
  });

  it("reads an English export with point decimals and ISO dates", () => {
    const english = "Date,Payee,Reference,Amount,Balance\n2024-01-02,Anna Smith,Rent January,\"1,250.00\",\"2,000.00\"\n2024-01-03,Power Co,Bill,-45.1,\"1,954.90\"\n";
    const result = readBankCsv(english);
    if (result.ok || result.code !== "unknownFormat" || !result.proposal) throw new Error("no proposal");
    expect(result.proposal).toEqual({
      delimiter: ",",
      headerRow: 1,
      columns: { bookingDate: "Date", amount: "Amount", counterpartyName: "Payee", purpose: "Reference" },
      dateFormat: "yyyy-MM-dd",
      decimalSeparator: ".",
    });
    const parsed = read(english, { mapping: result.proposal });
    expect(parsed.transactions.map((t) => [t.bookingDate, t.amount, t.counterpartyName])).toEqual([
      ["2024-01-02", 125000, "Anna Smith"],
      ["2024-01-03", -4510, "Power Co"],
    ]);
  });

  it("refuses a mapping whose columns are not in the file", () => {
    const mapping = { headerRow: 4, columns: { bookingDate: "Buchungstag", amount: "Betrag" }, dateFormat: "dd.MM.yyyy", decimalSeparator: "," } as const;
    expect(readBankCsv(unknown, { mapping })).toMatchObject({ ok: false, code: "unknownFormat", message: "Die Spalte „Buchungstag“ gibt es in der Kopfzeile nicht." });
    expect(readBankCsv(unknown, { mapping: { ...mapping, headerRow: 99 } })).toMatchObject({ ok: false, message: "Die Kopfzeile 99 gibt es in der Datei nicht." });
  });

  it("proposes nothing when there is no table with dates", () => {
    expect(readBankCsv("Hallo;Welt\nwie;geht's\n")).toMatchObject({ ok: false, code: "unknownFormat", proposal: null });
  });
});
