import { describe, expect, it } from "vitest";
import { cents, euros } from "@/core/money";
import { foldText, proposeMatches, type MatchContract, type MatchProposal, type MatchRule, type MatchTransaction } from "./bank-matching";

const IBAN_MUELLER = "DE89370400440532013000";
const IBAN_OTHER = "DE02120300000000202051";

const contract = (over: Partial<MatchContract> = {}): MatchContract => ({
  contractId: "c-mueller",
  tenantFirstName: "Hans",
  tenantLastName: "Müller",
  unitCode: "WE 3",
  propertyName: "Lindenhof",
  knownIbans: [],
  monthlyDueCents: euros(850),
  openItems: [],
  startDate: "2024-01-01",
  endDate: null,
  ...over,
});

let txCounter = 0;
const tx = (over: Partial<MatchTransaction> = {}): MatchTransaction => ({
  id: `t${++txCounter}`,
  bookingDate: "2025-03-03",
  amountCents: euros(850),
  counterpartyName: null,
  counterpartyIban: null,
  purpose: "",
  ...over,
});

const rule = (over: Partial<MatchRule> = {}): MatchRule => ({
  id: "r",
  counterpartyIban: null,
  counterpartyContains: null,
  purposeContains: null,
  direction: "any",
  ...over,
});

/** The proposal for a single transaction. */
function proposeOne(t: MatchTransaction, contracts: MatchContract[], rules: MatchRule[] = []): MatchProposal | undefined {
  return proposeMatches([t], contracts, rules).get(t.id);
}

function rentOf(p: MatchProposal | undefined) {
  if (p?.kind !== "rent") throw new Error(`expected a rent proposal, got ${JSON.stringify(p)}`);
  return p;
}

describe("foldText", () => {
  it("folds umlauts, ß and accents so that bank spellings compare equal", () => {
    expect(foldText("Müller")).toBe(foldText("MUELLER"));
    expect(foldText("Straße Öztürk Ärger")).toBe("strasse oeztuerk aerger");
    expect(foldText("René Łukasz Ørsted")).toBe("rene lukasz orsted");
    // "u" + combining diaeresis (NFD, as some exports deliver it) folds like "ü".
    expect(foldText("Mu\u0308ller")).toBe("mueller");
  });
});

describe("rent by known IBAN", () => {
  it("proposes the contract that knows the payer's IBAN, compared without spaces and case", () => {
    const p = rentOf(
      proposeOne(tx({ counterpartyIban: "de89 3704 0044 0532 0130 00", purpose: "Überweisung", amountCents: euros(851) }), [
        contract({ knownIbans: [IBAN_MUELLER] }),
        contract({ contractId: "c-other", tenantLastName: "Schmidt", knownIbans: [IBAN_OTHER] }),
      ]),
    );
    expect(p).toMatchObject({ contractId: "c-mueller", basis: "iban", amountMatches: false, amountMatch: null, matchedWords: [] });
  });

  it("among two contracts of one tenant prefers the one whose amount fits", () => {
    const flat = contract({ contractId: "flat", knownIbans: [IBAN_MUELLER], monthlyDueCents: euros(850) });
    const garage = contract({ contractId: "garage", unitCode: "TG 7", knownIbans: [IBAN_MUELLER], monthlyDueCents: euros(60) });
    expect(rentOf(proposeOne(tx({ counterpartyIban: IBAN_MUELLER, amountCents: euros(60) }), [flat, garage])).contractId).toBe("garage");
    const p = rentOf(proposeOne(tx({ counterpartyIban: IBAN_MUELLER, amountCents: euros(850) }), [flat, garage]));
    expect(p).toMatchObject({ contractId: "flat", amountMatches: true, amountMatch: "monthly_due" });
  });

  it("then the one with more words in the text, and proposes nothing when they tie", () => {
    const a = contract({ contractId: "a", unitCode: "WE 3", knownIbans: [IBAN_MUELLER] });
    const b = contract({ contractId: "b", unitCode: "WE 4", knownIbans: [IBAN_MUELLER] });
    expect(rentOf(proposeOne(tx({ counterpartyIban: IBAN_MUELLER, purpose: "Miete WE 4" }), [a, b])).contractId).toBe("b");
    expect(proposeOne(tx({ counterpartyIban: IBAN_MUELLER, purpose: "Miete" }), [a, b])).toBeUndefined();
  });

  it("ignores a known IBAN whose contract ended long ago and falls back to amount and words", () => {
    const old = contract({ contractId: "old", knownIbans: [IBAN_MUELLER], startDate: "2020-01-01", endDate: "2024-06-30" });
    const other = contract({ contractId: "new", tenantLastName: "Schmidt", startDate: "2024-07-01" });
    const p = rentOf(proposeOne(tx({ counterpartyIban: IBAN_MUELLER, purpose: "Miete Schmidt" }), [old, other]));
    expect(p).toMatchObject({ contractId: "new", basis: "amount_name" });
  });
});

