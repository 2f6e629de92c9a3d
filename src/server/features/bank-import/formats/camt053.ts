import { isIsoDate, type IsoDate } from "@/core/dates";
import { cents, sumCents, type Cents } from "@/core/money";
import { messages } from "@/shared/messages";
import { parseIsoAmount } from "./amount-text";
import { ibanOrNull, cleanText } from "./fields";
import {
  commonIban,
  type ParsedStatement,
  type StatementBalance,
  type StatementIssue,
  type StatementSummary,
  type StatementTransaction,
} from "./statement";
import { attribute, child, children, elementNames, namespaces, parseXmlTree, text, texts, type XmlNode } from "./xml-tree";

/**
 * CAMT.053 (ISO 20022 "BankToCustomerStatement", versions 001.02–001.08, as German banks deliver
 * them under the DFÜ agreement) → {@link ParsedStatement}.
 *
 * - Several `<Stmt>` per file (one per account or day), several `<Ntry>` per statement.
 * - Batch bookings: an entry with several `<TxDtls>` becomes one transaction per detail with
 *   the detail's own amount — when every detail states an amount in the entry's currency and
 *   they add up to the entry. Otherwise the entry is booked as one transaction: what reached
 *   the account is the entry amount, and detail amounts that do not add up (or a single detail's
 *   amount in another currency, as in the genkgo v4/v8 samples' "0 SEK") must not replace it.
 * - Sign from `CdtDbtInd`: CRDT > 0, DBIT < 0. A reversal (RvslInd) is booked in the direction
 *   its indicator says, so it needs no special case.
 * - Amounts: see {@link parseIsoAmount} — up to 5 decimals by schema, accepted when the digits
 *   after the second are zeros, refused (as an error of that entry) otherwise.
 * - Dates: `Dt` or `DtTm`; of a DtTm the date is taken as written, without converting time zones
 *   (the bank's local booking day is what the statement means).
 * - Counterparty: the debtor of a credit, the creditor of a debit (v8 nests the name in `Pty`);
 *   the ultimate party stands in when the direct one has no name.
 * - Only booked entries (`Sts` BOOK) are imported; pending (PDNG) and informational ones are
 *   reported as skipped.
 */

/** Elements that may repeat where this reader looks; parsed as arrays always. */
const REPEATABLE = new Set(["Stmt", "Bal", "Ntry", "NtryDtls", "TxDtls", "Ustrd", "Strd", "AddtlRmtInf", "Othr", "AddtlTxInf", "AddtlNtryInf"]);

const CAMT_NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:([a-z]{4}\.\d{3})\.\d{3}\.(\d{2})$/;
const SUPPORTED_VERSIONS = new Set(["02", "03", "04", "05", "06", "07", "08"]);

/** The root elements of the messages people mix up with a statement, when no namespace says it. */
const MESSAGE_OF_ROOT_CHILD: Readonly<Record<string, string>> = {
  BkToCstmrAcctRpt: "camt.052",
  BkToCstmrDbtCdtNtfctn: "camt.054",
  CstmrCdtTrfInitn: "pain.001",
  CstmrPmtStsRpt: "pain.002",
  CstmrDrctDbtInitn: "pain.008",
};

export type CamtOptions = {
  /** Longest accepted XML text in characters. */
  maxChars: number;
};

export const DEFAULT_CAMT_OPTIONS: CamtOptions = { maxChars: 20_000_000 };

export type CamtResult = { ok: true; value: ParsedStatement } | { ok: false; message: string };

const fail = (message: string): CamtResult => ({ ok: false, message });

/** Whether `text` looks like XML at all (after a BOM and whitespace): the format decision. */
export function looksLikeXml(text: string): boolean {
  return /^\uFEFF?\s*</.test(text);
}

/** The date part of an ISO date or date-time as written ("2014-12-31T13:15:00+01:00" → 2014-12-31). */
function datePart(value: string | null): IsoDate | null {
  const date = value?.slice(0, 10) ?? null;
  return date !== null && isIsoDate(date) ? date : null;
}

