// Bank transactions → proposals (issue 16, "Matching"): which contract's rent a credit pays, or
// which of the user's rules fits a transaction. Pure: the server loads the contracts with their
// open items and the rules, stores what comes back and shows it; the user confirms every proposal.
// Structured results only; the web turns `reasons`/`basis` into German text.
//
// Conventions:
// - Rent: only credits (amount > 0). A contract is a candidate when the booking date lies in its
//   term: start ≤ date and (no end, or date ≤ end + LATE_PAYMENT_GRACE_MONTHS) for late payments.
//   A payment before the contract's start is not proposed (a deposit or an advance: the user books it).
// - basis "iban": the counterparty IBAN (normalised: upper case, no spaces/dashes) is one the
//   contract knows. Among several such contracts (one tenant, two contracts) the one whose amount
//   fits wins, then the one with more word evidence. A known IBAN never falls back to words:
//   if its contracts tie, nothing is proposed.
// - basis "amount_name": the amount equals the monthly due, one open item's open amount, or the
//   sum of all open items (arrears paid at once; only with two or more open items), AND at least
//   one word of the contract appears in the counterparty name or the purpose.
// - Words are folded (lower case, ä→ae ö→oe ü→ue ß→ss, other accents removed) and compared as
//   whole words (runs of letters or of digits; "WE03" is "we" "3"; leading zeros dropped). A name
//   also matches its plain spelling ("Muller" for "Müller"), as some banks drop umlauts.
//   Evidence and weights: full name (first and last name both present) 4, last name 3, unit 2,
//   property name 1; summed. Names/property names with ≤ 2 letters are ignored (a last name that
//   short counts only as "first last" or "last first" in a row).
// - Unit code: unit words ("WE", "Whg", "Wohnung", "App", "Top", …) are interchangeable, so code
//   "WE 3" matches "Whg. 3", "Wohnung Nr. 03", "WE3". A code that is only numbers or short letters
//   ("3", "3a", "1. OG") must follow such a unit word in the text; a code with a word of ≥ 3
//   letters ("EG links") matches as a phrase anywhere.
// - Unambiguous only: when the best two candidates score the same, nothing is proposed. And a text
//   that names a tenant speaks against contracts matched with less: when it holds some tenant's
//   full name (any contract's, candidate or not), only candidates matched by full name remain;
//   when it holds some tenant's last name, only candidates matched by name remain. So "WEBER,
//   BJOERN / Miete WE 4" is not given to Schuster's "WE 4" of another house with the same amount.
//   (A known IBAN is not second-guessed this way.)
// - rentMonth ("yyyy-MM"): months named in the purpose ("März 2025", "Mrz. 25", "03/2025", "3.25",
//   "2025-03", "Januar" — a name without year takes the next four-digit year in the text, else the
//   year nearest to the booking date that fits); a named month that is open wins, else one in the
//   contract's term (first named); a month word equal to the tenant's first name ("August") is not
//   read as a month. Otherwise the oldest open month whose open amount equals the amount; else null.
// - Rules: for every transaction not proposed as rent. All given conditions must hold: IBAN equal
//   (normalised), counterpartyContains / purposeContains as folded substrings (whitespace runs as
//   one space), direction in (> 0) / out (< 0) / any. A rule without IBAN or text condition matches
//   nothing (it would book every transaction). The most specific rule wins: more conditions
//   (direction other than "any" counts), then longer texts, then the first in input order.
// - Speed: contracts are indexed by IBAN and by amount, each text is folded and tokenized once,
//   so a transaction looks only at the few contracts sharing its IBAN or amount.
import { addMonths, expandShortYear, type IsoDate } from "@/core/dates";
import { normalizeIban } from "@/core/iban";
import type { Cents } from "@/core/money";