describe("rent by amount and words", () => {
  it("needs the amount and a word of the contract", () => {
    const c = contract();
    const p = rentOf(proposeOne(tx({ purpose: "Miete Maerz 2025 Mueller" }), [c]));
    expect(p).toMatchObject({ contractId: "c-mueller", basis: "amount_name", matchedWords: ["Müller"], amountMatches: true, amountMatch: "monthly_due" });
    expect(p.reasons).toEqual([{ kind: "last_name", word: "Müller" }]);
    expect(proposeOne(tx({ purpose: "Miete Maerz 2025 Mueller", amountCents: euros(849.99) }), [c])).toBeUndefined();
    expect(proposeOne(tx({ purpose: "Miete Maerz 2025" }), [c])).toBeUndefined();
  });

  it("finds the name in the counterparty in any spelling of the umlauts, and first + last as the full name", () => {
    const c = contract();
    expect(rentOf(proposeOne(tx({ counterpartyName: "MUELLER, HANS", purpose: "MIETE" }), [c])).reasons).toEqual([{ kind: "full_name", word: "Hans Müller" }]);
    expect(rentOf(proposeOne(tx({ counterpartyName: "Muller", purpose: "Miete" }), [c])).matchedWords).toEqual(["Müller"]);
    // A tenant stored with "ue" is found when the bank writes the umlaut.
    const stored = contract({ tenantLastName: "Mueller" });
    expect(rentOf(proposeOne(tx({ counterpartyName: "Frau Müller" }), [stored])).matchedWords).toEqual(["Mueller"]);
  });

  it("compares whole words only", () => {
    const c = contract({ unitCode: "WE 3", propertyName: "Haus Nord" });
    expect(proposeOne(tx({ purpose: "Miete Muellerstrasse 5" }), [c])).toBeUndefined();
    expect(proposeOne(tx({ purpose: "Miete Hausnordring" }), [c])).toBeUndefined();
    expect(proposeOne(tx({ purpose: "Miete WE 31" }), [c])).toBeUndefined();
  });

  it("matches the unit code behind any unit word, with or without spaces and leading zeros", () => {
    const c = contract({ tenantLastName: "Schneider", propertyName: "Lindenhof" });
    for (const purpose of ["Miete WE 3", "Miete Whg. 3", "Wohnung Nr. 03 Miete", "MIETE WE03", "Apartment 3"]) {
      expect(rentOf(proposeOne(tx({ purpose }), [c])).reasons, purpose).toEqual([{ kind: "unit", word: "WE 3" }]);
    }
    // A bare number is no unit: it could be a date, an amount or a house number.
    expect(proposeOne(tx({ purpose: "Miete 3 Monate" }), [c])).toBeUndefined();
    // A code with a real word matches as a phrase.
    const named = contract({ tenantLastName: "Schneider", unitCode: "EG links" });
    expect(rentOf(proposeOne(tx({ purpose: "Miete EG links" }), [named])).matchedWords).toEqual(["EG links"]);
    expect(proposeOne(tx({ purpose: "Miete EG rechts" }), [named])).toBeUndefined();
  });

  it("matches the property name", () => {
    const c = contract({ tenantLastName: "Schneider", unitCode: "WE 9", propertyName: "Haus Am Weiher" });
    expect(rentOf(proposeOne(tx({ purpose: "Miete haus am weiher" }), [c])).reasons).toEqual([{ kind: "property", word: "Haus Am Weiher" }]);
  });

  it("ignores names of two letters or fewer, except as first and last name in a row", () => {
    const c = contract({ tenantFirstName: "Wei", tenantLastName: "Li", unitCode: "WE 9", propertyName: "Lindenhof" });
    expect(proposeOne(tx({ purpose: "Miete Li" }), [c])).toBeUndefined();
    expect(rentOf(proposeOne(tx({ counterpartyName: "LI WEI" }), [c])).reasons).toEqual([{ kind: "full_name", word: "Wei Li" }]);
  });

  it("accepts one open item's amount and the sum of all open items (arrears paid at once)", () => {
    const c = contract({
      openItems: [
        { month: "2025-01", openCents: euros(200) },
        { month: "2025-02", openCents: euros(850) },
        { month: "2025-03", openCents: euros(850) },
      ],
    });
    expect(rentOf(proposeOne(tx({ purpose: "Mueller", amountCents: euros(200) }), [c]))).toMatchObject({ amountMatch: "open_item", rentMonth: "2025-01", rentMonthFrom: "open_item" });
    expect(rentOf(proposeOne(tx({ purpose: "Mueller", amountCents: euros(1900) }), [c]))).toMatchObject({ amountMatch: "open_sum", rentMonth: null });
    expect(proposeOne(tx({ purpose: "Mueller", amountCents: euros(1700) }), [c])).toBeUndefined();
  });

  it("proposes nothing when two contracts match equally well, and the better one otherwise", () => {
    const a = contract({ contractId: "a", unitCode: "WE 3" });
    const b = contract({ contractId: "b", unitCode: "WE 5", propertyName: "Sonnenhof" });
    expect(proposeOne(tx({ purpose: "Miete Mueller" }), [a, b])).toBeUndefined();
    // Same input in the other order: still nothing (no order bias).
    expect(proposeOne(tx({ purpose: "Miete Mueller" }), [b, a])).toBeUndefined();
    expect(rentOf(proposeOne(tx({ purpose: "Miete Mueller WE 5" }), [a, b])).contractId).toBe("b");
    // A full name beats a unit code of another contract.
    const c = contract({ contractId: "c", tenantFirstName: "Eva", tenantLastName: "Schulz", unitCode: "WE 7" });
    expect(rentOf(proposeOne(tx({ purpose: "Eva Schulz WE 3" }), [a, c])).contractId).toBe("c");
  });

  it("does not give a payment that names another tenant to a contract matched with less", () => {
    const mueller = contract({ contractId: "mueller", unitCode: "WE 4", monthlyDueCents: euros(850) });
    // Weber's payment is 10 € short, so Weber's contract is no candidate; Müller's has the amount and the unit code.
    const weber = contract({ contractId: "weber", tenantFirstName: "Björn", tenantLastName: "Weber", unitCode: "WE 4", propertyName: "Sonnenhof", monthlyDueCents: euros(860) });
    expect(proposeOne(tx({ counterpartyName: "WEBER, BJOERN", purpose: "Miete WE 4" }), [mueller, weber])).toBeUndefined();
    expect(rentOf(proposeOne(tx({ counterpartyName: "Bank AG", purpose: "Miete WE 4" }), [mueller, weber])).contractId).toBe("mueller");
    // Same surname: another tenant's full name outweighs a last name alone.
    const annaMeyer = contract({ contractId: "anna", tenantFirstName: "Anna", tenantLastName: "Meyer", monthlyDueCents: euros(860) });
    const felixMeyer = contract({ contractId: "felix", tenantFirstName: "Felix", tenantLastName: "Meyer", monthlyDueCents: euros(850) });
    expect(proposeOne(tx({ counterpartyName: "MEYER, ANNA", purpose: "Miete" }), [annaMeyer, felixMeyer])).toBeUndefined();
    expect(rentOf(proposeOne(tx({ counterpartyName: "MEYER", purpose: "Miete" }), [annaMeyer, felixMeyer])).contractId).toBe("felix");
  });

  it("never proposes a debit as rent, even from a known IBAN", () => {
    const c = contract({ knownIbans: [IBAN_MUELLER] });
    expect(proposeOne(tx({ amountCents: euros(-850), counterpartyIban: IBAN_MUELLER, purpose: "Mueller WE 3" }), [c])).toBeUndefined();
    expect(proposeOne(tx({ amountCents: cents(0), counterpartyIban: IBAN_MUELLER }), [c])).toBeUndefined();
  });

  it("only within the contract's term plus two months' grace for late payments", () => {
    const c = contract({ startDate: "2025-02-01", endDate: "2025-06-30", knownIbans: [IBAN_MUELLER] });
    const pay = (bookingDate: string) => proposeOne(tx({ bookingDate, purpose: "Miete Mueller" }), [c]);
    const byIban = (bookingDate: string) => proposeOne(tx({ bookingDate, counterpartyIban: IBAN_MUELLER }), [c]);
    expect(pay("2025-01-31")).toBeUndefined();
    expect(byIban("2025-01-31")).toBeUndefined();
    expect(pay("2025-02-01")).toBeDefined();
    expect(pay("2025-08-30")).toBeDefined();
    expect(byIban("2025-08-30")).toBeDefined();
    expect(pay("2025-08-31")).toBeUndefined();
    expect(byIban("2025-08-31")).toBeUndefined();
  });
});