/** A `Dt`/`DtTm` choice (BookgDt, ValDt, Bal/Dt). */
function dateChoice(node: XmlNode | undefined): IsoDate | null {
  return datePart(text(node, "Dt") ?? text(node, "DtTm"));
}

type Direction = 1 | -1;

function direction(value: string | null): Direction | null {
  if (value === "CRDT") return 1;
  if (value === "DBIT") return -1;
  return null;
}

type AmountRead = { ok: true; amount: Cents; currency: string | null } | { ok: false; message: string };

/** An `Amt` element with its `Ccy`, signed by `sign`. */
function readAmount(amt: XmlNode | undefined, sign: Direction, where: string): AmountRead {
  const raw = text(amt);
  if (raw === null) return { ok: false, message: messages.camtAmountMissing(where) };
  const parsed = parseIsoAmount(raw);
  if (!parsed.ok) {
    const message = parsed.problem === "tooManyDecimals" ? messages.camtAmountFractionOfCent(where, raw) : messages.camtAmountInvalid(where, raw);
    return { ok: false, message };
  }
  return { ok: true, amount: cents(parsed.value * sign), currency: attribute(amt, "Ccy") };
}

/** The party element (`Dbtr`, `Cdtr`, `UltmtDbtr` …) with its name, whether v2 (`Nm`) or v8 (`Pty/Nm`). */
function partyName(parties: XmlNode | undefined, role: string): string | null {
  const party = child(parties, role);
  return cleanText(text(party, "Nm") ?? text(party, "Pty", "Nm"));
}

/** The SEPA creditor identifier: `Cdtr[/Pty]/Id/PrvtId/Othr` with scheme "SEPA". */
function creditorId(parties: XmlNode | undefined): string | null {
  for (const path of [["Cdtr", "Id", "PrvtId"], ["Cdtr", "Pty", "Id", "PrvtId"], ["UltmtCdtr", "Id", "PrvtId"]]) {
    for (const other of children(child(parties, ...path), "Othr")) {
      if (text(other, "SchmeNm", "Prtry")?.toUpperCase() === "SEPA") {
        const id = cleanText(text(other, "Id"));
        if (id) return id;
      }
    }
  }
  return null;
}

/** Verwendungszweck: every `Ustrd`, then structured references and texts, joined with a space. */
function purposeOf(details: XmlNode | undefined): string {
  const remittance = child(details, "RmtInf");
  const parts = texts(remittance, "Ustrd");
  for (const structured of children(remittance, "Strd")) {
    const reference = text(structured, "CdtrRefInf", "Ref");
    if (reference) parts.push(reference);
    parts.push(...texts(structured, "AddtlRmtInf"));
  }
  return cleanText(parts.join(" ")) ?? "";
}

type DetailFields = Omit<StatementTransaction, "accountIban" | "bookingDate" | "valueDate" | "amount" | "currency" | "sourceLine">;

/** The counterparty and references of one `TxDtls` (or of none: an entry without details). */
function detailFields(details: XmlNode | undefined, entry: XmlNode, sign: Direction): DetailFields {
  const parties = child(details, "RltdPties");
  const agents = child(details, "RltdAgts");
  const role = sign > 0 ? "Dbtr" : "Cdtr";
  const endToEnd = text(details, "Refs", "EndToEndId");
  const agent = child(agents, `${role}Agt`, "FinInstnId");
  return {
    counterpartyName: partyName(parties, role) ?? partyName(parties, `Ultmt${role}`),
    counterpartyIban: ibanOrNull(text(parties, `${role}Acct`, "Id", "IBAN")),
    counterpartyBic: cleanText(text(agent, "BIC") ?? text(agent, "BICFI")),
    purpose: purposeOf(details),
    bankTransactionText: cleanText(texts(details, "AddtlTxInf").join(" ") || texts(entry, "AddtlNtryInf").join(" ")),
    endToEndId: endToEnd && endToEnd.toUpperCase() !== "NOTPROVIDED" ? endToEnd : null,
    mandateReference: cleanText(text(details, "Refs", "MndtId")),
    creditorId: creditorId(parties),
    bankReference: cleanText(text(details, "Refs", "AcctSvcrRef") ?? text(entry, "AcctSvcrRef")),
  };
}

