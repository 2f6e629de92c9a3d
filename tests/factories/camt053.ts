// A CAMT.053 statement (version 001.08, the current one German banks deliver) written the way a
// bank writes it: one <Stmt> with its account, opening and closing balance, one <Ntry> per
// booking with the other party nested in <Pty> (new in 001.08) and the purpose in <Ustrd>
// lines of at most 140 characters. For e2e tests and benchmarks that need statements of their
// own data; the readers themselves are tested against third-party samples (tests/fixtures/camt053).

export type CamtEntry = {
  /** yyyy-MM-dd */
  bookingDate: string;
  /** > 0 money in, < 0 money out. */
  amountCents: number;
  /** The payer of a credit, the payee of a debit. */
  name: string;
  iban: string | null;
  purpose: string;
};

const escapeXml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
const amount = (cents: number) => `${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;

function purposeLines(purpose: string): string {
  const lines: string[] = [];
  for (let i = 0; i < purpose.length; i += 140) lines.push(`<Ustrd>${escapeXml(purpose.slice(i, i + 140))}</Ustrd>`);
  return lines.join("");
}

function entry(e: CamtEntry, index: number): string {
  const credit = e.amountCents > 0;
  const party = `<Pty><Nm>${escapeXml(e.name)}</Nm></Pty>`;
  const account = e.iban ? `<Id><IBAN>${e.iban}</IBAN></Id>` : "";
  const other = credit ? `<Dbtr>${party}</Dbtr>${account ? `<DbtrAcct>${account}</DbtrAcct>` : ""}` : `<Cdtr>${party}</Cdtr>${account ? `<CdtrAcct>${account}</CdtrAcct>` : ""}`;
  return `<Ntry><Amt Ccy="EUR">${amount(e.amountCents)}</Amt><CdtDbtInd>${credit ? "CRDT" : "DBIT"}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
<BookgDt><Dt>${e.bookingDate}</Dt></BookgDt><ValDt><Dt>${e.bookingDate}</Dt></ValDt><AcctSvcrRef>REF${String(index + 1).padStart(8, "0")}</AcctSvcrRef>
<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${credit ? "RCDT" : "ICDT"}</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
<NtryDtls><TxDtls><Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs><Amt Ccy="EUR">${amount(e.amountCents)}</Amt><CdtDbtInd>${credit ? "CRDT" : "DBIT"}</CdtDbtInd>
<RltdPties>${other}</RltdPties><RmtInf>${purposeLines(e.purpose)}</RmtInf></TxDtls></NtryDtls></Ntry>`;
}

/** The statement of `accountIban` holding `entries` (dates as given; the period from the first to the last). */
export function camt053(accountIban: string, entries: readonly CamtEntry[], openingCents = 0): Uint8Array {
  const dates = entries.map((e) => e.bookingDate).sort();
  const from = dates[0] ?? "2025-01-01";
  const to = dates.at(-1) ?? from;
  const closing = openingCents + entries.reduce((sum, e) => sum + e.amountCents, 0);
  const balance = (code: string, cents: number, date: string) =>
    `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${amount(cents)}</Amt><CdtDbtInd>${cents < 0 ? "DBIT" : "CRDT"}</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>`;
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<BkToCstmrStmt><GrpHdr><MsgId>HAUSBUCH-TEST-${from}</MsgId><CreDtTm>${to}T18:00:00+01:00</CreDtTm></GrpHdr>
<Stmt><Id>${accountIban}-${from}</Id><ElctrncSeqNb>1</ElctrncSeqNb><CreDtTm>${to}T18:00:00+01:00</CreDtTm>
<FrToDt><FrDtTm>${from}T00:00:00+01:00</FrDtTm><ToDtTm>${to}T23:59:59+01:00</ToDtTm></FrToDt>
<Acct><Id><IBAN>${accountIban}</IBAN></Id><Ccy>EUR</Ccy></Acct>
${balance("OPBD", openingCents, from)}${balance("CLBD", closing, to)}
${entries.map(entry).join("\n")}
</Stmt></BkToCstmrStmt></Document>
`;
  return new TextEncoder().encode(xml);
}