describe("rent month", () => {
  const c = contract({
    startDate: "2024-06-01",
    openItems: [
      { month: "2025-01", openCents: euros(850) },
      { month: "2025-02", openCents: euros(850) },
    ],
  });
  const monthOf = (purpose: string, over: Partial<MatchTransaction> = {}, target = c) =>
    rentOf(proposeOne(tx({ purpose: `${purpose} Mueller`, ...over }), [target])).rentMonth;

  it.each([
    ["Miete März 2025", "2025-03"],
    ["MIETE MAERZ 2025", "2025-03"],
    ["Miete Mrz. 25", "2025-03"],
    ["Miete 03/2025", "2025-03"],
    ["Mietzahlung 3.25", "2025-03"],
    ["Miete 2025-03", "2025-03"],
    ["Miete Dezember 2024", "2024-12"],
    ["Miete Februar", "2025-02"],
  ])("reads %s as %s", (purpose, month) => {
    expect(monthOf(purpose)).toBe(month);
  });

  it("prefers an open month among several named, else the first named", () => {
    expect(monthOf("Miete Jan+Feb 2025")).toBe("2025-01");
    expect(monthOf("Miete März und Februar 2025")).toBe("2025-02");
    expect(monthOf("Miete April und Mai 2025")).toBe("2025-04");
  });

  it("takes a name without a year in the year nearest to the booking that fits", () => {
    // Booked in December 2024: "Januar" is the coming January (open).
    expect(monthOf("Miete Januar", { bookingDate: "2024-12-28" })).toBe("2025-01");
    // Nothing open: the nearest January in the term.
    const paid = contract({ startDate: "2024-06-01" });
    expect(monthOf("Miete Januar", { bookingDate: "2025-07-01" }, paid)).toBe("2025-01");
    expect(monthOf("Miete Januar", { bookingDate: "2024-12-28" }, paid)).toBe("2025-01");
  });

  it("ignores months outside the term, full dates and the tenant's first name; then the oldest open month of the same amount", () => {
    expect(monthOf("Miete März 2023")).toBe("2025-01");
    expect(monthOf("Miete vom 01.03.2025")).toBe("2025-01");
    const august = contract({ tenantFirstName: "August", openItems: [{ month: "2025-02", openCents: euros(850) }] });
    expect(monthOf("August Miete", {}, august)).toBe("2025-02");
    expect(monthOf("Miete", { amountCents: euros(850) }, contract())).toBeNull();
  });
});