/** The amount of one batch detail: `Amt` (001.03+) or `AmtDtls/TxAmt/Amt` (001.02). */
function detailAmount(details: XmlNode, entrySign: Direction, currency: string, where: string): Cents | null {
  const amt = child(details, "Amt") ?? child(details, "AmtDtls", "TxAmt", "Amt");
  if (!amt) return null;
  const sign = direction(text(details, "CdtDbtInd")) ?? entrySign;
  const read = readAmount(amt, sign, where);
  return read.ok && (read.currency ?? currency) === currency ? read.amount : null;
}

type Collected = { transactions: StatementTransaction[]; skipped: StatementIssue[]; errors: StatementIssue[] };

type StatementContext = { label: string; accountIban: string | null; accountCurrency: string | null };

function readEntry(entry: XmlNode, index: number, context: StatementContext, out: Collected): void {
  const where = messages.camtEntry(context.label, index);
  const status = text(entry, "Sts", "Cd") ?? text(entry, "Sts", "Prtry") ?? text(entry, "Sts");
  if (status !== null && status.toUpperCase() !== "BOOK") {
    const message = status.toUpperCase() === "PDNG" ? messages.camtPending(where) : messages.camtNotBooked(where, status);
    out.skipped.push({ line: null, message });
    return;
  }
  const indicator = text(entry, "CdtDbtInd");
  const sign = direction(indicator);
  if (sign === null) {
    out.errors.push({ line: null, message: messages.camtDirectionInvalid(where, indicator ?? "") });
    return;
  }
  const amount = readAmount(child(entry, "Amt"), sign, where);
  if (!amount.ok) {
    out.errors.push({ line: null, message: amount.message });
    return;
  }
  const bookingDate = dateChoice(child(entry, "BookgDt")) ?? dateChoice(child(entry, "ValDt"));
  if (bookingDate === null) {
    out.errors.push({ line: null, message: messages.camtBookingDateMissing(where) });
    return;
  }
  const currency = amount.currency ?? context.accountCurrency ?? "EUR";
  const base = { accountIban: context.accountIban, bookingDate, valueDate: dateChoice(child(entry, "ValDt")), currency, sourceLine: null };

  const details = children(entry, "NtryDtls").flatMap((group) => children(group, "TxDtls"));
  if (details.length > 1) {
    const amounts = details.map((detail) => detailAmount(detail, sign, currency, where));
    const complete = amounts.every((value): value is Cents => value !== null);
    if (complete && sumCents(amounts) === amount.amount) {
      details.forEach((detail, i) => {
        const detailSign: Direction = (amounts[i] ?? 0) < 0 ? -1 : 1;
        out.transactions.push({ ...base, amount: amounts[i] ?? amount.amount, ...detailFields(detail, entry, detailSign) });
      });
      return;
    }
    // Details that do not add up: book what reached the account, with the entry's own texts.
    out.transactions.push({ ...base, amount: amount.amount, ...detailFields(undefined, entry, sign) });
    return;
  }
  out.transactions.push({ ...base, amount: amount.amount, ...detailFields(details[0], entry, sign) });
}

function readBalance(balance: XmlNode, label: string, out: Collected): StatementBalance | null {
  const sign = direction(text(balance, "CdtDbtInd")) ?? 1;
  const amt = child(balance, "Amt");
  const read = readAmount(amt, sign, label);
  if (!read.ok) {
    out.errors.push({ line: null, message: messages.camtBalanceInvalid(label, text(amt) ?? "") });
    return null;
  }
  return { amount: read.amount, currency: read.currency ?? "EUR", date: dateChoice(child(balance, "Dt")) };
}