export type MatchTransaction = {
  id: string;
  /** yyyy-MM-dd */
  bookingDate: IsoDate;
  /** > 0 money in, < 0 money out. */
  amountCents: Cents;
  counterpartyName: string | null;
  counterpartyIban: string | null;
  purpose: string;
};

export type MatchOpenItem = { /** yyyy-MM */ month: string; openCents: Cents };

export type MatchContract = {
  contractId: string;
  tenantFirstName: string;
  tenantLastName: string;
  unitCode: string;
  propertyName: string;
  knownIbans: readonly string[];
  /** Monthly amount due now (cold rent + service charge). */
  monthlyDueCents: Cents;
  /** Open months, oldest first. */
  openItems: readonly MatchOpenItem[];
  startDate: IsoDate;
  endDate: IsoDate | null;
};

export type MatchRule = {
  id: string;
  counterpartyIban: string | null;
  counterpartyContains: string | null;
  purposeContains: string | null;
  direction: "in" | "out" | "any";
};

/** What a contract's word was found as. */
export type MatchWordKind = "full_name" | "last_name" | "unit" | "property";
/** Which of the contract's amounts the transaction equals. */
export type AmountMatch = "open_item" | "monthly_due" | "open_sum";

export type MatchProposal =
  | {
      kind: "rent";
      transactionId: string;
      contractId: string;
      rentMonth: string | null;
      basis: "iban" | "amount_name";
      /** The contract's own words found in the text (e.g. "Hans Müller", "WE 3"), strongest first. */
      matchedWords: string[];
      amountMatches: boolean;
      /** `matchedWords` with what each is. */
      reasons?: { kind: MatchWordKind; word: string }[];
      /** Which amount matched; null when none did (possible with basis "iban"). */
      amountMatch?: AmountMatch | null;
      /** Where rentMonth came from: a month named in the purpose, or the open item of the same amount. */
      rentMonthFrom?: "purpose" | "open_item" | null;
    }
  | { kind: "rule"; transactionId: string; ruleId: string };

type RentProposal = Extract<MatchProposal, { kind: "rent" }>;

/** Rent paid up to this many months after the contract's end is still proposed for it. */
export const LATE_PAYMENT_GRACE_MONTHS = 2;

const WORD_WEIGHT: Record<MatchWordKind, number> = { full_name: 4, last_name: 3, unit: 2, property: 1 };

/** Words that name a unit; interchangeable in front of a unit's number. */
const UNIT_WORDS = new Set(["we", "whg", "whng", "wohnung", "wohneinheit", "einheit", "app", "apt", "appartement", "apartment", "top"]);

// ---------------------------------------------------------------------------------------
// Folding and tokens
// ---------------------------------------------------------------------------------------

const UMLAUTS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", þ: "th" };
const PLAIN: Record<string, string> = { ...UMLAUTS, ä: "a", ö: "o", ü: "u" };
const ASCII = /^[\x20-\x7e]*$/;

function foldWith(text: string, map: Record<string, string>): string {
  const lower = text.toLowerCase();
  if (ASCII.test(lower)) return lower;
  return lower
    .normalize("NFC") // "u" + combining diaeresis → "ü", so it folds to "ue"
    .replace(/[äöüßæœøłđþ]/g, (c) => map[c] ?? c)
    .normalize("NFD")
    .replace(/\p{M}/gu, "");
}

/** Lower case, ä→ae ö→oe ü→ue ß→ss, accents removed: "Müller" and "MUELLER" fold alike. */
export function foldText(text: string): string {
  return foldWith(text, UMLAUTS);
}

const TOKEN = /[a-z]+|\d+/g;

/** Whole words of folded text: runs of letters or digits; numbers without leading zeros. */
function tokens(folded: string): string[] {
  const out = folded.match(TOKEN) ?? [];
  for (let i = 0; i < out.length; i++) {
    const t = out[i]!;
    if (t.length > 1 && t.charCodeAt(0) === 48) out[i] = t.replace(/^0+(?=\d)/, ""); // only numbers start with "0"
  }
  return out;
}

