import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readCamt053 } from "./camt053";
import type { ParsedStatement } from "./statement";

// Third-party samples (genkgo/camt, MIT; tests/fixtures/camt053/README.md). Every expected
// value below was read from the XML by hand.
const fixture = (name: string) => readFileSync(new URL(`../../../../../tests/fixtures/camt053/${name}`, import.meta.url), "utf8");

function read(xml: string): ParsedStatement {
  const result = readCamt053(xml);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

function refusal(xml: string): string {
  const result = readCamt053(xml);
  if (result.ok) throw new Error("expected a refusal");
  return result.message;
}

const ACCOUNT = "NL26VAYB8060476890";
const COUNTERPARTY = "NL56AGDH9619008421";

describe("readCamt053 with the genkgo samples", () => {
  it("camt053.v2.minimal: one statement, one credit from the debtor, balances in their currencies", () => {
    const statement = read(fixture("camt053.v2.minimal.xml"));
    expect(statement.format).toBe("camt053");
    expect(statement.formatName).toBe("CAMT.053 (Version 001.02)");
    expect(statement.accountIban).toBe(ACCOUNT);
    expect(statement.statements).toEqual([
      {
        id: "253EURNL26VAYB8060476890",
        accountIban: ACCOUNT,
        from: "2007-10-18", // FrDtTm 2007-10-18T08:00:00+01:00, date as written
        to: "2007-10-18",
        openingBalance: { amount: 1815, currency: "EUR", date: "2014-12-30" }, // OPBD 18.15 CRDT
        closingBalance: { amount: -2700, currency: "SEK", date: "2014-12-31" }, // CLBD 27.00 SEK DBIT
      },
    ]);
    expect(statement.transactions).toEqual([
      {
        accountIban: ACCOUNT,
        bookingDate: "2014-12-31",
        valueDate: "2015-01-02",
        amount: 885, // 8.85 CRDT
        currency: "EUR",
        counterpartyName: "NAME NAME", // Dbtr of a credit
        counterpartyIban: COUNTERPARTY, // DbtrAcct
        counterpartyBic: null,
        purpose: "4654654654654654", // Strd/CdtrRefInf/Ref (SCOR)
        bankTransactionText: null,
        endToEndId: null, // only a proprietary reference
        mandateReference: null,
        creditorId: null,
        bankReference: null,
        sourceLine: null,
      },
    ]);
    expect(statement.skipped).toEqual([]);
    expect(statement.errors).toEqual([]);
  });

  it("camt053.v2.multi.statement: two statements with one booking each, credit and debit", () => {
    const statement = read(fixture("camt053.v2.multi.statement.xml"));
    expect(statement.statements.map((s) => [s.id, s.openingBalance?.amount, s.closingBalance?.amount, s.from])).toEqual([
      ["253EURNL26VAYB8060476890", 1815, 2700, "2007-10-18"],
      ["254EURNL26VAYB8060476890", 2700, 2000, null], // the second has no FrToDt
    ]);
    expect(statement.accountIban).toBe(ACCOUNT);
    expect(statement.transactions).toHaveLength(2);
    const [credit, debit] = statement.transactions;
    // A credit whose XML names only the creditor (the account holder): no counterparty known.
    expect(credit).toMatchObject({
      amount: 885,
      bookingDate: "2014-12-31",
      valueDate: "2015-01-02",
      counterpartyName: null,
      counterpartyIban: null,
      purpose: "Transaction Description 1",
      endToEndId: "000000001",
    });
    // A debit: the creditor is the counterparty.
    expect(debit).toMatchObject({
      amount: -700, // 7.00 DBIT
      bookingDate: "2014-12-31",
      counterpartyName: "Company Name 2",
      counterpartyIban: COUNTERPARTY,
      purpose: "Transaction Description 2",
      endToEndId: "000000002",
    });
  });

  it("camt053.v2.with-party-ids: party identifications (a national ID, no SEPA creditor ID) change nothing", () => {
    const statement = read(fixture("camt053.v2.with-party-ids.xml"));
    expect(statement.transactions).toHaveLength(1);
    expect(statement.transactions[0]).toMatchObject({
      amount: 885,
      counterpartyName: "NAME NAME",
      counterpartyIban: COUNTERPARTY,
      purpose: "4654654654654654",
      creditorId: null,
    });
  });

  it("camt053.v2.five.decimals: amounts with zero extra decimals are read exactly", () => {
    const statement = read(fixture("camt053.v2.five.decimals.xml"));
    // <Amt Ccy="EUR">8.850</Amt>, OPBD 18.150, CLBD 27.050
    expect(statement.transactions.map((t) => t.amount)).toEqual([885]);
    expect(statement.statements[0]?.openingBalance).toEqual({ amount: 1815, currency: "EUR", date: "2014-12-30" });
    expect(statement.statements[0]?.closingBalance).toEqual({ amount: 2705, currency: "EUR", date: "2014-12-31" });
    expect(statement.transactions[0]).toMatchObject({ purpose: "Transaction Description", endToEndId: "000000001", counterpartyName: null });
  });

  it("camt053.v4: IBAN in Acct/Id/Othr, AcctSvcrRef, and the entry amount wins over a detail amount in another currency", () => {
    const statement = read(fixture("camt053.v4.xml"));
    expect(statement.formatName).toBe("CAMT.053 (Version 001.04)");
    expect(statement.accountIban).toBe(ACCOUNT);
    expect(statement.transactions).toHaveLength(1);
    expect(statement.transactions[0]).toMatchObject({
      amount: 885, // Ntry 8.85 EUR, not TxDtls "0 SEK"
      currency: "EUR",
      bookingDate: "2014-12-31",
      counterpartyName: "NAME NAME",
      counterpartyIban: COUNTERPARTY,
      purpose: "4654654654654654",
      bankReference: "AAAASESS-FP-CN_98765/01",
    });
  });

  it("camt053.v8: Sts/Cd, BookgDt as DtTm, the party name nested in Pty, EndToEndId", () => {
    const statement = read(fixture("camt053.v8.xml"));
    expect(statement.formatName).toBe("CAMT.053 (Version 001.08)");
    expect(statement.transactions).toHaveLength(1);
    expect(statement.transactions[0]).toMatchObject({
      bookingDate: "2014-12-31", // <DtTm>2014-12-31T13:15:00+01:00</DtTm>, no time-zone shift
      valueDate: "2015-01-02",
      amount: 885,
      counterpartyName: "NAME NAME", // RltdPties/Dbtr/Pty/Nm
      counterpartyIban: COUNTERPARTY,
      endToEndId: "MUELL/FINP/RA12345",
      bankReference: "AAAASESS-FP-CN_98765/01",
    });
  });

  it("refuses camt053.v2.wrong (a group header without any statement), saying what is missing", () => {
    expect(refusal(fixture("camt053.v2.wrong.xml"))).toBe("Die CAMT-Datei enthält keinen Kontoauszug: Das Element „Stmt“ fehlt.");
  });
});

/** A German bank's CAMT.053 v8 statement around the given entries. */
function germanStatement(entries: string, { prefix = "", version = "08" } = {}): string {
  const p = prefix ? `${prefix}:` : "";
  const xmlns = prefix ? `xmlns:${prefix}` : "xmlns";
  return `<?xml version="1.0" encoding="UTF-8"?>
<${p}Document ${xmlns}="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}">
 <${p}BkToCstmrStmt>
  <${p}GrpHdr><${p}MsgId>M1</${p}MsgId><${p}CreDtTm>2024-02-01T06:00:00+01:00</${p}CreDtTm></${p}GrpHdr>
  <${p}Stmt>
   <${p}Id>2024-01-31-0001</${p}Id>
   <${p}FrToDt><${p}FrDtTm>2024-01-01T00:00:00+01:00</${p}FrDtTm><${p}ToDtTm>2024-01-31T23:59:59+01:00</${p}ToDtTm></${p}FrToDt>
   <${p}Acct><${p}Id><${p}IBAN>DE89370400440532013000</${p}IBAN></${p}Id><${p}Ccy>EUR</${p}Ccy></${p}Acct>
   <${p}Bal><${p}Tp><${p}CdOrPrtry><${p}Cd>PRCD</${p}Cd></${p}CdOrPrtry></${p}Tp><${p}Amt Ccy="EUR">1000.00</${p}Amt><${p}CdtDbtInd>CRDT</${p}CdtDbtInd><${p}Dt><${p}Dt>2023-12-31</${p}Dt></${p}Dt></${p}Bal>
   <${p}Bal><${p}Tp><${p}CdOrPrtry><${p}Cd>CLBD</${p}Cd></${p}CdOrPrtry></${p}Tp><${p}Amt Ccy="EUR">1234.56</${p}Amt><${p}CdtDbtInd>CRDT</${p}CdtDbtInd><${p}Dt><${p}Dt>2024-01-31</${p}Dt></${p}Dt></${p}Bal>
   ${entries.replaceAll("<", `<${p}`).replaceAll(`<${p}/`, `</${p}`)}
  </${p}Stmt>
 </${p}BkToCstmrStmt>
</${p}Document>`;
}

const rentCredit = `<Ntry><Amt Ccy="EUR">850.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
  <BookgDt><Dt>2024-01-03</Dt></BookgDt><ValDt><Dt>2024-01-03</Dt></ValDt><AcctSvcrRef>2024010312345</AcctSvcrRef>
  <AddtlNtryInf>GUTSCHR. UEBERWEISUNG</AddtlNtryInf>
  <NtryDtls><TxDtls><Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
   <RltdPties><Dbtr><Pty><Nm>Jörg Müller &amp; Söhne</Nm></Pty></Dbtr><DbtrAcct><Id><IBAN>DE75 1203 0000 1020 3040 50</IBAN></Id></DbtrAcct></RltdPties>
   <RltdAgts><DbtrAgt><FinInstnId><BICFI>BYLADEM1001</BICFI></FinInstnId></DbtrAgt></RltdAgts>
   <RmtInf><Ustrd>Miete Januar 2024</Ustrd><Ustrd>Whg. 3 links</Ustrd></RmtInf>
  </TxDtls></NtryDtls></Ntry>`;

const directDebit = `<Ntry><Amt Ccy="EUR">45.10</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
  <BookgDt><DtTm>2024-01-15T23:30:00+01:00</DtTm></BookgDt><ValDt><Dt>2024-01-16</Dt></ValDt>
  <NtryDtls><TxDtls><Refs><EndToEndId>E2E-4711</EndToEndId><MndtId>MANDAT-0815</MndtId></Refs>
   <RltdPties><Cdtr><Pty><Nm>Stadtwerke Musterstadt</Nm><Id><PrvtId><Othr><Id>DE98ZZZ09999999999</Id><SchmeNm><Prtry>SEPA</Prtry></SchmeNm></Othr></PrvtId></Id></Pty></Cdtr>
    <CdtrAcct><Id><IBAN>DE12500105175407123456</IBAN></Id></CdtrAcct></RltdPties>
   <RmtInf><Ustrd>Abschlag Strom</Ustrd></RmtInf><AddtlTxInf>LASTSCHRIFT</AddtlTxInf>
  </TxDtls></NtryDtls></Ntry>`;

describe("readCamt053 with a German bank's statement", () => {
  it("reads credit and direct debit with every field", () => {
    const statement = read(germanStatement(rentCredit + directDebit));
    expect(statement.accountIban).toBe("DE89370400440532013000");
    expect(statement.statements).toEqual([
      {
        id: "2024-01-31-0001",
        accountIban: "DE89370400440532013000",
        from: "2024-01-01",
        to: "2024-01-31",
        openingBalance: { amount: 100000, currency: "EUR", date: "2023-12-31" }, // PRCD stands in for OPBD
        closingBalance: { amount: 123456, currency: "EUR", date: "2024-01-31" },
      },
    ]);
    expect(statement.transactions).toEqual([
      {
        accountIban: "DE89370400440532013000",
        bookingDate: "2024-01-03",
        valueDate: "2024-01-03",
        amount: 85000,
        currency: "EUR",
        counterpartyName: "Jörg Müller & Söhne",
        counterpartyIban: "DE75120300001020304050",
        counterpartyBic: "BYLADEM1001",
        purpose: "Miete Januar 2024 Whg. 3 links",
        bankTransactionText: "GUTSCHR. UEBERWEISUNG",
        endToEndId: null,
        mandateReference: null,
        creditorId: null,
        bankReference: "2024010312345",
        sourceLine: null,
      },
      {
        accountIban: "DE89370400440532013000",
        bookingDate: "2024-01-15", // the DtTm's date as written, not shifted to UTC
        valueDate: "2024-01-16",
        amount: -4510,
        currency: "EUR",
        counterpartyName: "Stadtwerke Musterstadt",
        counterpartyIban: "DE12500105175407123456",
        counterpartyBic: null,
        purpose: "Abschlag Strom",
        bankTransactionText: "LASTSCHRIFT",
        endToEndId: "E2E-4711",
        mandateReference: "MANDAT-0815",
        creditorId: "DE98ZZZ09999999999",
        bankReference: null,
        sourceLine: null,
      },
    ]);
  });

  it("reads namespace-prefixed documents and numeric character references", () => {
    const entry = rentCredit.replace("Jörg Müller &amp; Söhne", "J&#246;rg M&#xFC;ller &amp; S&#246;hne");
    const statement = read(germanStatement(entry, { prefix: "ns2" }));
    expect(statement.formatName).toBe("CAMT.053 (Version 001.08)");
    expect(statement.transactions[0]?.counterpartyName).toBe("Jörg Müller & Söhne");
  });

  it("splits a batch booking into one transaction per detail with its own amount", () => {
    const batch = `<Ntry><Amt Ccy="EUR">1300.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2024-01-05</Dt></BookgDt>
      <AddtlNtryInf>SAMMLER-GUTSCHRIFT</AddtlNtryInf>
      <NtryDtls><Btch><NbOfTxs>2</NbOfTxs></Btch>
       <TxDtls><Amt Ccy="EUR">800.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><RltdPties><Dbtr><Pty><Nm>Anna Schmidt</Nm></Pty></Dbtr></RltdPties><RmtInf><Ustrd>Miete Whg 1</Ustrd></RmtInf></TxDtls>
       <TxDtls><Amt Ccy="EUR">500.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><RltdPties><Dbtr><Pty><Nm>Ben Weber</Nm></Pty></Dbtr></RltdPties><RmtInf><Ustrd>Miete Whg 2</Ustrd></RmtInf></TxDtls>
      </NtryDtls></Ntry>`;
    const statement = read(germanStatement(batch));
    expect(statement.transactions.map((t) => [t.amount, t.counterpartyName, t.purpose, t.bookingDate, t.bankTransactionText])).toEqual([
      [80000, "Anna Schmidt", "Miete Whg 1", "2024-01-05", "SAMMLER-GUTSCHRIFT"],
      [50000, "Ben Weber", "Miete Whg 2", "2024-01-05", "SAMMLER-GUTSCHRIFT"],
    ]);
  });

  it("books a batch as one transaction when its details do not add up to the entry", () => {
    const batch = `<Ntry><Amt Ccy="EUR">1300.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2024-01-05</Dt></BookgDt>
      <AddtlNtryInf>SAMMLER-GUTSCHRIFT</AddtlNtryInf>
      <NtryDtls><TxDtls><Amt Ccy="EUR">800.00</Amt><RmtInf><Ustrd>A</Ustrd></RmtInf></TxDtls><TxDtls><RmtInf><Ustrd>B</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
    const statement = read(germanStatement(batch));
    expect(statement.transactions).toHaveLength(1);
    expect(statement.transactions[0]).toMatchObject({ amount: 130000, purpose: "", bankTransactionText: "SAMMLER-GUTSCHRIFT" });
  });

  it("reads a v2 batch's amounts from AmtDtls/TxAmt", () => {
    const batch = `<Ntry><Amt Ccy="EUR">30.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2024-01-05</Dt></BookgDt>
      <NtryDtls>
       <TxDtls><AmtDtls><TxAmt><Amt Ccy="EUR">10.00</Amt></TxAmt></AmtDtls><RltdPties><Cdtr><Nm>A GmbH</Nm></Cdtr></RltdPties></TxDtls>
       <TxDtls><AmtDtls><TxAmt><Amt Ccy="EUR">20.00</Amt></TxAmt></AmtDtls><RltdPties><Cdtr><Nm>B GmbH</Nm></Cdtr></RltdPties></TxDtls>
      </NtryDtls></Ntry>`;
    const statement = read(germanStatement(batch, { version: "02" }));
    expect(statement.transactions.map((t) => [t.amount, t.counterpartyName])).toEqual([
      [-1000, "A GmbH"],
      [-2000, "B GmbH"],
    ]);
  });

  it("skips pending and informational entries and reports them", () => {
    const pending = rentCredit.replace("<Sts><Cd>BOOK</Cd></Sts>", "<Sts><Cd>PDNG</Cd></Sts>");
    const info = rentCredit.replace("<Sts><Cd>BOOK</Cd></Sts>", "<Sts><Cd>INFO</Cd></Sts>");
    const statement = read(germanStatement(pending + info + directDebit));
    expect(statement.transactions.map((t) => t.amount)).toEqual([-4510]);
    expect(statement.skipped).toEqual([
      { line: null, message: "Auszug 2024-01-31-0001, Buchung 1: vorgemerkt, noch nicht gebucht." },
      { line: null, message: "Auszug 2024-01-31-0001, Buchung 2: Status „INFO“ – übernommen werden nur gebuchte Umsätze." },
    ]);
  });

  it("refuses a fraction of a cent for that entry with a clear message, and reads the rest", () => {
    const halfCent = directDebit.replace("45.10", "45.105");
    const statement = read(germanStatement(rentCredit + halfCent));
    expect(statement.transactions.map((t) => t.amount)).toEqual([85000]);
    expect(statement.errors).toEqual([
      {
        line: null,
        message:
          "Auszug 2024-01-31-0001, Buchung 2: Betrag „45.105“ hat mehr als zwei Nachkommastellen und lässt sich nicht auf den Cent genau buchen.",
      },
    ]);
  });

  it("accepts five decimals when they are zeros", () => {
    const statement = read(germanStatement(directDebit.replace("45.10", "45.10000")));
    expect(statement.transactions[0]?.amount).toBe(-4510);
  });

  it("reports broken amounts, indicators and dates per entry", () => {
    const badAmount = directDebit.replace("45.10", "45,10");
    const badIndicator = directDebit.replace("<CdtDbtInd>DBIT</CdtDbtInd>", "<CdtDbtInd>SOLL</CdtDbtInd>");
    const noDate = directDebit.replace(/<BookgDt>.*?<\/BookgDt><ValDt>.*?<\/ValDt>/, "");
    const statement = read(germanStatement(badAmount + badIndicator + noDate));
    expect(statement.transactions).toEqual([]);
    expect(statement.errors.map((e) => e.message)).toEqual([
      "Auszug 2024-01-31-0001, Buchung 1: Betrag „45,10“ ist kein Betrag.",
      "Auszug 2024-01-31-0001, Buchung 2: Das Soll/Haben-Kennzeichen „SOLL“ ist weder CRDT (Gutschrift) noch DBIT (Belastung).",
      "Auszug 2024-01-31-0001, Buchung 3: Das Buchungsdatum fehlt oder ist ungültig.",
    ]);
  });

  it("accepts a statement without entries (the caller decides about empty statements)", () => {
    const statement = read(germanStatement(""));
    expect(statement.transactions).toEqual([]);
    expect(statement.statements).toHaveLength(1);
  });
});

describe("readCamt053 refuses what is not a camt.053 statement", () => {
  const iso = (type: string, body: string) =>
    `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:${type}">${body}</Document>`;

  it("names camt.052, camt.054 and pain.001 for what they are", () => {
    expect(refusal(iso("camt.052.001.02", "<BkToCstmrAcctRpt/>"))).toBe(
      "Die Datei ist ein Umsatzbericht (camt.052, untertägige Umsätze), kein Kontoauszug. Exportiere im Online-Banking bitte den Kontoauszug im Format camt.053.",
    );
    expect(refusal(iso("camt.054.001.08", "<BkToCstmrDbtCdtNtfctn/>"))).toMatch(/^Die Datei ist eine Einzelumsatz-Benachrichtigung \(camt\.054\), kein Kontoauszug/);
    expect(refusal(iso("pain.001.001.03", "<CstmrCdtTrfInitn/>"))).toMatch(/^Die Datei ist ein Überweisungsauftrag \(pain\.001\), kein Kontoauszug/);
    // Without a namespace the content tells.
    expect(refusal("<Document><BkToCstmrAcctRpt/></Document>")).toMatch(/camt\.052/);
  });

  it("refuses camt.053 versions it was not built for", () => {
    expect(refusal(iso("camt.053.001.01", "<BkToCstmrStmt/>"))).toBe(
      "Diese Version des CAMT.053-Formats (001.01) kann Hausbuch nicht lesen; unterstützt sind die Versionen 001.02 bis 001.08.",
    );
  });

  it("refuses other XML and broken XML", () => {
    expect(refusal('<?xml version="1.0"?><rss><channel/></rss>')).toBe(
      "Die XML-Datei ist kein Kontoauszug im CAMT.053-Format (sie enthält „rss“ statt eines ISO-20022-Dokuments).",
    );
    expect(refusal(iso("camt.053.001.02", "<GrpHdr/>"))).toBe("Die XML-Datei ist kein Kontoauszug: Das Element „BkToCstmrStmt“ fehlt.");
    expect(refusal('<?xml version="1.0"?>\n<Document>\n<BkToCstmrStmt>\n<Stmt>\n</Document>')).toBe(
      "Die XML-Datei ist beschädigt oder unvollständig (Fehler in Zeile 5).",
    );
    expect(refusal(germanStatement(rentCredit).slice(0, 900))).toMatch(/^Die XML-Datei ist beschädigt oder unvollständig/);
  });

  it("refuses a document above the size limit before parsing", () => {
    const xml = germanStatement(rentCredit.repeat(50));
    expect(readCamt053(xml, { maxChars: 1_000_000 }).ok).toBe(true);
    expect(readCamt053(xml, { maxChars: 10_000 })).toEqual({ ok: false, message: "Die Datei ist zu groß: Ein Kontoauszug darf höchstens 10 kB haben." });
  });
});

describe("readCamt053 security", () => {
  const DOCTYPE_MESSAGE =
    "Die XML-Datei enthält eine DOCTYPE- oder ENTITY-Deklaration. Aus Sicherheitsgründen liest Hausbuch solche Dateien nicht; ein Kontoauszug im CAMT-Format braucht keine.";

  it("refuses billion laughs at once, without expanding anything", () => {
    const levels = ['<!ENTITY lol0 "lol">'];
    for (let i = 1; i <= 9; i++) levels.push(`<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`);
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE Document [\n${levels.join("\n")}\n]>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Id>&lol9;</Id></Stmt></BkToCstmrStmt></Document>`;
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    expect(readCamt053(bomb)).toEqual({ ok: false, message: DOCTYPE_MESSAGE });
    expect(performance.now() - started).toBeLessThan(100);
    // Fully expanded, &lol9; is 10^9 × "lol" = 3 GB; refusing it costs next to nothing.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(16_000_000);
  });

  it("refuses external entities (XXE) and a DOCTYPE without entities", () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document><BkToCstmrStmt><Stmt><Id>&x;</Id></Stmt></BkToCstmrStmt></Document>`;
    expect(readCamt053(xxe)).toEqual({ ok: false, message: DOCTYPE_MESSAGE });
    expect(readCamt053('<!doctype Document><Document/>')).toEqual({ ok: false, message: DOCTYPE_MESSAGE });
  });

  it("leaves unknown entity references as text instead of resolving them", () => {
    const statement = read(germanStatement(rentCredit.replace("Miete Januar 2024", "Miete &nbsp;&foo;")));
    expect(statement.transactions[0]?.purpose).toBe("Miete &nbsp;&foo; Whg. 3 links");
  });
});