describe("rules", () => {
  const stadtwerke = "DE02100100109307118603";

  it("need every given condition, compared folded and normalised", () => {
    const r = rule({ id: "strom", counterpartyIban: "de02 1001 0010 9307 1186 03", counterpartyContains: "Stadtwerke  Müllheim", direction: "out" });
    const debit = tx({ amountCents: euros(-120), counterpartyIban: stadtwerke, counterpartyName: "STADTWERKE MUELLHEIM GMBH", purpose: "Abschlag" });
    expect(proposeOne(debit, [], [r])).toEqual({ kind: "rule", transactionId: debit.id, ruleId: "strom" });
    expect(proposeOne({ ...debit, counterpartyIban: IBAN_OTHER }, [], [r])).toBeUndefined();
    expect(proposeOne({ ...debit, counterpartyName: "Stadtwerke Leipzig" }, [], [r])).toBeUndefined();
    expect(proposeOne({ ...debit, amountCents: euros(30) }, [], [r])).toBeUndefined();
  });

  it("respect the direction", () => {
    const rules = [rule({ id: "in", purposeContains: "Erstattung", direction: "in" })];
    expect(proposeOne(tx({ amountCents: euros(15), purpose: "Erstattung Strom" }), [], rules)).toMatchObject({ ruleId: "in" });
    expect(proposeOne(tx({ amountCents: euros(-15), purpose: "Erstattung Strom" }), [], rules)).toBeUndefined();
  });

  it("the most specific wins: more conditions, then longer text, then input order", () => {
    const debit = tx({ amountCents: euros(-80), counterpartyName: "Allianz Versicherungs-AG", purpose: "Wohngebaeudeversicherung Lindenhof 2025" });
    const broad = rule({ id: "broad", counterpartyContains: "allianz" });
    const directed = rule({ id: "directed", counterpartyContains: "allianz", direction: "out" });
    const longer = rule({ id: "longer", counterpartyContains: "allianz versicherungs", direction: "out" });
    const both = rule({ id: "both", counterpartyContains: "allianz", purposeContains: "lindenhof" });
    expect(proposeOne(debit, [], [broad, directed])).toMatchObject({ ruleId: "directed" });
    expect(proposeOne(debit, [], [directed, longer])).toMatchObject({ ruleId: "longer" });
    expect(proposeOne(debit, [], [longer, both, broad])).toMatchObject({ ruleId: "longer" }); // 2 conditions each; longer text
    const tieA = rule({ id: "tie-a", purposeContains: "lindenhof" });
    const tieB = rule({ id: "tie-b", purposeContains: "versicher" });
    expect(proposeOne(debit, [], [tieB, tieA])).toMatchObject({ ruleId: "tie-b" });
    expect(proposeOne(debit, [], [rule({ id: "x", purposeContains: "2025" }), rule({ id: "y", purposeContains: "2025" })])).toMatchObject({ ruleId: "x" });
  });

  it("a rule without IBAN or text matches nothing", () => {
    expect(proposeOne(tx({ amountCents: euros(-10) }), [], [rule({ direction: "out" }), rule({ purposeContains: "  " })])).toBeUndefined();
  });

  it("apply to credits that are not rent, never instead of a rent match", () => {
    const c = contract({ knownIbans: [IBAN_MUELLER] });
    const r = rule({ id: "any-mueller", counterpartyContains: "mueller" });
    expect(proposeOne(tx({ counterpartyIban: IBAN_MUELLER, counterpartyName: "Müller" }), [c], [r])).toMatchObject({ kind: "rent" });
    expect(proposeOne(tx({ counterpartyName: "Müller", amountCents: euros(12.5) }), [c], [r])).toMatchObject({ kind: "rule", ruleId: "any-mueller" });
  });
});