/** A text's words with where each occurs, built once per text. */
type Words = { list: string[]; at: Map<string, number[]> };

function words(folded: string): Words {
  const list = tokens(folded);
  const at = new Map<string, number[]>();
  list.forEach((word, i) => {
    const positions = at.get(word);
    if (positions) positions.push(i);
    else at.set(word, [i]);
  });
  return { list, at };
}

/** Whether `phrase` (a word sequence) occurs in `text` at a start position `accept` agrees with. */
function findPhrase(text: Words, phrase: readonly string[], accept?: (start: number) => boolean): boolean {
  const first = text.at.get(phrase[0]!);
  if (!first) return false;
  outer: for (const start of first) {
    for (let i = 1; i < phrase.length; i++) if (text.list[start + i] !== phrase[i]) continue outer;
    if (!accept || accept(start)) return true;
  }
  return false;
}

function hasPhrase(texts: readonly Words[], variants: readonly (readonly string[])[]): boolean {
  for (const text of texts) for (const phrase of variants) if (findPhrase(text, phrase)) return true;
  return false;
}

const letterCount = (phrase: readonly string[]) => phrase.reduce((n, w) => n + w.length, 0);

/** A name or property name as word sequences (folded and plain spelling), or null when ≤ 2 letters or empty. */
function phraseOf(text: string): string[][] | null {
  const folded = tokens(foldText(text));
  if (folded.length === 0 || letterCount(folded) <= 2) return null;
  const plain = tokens(foldWith(text, PLAIN));
  return plain.join(" ") === folded.join(" ") ? [folded] : [folded, plain];
}

// ---------------------------------------------------------------------------------------
// Contracts
// ---------------------------------------------------------------------------------------

type UnitMatcher = { core: string[]; afterUnitWord: boolean };

function unitMatcher(code: string): UnitMatcher | null {
  const list = tokens(foldText(code));
  let i = 0;
  while (i < list.length && (UNIT_WORDS.has(list[i]!) || list[i] === "nr")) i++;
  const core = list.slice(i);
  if (core.length === 0) return null;
  const strong = core.some((w) => w.length >= 3 && w.charCodeAt(0) >= 97);
  return { core, afterUnitWord: !strong };
}

function unitIn(texts: readonly Words[], unit: UnitMatcher): boolean {
  return texts.some((text) =>
    findPhrase(text, unit.core, (start) => {
      if (!unit.afterUnitWord) return true;
      let before = start - 1;
      if (text.list[before] === "nr") before -= 1;
      return before >= 0 && UNIT_WORDS.has(text.list[before]!);
    }),
  );
}

type PreparedContract = {
  contract: MatchContract;
  /** Last day a payment is still proposed for it; null: open-ended. */
  graceEnd: IsoDate | null;
  startMonth: string;
  endMonth: string | null;
  amounts: Map<number, AmountMatch>;
  openMonths: Set<string>;
  lastName: string[][] | null;
  firstName: string[][] | null;
  /** "first last" and "last first": only used when the last name alone is too short. */
  fullName: string[][] | null;
  firstNameWords: Set<string>;
  unit: UnitMatcher | null;
  property: string[][] | null;
};