function readStatement(statement: XmlNode, position: number, out: Collected): StatementSummary {
  const id = cleanText(text(statement, "Id"));
  const label = messages.camtStatement(id ?? String(position));
  const account = child(statement, "Acct");
  // Some banks put the IBAN into the generic `Othr/Id` (the genkgo v4/v8 samples do).
  const accountIban = ibanOrNull(text(account, "Id", "IBAN") ?? text(account, "Id", "Othr", "Id"));
  const context: StatementContext = { label: id ?? String(position), accountIban, accountCurrency: text(account, "Ccy") };

  let opening: StatementBalance | null = null;
  let previousClosing: StatementBalance | null = null;
  let closing: StatementBalance | null = null;
  for (const balance of children(statement, "Bal")) {
    const code = text(balance, "Tp", "CdOrPrtry", "Cd");
    if (code === "OPBD") opening = readBalance(balance, label, out);
    else if (code === "PRCD") previousClosing = readBalance(balance, label, out);
    else if (code === "CLBD") closing = readBalance(balance, label, out);
  }

  children(statement, "Ntry").forEach((entry, i) => readEntry(entry, i + 1, context, out));

  const period = child(statement, "FrToDt");
  return {
    id,
    accountIban,
    from: datePart(text(period, "FrDtTm")),
    to: datePart(text(period, "ToDtTm")),
    // PRCD (the previous statement's closing balance) is the opening balance where OPBD is missing.
    openingBalance: opening ?? previousClosing,
    closingBalance: closing,
  };
}

type Version = { ok: true; version: string | null } | { ok: false; message: string };

/** The CAMT.053 version from the document's namespace, or why the document is something else. */
function checkMessageType(document: XmlNode): Version {
  for (const namespace of namespaces(document)) {
    const match = CAMT_NAMESPACE.exec(namespace);
    if (!match) continue;
    const [, type = "", version = ""] = match;
    if (type !== "camt.053") return { ok: false, message: messages.camtWrongMessage(type) };
    if (!SUPPORTED_VERSIONS.has(version)) return { ok: false, message: messages.camtUnsupportedVersion(`001.${version}`) };
    return { ok: true, version: `001.${version}` };
  }
  // No ISO namespace: judge by the content (some exporters leave the namespace out).
  for (const name of elementNames(document)) {
    const type = MESSAGE_OF_ROOT_CHILD[name];
    if (type) return { ok: false, message: messages.camtWrongMessage(type) };
  }
  return { ok: true, version: null };
}

/** Reads a CAMT.053 document; every problem comes back as a German message. */
export function readCamt053(xml: string, options: CamtOptions = DEFAULT_CAMT_OPTIONS): CamtResult {
  if (xml.length > options.maxChars) return fail(messages.statementFileTooLarge(options.maxChars));
  const parsed = parseXmlTree(xml, REPEATABLE);
  if (!parsed.ok) {
    return fail(parsed.error.code === "doctype" ? messages.camtDoctype : messages.camtMalformed(parsed.error.line));
  }
  const rootNames = elementNames(parsed.root);
  const document = child(parsed.root, "Document");
  if (!document) return fail(messages.camtNotIso(rootNames[0] ?? "?"));
  const version = checkMessageType(document);
  if (!version.ok) return fail(version.message);

  const body = child(document, "BkToCstmrStmt");
  if (!body) return fail(messages.camtNoStatementElement);
  const statementNodes = children(body, "Stmt");
  if (statementNodes.length === 0) return fail(messages.camtNoStatement);

  const out: Collected = { transactions: [], skipped: [], errors: [] };
  const statements = statementNodes.map((statement, i) => readStatement(statement, i + 1, out));
  return {
    ok: true,
    value: {
      format: "camt053",
      formatName: messages.camtFormatName(version.version),
      accountIban: commonIban(statements.map((s) => s.accountIban)),
      statements,
      ...out,
    },
  };
}