describe("a large statement", () => {
  const LAST_NAMES = ["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann", "Schäfer", "Koch", "Bauer", "Richter", "Klein", "Wolf", "Schröder", "Neumann", "Schwarz", "Zimmermann"];
  const FIRST_NAMES = ["Anna", "Hans", "Jürgen", "Petra", "Lukas", "Sabine", "Mehmet", "Olga", "Thomas", "Claudia"];
  const MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"];

  it("proposes 5.000 transactions against 1.000 contracts and 50 rules correctly", () => {
    const contracts: MatchContract[] = Array.from({ length: 1_000 }, (_, i) => ({
      contractId: `c${i}`,
      tenantFirstName: FIRST_NAMES[i % FIRST_NAMES.length]!,
      // Unique words ("Müllerab"): a shared surname would make the same-amount contracts tie.
      tenantLastName: `${LAST_NAMES[i % LAST_NAMES.length]!}${String.fromCharCode(97 + Math.floor(i / 26) % 26, 97 + (i % 26))}`,
      unitCode: `WE ${(i % 10) + 1}`,
      propertyName: `Haus ${i % 100}`,
      knownIbans: [`DE${String(10 + (i % 89))}${String(i).padStart(18, "0")}`],
      monthlyDueCents: euros(500 + (i % 400)),
      openItems: [{ month: "2025-03", openCents: euros(500 + (i % 400)) }],
      startDate: "2023-01-01",
      endDate: null,
    }));
    const rules: MatchRule[] = Array.from({ length: 50 }, (_, r) => rule({ id: `r${r}`, counterpartyContains: `Lieferant ${r}`, direction: "out" }));
    const expected = new Map<string, string>();
    const transactions: MatchTransaction[] = Array.from({ length: 5_000 }, (_, i) => {
      const c = contracts[i % 1_000]!;
      const id = `x${i}`;
      if (i % 5 === 4) {
        expected.set(id, `rule:r${i % 50}`);
        return { id, bookingDate: "2025-03-05", amountCents: euros(-(10 + (i % 90))), counterpartyName: `Lieferant ${i % 50} GmbH`, counterpartyIban: null, purpose: `Rechnung ${i}` };
      }
      const byIban = i % 2 === 0;
      expected.set(id, `rent:${c.contractId}:${byIban ? "iban" : "amount_name"}:2025-0${1 + (i % 3)}`);
      return {
        id,
        bookingDate: "2025-03-03",
        amountCents: c.monthlyDueCents,
        counterpartyName: byIban ? `${c.tenantFirstName} ${c.tenantLastName}`.toUpperCase() : null,
        counterpartyIban: byIban ? c.knownIbans[0]! : null,
        purpose: `Miete ${MONTHS[i % 3]} 2025 ${c.unitCode} ${c.tenantLastName} ${c.propertyName}`,
      };
    });

    const proposals = proposeMatches(transactions, contracts, rules);

    const got = new Map([...proposals].map(([id, p]) => [id, p.kind === "rule" ? `rule:${p.ruleId}` : `rent:${p.contractId}:${p.basis}:${p.rentMonth}`]));
    expect(got).toEqual(expected);
  });
});