function prepareContract(contract: MatchContract): PreparedContract {
  const amounts = new Map<number, AmountMatch>();
  let openSum = 0;
  let openCount = 0;
  for (const item of contract.openItems) {
    if (item.openCents <= 0) continue;
    openSum += item.openCents;
    openCount += 1;
    amounts.set(item.openCents, "open_item");
  }
  if (contract.monthlyDueCents > 0 && !amounts.has(contract.monthlyDueCents)) amounts.set(contract.monthlyDueCents, "monthly_due");
  if (openCount >= 2 && !amounts.has(openSum)) amounts.set(openSum, "open_sum");

  const lastName = phraseOf(contract.tenantLastName);
  const firstName = phraseOf(contract.tenantFirstName);
  const first = tokens(foldText(contract.tenantFirstName));
  const last = tokens(foldText(contract.tenantLastName));
  const fullName = !lastName && first.length > 0 && last.length > 0 && letterCount([...first, ...last]) > 2 ? [[...first, ...last], [...last, ...first]] : null;
  return {
    contract,
    graceEnd: contract.endDate === null ? null : addMonths(contract.endDate, LATE_PAYMENT_GRACE_MONTHS),
    startMonth: contract.startDate.slice(0, 7),
    endMonth: contract.endDate?.slice(0, 7) ?? null,
    amounts,
    openMonths: new Set(contract.openItems.filter((i) => i.openCents > 0).map((i) => i.month)),
    lastName,
    firstName,
    fullName,
    firstNameWords: new Set(first),
    unit: unitMatcher(contract.unitCode),
    property: phraseOf(contract.propertyName),
  };
}

const inTerm = (p: PreparedContract, date: IsoDate) => p.contract.startDate <= date && (p.graceEnd === null || date <= p.graceEnd);
const monthInTerm = (p: PreparedContract, month: string) => p.startMonth <= month && (p.endMonth === null || month <= p.endMonth);

type Reason = { kind: MatchWordKind; word: string };

/** The tenant's name in the transaction's texts: full name, last name, or null. */
function nameReason(p: PreparedContract, texts: readonly Words[]): Reason | null {
  const { contract } = p;
  const full: Reason = { kind: "full_name", word: `${contract.tenantFirstName} ${contract.tenantLastName}`.trim() };
  if (p.lastName && hasPhrase(texts, p.lastName)) {
    return p.firstName && hasPhrase(texts, p.firstName) ? full : { kind: "last_name", word: contract.tenantLastName.trim() };
  }
  return p.fullName && hasPhrase(texts, p.fullName) ? full : null;
}

/** 2 full name, 1 last name, 0 no name. */
const nameLevel = (reason: Reason | null | undefined) => (reason?.kind === "full_name" ? 2 : reason?.kind === "last_name" ? 1 : 0);

/** The contract's words found in the transaction's texts, strongest first. */
function evidence(p: PreparedContract, texts: readonly Words[]): Reason[] {
  const { contract } = p;
  const name = nameReason(p, texts);
  const reasons: Reason[] = name ? [name] : [];
  if (p.unit && unitIn(texts, p.unit)) reasons.push({ kind: "unit", word: contract.unitCode.trim() });
  if (p.property && hasPhrase(texts, p.property)) reasons.push({ kind: "property", word: contract.propertyName.trim() });
  return reasons;
}

const scoreOf = (reasons: readonly Reason[]) => reasons.reduce((sum, r) => sum + WORD_WEIGHT[r.kind], 0);

// ---------------------------------------------------------------------------------------
// Months named in a purpose
// ---------------------------------------------------------------------------------------

const MONTH_WORDS: Record<string, number> = {
  januar: 1, jaenner: 1, janner: 1, jan: 1, februar: 2, feber: 2, feb: 2, maerz: 3, marz: 3, mrz: 3,
  april: 4, apr: 4, mai: 5, juni: 6, jun: 6, juli: 7, jul: 7, august: 8, aug: 8, september: 9, sept: 9,
  sep: 9, oktober: 10, okt: 10, november: 11, nov: 11, dezember: 12, dez: 12,
};
const MONTH_NAME = new RegExp(`(?<![a-z])(${Object.keys(MONTH_WORDS).sort((a, b) => b.length - a.length).join("|")})(?![a-z])\\.?(?:\\s*'?(\\d{4}|\\d{2})(?!\\d))?`, "g");
/** "03/2025", "3.25", "03-2025": not part of a full date or an amount. */
const MONTH_NUMBER = /(?<![\d.,/-])(\d{1,2})[./-](\d{4}|\d{2})(?!\d|[.,/-]\d)/g;
/** "2025-03", "2025/03". */
const YEAR_MONTH = /(?<![\d.,/-])((?:19|20)\d{2})[-/.](\d{1,2})(?!\d|[.,/-]\d)/g;
const FOUR_DIGIT_YEAR = /(?<!\d)((?:19|20)\d{2})(?!\d)/g;

/** A month named in a purpose; year null when only the name was given. */
type NamedMonth = { month: number; year: number | null; word: string | null };

const fullYear = (text: string) => (text.length === 2 ? expandShortYear(Number(text)) : Number(text));

function namedMonths(folded: string): NamedMonth[] {
  const found: { at: number; named: NamedMonth }[] = [];
  const years = [...folded.matchAll(FOUR_DIGIT_YEAR)].map((m) => ({ at: m.index, year: Number(m[1]) }));
  for (const m of folded.matchAll(MONTH_NAME)) {
    const word = m[1]!;
    const year = m[2] !== undefined ? fullYear(m[2]) : (years.find((y) => y.at > m.index)?.year ?? null);
    found.push({ at: m.index, named: { month: MONTH_WORDS[word]!, year, word } });
  }
  for (const m of folded.matchAll(MONTH_NUMBER)) found.push({ at: m.index, named: { month: Number(m[1]), year: fullYear(m[2]!), word: null } });
  for (const m of folded.matchAll(YEAR_MONTH)) found.push({ at: m.index, named: { month: Number(m[2]), year: Number(m[1]), word: null } });
  return found
    .filter((f) => f.named.month >= 1 && f.named.month <= 12)
    .sort((a, b) => a.at - b.at)
    .map((f) => f.named);
}

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, "0")}`;

/** A named month as "yyyy-MM" for this contract: open or in its term, else null. */
function resolveMonth(named: NamedMonth, p: PreparedContract, bookingDate: IsoDate): string | null {
  if (named.year !== null) {
    const key = monthKey(named.year, named.month);
    return p.openMonths.has(key) || monthInTerm(p, key) ? key : null;
  }
  // Only the name: the year nearest to the booking that fits; the earlier one on a tie.
  const bookingYear = Number(bookingDate.slice(0, 4));
  const bookingIndex = bookingYear * 12 + Number(bookingDate.slice(5, 7)) - 1;
  const candidates = [bookingYear - 1, bookingYear, bookingYear + 1]
    .map((year) => ({ key: monthKey(year, named.month), distance: Math.abs(year * 12 + named.month - 1 - bookingIndex) }))
    .sort((a, b) => a.distance - b.distance || (a.key < b.key ? -1 : 1));
  return candidates.find((c) => p.openMonths.has(c.key))?.key ?? candidates.find((c) => monthInTerm(p, c.key))?.key ?? null;
}

// ---------------------------------------------------------------------------------------
// Transactions
// ---------------------------------------------------------------------------------------

type PreparedTransaction = {
  tx: MatchTransaction;
  iban: string | null;
  texts: Words[];
  foldedPurpose: string;
  months: NamedMonth[] | null;
};

function prepareTransaction(tx: MatchTransaction): PreparedTransaction {
  const foldedPurpose = foldText(tx.purpose);
  const texts = [words(foldedPurpose)];
  if (tx.counterpartyName) texts.push(words(foldText(tx.counterpartyName)));
  const iban = tx.counterpartyIban ? normalizeIban(tx.counterpartyIban) : "";
  return { tx, iban: iban === "" ? null : iban, texts, foldedPurpose, months: null };
}

function rentMonthOf(p: PreparedContract, t: PreparedTransaction): { month: string; from: "purpose" | "open_item" } | null {
  t.months ??= namedMonths(t.foldedPurpose);
  const resolved: string[] = [];
  for (const named of t.months) {
    if (named.word !== null && p.firstNameWords.has(named.word)) continue;
    const key = resolveMonth(named, p, t.tx.bookingDate);
    if (key !== null) resolved.push(key);
  }
  const named = resolved.find((m) => p.openMonths.has(m)) ?? resolved[0];
  if (named !== undefined) return { month: named, from: "purpose" };
  const item = p.contract.openItems.find((i) => i.openCents === t.tx.amountCents);
  return item ? { month: item.month, from: "open_item" } : null;
}

type Candidate = { p: PreparedContract; reasons: Reason[]; score: number; amountMatch: AmountMatch | null };

/** The single best candidate, or null when there is none or the best two are equal. */
function best(candidates: readonly Candidate[], rank: (c: Candidate) => number): Candidate | null {
  let top: Candidate | null = null;
  let topRank = -Infinity;
  let tied = false;
  for (const c of candidates) {
    const r = rank(c);
    if (r > topRank) [top, topRank, tied] = [c, r, false];
    else if (r === topRank) tied = true;
  }
  return tied ? null : top;
}

function rentProposal(t: PreparedTransaction, c: Candidate, basis: RentProposal["basis"]): RentProposal {
  const month = rentMonthOf(c.p, t);
  return {
    kind: "rent",
    transactionId: t.tx.id,
    contractId: c.p.contract.contractId,
    rentMonth: month?.month ?? null,
    basis,
    matchedWords: c.reasons.map((r) => r.word),
    amountMatches: c.amountMatch !== null,
    reasons: c.reasons,
    amountMatch: c.amountMatch,
    rentMonthFrom: month?.from ?? null,
  };
}

function candidate(p: PreparedContract, t: PreparedTransaction): Candidate {
  const reasons = evidence(p, t.texts);
  return { p, reasons, score: scoreOf(reasons), amountMatch: p.amounts.get(t.tx.amountCents) ?? null };
}

type ContractIndex = {
  byIban: Map<string, PreparedContract[]>;
  byAmount: Map<number, PreparedContract[]>;
  /** By the first word of each spelling of the tenant's name. */
  byNameWord: Map<string, PreparedContract[]>;
};

function indexContracts(contracts: readonly MatchContract[]): ContractIndex {
  const byIban = new Map<string, PreparedContract[]>();
  const byAmount = new Map<number, PreparedContract[]>();
  const byNameWord = new Map<string, PreparedContract[]>();
  const add = <K>(map: Map<K, PreparedContract[]>, key: K, p: PreparedContract) => {
    const list = map.get(key);
    if (!list) map.set(key, [p]);
    else if (list[list.length - 1] !== p) list.push(p);
  };
  for (const contract of contracts) {
    const p = prepareContract(contract);
    for (const raw of contract.knownIbans) {
      const iban = normalizeIban(raw);
      if (iban !== "") add(byIban, iban, p);
    }
    for (const amount of p.amounts.keys()) add(byAmount, amount, p);
    for (const phrase of p.lastName ?? p.fullName ?? []) add(byNameWord, phrase[0]!, p);
  }
  return { byIban, byAmount, byNameWord };
}

/** How clearly the texts name any tenant of the portfolio: 2 a full name, 1 a last name, 0 none. */
function strongestNameLevel(t: PreparedTransaction, index: ContractIndex): number {
  let level = 0;
  for (const text of t.texts) {
    for (const word of text.at.keys()) {
      for (const p of index.byNameWord.get(word) ?? []) {
        level = Math.max(level, nameLevel(nameReason(p, t.texts)));
        if (level === 2) return level;
      }
    }
  }
  return level;
}

function matchRent(t: PreparedTransaction, index: ContractIndex): RentProposal | null {
  const { amountCents, bookingDate } = t.tx;
  if (amountCents <= 0) return null;
  const byIban = t.iban === null ? [] : (index.byIban.get(t.iban) ?? []).filter((p) => inTerm(p, bookingDate));
  if (byIban.length > 0) {
    // Amount first (×100 outweighs any word score), then words.
    const chosen = best(byIban.map((p) => candidate(p, t)), (c) => (c.amountMatch !== null ? 100 : 0) + c.score);
    return chosen ? rentProposal(t, chosen, "iban") : null;
  }
  const byAmount = (index.byAmount.get(amountCents) ?? [])
    .filter((p) => inTerm(p, bookingDate))
    .map((p) => candidate(p, t))
    .filter((c) => c.score > 0);
  if (byAmount.length === 0) return null;
  const named = strongestNameLevel(t, index);
  const chosen = best(byAmount.filter((c) => nameLevel(c.reasons[0]) >= named), (c) => c.score);
  return chosen ? rentProposal(t, chosen, "amount_name") : null;
}

// ---------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------

type PreparedRule = { rule: MatchRule; iban: string | null; counterparty: string | null; purpose: string | null };

const containsText = (text: string) => foldText(text).replace(/\s+/g, " ").trim();

function prepareRules(rules: readonly MatchRule[]): PreparedRule[] {
  const nonEmpty = (s: string) => (s === "" ? null : s);
  const prepared = rules.map((rule, order) => {
    const p: PreparedRule = {
      rule,
      iban: rule.counterpartyIban === null ? null : nonEmpty(normalizeIban(rule.counterpartyIban)),
      counterparty: rule.counterpartyContains === null ? null : nonEmpty(containsText(rule.counterpartyContains)),
      purpose: rule.purposeContains === null ? null : nonEmpty(containsText(rule.purposeContains)),
    };
    const conditions = [p.iban, p.counterparty, p.purpose].filter((c) => c !== null).length + (rule.direction === "any" ? 0 : 1);
    return { p, order, conditions, textLength: (p.counterparty?.length ?? 0) + (p.purpose?.length ?? 0) };
  });
  return prepared
    .filter((r) => r.p.iban !== null || r.p.counterparty !== null || r.p.purpose !== null)
    .sort((a, b) => b.conditions - a.conditions || b.textLength - a.textLength || a.order - b.order)
    .map((r) => r.p);
}

type RuleTexts = { counterparty: string; purpose: string };

function ruleMatches(r: PreparedRule, t: PreparedTransaction, texts: RuleTexts): boolean {
  const amount = t.tx.amountCents;
  if (r.rule.direction === "in" && !(amount > 0)) return false;
  if (r.rule.direction === "out" && !(amount < 0)) return false;
  if (r.iban !== null && r.iban !== t.iban) return false;
  if (r.counterparty !== null && !texts.counterparty.includes(r.counterparty)) return false;
  return r.purpose === null || texts.purpose.includes(r.purpose);
}

function matchRule(t: PreparedTransaction, rules: readonly PreparedRule[]): MatchRule | null {
  if (rules.length === 0) return null;
  const texts: RuleTexts = { counterparty: containsText(t.tx.counterpartyName ?? ""), purpose: containsText(t.tx.purpose) };
  return rules.find((r) => ruleMatches(r, t, texts))?.rule ?? null;
}

// ---------------------------------------------------------------------------------------

/** Proposals by transaction id; a transaction without an unambiguous proposal is absent. */
export function proposeMatches(
  transactions: readonly MatchTransaction[],
  contracts: readonly MatchContract[],
  rules: readonly MatchRule[],
): Map<string, MatchProposal> {
  const index = indexContracts(contracts);
  const preparedRules = prepareRules(rules);
  const proposals = new Map<string, MatchProposal>();
  for (const tx of transactions) {
    const t = prepareTransaction(tx);
    const rent = matchRent(t, index);
    if (rent) {
      proposals.set(tx.id, rent);
      continue;
    }
    const rule = matchRule(t, preparedRules);
    if (rule) proposals.set(tx.id, { kind: "rule", transactionId: tx.id, ruleId: rule.id });
  }
  return proposals;
}
